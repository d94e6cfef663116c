import FoodlyApp
import FoodlyCore
import FoodlyStore
import Foundation
import Testing

@Suite("Accounts and sessions")
struct AccountServiceTests {
    @Test func aNewCustomerIsSignedInWithAWorkingToken() throws {
        let fixture = try AccountFixture()
        let signedIn = try fixture.accounts.register(
            Registration(fullName: " Ada  Lovelace ", email: " Ada@Example.COM ", password: AccountFixture.password),
            clientAddress: "10.0.0.1")
        #expect(signedIn.user.fullName == "Ada Lovelace")
        #expect(signedIn.user.email == "ada@example.com")
        #expect(signedIn.user.role == .customer)
        #expect(signedIn.user.showCalories)
        #expect(signedIn.user.createdAt == fixture.clock.now())
        #expect(try fixture.accounts.authenticate(token: signedIn.token) == signedIn.user)
    }

    @Test func tokensAre256RandomBitsInBase64URL() throws {
        let fixture = try AccountFixture()
        let first = try fixture.register()
        let second = try fixture.login("ada@example.com", AccountFixture.password)
        let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        for token in [first.token, second.token] {
            #expect(token.count == 43)
            #expect(token.allSatisfy(alphabet.contains))
        }
        #expect(first.token != second.token)
    }

    @Test func theDatabaseHoldsOnlyAHashOfTheToken() throws {
        let fixture = try AccountFixture()
        let signedIn = try fixture.register()
        let sessions = try fixture.rows("sessions")
        #expect(sessions.count == 1)
        for row in sessions {
            for value in row.values {
                guard case .text(let text) = value else { continue }
                #expect(!text.contains(signedIn.token))
            }
        }
        #expect(try sessions.first?.string("token_hash").count == 64)
    }

    @Test func thePasswordIsStoredAsAnArgon2idHashAtTheInteractiveCost() throws {
        let fixture = try AccountFixture()
        try fixture.register()
        let users = try fixture.rows("users")
        #expect(users.count == 1)
        let hash = try #require(try users.first?.string("password_hash"))
        #expect(hash.hasPrefix("$argon2id$v=19$m=65536,t=2,p=1$"))
        #expect(!hash.contains(AccountFixture.password))
        #expect(AppEnvironment(database: fixture.database).passwordCost == .interactive)
    }

    @Test func aPasswordHashedAtTheTestsCostVerifiesAndOnlyForItsPassword() {
        let hash = Sodium.hashPassword(AccountFixture.password, cost: .minimum)
        #expect(hash.hasPrefix("$argon2id$v=19$m=8,t=1,p=1$"))
        #expect(Sodium.verifyPassword(AccountFixture.password, hash: hash))
        #expect(!Sodium.verifyPassword(AccountFixture.password + "x", hash: hash))
    }

