import FoodlyApp
import FoodlyHTTP
import Foundation

/// Builds the Foodly HTTP surface (JSON API, web app, operations endpoints) on an `AppEnvironment`.
public struct FoodlyServerApp: Sendable {
    /// The use-case environment.
    public let environment: AppEnvironment
    /// The web app's CSS, JS and pictures.
    public let assets: StaticFiles
    /// Request counters shared with `/metrics`.
    public let metrics: Metrics
    /// The access and error log.
    public let logger: Logger
    /// Whether cookies are marked `Secure` (when served over HTTPS).
    public let secureCookies: Bool
    /// Who may read `/metrics`.
    public let metricsAccess: MetricsAccess

    /// Loads the bundled assets and prepares the app.
    public init(
        environment: AppEnvironment, logger: Logger = .standardError, metrics: Metrics = Metrics(),
        secureCookies: Bool = false, metricsAccess: MetricsAccess = MetricsAccess(token: nil)
    ) throws {
        self.environment = environment
        self.secureCookies = secureCookies
        self.metricsAccess = metricsAccess
        self.logger = logger
        self.metrics = metrics
        self.assets = try BundledResources.assets.get()
    }

    /// The routes that accept larger bodies than the server's limit (photo uploads); `HTTPServer` is configured
    /// with them.
    public static let bodyAllowances = PhotoRoutes.bodyAllowances + [ZonePages.bodyAllowance]

