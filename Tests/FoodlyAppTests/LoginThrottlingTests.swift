import FoodlyApp
import FoodlyCore
import Testing

/// The Retry-After seconds of a throttled login error, or nil for any other outcome.
func retryAfter(_ error: (any Error)?) -> Int? {
    guard case .throttled(let seconds) = error as? AccountError else { return nil }
    return seconds
}

@Suite("Login throttling")
struct LoginThrottlingTests {
    let ada = "ada@example.com"
    let right = AccountFixture.password
    let attacker = "203.0.113.9"
    let home = "198.51.100.7"

    @Test func someoneWhoKnowsTheEmailCannotLockTheOwnerOut() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        // The attacker makes 20 guesses, as fast as the throttle lets them.
        var waits: [Int] = []
        var guesses = 0
        while guesses < 20 {
            if let seconds = retryAfter(fixture.loginError(ada, "wrong-password-1!", from: attacker)) {
                waits.append(seconds)
                fixture.clock.advance(by: Double(seconds))
            } else {
                guesses += 1
            }
        }
        // Four free guesses, then 30 s doubling to 15 minutes, and 15 minutes a guess from then on.
        #expect(waits.prefix(6) == [30, 60, 120, 240, 480, 900])
        #expect(waits.count > 6 && waits.dropFirst(6).allSatisfy { $0 == 900 })
        // Ada, on her own network, signs in at once, and so does she from the attacker's café once they stop.
        #expect(fixture.loginError(ada, right, from: home) == nil)
        #expect(retryAfter(fixture.loginError(ada, right, from: attacker)) != nil)
        fixture.clock.advance(by: LoginThrottle.maxDelay)
        #expect(fixture.loginError(ada, right, from: attacker) == nil)
    }

    @Test func oneAddressSprayingAcrossAccountsIsRefusedForEveryAccount() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        for number in 1...LoginThrottle.sprayedAccounts {
            try fixture.fail(1, "victim\(number)@example.com", from: attacker)
            fixture.clock.advance(by: 10)
        }
        let seconds = try #require(retryAfter(fixture.loginError(ada, right, from: attacker)))
        // The first victim failed 100 s ago; its failure leaves the 15-minute window in 800 s.
        #expect(seconds == 800)
        #expect(retryAfter(fixture.loginError("victim1@example.com", "guess-1!", from: attacker)) == 800)
        // Ada, elsewhere, is not affected; and waiting as long as Retry-After says is enough.
        #expect(fixture.loginError(ada, right, from: home) == nil)
        fixture.clock.advance(by: Double(seconds))
        #expect(fixture.loginError(ada, right, from: attacker) == nil)
    }

    @Test func aSharedAddressIsNotRefusedForAFewPeoplesTypos() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        let office = "192.0.2.1"
        for number in 1..<LoginThrottle.sprayedAccounts {
            try fixture.fail(LoginThrottle.freePairFailures, "colleague\(number)@example.com", from: office)
        }
        #expect(fixture.loginError(ada, right, from: office) == nil)
    }

    @Test func theFreeFailuresCostNothingThenTheWaitDoubles() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        try fixture.fail(LoginThrottle.freePairFailures, ada)
        #expect(fixture.loginError(ada, right) == nil)
        try fixture.fail(LoginThrottle.freePairFailures + 1, ada)
        // Refused attempts are not failures: asking again does not lengthen the wait.
        #expect(retryAfter(fixture.loginError(ada, "wrong-password-1!")) == 30)
        fixture.clock.advance(by: 20)
        #expect(retryAfter(fixture.loginError(ada, right)) == 10)
        fixture.clock.advance(by: 10)
        try fixture.fail(1, ada)
        #expect(retryAfter(fixture.loginError(ada, right)) == 60)
        fixture.clock.advance(by: 60)
        #expect(fixture.loginError(ada, right) == nil)
    }

    @Test func failuresOlderThanADayAreForgotten() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        try fixture.fail(LoginThrottle.freePairFailures, ada)
        fixture.clock.advance(by: LoginThrottle.pairWindow + 1)
        try fixture.fail(LoginThrottle.freePairFailures, ada)
        #expect(fixture.loginError(ada, right) == nil)
    }

    @Test func changingTheCaseOfTheEmailDoesNotDodgeTheWait() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        for email in ["ADA@example.com", "Ada@Example.com", " ada@example.com", "ada@EXAMPLE.COM", ada] {
            try fixture.fail(1, email)
        }
        #expect(retryAfter(fixture.loginError(ada, right)) == 30)
    }

    @Test func aSuccessfulLoginClearsThePairsFailuresOnly() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        try fixture.register("bob@example.com")
        try fixture.fail(LoginThrottle.freePairFailures, ada)
        try fixture.login(ada, right)
        try fixture.fail(LoginThrottle.freePairFailures, ada)
        #expect(fixture.loginError(ada, right) == nil)
        // Signing into one's own account does not wipe the address's failures on others.
        for number in 1..<LoginThrottle.sprayedAccounts {
            try fixture.fail(1, "victim\(number)@example.com", from: attacker)
        }
        try fixture.login("bob@example.com", right, from: attacker)
        try fixture.fail(1, "victim0@example.com", from: attacker)
        #expect(retryAfter(fixture.loginError("bob@example.com", right, from: attacker)) != nil)
    }
}

