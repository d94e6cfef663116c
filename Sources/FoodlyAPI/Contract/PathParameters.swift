/// The typed values of an endpoint's path template, in the order of its `{name}` segments.
public protocol PathParameters: Sendable {
    /// The segment names, in template order.
    static var names: [String] { get }
    /// Creates the value from the captured segments, in template order.
    init(values: [String])
    /// The segment values, in template order.
    var values: [String] { get }
}

/// A path without parameters.
public struct NoPath: PathParameters, Equatable {
    /// None.
    public static let names: [String] = []
    /// Creates the empty path value.
    public init() {}
    /// Ignores `values`.
    public init(values: [String]) {}
    /// None.
    public var values: [String] { [] }
}

/// A path with one `{id}`: an order, a restaurant, a dish or a delivery.
public struct IDPath: PathParameters, Equatable {
    /// `id`.
    public static let names = ["id"]
    /// The opaque id.
    public var id: String
    /// Creates the path value.
    public init(id: String) { self.id = id }
    /// From the captured segment.
    public init(values: [String]) { id = values.first ?? "" }
    /// `[id]`.
    public var values: [String] { [id] }
}

/// A cart line's path: `{dishId}`.
public struct DishPath: PathParameters, Equatable {
    /// `dishId`.
    public static let names = ["dishId"]
    /// The dish on the line.
    public var dishId: String
    /// Creates the path value.
    public init(dishId: String) { self.dishId = dishId }
    /// From the captured segment.
    public init(values: [String]) { dishId = values.first ?? "" }
    /// `[dishId]`.
    public var values: [String] { [dishId] }
}

/// A day's path: `{date}`, `YYYY-MM-DD`.
public struct DatePath: PathParameters, Equatable {
    /// `date`.
    public static let names = ["date"]
    /// The local date, `YYYY-MM-DD`.
    public var date: String
    /// Creates the path value.
    public init(date: String) { self.date = date }
    /// From the captured segment.
    public init(values: [String]) { date = values.first ?? "" }
    /// `[date]`.
    public var values: [String] { [date] }
}
