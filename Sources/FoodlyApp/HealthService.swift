import FoodlyStore

/// Answers whether the service can do its work (the store answers a query).
public struct HealthService: Sendable {
    private let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// True when the store answers a trivial query.
    public func storeIsAvailable() -> Bool {
        (try? environment.database.read { try $0.query("SELECT 1 AS one", []) }) != nil
    }
}