    /// The request pipeline with every route.
    public func makeResponder() throws -> Responder {
        let accounts = AccountService(environment: environment)
        let authenticator = Authenticator(accounts: accounts, metrics: metricsAccess)
        var api = APIRouter(router: Router(), authenticator: authenticator)
        try OperationsRoutes(
            health: HealthService(environment: environment), metrics: metrics,
            outbox: environment.mailer?.outbox
        ).register(in: &api)
        AccountRoutes(accounts: accounts).register(in: &api)
        let recovery = AccountRecoveryService(environment: environment)
        AccountRecoveryRoutes(recovery: recovery).register(in: &api)
        let catalog = CatalogService(environment: environment)
        CatalogRoutes(catalog: catalog).register(in: &api)
        let search = SearchService(environment: environment)
        SearchRoutes(search: search).register(in: &api)
        let carts = CartService(environment: environment)
        let orders = OrderService(environment: environment)
        let coupons = CouponService(environment: environment)
        OrderingRoutes(carts: carts, orders: orders, coupons: coupons, cards: CardPayments(environment: environment))
            .register(in: &api)
        CouponRoutes(coupons: coupons, clock: environment.clock).register(in: &api)
        let directory = AccountDirectory(environment: environment)
        CustomerRoutes(directory: directory).register(in: &api)
        let kitchen = KitchenService(environment: environment)
        let couriers = CourierService(environment: environment)
        let messages = MessageService(environment: environment)
        let issues = OrderIssueService(environment: environment)
        IssueRoutes(issues: issues).register(in: &api)
        LifecycleRoutes(
            kitchen: kitchen, couriers: couriers, orders: orders, messages: messages, events: environment.orderEvents
        ).register(in: &api)
        let favourites = FavouriteService(environment: environment)
        RegularsRoutes(favourites: favourites, carts: carts, orders: orders).register(in: &api)
        let merchants = MerchantService(environment: environment)
        MerchantRoutes(merchants: merchants).register(in: &api)
        let money = MoneyService(environment: environment)
        MoneyRoutes(money: money).register(in: &api)
        let numbers = NumbersService(environment: environment)
        NumbersRoutes(numbers: numbers, catalog: catalog).register(in: &api)
        let menus = MenuService(environment: environment)
        MenuRoutes(menus: menus).register(in: &api)
        let hours = HoursService(environment: environment)
        HoursRoutes(hours: hours).register(in: &api)
        let photos = PhotoService(environment: environment)
        PhotoRoutes(photos: photos).register(in: &api)
        let options = OptionService(environment: environment)
        OptionRoutes(options: options).register(in: &api)
        let audit = AuditService(environment: environment)
        AuditRoutes(audit: audit).register(in: &api)
        let diary = DiaryService(environment: environment)
        DiaryRoutes(diary: diary).register(in: &api)
        let targets = TargetService(environment: environment)
        TargetRoutes(targets: targets).register(in: &api)
        let fits = FitsService(environment: environment)
        FitsRoutes(fits: fits, carts: carts, search: search).register(in: &api)
        let addresses = AddressService(environment: environment)
        AddressRoutes(addresses: addresses).register(in: &api)
        let reports = ReportService(environment: environment)
        ReportRoutes(reports: reports).register(in: &api)
        let restaurantConsole = RestaurantConsoleService(environment: environment)
        RestaurantConsoleRoutes(restaurants: restaurantConsole).register(in: &api)
        CourierConsoleRoutes(couriers: couriers).register(in: &api)
        let board = BoardService(environment: environment)
        BoardRoutes(board: board, events: environment.orderEvents).register(in: &api)
        var router = api.router
        StripeWebhookRoute(
            events: (environment.payments as? StripeProvider)?.webhookSecret.map {
                PaymentEvents(environment: environment, secret: $0)
            }
        ).register(in: &router)
        let assets = self.assets
        router.get("/static/*path") { request in try assets.respond(to: request, path: request.parameter("path")) }
        // The service worker lives at the root so that it controls every page; it may fetch from its own origin.
        router.get("/sw.js") { request in
            var response = try assets.respond(to: request, path: "sw.js")
            response.headers.set("Cache-Control", "no-cache")
            response.headers.set("Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'")
            return response
        }
        var context = WebContext(
            assets: assets, accounts: accounts, recovery: recovery, catalog: catalog, search: search, carts: carts,
            orders: orders, kitchen: kitchen, couriers: couriers, targets: targets, fits: fits, addresses: addresses,
            favourites: favourites, numbers: numbers, messages: messages, issues: issues, authenticator: authenticator,
            secureCookies: secureCookies, payments: environment.payments)
        if environment.payments != nil { context.cards = CardPayments(environment: environment) }
        context.logger = logger
        var web = WebRouter(context: context, router: router)
        WebRoutes(context: context).register(in: &web)
        DiaryPages(context: context, diary: diary, clock: environment.clock).register(in: &web)
        AddressPages(context: context, addresses: addresses).register(in: &web)
        MerchantPages(context: context, merchants: merchants).register(in: &web)
        NumbersPages(context: context, numbers: numbers).register(in: &web)
        MenuPages(context: context, menus: menus).register(in: &web)
        HoursPages(context: context, hours: hours).register(in: &web)
        PhotoPages(context: context, photos: photos).register(in: &web)
        OptionEditorPages(context: context, options: options).register(in: &web)
        ConsolePages(context: context, outbox: environment.mailer?.outbox).register(in: &web)
        CustomerPages(context: context, directory: directory).register(in: &web)
        CouponPages(context: context, coupons: coupons).register(in: &web)
        ReportPages(context: context, reports: reports).register(in: &web)
        AuditPages(context: context, audit: audit).register(in: &web)
        MoneyPages(context: context, money: money).register(in: &web)
        IssuePages(context: context, money: money).register(in: &web)
        RestaurantConsolePages(
            context: context, restaurants: restaurantConsole, terms: TermsService(environment: environment)
        ).register(in: &web)
        ZonePages(context: context, restaurants: restaurantConsole).register(in: &web)
        CourierConsolePages(context: context, couriers: couriers).register(in: &web)
        CourierSchedulePages(context: context, couriers: couriers).register(in: &web)
        BoardPages(context: context, board: board).register(in: &web)
        InvoicePages(invoices: InvoiceService(environment: environment)).register(in: &web)
        PayoutPages(
            context: context, bank: BankDetailsService(environment: environment),
            payouts: PayoutService(environment: environment), terms: TermsService(environment: environment)
        ).register(in: &web)
        if let cards = context.cards { CardPages(context: context, cards: cards).register(in: &web) }
        let present = WebRoutes.presentError(layout: context.layout)
        return Responder(
            router: web.router, metrics: metrics, logger: logger,
            presentError: { [context] error, request in
                context.logProviderWords(error, request)
                return present(error, request)
            })
    }
}
