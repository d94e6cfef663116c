import FoodlyCore
import FoodlyStore

/// Everything the use cases need from the outside world, injected once at start-up.
public struct AppEnvironment: Sendable {
    /// The store.
    public let database: any Database
    /// The source of the current time.
    public let clock: any WallClock

    /// Creates an environment.
    public init(database: any Database, clock: any WallClock = SystemClock()) {
        self.database = database
        self.clock = clock
    }
}
