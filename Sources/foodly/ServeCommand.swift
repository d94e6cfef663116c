import FoodlyApp
import FoodlyCLI
import FoodlyHTTP
import FoodlyServer
import Foundation

/// `foodly serve`: migrates, starts the HTTP server and runs until SIGINT or SIGTERM.
struct ServeCommand {
    let invocation: Invocation

    func run() throws {
        ShutdownSignals.block()
        ServeCommand.raiseOpenFileLimit()
        var configuration = ServerConfiguration()
        configuration.host = try invocation.required("--host")
        configuration.port = try invocation.integer("--port", in: 0...65535)
        configuration.threads = try invocation.integer("--threads", in: 1...256)
        configuration.trustedProxies = Set(
            (invocation.value("--trusted-proxy") ?? "").split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        configuration.maxBodyBytes = try invocation.integer("--max-body-bytes", in: 1024...(64 << 20))

        let (database, _) = try DatabaseOptions(invocation: invocation).openAndMigrate()
        let logBuffer = LogBuffer()
        let logger = Logger.buffered(logBuffer)
        let appEnvironment = AppEnvironment(database: database)
        let app = try FoodlyServerApp(
            environment: appEnvironment, logger: logger, secureCookies: invocation.has("--secure-cookies"),
            metricsAccess: MetricsAccess(token: invocation.value("--metrics-token")))
        let http = HTTPServer(configuration: configuration, responder: try app.makeResponder())
        try http.start()
        let shownHost = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        FileHandle.standardOutput.write(Data("Foodly is listening on http://\(shownHost):\(http.port)\n".utf8))

        let demo = try demoLoop(appEnvironment, logger: logger)

        let signal = ShutdownSignals.wait()
        demo?.stop()
        logger.log(.info, "shutting down", ["signal": Int(signal), "inFlight": http.inFlight])
        http.stop()
        database.close()
        logger.log(.info, "stopped")
        logBuffer.flush()
    }

    /// With `--demo` (or `FOODLY_DEMO=1`), a thread that plays the kitchens and couriers once a second;
    /// `--demo-speed N` demo minutes pass per real minute (default 60: one a second).
    private func demoLoop(_ appEnvironment: AppEnvironment, logger: Logger) throws -> DemoLoop? {
        guard invocation.has("--demo") else { return nil }
        let speed = try invocation.integer("--demo-speed", in: 1...3600)
        FileHandle.standardOutput.write(
            Data("Demo mode: the demo kitchens and couriers play themselves, \(speed) demo minutes per minute.\n".utf8))
        let simulator = DemoSimulator(
            environment: appEnvironment, speed: Double(speed), restaurantNames: try DemoSimulator.demoRestaurantNames())
        return DemoLoop(simulator: simulator, logger: logger)
    }

    /// Lets the process open as many files as its hard limit allows: every client connection (and each live
    /// event stream) is one.
    private static func raiseOpenFileLimit() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
}
