/// A synchronous request handler; it runs on one of the server's worker threads.
public typealias Handler = @Sendable (Request) throws -> Response

/// Maps a method and path to a handler. Patterns are literal segments, `:name` captures one segment,
/// and a final `*name` captures the rest of the path. Build it before the server starts; it is read-only after.
public struct Router: Sendable {
    /// One registered route.
    public struct Route: Sendable {
        /// The method it answers (`GET` routes also answer `HEAD`).
        public let method: HTTPMethod
        /// The pattern as registered, e.g. `/api/v1/restaurants/:id`; used as the metrics label.
        public let pattern: String
        let segments: [Segment]
        let handler: Handler
        /// Whether the pattern has a `*name` segment (otherwise it only matches paths of as many segments).
        let hasRest: Bool
    }

    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
        case rest(String)
    }

    /// The outcome of matching a request.
    public enum Match {
        /// A route answers; `parameters` holds the captured segments.
        case found(Route, parameters: [String: String])
        /// The path exists but not for this method; `allowed` lists the methods that do.
        case methodNotAllowed(allowed: [HTTPMethod])
        /// Nothing matches the path.
        case notFound
    }

    /// Every route, in registration order.
    public private(set) var routes: [Route] = []

    /// Creates an empty router.
    public init() {}

    /// Registers `handler` for `method` and `pattern`.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ handler: @escaping Handler) {
        let segments = Router.split(pattern).map { part -> Segment in
            if part.hasPrefix(":") { return .parameter(String(part.dropFirst())) }
            if part.hasPrefix("*") { return .rest(String(part.dropFirst())) }
            return .literal(String(part))
        }
        precondition(
            !routes.contains { $0.method == method && $0.segments == segments },
            "duplicate route \(method) \(pattern)")
        let hasRest = segments.contains { if case .rest = $0 { true } else { false } }
        routes.append(Route(method: method, pattern: pattern, segments: segments, handler: handler, hasRest: hasRest))
    }

    /// Registers a `GET` route.
    public mutating func get(_ pattern: String, _ handler: @escaping Handler) { add(.get, pattern, handler) }
    /// Registers a `POST` route.
    public mutating func post(_ pattern: String, _ handler: @escaping Handler) { add(.post, pattern, handler) }
    /// Registers a `PUT` route.
    public mutating func put(_ pattern: String, _ handler: @escaping Handler) { add(.put, pattern, handler) }
    /// Registers a `PATCH` route.
    public mutating func patch(_ pattern: String, _ handler: @escaping Handler) { add(.patch, pattern, handler) }
    /// Registers a `DELETE` route.
    public mutating func delete(_ pattern: String, _ handler: @escaping Handler) { add(.delete, pattern, handler) }

    /// Finds the route for `method` and `path`.
    public func match(_ method: HTTPMethod, _ path: String) -> Match {
        let parts = Router.split(path)
        var allowed: [HTTPMethod] = []
        for route in routes where route.hasRest || route.segments.count == parts.count {
            guard let parameters = Router.capture(route.segments, parts) else { continue }
            if route.method == method || (method == .head && route.method == .get) {
                return .found(route, parameters: parameters)
            }
            allowed.append(route.method)
            if route.method == .get { allowed.append(.head) }
        }
        return allowed.isEmpty ? .notFound : .methodNotAllowed(allowed: allowed)
    }

    /// The segments between scalar `/`s: split as `Character`s, a `/` that a combining mark follows would be missed.
    private static func split(_ path: String) -> [Substring] {
        path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: true).map(Substring.init)
    }

    private static func capture(_ segments: [Segment], _ parts: [Substring]) -> [String: String]? {
        var parameters: [String: String] = [:]
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .rest(let name):
                guard index < parts.count else { return nil }
                parameters[name] = parts[index...].joined(separator: "/")
                return parameters
            case .literal(let text):
                guard index < parts.count, parts[index] == text else { return nil }
            case .parameter(let name):
                guard index < parts.count else { return nil }
                parameters[name] = String(parts[index])
            }
        }
        return segments.count == parts.count ? parameters : nil
    }
}
