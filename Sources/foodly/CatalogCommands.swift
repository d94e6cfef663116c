import FoodlyApp
import FoodlyCLI
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import Foundation

/// `foodly import FILE`, `foodly seed [--if-empty]` and `foodly generate --restaurants N --dishes-per-restaurant M`.
struct CatalogCommands {
    let invocation: Invocation

    /// Imports restaurants from a file in the import format; all or nothing.
    func importFile() throws {
        let path = invocation.arguments[0]
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure("cannot read \(path): \(error.localizedDescription)")
        }
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw CommandFailure("\(path) is not valid JSON: " + JSONSyntaxError(data: data).message)
        }
        let (database, _) = try DatabaseOptions(invocation: invocation).openAndMigrate()
        defer { database.close() }
        let catalog = CatalogService(environment: AppEnvironment(database: database))
        do {
            let ids = try catalog.importRestaurants(json, by: .commandLine)
            print("Imported \(ids.count) restaurant(s) from \(path).")
        } catch let failure as ValidationFailure {
            var message =
                "\(path) was not imported (nothing was written). Fix these \(failure.issues.count) problem(s):"
            for issue in failure.issues {
                message += "\n  \(issue.field.isEmpty ? "(file)" : issue.field): \(issue.message)"
            }
            throw CommandFailure(message)
        }
    }

    /// Loads the demo restaurants and accounts; with `--if-empty`, only into an empty catalog.
    func seed() throws {
        let (database, _) = try DatabaseOptions(invocation: invocation).openAndMigrate()
        defer { database.close() }
        let seeder = DemoSeeder(environment: AppEnvironment(database: database))
        if invocation.has("--if-empty"), try !seeder.isEmpty() { return }
        print("Seeding the demo city (San Francisco)…")
        let count = try seeder.seed()
        let addresses = try seeder.seedAddresses()
        print(
            "Imported \(count) demo restaurants. Demo accounts (password for all: \(DemoSeeder.accounts[0].password)):")
        for account in DemoSeeder.accounts {
            print("  \(account.role.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(account.email)")
        }
        print("Loaded \(addresses.imported) demo street addresses for address search.")
        print("Demo coupons:")
        for coupon in DemoSeeder.coupons {
            print("  \(coupon.code.padding(toLength: 10, withPad: " ", startingAt: 0)) \(coupon.description)")
        }
    }

    /// Writes a synthetic catalog for benchmarks, showing progress.
    func generate() throws {
        let restaurants = try invocation.integer("--restaurants", in: 1...1_000_000)
        let dishes = try invocation.integer("--dishes-per-restaurant", in: 1...200)
        let regions = try invocation.integer("--regions", in: 1...100)
        let (database, _) = try DatabaseOptions(invocation: invocation).openAndMigrate()
        defer { database.close() }
        let start = Date()
        try CatalogGenerator(environment: AppEnvironment(database: database)).generate(
            restaurants: restaurants, dishesPerRestaurant: dishes, regions: regions
        ) { done in
            FileHandle.standardError.write(Data("\rgenerate: \(done)/\(restaurants) restaurants".utf8))
        }
        FileHandle.standardError.write(Data("\n".utf8))
        print(
            "Generated \(restaurants) restaurants with \(dishes) dishes each"
                + (regions > 1 ? " in regions city-1 … city-\(regions)" : "") + " in "
                + String(format: "%.1f", Date().timeIntervalSince(start)) + " s.")
    }
}

/// A command that failed for a reason the user can act on; printed without a stack or type name.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