/// Guessing one account's password from many addresses: slowed down for devices the account never signed in from,
/// while the owner's own device is let in at once and the owner is told.
@Suite("Login throttling per account")
struct AccountGuessingTests {
    let ada = "ada@example.com"
    let right = AccountFixture.password

    /// The `number`th address of a botnet.
    func address(_ number: Int) -> String { "203.0.\(number / 250).\(number % 250)" }

    @Test func guessingFromAHundredAddressesIsSlowedAndTheOwnersDeviceStillGetsIn() throws {
        let fixture = try AccountFixture()
        let phone = try fixture.register(ada, from: "198.51.100.7").deviceToken
        var outcomes: [Int?] = []
        for number in 1...100 {
            outcomes.append(retryAfter(fixture.loginError(ada, "wrong-password-1!", from: address(number))))
        }
        // Twenty free guesses and one more, then every attempt from an unknown device waits.
        #expect(outcomes.prefix(21).allSatisfy { $0 == nil })
        #expect(outcomes.dropFirst(21).allSatisfy { $0 == 60 })
        // Ada's phone, on yet another network, signs in at once and keeps its token.
        let signedIn = try fixture.accounts.login(
            email: ada, password: right, clientAddress: "192.0.2.1", device: phone)
        #expect(signedIn.deviceToken == phone)
        // A browser she never used waits like the guesser, even with the right password; a token of another
        // account does not help.
        #expect(retryAfter(fixture.loginError(ada, right, from: "192.0.2.2")) == 60)
        let grace = try fixture.register("grace@example.com").deviceToken
        #expect(
            retryAfter(
                Result {
                    try fixture.accounts.login(email: ada, password: right, clientAddress: "192.0.2.3", device: grace)
                }
                .failureValue) == 60)
        // She was told once, when the limit was reached.
        let warnings = try fixture.mailbox.messages(to: ada).filter { $0.subject.hasPrefix("Someone is trying") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.text.contains("\(LoginThrottle.freeAccountFailures) wrong passwords") == true)
    }

    @Test func aDayOfGuessingHonouringEveryWaitGetsFewerThanAHundredTries() throws {
        let fixture = try AccountFixture()
        let phone = try fixture.register(ada).deviceToken
        let start = fixture.clock.now()
        var guesses = 0
        var number = 0
        while fixture.clock.now() < start.addingTimeInterval(24 * 3600) {
            number += 1
            if let seconds = retryAfter(fixture.loginError(ada, "wrong-password-1!", from: address(number))) {
                fixture.clock.advance(by: Double(seconds))
            } else {
                guesses += 1
            }
        }
        #expect(guesses < 100, "NIST SP 800-63B: at most 100 failed attempts")
        #expect(guesses > LoginThrottle.freeAccountFailures)
        #expect(
            (try? fixture.accounts.login(email: ada, password: right, clientAddress: "192.0.2.1", device: phone))
                != nil, "the owner's device is never locked out")
    }
}

extension Result {
    /// The error, or nil on success.
    var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
