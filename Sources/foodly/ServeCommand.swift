import FoodlyApp
import FoodlyHTTP
import FoodlyServer
import Foundation

/// `foodly serve`: migrates, starts the HTTP server and runs until SIGINT or SIGTERM.
struct ServeCommand {
    let arguments: Arguments
    let environment: [String: String]

    func run() throws {
        ShutdownSignals.block()
        ServeCommand.raiseOpenFileLimit()
        var configuration = ServerConfiguration()
        configuration.host = arguments.value("--host", environment: "FOODLY_HOST", in: environment) ?? "127.0.0.1"
        configuration.port = try arguments.integer(
            "--port", environment: "FOODLY_PORT", in: environment, default: 8080, range: 0...65535)
        configuration.threads = try arguments.integer(
            "--threads", environment: "FOODLY_THREADS", in: environment, default: 4, range: 1...256)
        configuration.trustedProxies = Set(
            (arguments.value("--trusted-proxy", environment: "FOODLY_TRUSTED_PROXIES", in: environment) ?? "")
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        configuration.maxBodyBytes = try arguments.integer(
            "--max-body-bytes", environment: "FOODLY_MAX_BODY_BYTES", in: environment, default: 1 << 20,
            range: 1024...(64 << 20))

        let (database, _) = try DatabaseOptions(arguments: arguments, environment: environment).openAndMigrate()
        let logBuffer = LogBuffer()
        let logger = Logger.buffered(logBuffer)
        let secureCookies =
            arguments.has("--secure-cookies")
            || ["1", "true", "yes"].contains(environment["FOODLY_SECURE_COOKIES"] ?? "")
        let appEnvironment = AppEnvironment(database: database)
        let app = try FoodlyServerApp(environment: appEnvironment, logger: logger, secureCookies: secureCookies)
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
        guard arguments.has("--demo") || ["1", "true", "yes"].contains(environment["FOODLY_DEMO"] ?? "") else {
            return nil
        }
        let speed = try arguments.integer(
            "--demo-speed", environment: "FOODLY_DEMO_SPEED", in: environment, default: 60, range: 1...3600)
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
