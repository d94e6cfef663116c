import FoodlyCore
import FoodlyStore
import Foundation

/// Restaurants joining Foodly and managing their staff. A customer applies (`RestaurantApplicationDraft`: the
/// import format's own rules); an operator approves, which makes the restaurant (a catalog change, with an empty
/// menu, so customers do not see it until it has a dish) and its owner in one transaction, or rejects with a reason.
/// Owners and managers invite staff by a mailed link, change roles and remove staff as `StaffRules` allow; each
/// member sees only their own restaurant.
public struct MerchantService: Sendable {
    private let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    // MARK: Joining

    /// Stores a customer's application as pending. Every bad field is refused at once, nothing stored; a second
    /// application while one waits is `application_pending`.
    public func apply(_ request: RestaurantApplicationRequest, by user: UserAccount) throws -> RestaurantApplication {
        guard user.role == .customer else { throw MerchantError.customersOnly }
        let draft = try RestaurantApplicationDraft.read(JSONValue(encoding: request))
        let application = RestaurantApplication(
            id: ID(environment.makeID()), userID: user.id, draft: draft, status: .pending,
            createdAt: environment.clock.now())
        try environment.database.write { connection in
            let merchants = MerchantQueries(connection)
            guard try !merchants.hasPendingApplication(userID: user.id) else {
                throw MerchantError.applicationPending
            }
            try merchants.insertApplication(
                id: application.id, userID: user.id, draft: draft, at: application.createdAt)
        }
        return application
    }

    /// The user's applications, newest first.
    public func applications(for user: UserAccount) throws -> [RestaurantApplication] {
        try environment.database.read { try MerchantQueries($0).applications(userID: user.id) }
    }

    /// Approves a pending application (an operator's decision): in one transaction the restaurant is made through
    /// the catalog (with an empty menu), the application marked approved with it, and the applicant made its owner
    /// (their account becomes a staff account), with the decision in the audit log as `actor`'s. Twice is
    /// `already_decided`; nothing is written on any refusal.
    public func approve(_ id: ID<RestaurantApplication>, by actor: AuditEntry.Actor) throws -> RestaurantApplication {
        let now = environment.clock.now()
        let approved = try environment.database.write { connection in
            let merchants = MerchantQueries(connection)
            guard var application = try merchants.application(id: id) else {
                throw MerchantError.applicationNotFound
            }
            guard application.status == .pending else { throw MerchantError.alreadyDecided(application.status) }
            guard
                try connection.queryOne(
                    "SELECT id FROM users WHERE id = \(application.userID) AND role = \(Role.customer)") != nil,
                try merchants.membership(of: application.userID) == nil
            else { throw MerchantError.applicantNotCustomer }
            let restaurant = try SQLCatalogStore.insert(
                [application.draft.details], makeID: environment.makeID, at: now, on: connection)[0]
            guard try merchants.decide(id, .approved, reason: nil, restaurantID: restaurant, at: now) else {
                throw MerchantError.alreadyDecided(.approved)
            }
            try merchants.setMembership(application.userID, restaurantID: restaurant, role: .owner)
            try AccountQueries(connection).setRole(.staff, userID: application.userID, at: now)
            try environment.audit(
                .applicationApproved, by: actor, on: MerchantService.subject(application), restaurant: restaurant,
                before: ["status": ApplicationStatus.pending.rawValue],
                after: ["status": ApplicationStatus.approved.rawValue, "restaurant": restaurant.rawValue], at: now,
                connection)
            application.status = .approved
            application.restaurantID = restaurant
            application.decidedAt = now
            if let mailer = environment.mailer {
                try MerchantMails.sendDecision(application, mailer, at: now, in: connection)
            }
            return application
        }
        try environment.catalogCache.catchUp(
            SQLCatalogStore(database: environment.database, regions: environment.regions))
        return approved
    }

    /// Rejects a pending application with a reason the applicant sees (`Reason`). Twice, or after an
    /// approval, is `already_decided`. The decision goes into the audit log as `actor`'s.
    public func reject(
        _ id: ID<RestaurantApplication>, reason: String, by actor: AuditEntry.Actor
    ) throws -> RestaurantApplication {
        try ValidationFailure.check(Reason.issues(reason))
        let reason = Text.clean(reason)
        let now = environment.clock.now()
        let rejected = try environment.database.write { connection in
            let merchants = MerchantQueries(connection)
            guard var application = try merchants.application(id: id) else {
                throw MerchantError.applicationNotFound
            }
            guard try merchants.decide(id, .rejected, reason: reason, restaurantID: nil, at: now) else {
                throw MerchantError.alreadyDecided(application.status)
            }
            try environment.audit(
                .applicationRejected, by: actor, on: MerchantService.subject(application),
                before: ["status": ApplicationStatus.pending.rawValue],
                after: ["status": ApplicationStatus.rejected.rawValue, "reason": reason], at: now, connection)
            application.status = .rejected
            application.reason = reason
            application.decidedAt = now
            if let mailer = environment.mailer {
                try MerchantMails.sendDecision(application, mailer, at: now, in: connection)
            }
            return application
        }
        return rejected
    }

