import FoodlyApp
import FoodlyCore
import Foundation

/// `foodly admin create-user --role ROLE --email EMAIL --name "FULL NAME"` with the password from
/// `FOODLY_PASSWORD` or the first line of standard input (never a flag: flags show in the process list), and
/// `foodly admin create-coupon …`.
struct AdminCommand {
    let arguments: Arguments
    let environment: [String: String]

    func run() throws {
        switch arguments.positionals {
        case ["create-user"]: try createUser()
        case ["create-coupon"]: try createCoupon()
        default: throw Arguments.UsageError(description: "admin knows two actions: create-user and create-coupon.")
        }
    }

    /// `admin create-coupon --code CODE --description TEXT (--percent N [--cap CENTS] | --amount CENTS |
    /// --free-delivery) [--minimum CENTS] [--from DATE] [--until DATE] [--total-limit N] [--per-customer N]
    /// [--first-order] [--restaurant ID]`; dates are RFC 3339.
    private func createCoupon() throws {
        guard let code = arguments.value("--code", in: environment),
            let description = arguments.value("--description", in: environment)
        else { throw Arguments.UsageError(description: "create-coupon needs --code and --description.") }
        let kinds = [
            arguments.value("--percent", in: environment) != nil ? "percent" : nil,
            arguments.value("--amount", in: environment) != nil ? "fixed" : nil,
            arguments.has("--free-delivery") ? "free_delivery" : nil,
        ].compactMap { $0 }
        guard kinds.count == 1 else {
            throw Arguments.UsageError(description: "give exactly one of --percent, --amount or --free-delivery.")
        }
        func number(_ flag: String) throws -> Int? {
            guard arguments.value(flag, in: environment) != nil else { return nil }
            return try arguments.integer(flag, in: environment, default: 0, range: 0...10_000_000)
        }
        func date(_ flag: String) throws -> Date? {
            guard let text = arguments.value(flag, in: environment) else { return nil }
            guard let date = try? Date(text, strategy: .iso8601) else {
                throw Arguments.UsageError(description: "\(flag) must be an RFC 3339 time like 2027-01-31T00:00:00Z.")
            }
            return date
        }
        let draft = CouponDraft(
            code: code, description: description, kind: kinds[0], percentOff: try number("--percent"),
            cap: try number("--cap"), amount: try number("--amount"), minimumSubtotal: try number("--minimum"),
            validFrom: try date("--from"), validUntil: try date("--until"), totalLimit: try number("--total-limit"),
            perCustomerLimit: try number("--per-customer"), firstOrderOnly: arguments.has("--first-order"),
            restaurantID: arguments.value("--restaurant", in: environment))
        let (database, _) = try DatabaseOptions(arguments: arguments, environment: environment).openAndMigrate()
        defer { database.close() }
        do {
            let coupon = try CouponService(environment: AppEnvironment(database: database)).create(draft)
            print("Created coupon \(coupon.code): \(coupon.description).")
        } catch let failure as ValidationFailure {
            throw CommandFailure(failure.issues.map { "\($0.field): \($0.message)" }.joined(separator: "\n"))
        } catch let error as OrderingError {
            throw CommandFailure(error.message)
        }
    }

    private func createUser() throws {
        guard let roleText = arguments.value("--role", in: environment), let role = Role(rawValue: roleText) else {
            throw Arguments.UsageError(description: "--role must be one of admin, staff, courier, customer.")
        }
        guard let email = arguments.value("--email", in: environment),
            let name = arguments.value("--name", in: environment)
        else { throw Arguments.UsageError(description: "create-user needs --email and --name.") }
        let password = environment["FOODLY_PASSWORD"] ?? readLine(strippingNewline: true) ?? ""
        let (database, _) = try DatabaseOptions(arguments: arguments, environment: environment).openAndMigrate()
        defer { database.close() }
        do {
            let created = try AccountService(environment: AppEnvironment(database: database)).register(
                Registration(fullName: name, email: email, password: password), role: role, signIn: false)
            print("Created \(role.rawValue) \(created.user.email) (id \(created.user.id.rawValue)).")
        } catch let failure as ValidationFailure {
            throw CommandFailure(failure.issues.map { "\($0.field): \($0.message)" }.joined(separator: "\n"))
        } catch AccountError.emailTaken {
            throw CommandFailure("an account with \(email) already exists.")
        }
    }
}
