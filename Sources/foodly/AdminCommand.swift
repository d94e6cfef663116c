import FoodlyApp
import FoodlyCore
import Foundation

/// `foodly admin create-user --role ROLE --email EMAIL --name "FULL NAME"` with the password from
/// `FOODLY_PASSWORD` or the first line of standard input (never a flag: flags show in the process list).
struct AdminCommand {
    let arguments: Arguments
    let environment: [String: String]

    func run() throws {
        guard arguments.positionals == ["create-user"] else {
            throw Arguments.UsageError(description: "admin knows one action: create-user.")
        }
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
