/// The typed query of an endpoint: which names it takes, and how a client writes them.
public protocol QueryParameters: Sendable {
    /// Every name the endpoint reads; the server reads no other.
    static var names: [String] { get }
    /// The pairs to send, in a stable order; nil members are left out.
    var items: [(name: String, value: String)] { get }
}

/// An endpoint without query parameters.
public struct NoQuery: QueryParameters, Equatable {
    /// None.
    public static let names: [String] = []
    /// Creates the empty query.
    public init() {}
    /// None.
    public var items: [(name: String, value: String)] { [] }
}

extension QueryParameters {
    /// The pairs of `pairs` whose value is present.
    static func present(_ pairs: [(String, String?)]) -> [(name: String, value: String)] {
        pairs.compactMap { name, value in value.map { (name, $0) } }
    }
}
