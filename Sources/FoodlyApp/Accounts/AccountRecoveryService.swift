import FoodlyCore
import FoodlyShared
import FoodlyStore
import Foundation

/// The links mailed to account holders: "Forgot password" (a link that sets a new password and ends every session)
/// and confirming the email address. A link works once and for its purpose's lifetime (`AccountTokenPurpose`); only
/// its token's hash is stored. Nothing answered tells whether an address has an account, and `MailThrottle` keeps
/// anyone from flooding an inbox.
public struct AccountRecoveryService: Sendable {
    private let environment: AppEnvironment
    private let store: any AccountStore

    /// The answer to a request for a reset link, whether or not an account uses the address.
    public static let resetRequested =
        "If an account uses this address, we have sent a link to it. It works for \(AccountMails.duration(.passwordReset))."

    /// The answer to a request for a new confirmation link.
    public static func verificationSent(to email: String) -> String {
        "We have sent a new link to \(email). It works for \(AccountMails.duration(.emailVerification))."
    }

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
        self.store = SQLAccountStore(database: environment.database)
    }

    /// The least time an answer to a reset request that passed its checks takes: with an account the request also
    /// writes a token and a mail (about 0.3 ms more), and the mail then goes out on the queue's thread (a few ms of
    /// the same CPU), which would otherwise tell who has an account; both paths end at this floor, past both. The
    /// request's thread waits it out (as a login waits for its password hash), so only requests the throttle let
    /// through wait (at most 10 an hour from one client address). 5 ms still left the account's slower in 67% of
    /// pairs (bench/reset.py).
    public static let resetAnswerFloor: Duration = .milliseconds(20)

    /// Mails a link that sets a new password to `email` when an account uses it; answers the same way, after the same
    /// reads and one write, and no sooner than `resetAnswerFloor`, when none does. Refused with `mailThrottled` when
    /// the address or the client address asked too often (`MailThrottle`), whether or not the address has an account.
    public func requestPasswordReset(email: String, clientAddress: String) throws {
        let answerAt = ContinuousClock.now + AccountRecoveryService.resetAnswerFloor
        try ValidationFailure.check(AccountRules.emailIssues(email))
        let normalized = AccountRules.normalizedEmail(email)
        let now = environment.clock.now()
        let (token, record) = NewAccountToken.issue(.passwordReset, at: now)
        let user = try store.credentials(email: normalized)?.user
        try environment.database.write { connection in
            let tokens = AccountTokenQueries(connection)
            try AccountRecoveryService.admit(tokens, to: normalized, from: clientAddress, at: now)
            if let user { try tokens.insert(record, userID: user.id) }
            if let user, let mailer = environment.mailer {
                try AccountMails.sendPasswordReset(token: token, to: user, mailer, at: now, in: connection)
            }
        }
        Thread.sleep(forTimeInterval: max(0, Self.seconds(answerAt - ContinuousClock.now)))
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Sets a new password with a reset link's token: in one transaction the link is used up (with every other
    /// reset link of the account), the password replaced, every session ended, the address counted as confirmed
    /// and the account's failed logins forgotten; then a note goes to the address. An expired, used or unknown
    /// token is `linkInvalid`; a password that breaks the registration rules is refused before anything changes.
    public func resetPassword(token: String, newPassword: String) throws {
        let now = environment.clock.now()
        let hash = try AccountRecoveryService.hash(token)
        guard
            let found = try environment.database.read({
                try AccountTokenQueries($0).token(hash: hash, purpose: .passwordReset)
            }), found.works(at: now)
        else { throw AccountError.linkInvalid }
        try ValidationFailure.check(AccountRules.passwordIssues(newPassword))
        let passwordHash = Sodium.hashPassword(newPassword, cost: environment.passwordCost)
        guard let user = try store.user(id: found.userID) else { throw AccountError.linkInvalid }
        try environment.database.write { connection in
            let tokens = AccountTokenQueries(connection)
            guard try tokens.use(hash: hash, purpose: .passwordReset, at: now) else { throw AccountError.linkInvalid }
            try tokens.useAll(userID: user.id, purpose: .passwordReset, at: now)
            let accounts = AccountQueries(connection)
            try accounts.setPasswordHash(passwordHash, userID: user.id, at: now)
            try accounts.endSessions(userID: user.id)
            try accounts.markEmailVerified(userID: user.id, at: now)
            try accounts.clearLoginFailures(email: user.email)
            if let mailer = environment.mailer {
                try AccountMails.sendPasswordChanged(to: user, mailer, at: now, in: connection)
            }
        }
    }

    /// Confirms the address of the account a confirmation link was mailed to. A link whose account is confirmed
    /// already is fine (opened twice, or after another link); otherwise an expired, used or unknown token is
    /// `linkInvalid`.
    public func confirmEmail(token: String) throws {
        let now = environment.clock.now()
        let hash = try AccountRecoveryService.hash(token)
        try environment.database.write { connection in
            let tokens = AccountTokenQueries(connection)
            let accounts = AccountQueries(connection)
            guard let found = try tokens.token(hash: hash, purpose: .emailVerification) else {
                throw AccountError.linkInvalid
            }
            if try accounts.isEmailVerified(userID: found.userID) { return }
            guard try tokens.use(hash: hash, purpose: .emailVerification, at: now) else {
                throw AccountError.linkInvalid
            }
            try tokens.useAll(userID: found.userID, purpose: .emailVerification, at: now)
            try accounts.markEmailVerified(userID: found.userID, at: now)
        }
    }

    /// Mails `user` a new link that confirms their address (`alreadyVerified` when it is confirmed; throttled like
    /// password resets).
    public func resendVerification(to user: UserAccount, clientAddress: String) throws {
        guard user.emailVerifiedAt == nil else { throw AccountError.alreadyVerified }
        let now = environment.clock.now()
        let (token, record) = NewAccountToken.issue(.emailVerification, at: now)
        try environment.database.write { connection in
            let tokens = AccountTokenQueries(connection)
            try AccountRecoveryService.admit(tokens, to: user.email, from: clientAddress, at: now)
            try tokens.insert(record, userID: user.id)
            if let mailer = environment.mailer {
                try AccountMails.sendVerification(token: token, to: user, mailer, at: now, in: connection)
            }
        }
    }

    /// Whether a reset link's token still works, for the page that asks for the new password.
    public func resetLinkWorks(token: String) throws -> Bool {
        guard let hash = try? AccountRecoveryService.hash(token) else { return false }
        let now = environment.clock.now()
        return try environment.database.read {
            try AccountTokenQueries($0).token(hash: hash, purpose: .passwordReset)
        }?.works(at: now) ?? false
    }

    /// Counts a request for a mail to `email` from `client` (and forgets expired links), or refuses it (uncounted)
    /// when `MailThrottle` says to wait.
    private static func admit(_ tokens: AccountTokenQueries, to email: String, from client: String, at now: Date)
        throws
    {
        let since = now.addingTimeInterval(-MailThrottle.window)
        let (toScope, fromScope) = ("to:" + email, "from:" + client)
        if let seconds = MailThrottle.wait(
            toAddress: try tokens.mailRequests(scope: toScope, since: since),
            fromClient: try tokens.mailRequests(scope: fromScope, since: since), now: now)
        {
            throw AccountError.mailThrottled(retryAfterSeconds: seconds)
        }
        try tokens.recordMailRequest(scopes: [toScope, fromScope], at: now, pruneBefore: since)
        try tokens.forgetExpired(at: now)
    }

    /// The stored form of a link's token; a token no link can have (empty, or longer than any we make) is
    /// `linkInvalid` without a look-up.
    private static func hash(_ token: String) throws -> String {
        guard !token.isEmpty, token.utf8.count <= 128 else { throw AccountError.linkInvalid }
        return Sodium.hash(token)
    }
}
