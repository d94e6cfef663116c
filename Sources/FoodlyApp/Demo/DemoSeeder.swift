import FoodlyCore
import FoodlyShared
import FoodlyStore
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

    /// The bundled address file of the demo city's streets (made by `scripts/demo-addresses.py`).
    public static func demoAddressFile() throws -> String {
        guard let url = Bundle.module.url(forResource: "addresses", withExtension: "csv", subdirectory: "demo") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return url.path
    }

    /// Loads the demo city's addresses into the address table (those already there are counted as duplicates).
    public func seedAddresses() throws -> AddressImportSummary {
        try AddressImporter(environment: environment).importFile(at: DemoSeeder.demoAddressFile())
    }

    /// Whether the catalog is empty (nothing seeded or imported yet).
    public func isEmpty() throws -> Bool {
        try CatalogService(environment: environment).restaurantCount() == 0
    }

    /// Imports the demo restaurants, creates the demo accounts that do not exist yet (use ``seedAddresses()`` for
    /// the streets); returns how many restaurants were imported.
    public func seed() throws -> Int {
        let imported = try CatalogService(environment: environment).importRestaurants(
            DemoSeeder.demoRestaurants(), by: .commandLine)
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
        try seedCoupons()
        try seedCouriers()
        try seedKitchen(restaurant: imported.first)
        return imported.count
    }

    /// The demo coupons; codes that exist already are left alone.
    public static let coupons = [
        CouponDraft(
            code: "WELCOME10", description: "10% off your first order", kind: "percent", percentOff: 10,
            firstOrderOnly: true),
        CouponDraft(
            code: "FREEDEL20", description: "Free delivery on orders over $20", kind: "free_delivery",
            minimumSubtotal: 2000),
        CouponDraft(
            code: "SAVE5", description: "$5 off orders over $25", kind: "fixed", amount: 500, minimumSubtotal: 2500),
    ]

    private func seedCoupons() throws {
        let service = CouponService(environment: environment)
        for draft in DemoSeeder.coupons {
            do {
                try service.create(draft, by: .commandLine)
            } catch let error as OrderingError where error.code == "coupon_exists" {
                continue
            }
        }
    }

    /// The demo kitchen account owns the first demo restaurant, so the demo shows all of the restaurant's pages
    /// (menu, hours, staff, numbers).
    private func seedKitchen(restaurant: ID<Restaurant>?) throws {
        guard let restaurant,
            let staff = try SQLAccountStore(database: environment.database)
                .credentials(email: DemoSeeder.accounts[1].email)?.user
        else { return }
        try environment.database.write {
            try MerchantQueries($0).setMembership(staff.id, restaurantID: restaurant, role: .owner)
        }
    }

    /// One courier per neighbourhood, vehicles in turn, each with an account and a weekly schedule
    /// (``riderWeeks``): the demo courier account rides the first and is on duty; the others are riders the demo
    /// plays (``riderDomain``), off duty until `foodly serve --demo` puts them on duty (``DemoSimulator/start()``).
    private func seedCouriers() throws {
        let store = SQLCourierStore(database: environment.database)
        guard try store.couriers().isEmpty else { return }
        let names = [
            "Rio Rider", "Sam Patel", "Lee Wong", "Maya Cruz", "Noah Kim", "Ava Diaz", "Omar Haddad", "Zoe Chen",
            "Luis Ortega", "Ivy Nguyen", "Ben Carter", "Nia Brooks", "Tom Silva", "Ana Lima", "Jay Park", "Eve Stone",
        ]
        let accounts = AccountService(environment: environment)
        let courierAccount = try SQLAccountStore(database: environment.database)
            .credentials(email: DemoSeeder.accounts[2].email)?.user.id
        for (index, place) in Neighbourhood.all.enumerated() {
            let name = names[index % names.count]
            let account =
                index == 0
                ? courierAccount
                : try accounts.register(
                    Registration(
                        fullName: name, email: "\(place.id)@\(DemoSeeder.riderDomain)",
                        password: DemoSeeder.accounts[2].password),
                    role: .courier, signIn: false
                ).user.id
            let courier = Courier(
                id: ID(environment.makeID()), name: name,
                phone: "+1415555" + String(format: "%04d", 200 + index), vehicle: Vehicle.allCases[index % 3],
                location: GeoPoint(latitude: place.latitude, longitude: place.longitude), available: index == 0)
            try environment.database.write { connection in
                let couriers = CourierQueries(connection)
                try couriers.insert(courier, userID: account, at: environment.clock.now())
                try couriers.setWeeklyHours(DemoSeeder.riderWeeks[index % DemoSeeder.riderWeeks.count], of: courier.id)
            }
        }
    }

    /// The weeks the demo's couriers plan to ride, in turn: weekday lunches, every evening, and both at weekends.
    private static let riderWeeks: [OpeningHours] = {
        let lunch = OpeningHours.Period(opens: 11 * 60, closes: 14 * 60 + 30)
        let evening = OpeningHours.Period(opens: 17 * 60, closes: 21 * 60 + 30)
        return [
            OpeningHours(days: Array(repeating: [lunch], count: 5) + [[], []]),
            OpeningHours(days: Array(repeating: [evening], count: 7)),
            OpeningHours(days: Array(repeating: [], count: 5) + [[lunch, evening], [lunch, evening]]),
        ]
    }()

    /// The mail domain of the demo's played riders (`mission@riders.foodly.test`, password as the demo courier's).
    public static let riderDomain = "riders.foodly.test"
}
