import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

/// Registration, login with throttling, sessions, logout and profile edits.
public struct AccountService: Sendable {
    /// A signed-in person and the bearer token of their new session (shown once, stored only as a hash).
    public struct SignedIn: Sendable {
        /// The account.
        public let user: UserAccount
        /// The session token.
        public let token: String
    }

    /// How long a session lasts.
    public static let sessionLifetime: TimeInterval = 30 * 24 * 3600
    /// Verified against when the email is unknown, so both failures take the same time.
    private static let decoyHash = Sodium.hashPassword("decoy-password-for-timing-1!")

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
        let verification = NewAccountToken.issue(.emailVerification, at: now)
        do {
            try store.createUser(
                user, passwordHash: Sodium.hashPassword(valid.password),
                session: signIn ? newSession(token: token, at: now) : nil,
                tokens: signIn ? [verification.record] : []
            ) { connection in
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
        return SignedIn(user: user, token: signIn ? token : "")
    }

    /// Checks the password and opens a session, unless `LoginThrottle` says to wait: failures are counted for the
    /// account from this address (`client:<address>|<email>`), and per address across accounts against spraying.
    /// A locked account is `account_locked` (told only with the right password).
    public func login(email: String, password: String, clientAddress: String) throws -> SignedIn {
        let now = environment.clock.now()
        let normalized = AccountRules.normalizedEmail(email)
        let address = "client:\(clientAddress)|"
        let pair = address + normalized
        let pairStart = now.addingTimeInterval(-LoginThrottle.pairWindow)
        if let seconds = LoginThrottle.wait(
            pairFailures: try store.loginFailures(scope: pair, since: pairStart),
            sprayed: try store.latestLoginFailures(
                scopePrefix: address, since: now.addingTimeInterval(-LoginThrottle.sprayWindow)),
            now: now)
        {
            throw AccountError.throttled(retryAfterSeconds: seconds)
        }
        let found = normalized.isEmpty ? nil : try store.credentials(email: normalized)
        let matches = Sodium.verifyPassword(password, hash: found?.passwordHash ?? AccountService.decoyHash)
        guard let found, matches else {
            try store.recordLoginFailure(scope: pair, at: now, pruneBefore: pairStart)
            throw AccountError.invalidCredentials
        }
        try store.clearLoginFailures(scope: pair)
        // Only the right password learns that the account is locked.
        guard try !store.isLocked(found.user.id) else { throw AccountError.locked }
        let token = Sodium.randomToken()
        try store.createSession(newSession(token: token, at: now), userID: found.user.id)
        return SignedIn(user: found.user, token: token)
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