    /// How the audit log names an application: by the restaurant it asks for.
    private static func subject(_ application: RestaurantApplication) -> AuditEntry.Subject {
        AuditEntry.Subject(
            kind: .application, id: application.id.rawValue, label: application.draft.details.name)
    }

    // MARK: Staff

    /// The user's restaurant, its staff and its open invitations; for owners and managers only.
    public func staff(for user: UserAccount) throws -> StaffOverview {
        try environment.database.read { connection in
            let merchants = MerchantQueries(connection)
            let (restaurantID, role) = try MerchantService.manager(user, merchants)
            guard let restaurant = try CatalogQueries(connection).restaurant(id: restaurantID) else {
                throw MerchantError.notStaff
            }
            return StaffOverview(
                restaurant: restaurant, role: role, members: try merchants.members(restaurantID: restaurantID),
                invites: try merchants.openInvites(restaurantID: restaurantID, at: environment.clock.now()))
        }
    }

    /// The user's role at the restaurant they work for, or nil.
    public func role(of user: UserAccount) throws -> StaffRole? {
        guard user.role == .staff else { return nil }
        return try environment.database.read { try MerchantQueries($0).membership(of: user.id)?.role }
    }

    /// Invites `email` to the user's restaurant as `role`: the link (its token hashed when stored, working for
    /// `StaffRules.inviteLifetime`, once) is mailed. Plain staff invite nobody; only owners invite owners or managers.
    public func invite(email: String, role: StaffRole, by user: UserAccount) throws -> StaffInvite {
        try ValidationFailure.check(AccountRules.emailIssues(email))
        let address = AccountRules.normalizedEmail(email)
        let now = environment.clock.now()
        return try environment.database.write { connection in
            try issueInvite(address, role: role, by: user, at: now, connection)
        }
    }

    /// Stores and mails a new invitation of `address` as `role` in the caller's transaction, checked as
    /// ``invite(email:role:by:)`` says.
    private func issueInvite(
        _ address: String, role: StaffRole, by user: UserAccount, at now: Date, _ connection: any DatabaseConnection
    ) throws -> StaffInvite {
        let token = Sodium.randomToken()
        let merchants = MerchantQueries(connection)
        let (restaurantID, actor) = try MerchantService.member(user, merchants)
        if let refusal = StaffRules.inviteRefusal(by: actor, as: role) { throw MerchantError.refused(refusal) }
        guard try !merchants.members(restaurantID: restaurantID).contains(where: { $0.email == address }) else {
            throw MerchantError.alreadyOnStaff
        }
        let invite = StaffInvite(
            restaurantID: restaurantID, email: address, role: role, createdAt: now,
            expiresAt: now.addingTimeInterval(StaffRules.inviteLifetime))
        try merchants.insertInvite(invite, tokenHash: Sodium.hash(token), invitedBy: user.id)
        try environment.audit(
            .staffInvited, by: .member(user, actor),
            on: AuditEntry.Subject(kind: .account, id: address, label: address),
            restaurant: restaurantID, after: ["email": address, "role": role.rawValue], at: now, connection)
        let restaurant = try CatalogQueries(connection).restaurant(id: restaurantID)?.name ?? "a restaurant"
        if let mailer = environment.mailer {
            try MerchantMails.sendInvite(
                token: token, invite, restaurant: restaurant, from: user, mailer, at: now, in: connection)
        }
        return invite
    }

    /// Revokes the invitation of `email` to the user's restaurant before it is accepted: its link stops working
    /// now, audited. Those who may invite its role may revoke it; no invitation waiting is not found.
    public func revokeInvite(email: String, by user: UserAccount) throws {
        let address = AccountRules.normalizedEmail(email)
        let now = environment.clock.now()
        try environment.database.write { connection in
            let merchants = MerchantQueries(connection)
            let (restaurantID, actor) = try MerchantService.manager(user, merchants)
            guard let invite = try merchants.latestUnusedInvite(email: address, restaurantID: restaurantID),
                invite.works(at: now)
            else { throw MerchantError.inviteNotFound }
            if let refusal = StaffRules.inviteRefusal(by: actor, as: invite.role) {
                throw MerchantError.refused(refusal)
            }
            try merchants.revokeInvites(email: address, restaurantID: restaurantID, at: now)
            try environment.audit(
                .staffInviteRevoked, by: .member(user, actor),
                on: AuditEntry.Subject(kind: .account, id: address, label: address), restaurant: restaurantID,
                before: ["email": address, "role": invite.role.rawValue], at: now, connection)
        }
    }

    /// Sends the invitation of `email` to the user's restaurant again, working or expired but not accepted: the
    /// old link stops working and a new one (for the same role, for a full ``StaffRules/inviteLifetime``) is mailed
    /// as by ``invite(email:role:by:)``, in one transaction. No invitation of that address is not found.
    public func resendInvite(email: String, by user: UserAccount) throws -> StaffInvite {
        let address = AccountRules.normalizedEmail(email)
        let now = environment.clock.now()
        return try environment.database.write { connection in
            let merchants = MerchantQueries(connection)
            let (restaurantID, _) = try MerchantService.manager(user, merchants)
            guard let invite = try merchants.latestUnusedInvite(email: address, restaurantID: restaurantID) else {
                throw MerchantError.inviteNotFound
            }
            try merchants.revokeInvites(email: address, restaurantID: restaurantID, at: now)
            return try issueInvite(address, role: invite.role, by: user, at: now, connection)
        }
    }

