import FoodlyApp
import FoodlyCLI
import FoodlyCore
import FoodlyHTTP
import FoodlyServer
import Foundation
import Synchronization

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
        configuration.bodyAllowances = FoodlyServerApp.bodyAllowances

        let shownHost = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        let listening = ListeningAddress()
        let logBuffer = LogBuffer()
        let logger = Logger.buffered(logBuffer)
        let databaseOptions = try DatabaseOptions(invocation: invocation)
        let (database, _) = try databaseOptions.openAndMigrate()
        let mailer = try MailOptions(invocation: invocation).mailer(logger: logger, database: database) {
            listening.url
        }
        let regions = try servedRegions()
        let appEnvironment = AppEnvironment(
            database: database, mailer: mailer, payments: try paymentProvider(),
            catalogCache: CatalogCache(file: databaseOptions.catalogFile(given: invocation.value("--catalog-file"))),
            regions: regions, bankVault: try databaseOptions.bankVault(given: invocation.value("--bank-key-file")))
        let app = try FoodlyServerApp(
            environment: appEnvironment, logger: logger, secureCookies: invocation.has("--secure-cookies"),
            metricsAccess: MetricsAccess(token: invocation.value("--metrics-token")))
        let http = HTTPServer(configuration: configuration, responder: try app.makeResponder())
        try http.start()
        listening.url = "http://\(shownHost):\(http.port)"
        FileHandle.standardOutput.write(Data("Foodly is listening on \(listening.url)\n".utf8))
        if let regions {
            logger.log(.info, "serving only some regions", ["regions": regions.sorted().joined(separator: ",")])
        }

        let demo = try demoLoop(appEnvironment, logger: logger)
        let scheduler = OrderScheduler(environment: appEnvironment)
        let schedule = TickLoop(every: OrderScheduler.intervalSeconds, name: "order scheduler", logger: logger) {
            try scheduler.releaseDue()
        }
        let doorPhotos = TickLoop(
            every: OrderScheduler.doorPhotoSweepSeconds, name: "door photo sweep", logger: logger
        ) { try scheduler.deleteOldDoorPhotos() }
        let dispatcher = Dispatcher(environment: appEnvironment)
        let dispatch = TickLoop(every: Dispatcher.intervalSeconds, name: "dispatcher", logger: logger) {
            try dispatcher.tick()
        }
        let catalogFollower = CatalogService(environment: appEnvironment).followChanges()
        mailer.outbox.start()
        let settler = PaymentSettler(environment: appEnvironment) { id, outcome in
            logger.log(.info, "card payment settled", ["payment": id, "outcome": outcome])
        }
        settler?.start()
        FileHandle.standardOutput.write(
            Data(
                (settler == nil ? "Cards are off (no --stripe-secret-key).\n" : "Cards are taken through Stripe.\n")
                    .utf8))
        if appEnvironment.bankVault == nil {
            FileHandle.standardOutput.write(Data("Bank details and payouts are off (no --bank-key-file).\n".utf8))
        }

        let signal = ShutdownSignals.wait()
        catalogFollower?.stop()
        demo?.stop()
        schedule.stop()
        dispatch.stop()
        doorPhotos.stop()
        logger.log(.info, "shutting down", ["signal": Int(signal), "inFlight": http.inFlight])
        http.stop()
        mailer.outbox.stop()
        settler?.stop()
        database.close()
        logger.log(.info, "stopped")
        logBuffer.flush()
    }

    /// Stripe with `--stripe-secret-key` and `--stripe-publishable-key` (both or neither); nil without them.
    private func paymentProvider() throws -> (any PaymentProvider)? {
        let secret = invocation.value("--stripe-secret-key") ?? ""
        let publishable = invocation.value("--stripe-publishable-key") ?? ""
        if secret.isEmpty && publishable.isEmpty { return nil }
        guard secret.hasPrefix("sk_"), publishable.hasPrefix("pk_") else {
            throw invocation.usageError(
                "Card payments need both --stripe-secret-key (sk_…) and --stripe-publishable-key (pk_…).")
        }
        return StripeProvider(
            secretKey: secret, publishableKey: publishable, apiURL: invocation.value("--stripe-api-url"),
            scriptURL: invocation.value("--stripe-js-url"),
            webhookSecret: invocation.value("--stripe-webhook-secret").flatMap { $0.isEmpty ? nil : $0 })
    }

    /// The regions of `--regions` (nil when not given: every region), each a region name.
    private func servedRegions() throws -> Set<String>? {
        guard let text = invocation.value("--regions") else { return nil }
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !names.isEmpty, names.allSatisfy(RegionName.isValid) else {
            throw invocation.usageError(
                "--regions takes region names separated by commas, like san-francisco,oakland (lowercase letters, "
                    + "digits and dashes).")
        }
        return Set(names)
    }

    /// With `--demo` (or `FOODLY_DEMO=1`), a thread that plays the demo kitchens and riders once a second (the riders
    /// go on duty first);
    /// `--demo-speed N` demo minutes pass per real minute (default 60: one a second).
    private func demoLoop(_ appEnvironment: AppEnvironment, logger: Logger) throws -> TickLoop? {
        guard invocation.has("--demo") else { return nil }
        let speed = try invocation.integer("--demo-speed", in: 1...3600)
        FileHandle.standardOutput.write(
            Data("Demo mode: the demo kitchens and couriers play themselves, \(speed) demo minutes per minute.\n".utf8))
        let simulator = DemoSimulator(
            environment: appEnvironment, speed: Double(speed), restaurantNames: try DemoSimulator.demoRestaurantNames())
        try simulator.start()
        return TickLoop(every: 1, name: "demo simulator", logger: logger) { try simulator.tick() }
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

/// The server's own address once it listens (`--port 0` picks the port then), for mailed links when
/// `--public-url` is not given.
private final class ListeningAddress: Sendable {
    private let value = Mutex("")

    /// `http://HOST:PORT`.
    var url: String {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
