import FoodlyCore
import Foundation

/// Loads the demo city: the bundled restaurants and the demo accounts (customer, kitchen, courier, admin).
public struct DemoSeeder: Sendable {
    /// A demo account's role, email and password, printed for people to log in with.
    public struct Account: Sendable {
        /// The role.
        public let role: Role
        /// The login email.
        public let email: String
        /// The login password (demo only).
        public let password: String
        /// The full name.
        public let fullName: String
    }

    /// The demo accounts (the password meets the password rule).
    public static let accounts = [
        Account(role: .customer, email: "customer@foodly.test", password: "Healthy1!", fullName: "Casey Green"),
        Account(role: .staff, email: "kitchen@foodly.test", password: "Healthy1!", fullName: "Kim Baker"),
        Account(role: .courier, email: "courier@foodly.test", password: "Healthy1!", fullName: "Rio Rider"),
        Account(role: .admin, email: "admin@foodly.test", password: "Healthy1!", fullName: "Ada Admin"),
    ]

    private let environment: AppEnvironment

    /// Creates a seeder.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The bundled demo restaurants in the import format.
    public static func demoRestaurants() throws -> JSONValue {
        guard let url = Bundle.module.url(forResource: "restaurants", withExtension: "json", subdirectory: "demo")
        else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
    }

    /// Whether the catalog is empty (nothing seeded or imported yet).
    public func isEmpty() throws -> Bool {
        try CatalogService(environment: environment).restaurantCount() == 0
    }

    /// Imports the demo restaurants and creates the demo accounts that do not exist yet; returns how many
    /// restaurants were imported.
    public func seed() throws -> Int {
        let imported = try CatalogService(environment: environment).importRestaurants(DemoSeeder.demoRestaurants())
        let accounts = AccountService(environment: environment)
        for account in DemoSeeder.accounts {
            do {
                _ = try accounts.register(
                    Registration(fullName: account.fullName, email: account.email, password: account.password),
                    role: account.role, signIn: false)
            } catch AccountError.emailTaken {
                continue
            }
        }
        return imported.count
    }
}
