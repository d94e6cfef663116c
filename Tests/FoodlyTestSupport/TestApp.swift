import FoodlyApp
import FoodlyHTTP
import FoodlyServer
import FoodlyStore
import Foundation

/// A migrated in-memory Foodly for tests: its environment, app and responder.
public struct TestApp: Sendable {
    /// The store (in-memory SQLite or a PostgreSQL schema, see ``TestDatabase``; migrated).
    public let database: any Database
    /// The same store, counting the statements run through it.
    public let statements: CountingDatabase
    /// The use-case environment.
    public let environment: AppEnvironment
    /// The HTTP app.
    public let app: FoodlyServerApp
    /// The request pipeline, for in-process requests.
    public let responder: Responder
    /// The mail it sends.
    public let mailbox: Mailbox

    /// Creates a fresh, empty, migrated Foodly (`metricsToken` opens `/metrics` to callers that present it; cards go
    /// to `payments`, none without).
    public init(logger: Logger = .discard, metricsToken: String? = nil, payments: (any PaymentProvider)? = nil) throws {
        statements = CountingDatabase(try TestDatabase.migrated())
        database = statements
        mailbox = Mailbox(database: database)
        environment = AppEnvironment(
            database: database, mailer: mailbox.mailer, payments: payments, bankVault: .random(),
            passwordCost: .minimum)
        app = try FoodlyServerApp(
            environment: environment, logger: logger, metricsAccess: MetricsAccess(token: metricsToken))
        responder = try app.makeResponder()
    }

    /// Sends a request in process and returns the response.
    public func send(_ method: HTTPMethod, _ target: String, headers: HTTPHeaders = [:], body: String = "") -> Response
    {
        responder.respond(to: Request(method: method, target: target, headers: headers, body: Array(body.utf8)))
    }
}
