import FoodlyApp
import FoodlyCore
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// A fresh Foodly with a test clock and a mailbox, for restaurants joining and managing their staff.
struct MerchantWorld {
    let clock = TestClock()
    let database: any Database
    let mailbox: Mailbox
    let environment: AppEnvironment
    let merchants: MerchantService
    let accounts: AccountService

    init() throws {
        database = try TestDatabase.migrated()
        mailbox = Mailbox(database: database)
        environment = AppEnvironment(database: database, clock: clock, mailer: mailbox.mailer)
        merchants = MerchantService(environment: environment)
        accounts = AccountService(environment: environment)
    }

    /// A new customer account.
    func customer(_ name: String) throws -> UserAccount {
        try accounts.register(
            Registration(
                fullName: "\(name) Example", email: "\(name.lowercased())@example.com", password: "Healthy1!"),
            clientAddress: "10.0.0.1"
        ).user
    }

    /// The account as stored now (its role changes as it joins and leaves a staff).
    func reload(_ user: UserAccount) throws -> UserAccount {
        try #require(try SQLAccountStore(database: database).user(id: user.id))
    }

    /// An application in the import format (without a menu) from `CatalogWorld.restaurant`, as JSON.
    static func applicationJSON(_ name: String, changes: [String: Any] = [:]) throws -> JSONValue {
        var object = CatalogWorld.restaurant(name)
        object["menu"] = nil
        object["contactEmail"] = "owner@example.com"
        for (key, value) in changes { object[key] = value }
        return try CatalogWorld.json(object)
    }

    /// The same application as the SDK sends it.
    static func application(_ name: String, changes: [String: Any] = [:]) throws -> RestaurantApplicationRequest {
        try JSONDecoder().decode(
            RestaurantApplicationRequest.self,
            from: JSONEncoder().encode(applicationJSON(name, changes: changes)))
    }

    /// An approved restaurant owned by a new customer named `owner`.
    func restaurant(_ name: String, owner: String) throws -> (owner: UserAccount, id: ID<Restaurant>) {
        let applicant = try customer(owner)
        let application = try merchants.apply(try MerchantWorld.application(name), by: applicant)
        let approved = try merchants.approve(application.id, by: .commandLine)
        return (try reload(applicant), try #require(approved.restaurantID))
    }

    /// Invites `email` as `role` and returns the mailed link's token.
    func invite(_ email: String, as role: StaffRole, by user: UserAccount) throws -> String {
        _ = try merchants.invite(email: email, role: role, by: user)
        return try #require(try mailbox.messages(to: email).last?.token("/staff/join"))
    }

    /// A new customer who accepts an invitation as `role` from `inviter`.
    func member(_ name: String, as role: StaffRole, invitedBy inviter: UserAccount) throws -> UserAccount {
        let user = try customer(name)
        _ = try merchants.accept(token: try invite(user.email, as: role, by: inviter), by: user)
        return try reload(user)
    }
}

/// Expects `body` to throw a `MerchantError` with `code`.
func expectRefusal(_ code: String, _ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        try body()
        Issue.record("expected \(code)", sourceLocation: sourceLocation)
    } catch let error as any DomainError {
        #expect(error.code == code, "\(error.message)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    }
}

@Suite("Merchants: applying and approval")
struct MerchantApplicationTests {
    @Test func anApprovedRestaurantIsOwnedByTheApplicantAndHiddenUntilItsMenuHasADish() throws {
        let world = try MerchantWorld()
        let applicant = try world.customer("Olive")
        let application = try world.merchants.apply(try MerchantWorld.application("Olive Garden Bowls"), by: applicant)
        #expect(application.status == .pending)
        #expect(try world.merchants.applications(for: applicant).map(\.status) == [.pending])
        let catalog = CatalogService(environment: world.environment)
        let before = try catalog.restaurantCount()

        let approved = try world.merchants.approve(application.id, by: .commandLine)
        let id = try #require(approved.restaurantID)
        #expect(try world.merchants.applications(for: applicant).map(\.status) == [.approved])
        #expect(try catalog.restaurantCount() == before + 1, "made through the catalog")
        let owner = try world.reload(applicant)
        #expect(owner.role == .staff)
        #expect(try world.merchants.role(of: owner) == .owner)
        let store = SQLCatalogStore(database: world.database)
        #expect(try store.restaurant(id: id)?.name == "Olive Garden Bowls")

        // No dish yet: not on lists, not found, no page; the kitchen screen has it.
        #expect(try catalog.restaurants(RestaurantQuery(point: CatalogWorld.customer)).listings.isEmpty)
        #expect(try catalog.page(of: id, from: nil) == nil)
        #expect(try catalog.categories().isEmpty)
        #expect(try KitchenService(environment: world.environment).restaurant(for: owner).0.id == id)

        // Its first dish (the menu editor's path) lists it at once.
        let dish = try RestaurantImporter.restaurants(from: CatalogWorld.json(CatalogWorld.restaurant("Any")))[0]
            .dishes[0]
        #expect(try store.addDish(dish, section: "Bowls", id: ID("first-dish"), to: id))
        #expect(
            try catalog.restaurants(RestaurantQuery(point: CatalogWorld.customer)).listings.map(\.restaurant.name)
                == ["Olive Garden Bowls"])
        #expect(try catalog.page(of: id, from: nil) != nil)
    }

