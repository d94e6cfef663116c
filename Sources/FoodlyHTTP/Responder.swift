import Foundation

/// Turns a request into a response: routing, error mapping, security headers, metrics and the access log.
///
/// The server calls it on its worker threads; tests call it directly (in-process HTTP tests).
public final class Responder: Sendable {
    /// Renders an error for a client; nil for an error it does not know (logged, then answered as a 500).
    /// Without one, an `HTTPError` is answered as plain text.
    public typealias ErrorPresenter = @Sendable (any Error, Request) -> Response?

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
    private let presentError: ErrorPresenter

    /// Creates a responder.
    public init(
        router: Router, metrics: Metrics = Metrics(), logger: Logger = .standardError,
        defaultHeaders: HTTPHeaders = SecurityHeaders.default, dataHeaders: HTTPHeaders = SecurityHeaders.data,
        presentError: @escaping ErrorPresenter = { _, _ in nil }
    ) {
        self.router = router
        self.metrics = metrics
        self.logger = logger
        self.defaultHeaders = defaultHeaders
        self.dataHeaders = dataHeaders
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
            response = answer(
                HTTPError(
                    status: 405, message: "\(request.method) is not allowed here. Allowed: \(allow).",
                    headers: ["Allow": allow]),
                request)
        case .notFound:
            response = answer(HTTPError(status: 404, message: "No such resource."), request)
        }
        return finish(response, for: request, route: routeLabel, start: start)
    }

    /// Answers `request` with `error` without routing it (used by the server for 413 and framing refusals before a body is read).
    public func reject(_ request: Request, with error: HTTPError) -> Response {
        finish(answer(error, request), for: request, route: "unmatched", start: .now)
    }

    private func run(_ handler: Handler, _ request: Request) -> Response {
        do {
            return try handler(request)
        } catch {
            return answer(error, request)
        }
    }

    /// The presenter's answer to `error`; a plain-text one for an `HTTPError` it leaves; a logged 500 otherwise.
    private func answer(_ error: any Error, _ request: Request) -> Response {
        if let response = presentError(error, request) { return response }
        if let error = error as? HTTPError { return error.response }
        logger.log(
            .error, "unhandled error",
            ["requestId": request.requestID, "path": request.path, "error": String(reflecting: error)])
        return answer(
            HTTPError(
                status: 500,
                message: "Something went wrong on our side. Quote request id \(request.requestID) if you report it.",
                headers: ["Cache-Control": "no-store"]),
            request)
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