    /// The invitation a link's token names and its restaurant's name, if it still works.
    public func invitation(token: String) throws -> (invite: StaffInvite, restaurant: String)? {
        guard !token.isEmpty, token.count <= 100 else { return nil }
        let now = environment.clock.now()
        return try environment.database.read { connection in
            guard let invite = try MerchantQueries(connection).invite(tokenHash: Sodium.hash(token)),
                invite.works(at: now)
            else { return nil }
            return (invite, try CatalogQueries(connection).restaurant(id: invite.restaurantID)?.name ?? "")
        }
    }

    /// Accepts an invitation for the signed-in user: the account must use the invited address and be a customer's
    /// (it becomes a staff account). An expired, used or unknown link is `invalid_token`; the link is used up in the
    /// transaction that adds the member, so of two acceptances one wins.
    public func accept(token: String, by user: UserAccount) throws -> StaffMember {
        guard let (invite, _) = try invitation(token: token) else { throw AccountError.linkInvalid }
        guard invite.email == user.email else { throw MerchantError.inviteForAnotherAddress(invite.email) }
        let now = environment.clock.now()
        return try environment.database.write { connection in
            let merchants = MerchantQueries(connection)
            guard user.role == .customer, try merchants.membership(of: user.id) == nil else {
                throw MerchantError.cannotJoin
            }
            guard try merchants.useInvite(tokenHash: Sodium.hash(token), at: now) else {
                throw AccountError.linkInvalid
            }
            try merchants.setMembership(user.id, restaurantID: invite.restaurantID, role: invite.role)
            try AccountQueries(connection).setRole(.staff, userID: user.id, at: now)
            try environment.audit(
                .staffJoined, by: .member(user, invite.role), on: .account(user.id, email: user.email),
                restaurant: invite.restaurantID, after: ["role": invite.role.rawValue], at: now, connection)
            return StaffMember(userID: user.id, fullName: user.fullName, email: user.email, role: invite.role)
        }
    }

    /// Gives a member of the user's restaurant another role, as `StaffRules` allow (never leaving it without an
    /// owner). Someone who is not on the restaurant's staff is not found.
    public func changeRole(of memberID: ID<UserAccount>, to role: StaffRole, by user: UserAccount) throws {
        try changeMember(memberID, to: role, by: user)
    }

    /// Takes a member off the user's restaurant's staff (their account becomes a customer's again), as `StaffRules`
    /// allow: never the last owner.
    public func remove(_ memberID: ID<UserAccount>, by user: UserAccount) throws {
        try changeMember(memberID, to: nil, by: user)
    }

    private func changeMember(_ memberID: ID<UserAccount>, to role: StaffRole?, by user: UserAccount) throws {
        let now = environment.clock.now()
        try environment.database.write { connection in
            let merchants = MerchantQueries(connection)
            let (restaurantID, actor) = try MerchantService.manager(user, merchants)
            guard let target = try merchants.membership(of: memberID), target.restaurantID == restaurantID else {
                throw MerchantError.memberNotFound
            }
            if let refusal = StaffRules.changeRefusal(
                by: actor, of: target.role, to: role, owners: try merchants.ownerCount(restaurantID: restaurantID))
            {
                throw MerchantError.refused(refusal)
            }
            let email = try merchants.members(restaurantID: restaurantID).first { $0.userID == memberID }?.email
            let subject = AuditEntry.Subject.account(memberID, email: email ?? memberID.rawValue)
            if let role {
                try merchants.setMembership(memberID, restaurantID: restaurantID, role: role)
            } else {
                _ = try merchants.removeMember(memberID, restaurantID: restaurantID)
                try AccountQueries(connection).setRole(.customer, userID: memberID, at: now)
            }
            try environment.audit(
                role == nil ? .staffRemoved : .staffRoleChanged, by: .member(user, actor), on: subject,
                restaurant: restaurantID, before: ["role": target.role.rawValue],
                after: role.map { ["role": $0.rawValue] } ?? [:], at: now, connection)
        }
    }

    /// The restaurant `user` works for and their role; 403 for anyone else.
    static func member(_ user: UserAccount, _ merchants: MerchantQueries) throws -> (ID<Restaurant>, StaffRole) {
        guard user.role == .staff, let membership = try merchants.membership(of: user.id) else {
            throw MerchantError.notStaff
        }
        return membership
    }

    /// `member`, for owners and managers only.
    private static func manager(_ user: UserAccount, _ merchants: MerchantQueries) throws -> (ID<Restaurant>, StaffRole)
    {
        let (restaurantID, role) = try member(user, merchants)
        guard StaffRules.managesStaff(role) else { throw MerchantError.refused(.notAManager) }
        return (restaurantID, role)
    }
}