    @Test func anApplicationWithBadFieldsNamesEachAndSavesNothing() throws {
        let world = try MerchantWorld()
        let applicant = try world.customer("Olive")
        let json = try MerchantWorld.applicationJSON(
            "Bad Place",
            changes: [
                "name": "", "phone": "call me", "timeZone": "Mars/Olympus", "taxRateBps": 5000,
                "location": ["address": "1 Main St", "latitude": 123, "longitude": -122.4],
                "fees": ["deliveryBase": -1, "deliveryPerKm": 50, "minimumOrder": 1000],
                "openingHours": ["mon": [["25:00", "26:00"]]], "contactEmail": "not an email",
                "menu": [["section": "Bowls", "dishes": []]],
            ])
        do {
            _ = try world.merchants.apply(try RestaurantApplicationRequest.checked(json), by: applicant)
            Issue.record("a bad application was stored")
        } catch let failure as ValidationFailure {
            #expect(
                Set(failure.issues.map(\.field)) == [
                    "name", "phone", "location.latitude", "timeZone", "openingHours.mon[0]", "fees.deliveryBase",
                    "taxRateBps", "menu", "contactEmail",
                ])
        }
        #expect(try world.merchants.applications(for: applicant).isEmpty)
    }

    @Test func decisionsAreMadeOnceAndOnlyCustomersApply() throws {
        let world = try MerchantWorld()
        let applicant = try world.customer("Olive")
        let first = try world.merchants.apply(try MerchantWorld.application("Olive Bowls"), by: applicant)
        expectRefusal("application_pending") {
            _ = try world.merchants.apply(try MerchantWorld.application("Second"), by: applicant)
        }
        expectRefusal("validation_failed") { _ = try world.merchants.reject(first.id, reason: "  ", by: .commandLine) }
        let rejected = try world.merchants.reject(
            first.id, reason: "Your address is outside our cities.", by: .commandLine)
        #expect(rejected.status == .rejected)
        #expect(try world.merchants.applications(for: applicant).first?.reason == "Your address is outside our cities.")
        let version = try SQLCatalogStore(database: world.database).version()
        expectRefusal("already_decided") { _ = try world.merchants.approve(first.id, by: .commandLine) }
        expectRefusal("already_decided") { _ = try world.merchants.reject(first.id, reason: "Again", by: .commandLine) }
        #expect(try SQLCatalogStore(database: world.database).version() == version, "nothing made")
        #expect(try world.reload(applicant).role == .customer)
        let refusal = try #require(try world.mailbox.messages(to: "owner@example.com").last)
        #expect(refusal.subject == "Your application for Olive Bowls")
        #expect(refusal.text.contains("Your address is outside our cities."))
        #expect(refusal.text.contains(Mailbox.publicURL + "/profile/restaurant"))

        // Rejected, they may apply again; approved twice is refused and makes one restaurant.
        let second = try world.merchants.apply(try MerchantWorld.application("Olive Bowls"), by: applicant)
        _ = try world.merchants.approve(second.id, by: .commandLine)
        let approval = try #require(try world.mailbox.messages(to: "owner@example.com").last)
        #expect(
            approval.subject == "Olive Bowls is on Foodly" && approval.text.contains(Mailbox.publicURL + "/kitchen"))
        #expect(try world.mailbox.messages(to: "owner@example.com").count == 2, "one mail per decision, none refused")
        let count = try CatalogService(environment: world.environment).restaurantCount()
        expectRefusal("already_decided") { _ = try world.merchants.approve(second.id, by: .commandLine) }
        #expect(try CatalogService(environment: world.environment).restaurantCount() == count)
        expectRefusal("not_found") { _ = try world.merchants.approve(ID("no-such-application"), by: .commandLine) }
        // Each decision is in the audit log once, with what it changed; the refused ones left nothing.
        let log = try world.database.read { try AuditQueries($0).entries(AuditSearch(text: "olive")) }
        #expect(log.map(\.action) == [.applicationApproved, .applicationRejected])
        #expect(log.allSatisfy { $0.actor == .commandLine && $0.subject.id != "" })
        #expect(log[1].after == ["status": "rejected", "reason": "Your address is outside our cities."])
        #expect(log[0].before == ["status": "pending"] && log[0].restaurantID != nil)
        // Now a staff account: it cannot apply for another restaurant.
        expectRefusal("forbidden") {
            _ = try world.merchants.apply(try MerchantWorld.application("Third"), by: try world.reload(applicant))
        }
    }
}

