import FoodlyApp
import FoodlyCLI
import FoodlyCore
import Foundation

/// `foodly admin approve-restaurant ID` and `foodly admin reject-restaurant ID --reason TEXT`: an operator's
/// decision on a restaurant's application (until the operator console).
struct MerchantCommands {
    let invocation: Invocation

    /// Approves the application: the restaurant is made with no menu and the applicant owns it.
    func approve() throws {
        let application = try decide { try $0.approve(ID(invocation.arguments[0]), by: .commandLine) }
        print(
            "Approved \(application.draft.details.name): restaurant \(application.restaurantID?.rawValue ?? ""), "
                + "owned by the applicant. Customers see it once its menu has a dish.")
    }

    /// Rejects the application with the reason the applicant sees.
    func reject() throws {
        let reason = try invocation.required("--reason")
        let application = try decide { try $0.reject(ID(invocation.arguments[0]), reason: reason, by: .commandLine) }
        print("Rejected \(application.draft.details.name).")
    }

    /// Makes the decision and queues its mail to the application's contact address, which `foodly serve` sends
    /// (the command never sends the queue itself: with other mail options it would take other people's mail); links
    /// start with `--public-url`, by default the address `make run` serves on.
    private func decide(_ body: (MerchantService) throws -> RestaurantApplication) throws -> RestaurantApplication {
        let (database, _) = try DatabaseOptions(invocation: invocation).openAndMigrate()
        defer { database.close() }
        let mailer = try MailOptions(invocation: invocation).mailer(logger: .standardError, database: database) {
            "http://127.0.0.1:8080"
        }
        do {
            let decided = try body(MerchantService(environment: AppEnvironment(database: database, mailer: mailer)))
            FileHandle.standardError.write(Data("The decision's mail is queued; `foodly serve` sends it.\n".utf8))
            return decided
        } catch let failure as ValidationFailure {
            throw CommandFailure(failure.issues.map { "\($0.field): \($0.message)" }.joined(separator: "\n"))
        } catch let error as MerchantError {
            throw CommandFailure(error.message)
        }
    }
}
