import FoodlyHTTP
import FoodlyServer

/// An `HTTPServer` started on a free loopback port for one test, stopped by `stop()`.
public final class LiveServer: Sendable {
    /// The running server.
    public let server: HTTPServer

    /// Starts `responder` on 127.0.0.1 with a free port; adjust settings through `configure`.
    public init(responder: Responder, configure: (inout ServerConfiguration) -> Void = { _ in }) throws {
        var configuration = ServerConfiguration()
        configuration.port = 0
        configuration.threads = 2
        configuration.bodyAllowances = FoodlyServerApp.bodyAllowances
        configure(&configuration)
        server = HTTPServer(configuration: configuration, responder: responder)
        try server.start()
    }

    /// The bound port.
    public var port: Int { server.port }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// A fresh raw connection to the server.
    public func connect() throws -> RawHTTPConnection { try RawHTTPConnection(port: port) }

    /// Stops the server gracefully.
    public func stop() { server.stop() }
}
