import Foundation

/// Turns a request into a response: routing, error mapping, security headers, metrics and the access log.
///
/// The server calls it on its worker threads; tests call it directly (in-process HTTP tests).
public final class Responder: Sendable {
    /// Translates application errors into HTTP errors; return nil for unknown errors (they become 500).
    public typealias ErrorMapper = @Sendable (any Error) -> HTTPError?
    /// Renders an error for a client; the default is problem+json. Web pages install an HTML presenter.
    public typealias ErrorPresenter = @Sendable (HTTPError, Request) -> Response

    /// The routes.
    public let router: Router
    /// Request counters and latencies.
    public let metrics: Metrics
    /// Where the access log and errors go.
    public let logger: Logger
    /// Header fields added to every HTML response that does not set them itself.
    public let defaultHeaders: HTTPHeaders
    /// Header fields added to every other response that does not set them itself.
    public let dataHeaders: HTTPHeaders
    private let mapError: ErrorMapper
    private let presentError: ErrorPresenter

    /// Creates a responder.
    public init(
        router: Router, metrics: Metrics = Metrics(), logger: Logger = .standardError,
        defaultHeaders: HTTPHeaders = SecurityHeaders.default, dataHeaders: HTTPHeaders = SecurityHeaders.data,
        mapError: @escaping ErrorMapper = { _ in nil },
        presentError: @escaping ErrorPresenter = { error, request in
            Responder.problem(error, requestID: request.requestID)
        }
    ) {
        self.router = router
        self.metrics = metrics
        self.logger = logger
        self.defaultHeaders = defaultHeaders
        self.dataHeaders = dataHeaders
        self.mapError = mapError
        self.presentError = presentError
    }

    /// Routes and answers `request`; never throws.
    public func respond(to request: Request) -> Response {
        let start = ContinuousClock.now
        var routeLabel = "unmatched"
        var response: Response
        switch router.match(request.method, request.path) {
        case .found(let route, let parameters):
            routeLabel = route.pattern
            var routed = request
            routed.pathParameters = parameters
            response = run(route.handler, routed)
        case .methodNotAllowed(let allowed):
            let allow = allowed.map(\.rawValue).joined(separator: ", ")
            response = presentError(
                HTTPError(
                    status: 405, code: "method_not_allowed",
                    detail: "\(request.method) is not allowed here. Allowed: \(allow).", headers: ["Allow": allow]),
                request)
        case .notFound:
            response = presentError(
                HTTPError(status: 404, code: "not_found", detail: "No such resource."), request)
        }
        return finish(response, for: request, route: routeLabel, start: start)
    }

    /// Answers `request` with `error` without routing it (used by the server for 413 before a body is read).
    public func reject(_ request: Request, with error: HTTPError) -> Response {
        finish(presentError(error, request), for: request, route: "unmatched", start: .now)
    }

    /// The problem+json response for `error`.
    public static func problem(_ error: HTTPError, requestID: String? = nil) -> Response {
        let body = ProblemBody(
            type: "urn:foodly:problem:\(error.code)", title: error.title, status: error.status,
            detail: error.detail, code: error.code, errors: error.errors.isEmpty ? nil : error.errors,
            requestId: requestID)
        var response = Response(
            status: error.status, headers: ["Content-Type": "application/problem+json"],
            body: (try? Array(JSONCoding.encode(body))) ?? [])
        for (name, value) in error.headers { response.headers.set(name, value) }
        return response
    }

    private func run(_ handler: Handler, _ request: Request) -> Response {
        do {
            return try handler(request)
        } catch let error as HTTPError {
            return presentError(error, request)
        } catch {
            if let mapped = mapError(error) { return presentError(mapped, request) }
            logger.log(
                .error, "unhandled error",
                ["requestId": request.requestID, "path": request.path, "error": String(reflecting: error)])
            var failure = HTTPError(
                status: 500, code: "internal_error",
                detail: "Something went wrong on our side. Quote request id \(request.requestID) if you report it.")
            failure.headers.set("Cache-Control", "no-store")
            return presentError(failure, request)
        }
    }

    private func finish(_ response: Response, for request: Request, route: String, start: ContinuousClock.Instant)
        -> Response
    {
        var response = response
        let isHTML = response.headers["Content-Type"]?.hasPrefix("text/html") ?? false
        for (name, value) in isHTML ? defaultHeaders : dataHeaders where !response.headers.contains(name) {
            response.headers.add(name, value)
        }
        response.headers.set("X-Request-Id", request.requestID)
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        metrics.record(route: route, method: request.method, status: response.status, seconds: seconds)
        logger.request(
            method: request.method.rawValue, path: request.path, route: route, status: response.status,
            durationMs: seconds * 1000, requestID: request.requestID)
        return response
    }
}

/// The RFC 9457 body Foodly sends.
private struct ProblemBody: Encodable {
    let type: String
    let title: String
    let status: Int
    let detail: String
    let code: String
    let errors: [HTTPError.FieldError]?
    let requestId: String?
}
