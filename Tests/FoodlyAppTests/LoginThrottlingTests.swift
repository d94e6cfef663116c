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

    @Test func fiveFailuresLockTheAccountEvenForTheRightPassword() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        for attempt in 1...5 {
            try fixture.fail(1, ada, from: "10.0.1.\(attempt)")
            fixture.clock.advance(by: 60)
        }
        let seconds = try #require(retryAfter(fixture.loginError(ada, right, from: "10.0.2.1")))
        #expect(seconds > 0 && seconds <= 900)
        // The first failure was 5 minutes ago: it leaves the 15-minute window in 10 minutes.
        #expect(seconds == 600)
        #expect(try fixture.rows("sessions").count == 1)
    }

    @Test func fourFailuresDoNotLockTheAccount() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        try fixture.fail(4, ada)
        #expect(fixture.loginError(ada, right) == nil)
    }

    @Test func theLockLiftsOnceTheWindowHasPassed() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        try fixture.fail(5, ada)
        #expect(retryAfter(fixture.loginError(ada, right)) == 900)
        fixture.clock.advance(by: 10 * 60)
        // Attempts while locked are refused without being counted, so they do not extend the lock.
        #expect(retryAfter(fixture.loginError(ada, "wrong-password-1!")) == 300)
        #expect(retryAfter(fixture.loginError(ada, right)) == 300)
        fixture.clock.advance(by: 5 * 60 + 1)
        #expect(fixture.loginError(ada, right) == nil)
    }

    @Test func waitingAsLongAsRetryAfterSaysIsEnough() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        try fixture.fail(5, ada)
        let seconds = try #require(retryAfter(fixture.loginError(ada, right)))
        fixture.clock.advance(by: Double(seconds))
        let error = fixture.loginError(ada, right)
        #expect(error == nil, "still refused \(seconds) s later with \(String(describing: error))")
    }

    @Test func failuresOlderThanFifteenMinutesAreForgotten() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        try fixture.fail(4, ada)
        fixture.clock.advance(by: 15 * 60 + 1)
        try fixture.fail(4, ada)
        #expect(fixture.loginError(ada, right) == nil)
    }

    @Test func changingTheCaseOfTheEmailDoesNotDodgeTheLock() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        for (attempt, email) in ["ADA@example.com", "Ada@Example.com", " ada@example.com", "ada@EXAMPLE.COM", ada]
            .enumerated()
        {
            try fixture.fail(1, email, from: "10.0.1.\(attempt)")
        }
        #expect(retryAfter(fixture.loginError(ada, right, from: "10.0.2.1")) == 900)
    }

    @Test func oneClientGuessingAcrossAccountsIsLocked() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        for victim in ["bob@example.com", "cy@example.com", "di@example.com", "ed@example.com", "flo@example.com"] {
            try fixture.fail(1, victim, from: "203.0.113.9")
        }
        let seconds = try #require(retryAfter(fixture.loginError(ada, right, from: "203.0.113.9")))
        #expect(seconds > 0 && seconds <= 900)
        // Ada herself, on another network, is not affected.
        #expect(fixture.loginError(ada, right, from: "198.51.100.7") == nil)
    }

    @Test func aSuccessfulLoginClearsTheAccountsFailures() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        try fixture.fail(4, ada, from: "10.0.0.1")
        try fixture.login(ada, right, from: "10.0.0.1")
        try fixture.fail(4, ada, from: "10.0.0.2")
        #expect(fixture.loginError(ada, right, from: "10.0.0.2") == nil)
    }

    @Test func loggingIntoOwnAccountDoesNotResetAClientsFailures() throws {
        let fixture = try AccountFixture()
        try fixture.register(ada)
        try fixture.register("bob@example.com")
        let attacker = "203.0.113.9"
        try fixture.fail(4, "bob@example.com", from: attacker)
        try fixture.login(ada, right, from: attacker)
        try fixture.fail(1, "bob@example.com", from: attacker)
        #expect(retryAfter(fixture.loginError(ada, right, from: attacker)) != nil)
    }
}
