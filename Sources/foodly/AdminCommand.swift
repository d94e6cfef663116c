import FoodlyApp
import FoodlyCLI
import FoodlyCore
import Foundation

/// `foodly admin create-user --role ROLE --email EMAIL --name "FULL NAME"` with the password from
/// `FOODLY_PASSWORD` or the first line of standard input (never a flag: flags show in the process list), and
/// `foodly admin create-coupon …`.
struct AdminCommand {
    let invocation: Invocation
    /// Where `FOODLY_PASSWORD` is read from.
    let environment: [String: String]

    /// `admin create-coupon --code CODE --description TEXT (--percent N [--cap CENTS] | --amount CENTS |
    /// --free-delivery) [--minimum CENTS] [--from DATE] [--until DATE] [--total-limit N] [--per-customer N]
    /// [--first-order] [--restaurant ID]`; dates are RFC 3339.
    func createCoupon() throws {
        let code = try invocation.required("--code")
        let description = try invocation.required("--description")
        let kinds = [
            invocation.value("--percent") != nil ? "percent" : nil,
            invocation.value("--amount") != nil ? "fixed" : nil,
            invocation.has("--free-delivery") ? "free_delivery" : nil,
        ].compactMap { $0 }
        guard kinds.count == 1 else {
            throw invocation.usageError("give exactly one of --percent, --amount or --free-delivery.")
        }
        func number(_ flag: String) throws -> Int? {
            guard invocation.value(flag) != nil else { return nil }
            return try invocation.integer(flag, in: 0...10_000_000)
        }
        func date(_ flag: String) throws -> Date? {
            guard let text = invocation.value(flag) else { return nil }
            guard let date = try? Date(text, strategy: .iso8601) else {
                throw invocation.usageError("\(flag) must be an RFC 3339 time like 2027-01-31T00:00:00Z.")
            }
            return date
        }
        let draft = CouponDraft(
            code: code, description: description, kind: kinds[0], percentOff: try number("--percent"),
            cap: try number("--cap"), amount: try number("--amount"), minimumSubtotal: try number("--minimum"),
            validFrom: try date("--from"), validUntil: try date("--until"), totalLimit: try number("--total-limit"),
            perCustomerLimit: try number("--per-customer"), firstOrderOnly: invocation.has("--first-order"),
            restaurantId: invocation.value("--restaurant"))
        let (database, _) = try DatabaseOptions(invocation: invocation).openAndMigrate()
        defer { database.close() }
        do {
            let coupon = try CouponService(environment: AppEnvironment(database: database)).create(
                draft, by: .commandLine)
            print("Created coupon \(coupon.code): \(coupon.description).")
        } catch let failure as ValidationFailure {
            throw CommandFailure(failure.issues.map { "\($0.field): \($0.message)" }.joined(separator: "\n"))
        } catch let error as OrderingError {
            throw CommandFailure(error.message)
        }
    }

    /// `admin create-user --role ROLE --email EMAIL --name "FULL NAME"`.
    func createUser() throws {
        guard let roleText = invocation.value("--role"), let role = Role(rawValue: roleText) else {
            throw invocation.usageError("--role must be one of admin, staff, courier, customer.")
        }
        let email = try invocation.required("--email")
        let name = try invocation.required("--name")
        let password = environment["FOODLY_PASSWORD"] ?? readLine(strippingNewline: true) ?? ""
        let (database, _) = try DatabaseOptions(invocation: invocation).openAndMigrate()
        defer { database.close() }
        do {
            let created = try AccountService(environment: AppEnvironment(database: database)).register(
                Registration(fullName: name, email: email, password: password), role: role, signIn: false,
                auditedAs: .commandLine)
            print("Created \(role.rawValue) \(created.user.email) (id \(created.user.id.rawValue)).")
        } catch let failure as ValidationFailure {
            throw CommandFailure(failure.issues.map { "\($0.field): \($0.message)" }.joined(separator: "\n"))
        } catch AccountError.emailTaken {
            throw CommandFailure("an account with \(email) already exists.")
        }
    }
}
