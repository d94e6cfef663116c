import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

/// Registration, login with throttling, sessions, logout and profile edits.
public struct AccountService: Sendable {
    /// A signed-in person, the bearer token of their new session and the token of the device they signed in from
    /// (each shown once, stored only as a hash).
    public struct SignedIn: Sendable {
        /// The account.
        public let user: UserAccount
        /// The session token.
        public let token: String
        /// What the device presents at its next login to be let in while the account is under attack (the one it
        /// presented when that was still good for this account, else a new one); empty when nobody signed in.
        public let deviceToken: String
    }

    /// How long a session lasts.
    public static let sessionLifetime: TimeInterval = 30 * 24 * 3600
    /// Verified against when the email is unknown, so both failures take the same time: one per cost.
    private static let decoyHash = Sodium.hashPassword("decoy-password-for-timing-1!")
    private static let cheapDecoyHash = Sodium.hashPassword("decoy-password-for-timing-1!", cost: .minimum)

    private let environment: AppEnvironment
    private let store: any AccountStore

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
        self.store = SQLAccountStore(database: environment.database)
    }

    /// Creates a customer account and signs it in, unless `LoginThrottle.registrationWait` says to wait: every
    /// registration from `clientAddress` that finds its email taken is counted (`register:<address>`), so that
    /// asking which addresses have accounts, one after another, is slowed.
    public func register(_ registration: Registration, clientAddress: String) throws -> SignedIn {
        let now = environment.clock.now()
        let scope = "register:\(clientAddress)"
        if let seconds = LoginThrottle.registrationWait(
            taken: try store.loginFailures(scope: scope, since: now.addingTimeInterval(-LoginThrottle.sprayWindow)),
            now: now)
        {
            throw AccountError.throttled(retryAfterSeconds: seconds)
        }
        do {
            return try register(registration, role: .customer, signIn: true)
        } catch AccountError.emailTaken {
            try store.recordLoginFailure(
                scope: scope, at: now, pruneBefore: now.addingTimeInterval(-LoginThrottle.pairWindow))
            throw AccountError.emailTaken
        }
    }

    /// Creates an account with any role (CLI and admin use); signs it in only when asked. Someone who signs in
    /// registering is mailed the link that confirms their address (`AccountRecoveryService.confirmEmail`);
    /// accounts made for someone else (the command line, the demo) are not. With `auditedAs`, the account and its
    /// audit entry (`account.create`, with the role) land in one transaction.
    public func register(
        _ registration: Registration, role: Role, signIn: Bool, auditedAs actor: AuditEntry.Actor? = nil
    ) throws -> SignedIn {
        let valid = try registration.validated()
        let now = environment.clock.now()
        let user = UserAccount(
            id: ID(environment.makeID()), fullName: valid.fullName, email: valid.email, role: role, createdAt: now)
        let token = Sodium.randomToken()
        let deviceToken = Sodium.randomToken()
        let verification = NewAccountToken.issue(.emailVerification, at: now)
        do {
            try store.createUser(
                user, passwordHash: Sodium.hashPassword(valid.password, cost: environment.passwordCost),
                session: signIn ? newSession(token: token, at: now) : nil,
                tokens: signIn ? [verification.record] : []
            ) { connection in
                if signIn {
                    try SQLAccountStore.rememberDevice(
                        Sodium.hash(deviceToken), userID: user.id, at: now, limit: LoginThrottle.devicesRemembered,
                        connection)
                }
                if signIn, let mailer = environment.mailer {
                    try AccountMails.sendVerification(
                        token: verification.token, to: user, mailer, at: now, in: connection)
                }
                guard let actor else { return }
                try environment.audit(
                    .accountCreated, by: actor,
                    on: AuditEntry.Subject(kind: .account, id: user.id.rawValue, label: user.email),
                    after: ["role": role.rawValue, "name": user.fullName], at: now, connection)
            }
        } catch StoreError.uniqueViolation(let violation) where violation.columns.contains("email") {
            throw AccountError.emailTaken
        }
        return SignedIn(user: user, token: signIn ? token : "", deviceToken: signIn ? deviceToken : "")
    }

    /// Checks the password and opens a session, unless `LoginThrottle` says to wait: failures are counted for the
    /// account from this address (`client:<address>|<email>`), for the account from any device it never signed in
    /// from (`account|<email>`; `device` is the token a device got at an earlier sign-in, if any), and per address
    /// across accounts against spraying. The owner is mailed when the account reaches its limit (at most once a day).
    /// A locked account is `account_locked` (told only with the right password).
    public func login(email: String, password: String, clientAddress: String, device: String? = nil) throws
        -> SignedIn
    {
        let now = environment.clock.now()
        let normalized = AccountRules.normalizedEmail(email)
        let address = "client:\(clientAddress)|"
        let pair = address + normalized
        let account = "account|" + normalized
        let windowStart = now.addingTimeInterval(-LoginThrottle.pairWindow)
        let presented = device.flatMap { $0.isEmpty || $0.count > 128 ? nil : Sodium.hash($0) }
        let owner = try presented.flatMap { try store.deviceOwner(tokenHash: $0) }
        let found = normalized.isEmpty ? nil : try store.credentials(email: normalized)
        let known = owner != nil && owner == found?.user.id
        if let seconds = LoginThrottle.wait(
            pairFailures: try store.loginFailures(scope: pair, since: windowStart),
            accountFailures: known ? [] : try store.loginFailures(scope: account, since: windowStart),
            sprayed: try store.latestLoginFailures(
                scopePrefix: address, since: now.addingTimeInterval(-LoginThrottle.sprayWindow)),
            now: now)
        {
            throw AccountError.throttled(retryAfterSeconds: seconds)
        }
        let decoy = environment.passwordCost == .interactive ? AccountService.decoyHash : AccountService.cheapDecoyHash
        let matches = Sodium.verifyPassword(password, hash: found?.passwordHash ?? decoy)
        guard let found, matches else {
            try store.recordLoginFailure(scope: pair, at: now, pruneBefore: windowStart)
            if !known { try recordAccountFailure(account, of: found?.user, at: now, since: windowStart) }
            throw AccountError.invalidCredentials
        }
        try store.clearLoginFailures(scope: pair)
        // Only the right password learns that the account is locked.
        guard try !store.isLocked(found.user.id) else {
            throw AccountError.locked(support: environment.mailer?.support?.address)
        }
        let token = Sodium.randomToken()
        try store.createSession(newSession(token: token, at: now), userID: found.user.id)
        let deviceToken = known ? device ?? "" : Sodium.randomToken()
        try store.rememberDevice(
            tokenHash: Sodium.hash(deviceToken), userID: found.user.id, at: now,
            limit: LoginThrottle.devicesRemembered)
        return SignedIn(user: found.user, token: token, deviceToken: deviceToken)
    }

    /// Counts a failure against the account from an unknown device; the one that reaches the limit tells the owner,
    /// at most once a day (a `warned|<email>` mark, written with the mail in the failure's transaction).
    private func recordAccountFailure(_ scope: String, of user: UserAccount?, at now: Date, since start: Date) throws {
        guard let user, let mailer = environment.mailer else {
            return try store.recordLoginFailure(scope: scope, at: now, pruneBefore: start)
        }
        try environment.database.write { connection in
            let accounts = AccountQueries(connection)
            let warned = "warned|" + user.email
            try accounts.recordLoginFailure(scope: scope, at: now)
            guard try accounts.loginFailureCount(scope: scope, since: start) >= LoginThrottle.freeAccountFailures,
                try accounts.loginFailureCount(scope: warned, since: start) == 0
            else { return }
            try accounts.recordLoginFailure(scope: warned, at: now)
            try AccountMails.sendGuessingWarning(to: user, mailer, at: now, in: connection)
        }
    }

    /// The account behind a session token, or nil when it is unknown, expired or revoked.
    public func authenticate(token: String) throws -> UserAccount? {
        guard !token.isEmpty, token.count <= 128 else { return nil }
        return try store.user(sessionTokenHash: Sodium.hash(token), at: environment.clock.now())
    }

    /// Revokes a session token.
    public func logout(token: String) throws {
        _ = try store.deleteSession(tokenHash: Sodium.hash(token))
    }

    /// Applies profile changes and returns the saved account. The changes' issues and `inputIssues` (found while
    /// reading a form, e.g. a kcal target that is no number) are reported together; nothing is saved when there
    /// are any.
    public func updateProfile(
        of user: UserAccount, with changes: ProfilePatch, inputIssues: [FieldError] = []
    ) throws -> UserAccount {
        var issues = inputIssues
        var updated = user
        do {
            updated = try changes.applied(to: user)
        } catch let failure as ValidationFailure {
            issues += failure.issues
        }
        try ValidationFailure.check(issues)
        try store.updateUser(updated, at: environment.clock.now())
        return updated
    }

    private func newSession(token: String, at now: Date) -> NewSession {
        NewSession(
            tokenHash: Sodium.hash(token), createdAt: now,
            expiresAt: now.addingTimeInterval(AccountService.sessionLifetime))
    }
}