@Suite("Merchants: staff, roles and invitations")
struct MerchantStaffTests {
    @Test func ownersInviteManagersWhoInviteStaffAndNobodyElse() throws {
        let world = try MerchantWorld()
        let (owner, restaurant) = try world.restaurant("Olive Bowls", owner: "Olive")
        let manager = try world.member("Mona", as: .manager, invitedBy: owner)
        #expect(manager.role == .staff)
        #expect(try world.merchants.role(of: manager) == .manager)
        let cook = try world.member("Carl", as: .staff, invitedBy: manager)
        #expect(try world.merchants.role(of: cook) == .staff)

        let overview = try world.merchants.staff(for: manager)
        #expect(overview.restaurant.id == restaurant)
        #expect(overview.members.map(\.role) == [.owner, .manager, .staff])

        expectRefusal("owner_only") {
            _ = try world.merchants.invite(email: "x@example.com", role: .manager, by: manager)
        }
        expectRefusal("forbidden") { _ = try world.merchants.invite(email: "x@example.com", role: .staff, by: cook) }
        expectRefusal("forbidden") { _ = try world.merchants.staff(for: cook) }
        expectRefusal("already_on_staff") { _ = try world.merchants.invite(email: cook.email, role: .staff, by: owner) }
        expectRefusal("validation_failed") { _ = try world.merchants.invite(email: "nope", role: .staff, by: owner) }
        expectRefusal("forbidden") {
            _ = try world.merchants.invite(email: "x@example.com", role: .staff, by: try world.customer("Cathy"))
        }
        #expect(try world.merchants.staff(for: owner).invites.isEmpty, "no refused invitation kept")
    }

