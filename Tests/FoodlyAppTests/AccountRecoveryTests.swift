import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyTestSupport
import Foundation
import Testing

/// "Forgot password" and confirming an address, with the mail written to a folder and time under the test's control.
@Suite("Account recovery and email confirmation")
struct AccountRecoveryTests {
    let ada = "ada@example.com"
    let client = "198.51.100.7"

    /// The token of the newest mail to `address` whose subject is `subject`, from its link to `path`.
    func token(_ fixture: AccountFixture, to address: String, subject: String, path: String) throws -> String {
        let mail = try #require(try fixture.mailbox.messages(to: address).last { $0.subject == subject })
        return try #require(mail.token(path))
    }

    func resetToken(_ fixture: AccountFixture, _ address: String) throws -> String {
        try token(fixture, to: address, subject: "Reset your Foodly password", path: "/reset")
    }

    @Test func neitherAnAccountsAddressNorAnUnknownOneIsAnsweredBeforeTheFloor() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        for address in [ada, "nobody@example.com"] {
            let started = ContinuousClock.now
            try fixture.recovery.requestPasswordReset(email: address, clientAddress: client)
            #expect(ContinuousClock.now - started >= AccountRecoveryService.resetAnswerFloor, "\(address)")
        }
    }

    @Test func onlyAnAccountsAddressGetsTheLinkAndBothAreAnsweredAlike() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        let before = try fixture.mailbox.messages().count
        try fixture.recovery.requestPasswordReset(email: " Ada@Example.com ", clientAddress: client)
        try fixture.recovery.requestPasswordReset(email: "nobody@example.com", clientAddress: client)
        let mails = try fixture.mailbox.messages()
        #expect(mails.count == before + 1)
        let reset = try #require(mails.last { $0.subject == "Reset your Foodly password" })
        #expect(reset.to == "Ada Lovelace <ada@example.com>")
        #expect(reset.text.contains("The link works for 30 minutes and only once."))
        let token = try #require(reset.token("/reset"))
        #expect(token.count == 43)
        // Only the token's hash is stored.
        let stored = try fixture.rows("account_tokens").map { try $0.string("token_hash") }
        #expect(stored.contains(Sodium.hash(token)) && !stored.contains(token))
        // Both addresses were counted against the throttle, so refusals tell nothing either.
        #expect(try fixture.rows("mail_requests").count == 4)
    }

    @Test func aResetLinkSetsThePasswordOnceAndEndsEverySession() throws {
        let fixture = try AccountFixture()
        let first = try fixture.register(ada)
        let second = try fixture.login(ada, AccountFixture.password)
        try fixture.recovery.requestPasswordReset(email: ada, clientAddress: client)
        try fixture.recovery.requestPasswordReset(email: ada, clientAddress: client)
        let token = try resetToken(fixture, ada)
        #expect(try fixture.recovery.resetLinkWorks(token: token))
        fixture.clock.advance(by: 60)
        try fixture.recovery.resetPassword(token: token, newPassword: "new-secret-2!")

        #expect(try fixture.accounts.authenticate(token: first.token) == nil)
        #expect(try fixture.accounts.authenticate(token: second.token) == nil)
        #expect(try fixture.rows("sessions").isEmpty)
        #expect(fixture.loginError(ada, AccountFixture.password) as? AccountError == .invalidCredentials)
        let signedIn = try fixture.login(ada, "new-secret-2!")
        // Reading the mail proved the address.
        #expect(signedIn.user.emailVerifiedAt == fixture.clock.now())
        // The link works once, and the other link mailed before it no longer does.
        #expect(throws: AccountError.linkInvalid) {
            try fixture.recovery.resetPassword(token: token, newPassword: "another-3!")
        }
        let resets = try fixture.rows("account_tokens").filter { try $0.string("purpose") == "password_reset" }
        #expect(resets.count == 2)
        #expect(try resets.allSatisfy { try $0.optionalString("used_at") != nil })
        let note = try #require(try fixture.mailbox.messages(to: ada).last)
        #expect(note.subject == "Your Foodly password was changed")
        #expect(note.text.contains("\(Mailbox.publicURL)/forgot"))
    }

    @Test func aResetLinkExpiresAfterThirtyMinutes() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        try fixture.recovery.requestPasswordReset(email: ada, clientAddress: client)
        let token = try resetToken(fixture, ada)
        fixture.clock.advance(by: 30 * 60 - 1)
        #expect(try fixture.recovery.resetLinkWorks(token: token))
        fixture.clock.advance(by: 1)
        #expect(try !fixture.recovery.resetLinkWorks(token: token))
        #expect(throws: AccountError.linkInvalid) {
            try fixture.recovery.resetPassword(token: token, newPassword: "new-secret-2!")
        }
        #expect(fixture.loginError(ada, AccountFixture.password) == nil, "the password stays")
    }

    @Test func unknownTokensAndWeakPasswordsAreRefusedWithoutChangingAnything() throws {
        let fixture = try AccountFixture()
        let session = try fixture.register(ada)
        for bogus in ["", "x", String(repeating: "a", count: 43), String(repeating: "a", count: 500)] {
            #expect(throws: AccountError.linkInvalid) {
                try fixture.recovery.resetPassword(token: bogus, newPassword: "new-secret-2!")
            }
        }
        try fixture.recovery.requestPasswordReset(email: ada, clientAddress: client)
        let token = try resetToken(fixture, ada)
        let failure = try #require(throws: ValidationFailure.self) {
            try fixture.recovery.resetPassword(token: token, newPassword: "short")
        }
        #expect(failure.issues.map(\.field) == ["password"])
        #expect(try fixture.accounts.authenticate(token: session.token) != nil)
        #expect(try fixture.recovery.resetLinkWorks(token: token), "a refused password leaves the link working")
        #expect(AccountError.linkInvalid.message == "This link has expired or was already used. Ask for a new one.")
    }

    @Test func aResetForgetsTheFailedLoginsThatLockedTheAccountOut() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        try fixture.fail(LoginThrottle.freePairFailures + 1, ada, from: client)
        #expect(retryAfter(fixture.loginError(ada, AccountFixture.password, from: client)) != nil)
        try fixture.recovery.requestPasswordReset(email: ada, clientAddress: client)
        try fixture.recovery.resetPassword(token: try resetToken(fixture, ada), newPassword: "new-secret-2!")
        #expect(fixture.loginError(ada, "new-secret-2!", from: client) == nil)
    }

    @Test func requestsAreLimitedPerAddressAndPerClientWhetherOrNotAnAccountExists() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        for address in [ada, "nobody@example.com"] {
            for _ in 0..<MailThrottle.perAddress {
                try fixture.recovery.requestPasswordReset(email: address, clientAddress: "203.0.113.\(address.count)")
                fixture.clock.advance(by: 60)
            }
            // A fourth within the hour, from anywhere: refused until the first leaves the window.
            #expect(throws: AccountError.mailThrottled(retryAfterSeconds: 3600 - 3 * 60)) {
                try fixture.recovery.requestPasswordReset(email: address, clientAddress: "192.0.2.1")
            }
        }
        #expect(try fixture.mailbox.messages(to: ada).filter { $0.subject.hasPrefix("Reset") }.count == 3)
        fixture.clock.advance(by: 3600)
        try fixture.recovery.requestPasswordReset(email: ada, clientAddress: client)

        // One client asking for many addresses.
        for number in 1..<MailThrottle.perClient {
            try fixture.recovery.requestPasswordReset(email: "victim\(number)@example.com", clientAddress: client)
        }
        #expect(throws: AccountError.mailThrottled(retryAfterSeconds: 3600)) {
            try fixture.recovery.requestPasswordReset(email: "victim99@example.com", clientAddress: client)
        }
        #expect(AccountError.mailThrottled(retryAfterSeconds: 3600).retryAfterSeconds == 3600)
    }

    @Test func registeringMailsALinkThatConfirmsTheAddress() throws {
        let fixture = try AccountFixture()
        let signedIn = try fixture.register(ada)
        #expect(signedIn.user.emailVerifiedAt == nil)
        let subject = "Confirm your email address for Foodly"
        let mail = try #require(try fixture.mailbox.messages(to: ada).first)
        #expect(mail.subject == subject)
        #expect(mail.text.contains("The link works for 24 hours."))
        let token = try #require(mail.token("/verify"))
        fixture.clock.advance(by: 3600)
        try fixture.recovery.confirmEmail(token: token)
        let user = try #require(try fixture.accounts.authenticate(token: signedIn.token))
        #expect(user.emailVerifiedAt == fixture.clock.now())
        // Opening it again is fine; a new link is not needed.
        try fixture.recovery.confirmEmail(token: token)
        #expect(throws: AccountError.alreadyVerified) {
            try fixture.recovery.resendVerification(to: user, clientAddress: client)
        }
        #expect(throws: AccountError.linkInvalid) { try fixture.recovery.confirmEmail(token: "nope") }
        // A reset link does not confirm an address, nor a confirmation link set a password.
        #expect(throws: AccountError.linkInvalid) {
            try fixture.recovery.resetPassword(token: token, newPassword: "new-secret-2!")
        }
    }

    @Test func aConfirmationLinkWorksForADayAndANewOneCanBeAskedFor() throws {
        let fixture = try AccountFixture()
        let signedIn = try fixture.register(ada)
        let subject = "Confirm your email address for Foodly"
        let expired = try token(fixture, to: ada, subject: subject, path: "/verify")
        fixture.clock.advance(by: 24 * 3600)
        #expect(throws: AccountError.linkInvalid) { try fixture.recovery.confirmEmail(token: expired) }
        try fixture.recovery.resendVerification(to: signedIn.user, clientAddress: client)
        let fresh = try token(fixture, to: ada, subject: subject, path: "/verify")
        #expect(fresh != expired)
        try fixture.recovery.confirmEmail(token: fresh)
        #expect(try fixture.accounts.authenticate(token: signedIn.token)?.emailVerifiedAt != nil)
    }

    @Test func accountsMadeForSomeoneAreNotMailed() throws {
        let fixture = try AccountFixture()
        _ = try fixture.accounts.register(
            Registration(fullName: "Kit Chen", email: "kitchen@example.com", password: AccountFixture.password),
            role: .staff, signIn: false)
        #expect(try fixture.mailbox.messages().isEmpty)
    }
}
