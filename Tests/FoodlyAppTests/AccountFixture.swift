import FoodlyApp
import FoodlyCore
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Synchronization

/// A clock that stands still until a test moves it.
final class TestClock: WallClock {
    private let current: Mutex<Date>

    /// Starts at a whole second, so stored millisecond times round-trip exactly.
    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = Mutex(start)
    }

    func now() -> Date { current.withLock { $0 } }

    /// Moves the clock forward.
    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

/// The account services over a fresh, migrated in-memory database, a test clock and a mailbox.
struct AccountFixture {
    let clock = TestClock()
    let database: any Database
    let mailbox: Mailbox
    let accounts: AccountService
    let recovery: AccountRecoveryService

    static let password = "abcdef1!"

    init() throws {
        database = try TestDatabase.migrated()
        mailbox = Mailbox(database: database)
        let environment = AppEnvironment(database: database, clock: clock, mailer: mailbox.mailer)
        accounts = AccountService(environment: environment)
        recovery = AccountRecoveryService(environment: environment)
    }

    /// Registers a customer named Ada with `email` and the fixture password, from 10.0.0.1 unless told otherwise.
    @discardableResult
    func register(_ email: String = "ada@example.com", from client: String = "10.0.0.1") throws
        -> AccountService.SignedIn
    {
        try accounts.register(
            Registration(fullName: "Ada Lovelace", email: email, password: AccountFixture.password),
            clientAddress: client)
    }

    /// Logs in, from 10.0.0.1 unless told otherwise.
    @discardableResult
    func login(_ email: String, _ password: String, from client: String = "10.0.0.1") throws
        -> AccountService.SignedIn
    {
        try accounts.login(email: email, password: password, clientAddress: client)
    }

    /// Fails `count` logins for `email` with a wrong password, checking each is refused as invalid.
    func fail(_ count: Int, _ email: String, from client: String = "10.0.0.1") throws {
        for _ in 0..<count {
            do {
                try login(email, "wrong-password-1!", from: client)
                throw FixtureError(description: "a wrong password was accepted for \(email)")
            } catch AccountError.invalidCredentials {
                continue
            }
        }
    }

    /// The error a login throws, or nil when it succeeds.
    func loginError(_ email: String, _ password: String, from client: String = "10.0.0.1") -> (any Error)? {
        do {
            try login(email, password, from: client)
            return nil
        } catch {
            return error
        }
    }

    /// Every row of `table`.
    func rows(_ table: String) throws -> [Row] {
        try database.read { try $0.query("SELECT * FROM \(table)", []) }
    }
}

/// A fixture expectation that did not hold.
struct FixtureError: Error, CustomStringConvertible {
    let description: String
}