    @Test func anInvitationWorksOnceForItsAddressUntilItExpires() throws {
        let world = try MerchantWorld()
        let (owner, _) = try world.restaurant("Olive Bowls", owner: "Olive")
        let invitee = try world.customer("Mona")
        let token = try world.invite(invitee.email, as: .manager, by: owner)
        #expect(try world.merchants.staff(for: owner).invites.map(\.email) == [invitee.email])
        let stranger = try world.customer("Sam")
        expectRefusal("invite_for_another_address") { _ = try world.merchants.accept(token: token, by: stranger) }
        expectRefusal("invalid_token") { _ = try world.merchants.accept(token: "made-up", by: invitee) }
        _ = try world.merchants.accept(token: token, by: invitee)
        expectRefusal("invalid_token") { _ = try world.merchants.accept(token: token, by: try world.reload(invitee)) }
        #expect(try world.merchants.staff(for: owner).invites.isEmpty)

        let late = try world.customer("Lena")
        let expiring = try world.invite(late.email, as: .staff, by: owner)
        world.clock.advance(by: StaffRules.inviteLifetime + 1)
        expectRefusal("invalid_token") { _ = try world.merchants.accept(token: expiring, by: late) }
        #expect(try world.reload(late).role == .customer)
        #expect(try world.merchants.staff(for: owner).members.count == 2)
    }

    @Test func rolesChangeAsTheRulesAllowAndTheLastOwnerStays() throws {
        let world = try MerchantWorld()
        let (owner, _) = try world.restaurant("Olive Bowls", owner: "Olive")
        let manager = try world.member("Mona", as: .manager, invitedBy: owner)
        let cook = try world.member("Carl", as: .staff, invitedBy: owner)
        let (rivalOwner, _) = try world.restaurant("Rival Bowls", owner: "Rita")

        expectRefusal("last_owner") { try world.merchants.remove(owner.id, by: owner) }
        expectRefusal("last_owner") { try world.merchants.changeRole(of: owner.id, to: .manager, by: owner) }
        expectRefusal("owner_only") { try world.merchants.changeRole(of: owner.id, to: .staff, by: manager) }
        expectRefusal("owner_only") { try world.merchants.changeRole(of: cook.id, to: .manager, by: manager) }
        expectRefusal("forbidden") { try world.merchants.remove(manager.id, by: cook) }
        expectRefusal("not_found") { try world.merchants.remove(cook.id, by: rivalOwner) }
        #expect(try world.merchants.staff(for: owner).members.map(\.role) == [.owner, .manager, .staff])

        try world.merchants.changeRole(of: manager.id, to: .owner, by: owner)
        try world.merchants.changeRole(of: owner.id, to: .manager, by: manager)
        #expect(try world.merchants.role(of: owner) == .manager)
        try world.merchants.remove(cook.id, by: owner)
        #expect(try world.reload(cook).role == .customer, "back to a customer account")
        #expect(try world.merchants.role(of: try world.reload(cook)) == nil)
        expectRefusal("not_found") { try world.merchants.remove(cook.id, by: manager) }
    }

    @Test func existingKitchenStaffKeepWorkingAsStaff() throws {
        let world = try MerchantWorld()
        let (owner, restaurant) = try world.restaurant("Olive Bowls", owner: "Olive")
        let created = try world.accounts.register(
            Registration(fullName: "Kim Kitchen", email: "kim@example.com", password: "Healthy1!"), role: .staff,
            signIn: false)
        let admin = try world.accounts.register(
            Registration(fullName: "Ada Admin", email: "ada@example.com", password: "Healthy1!"), role: .admin,
            signIn: false)
        try KitchenService(environment: world.environment).assignStaff(
            email: "kim@example.com", restaurantID: restaurant, by: admin.user)
        #expect(try world.merchants.role(of: created.user) == .staff)
        #expect(try KitchenService(environment: world.environment).orders(for: created.user).isEmpty)
        #expect(try world.merchants.staff(for: owner).members.map(\.email).contains("kim@example.com"))
    }
}