    @Test func anEmailCanOnlyBeRegisteredOnceWhateverItsCase() throws {
        let fixture = try AccountFixture()
        try fixture.register("ada@example.com")
        #expect(throws: AccountError.emailTaken) {
            try fixture.register(" ADA@Example.com")
        }
        #expect(try fixture.rows("users").count == 1)
        #expect(try fixture.rows("sessions").count == 1)
    }

    @Test func askingWhichAddressesHaveAccountsIsSlowedWhileNewPeopleStillSignUp() throws {
        let fixture = try AccountFixture()
        for number in 0..<10 { try fixture.register("taken\(number)@example.com", from: "10.0.0.9") }
        for number in 0..<LoginThrottle.takenRegistrations {
            #expect(throws: AccountError.emailTaken) {
                try fixture.register("taken\(number)@example.com", from: "10.0.0.66")
            }
        }
        // Now every registration from the prober is refused, taken address or not, for 15 minutes.
        for email in ["taken0@example.com", "new@example.com"] {
            #expect(throws: AccountError.throttled(retryAfterSeconds: 900)) {
                try fixture.register(email, from: "10.0.0.66")
            }
        }
        #expect(try fixture.register("neighbour@example.com", from: "10.0.0.67").user.email == "neighbour@example.com")
        fixture.clock.advance(by: 15 * 60 + 1)
        #expect(try fixture.register("new@example.com", from: "10.0.0.66").user.email == "new@example.com")
    }

    @Test func anInvalidRegistrationWritesNothing() throws {
        let fixture = try AccountFixture()
        #expect(throws: ValidationFailure.self) {
            try fixture.accounts.register(
                Registration(fullName: "Ada", email: "ada@example.com", password: "x"), clientAddress: "10.0.0.1")
        }
        #expect(try fixture.rows("users").isEmpty)
        #expect(try fixture.rows("sessions").isEmpty)
    }

    @Test func loginAcceptsTheEmailInAnyCaseAndOpensANewSession() throws {
        let fixture = try AccountFixture()
        let registered = try fixture.register()
        let signedIn = try fixture.login("  ADA@example.com ", AccountFixture.password)
        #expect(signedIn.user == registered.user)
        #expect(try fixture.accounts.authenticate(token: signedIn.token) == registered.user)
        #expect(try fixture.accounts.authenticate(token: registered.token) == registered.user)
        #expect(try fixture.rows("sessions").count == 2)
    }

    @Test func aWrongPasswordAndAnUnknownEmailAreTheSameError() throws {
        let fixture = try AccountFixture()
        try fixture.register()
        for (email, password) in [
            ("ada@example.com", "abcdef1?"), ("nobody@example.com", AccountFixture.password), ("", ""),
            ("ada@example.com", ""),
        ] {
            #expect(fixture.loginError(email, password) as? AccountError == .invalidCredentials)
        }
        #expect(try fixture.rows("sessions").count == 1)
    }

    @Test func unknownAndMalformedTokensDoNotAuthenticate() throws {
        let fixture = try AccountFixture()
        let signedIn = try fixture.register()
        for token in [
            "", "x", String(signedIn.token.dropLast()), signedIn.token + "x", String(repeating: "a", count: 10_000),
        ] {
            #expect(try fixture.accounts.authenticate(token: token) == nil)
        }
    }

    @Test func loggingOutRevokesOnlyThatToken() throws {
        let fixture = try AccountFixture()
        let phone = try fixture.register()
        let laptop = try fixture.login("ada@example.com", AccountFixture.password)
        try fixture.accounts.logout(token: phone.token)
        #expect(try fixture.accounts.authenticate(token: phone.token) == nil)
        #expect(try fixture.accounts.authenticate(token: laptop.token) != nil)
        try fixture.accounts.logout(token: phone.token)  // a second logout is harmless
        #expect(try fixture.rows("sessions").count == 1)
    }

    @Test func aSessionLastsThirtyDays() throws {
        let fixture = try AccountFixture()
        let signedIn = try fixture.register()
        fixture.clock.advance(by: 29 * 24 * 3600)
        #expect(try fixture.accounts.authenticate(token: signedIn.token) != nil)
        fixture.clock.advance(by: 2 * 24 * 3600)
        #expect(try fixture.accounts.authenticate(token: signedIn.token) == nil)
    }

    @Test func profileChangesAreSavedAndSeenOnTheNextRequest() throws {
        let fixture = try AccountFixture()
        let signedIn = try fixture.register()
        let home = Address(
            line1: "1 Market St", line2: "", city: "San Francisco", postcode: "94105", latitude: 37.7936,
            longitude: -122.3958, instructions: "Ring twice")
        let changes = ProfilePatch(
            fullName: "Ada King", phone: .value("(415) 555-0123"), address: .value(home),
            dailyKcalTarget: .value(1800), diets: ["low_carb", "vegetarian"], avoidAllergens: ["nuts", "milk"],
            showCalories: false)
        let updated = try fixture.accounts.updateProfile(of: signedIn.user, with: changes)
        let reloaded = try #require(try fixture.accounts.authenticate(token: signedIn.token))
        #expect(reloaded == updated)
        #expect(reloaded.fullName == "Ada King")
        #expect(reloaded.phone == "+14155550123")
        #expect(
            reloaded.address
                == Address(
                    line1: "1 Market St", city: "San Francisco", postcode: "94105", latitude: 37.7936,
                    longitude: -122.3958, instructions: "Ring twice"))
        #expect(reloaded.dailyKcalTarget == 1800)
        #expect(reloaded.diets == [.vegetarian, .lowCarb])
        #expect(reloaded.avoidAllergens == [.milk, .nuts])
        #expect(reloaded.showCalories == false)
        #expect(reloaded.email == "ada@example.com")
        #expect(reloaded.createdAt == signedIn.user.createdAt)

        let cleared = try fixture.accounts.updateProfile(
            of: reloaded, with: ProfilePatch(phone: .null, address: .null, dailyKcalTarget: .null))
        #expect(try fixture.accounts.authenticate(token: signedIn.token) == cleared)
        #expect(cleared.phone == nil && cleared.address == nil && cleared.dailyKcalTarget == nil)
        #expect(cleared.diets == [.vegetarian, .lowCarb])
    }

    @Test func aRefusedProfileChangeSavesNothing() throws {
        let fixture = try AccountFixture()
        let signedIn = try fixture.register()
        #expect(throws: ValidationFailure.self) {
            try fixture.accounts.updateProfile(
                of: signedIn.user, with: ProfilePatch(phone: .value("(415) 555-0123"), dailyKcalTarget: .value(100)))
        }
        #expect(try fixture.accounts.authenticate(token: signedIn.token) == signedIn.user)
    }
}
