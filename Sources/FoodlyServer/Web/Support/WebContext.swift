import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyHTTP

/// What every web page handler needs: assets, the account service and cookie settings.
struct WebContext: Sendable {
    /// The session cookie's name.
    static let sessionCookie = Authenticator.sessionCookie
    /// Set once onboarding was seen or skipped, so it shows on the first visit only.
    static let onboardedCookie = "foodly_onboarded"
    /// The cookie that keeps a staff invitation's token between its link and the Join press (`/staff/join`).
    static let inviteCookie = "foodly_invite"
    /// The device token of the browser's last sign-in (a year, HttpOnly), presented at its next login, so that it is
    /// let in while the account is slowed down for password guessing from devices it never signed in from.
    static let deviceCookie = "foodly_device"

    let assets: StaticFiles
    let accounts: AccountService
    let recovery: AccountRecoveryService
    let catalog: CatalogService
    let search: SearchService
    let carts: CartService
    let orders: OrderService
    let kitchen: KitchenService
    let couriers: CourierService
    let targets: TargetService
    let fits: FitsService
    let addresses: AddressService
    let favourites: FavouriteService
    let numbers: NumbersService
    let messages: MessageService
    let issues: OrderIssueService
    let authenticator: Authenticator
    /// Whether cookies get the `Secure` attribute (serve over HTTPS).
    let secureCookies: Bool
    /// Where card payments go; nil when this server takes no cards.
    let payments: (any PaymentProvider)?
    /// The accounts' cards; nil when this server takes no cards.
    var cards: CardPayments? = nil
    /// Where the payment provider's own words on a refusal go.
    var logger: Logger = .discard

    /// Writes the payment provider's own words on a refused payment to the log (with the request's id): they are for
    /// us, not the customer, who gets a plain sentence, but they must not be lost. Nothing for any other error.
    func logProviderWords(_ error: any Error, _ request: Request) {
        guard let refusal = error as? PaymentError, let detail = refusal.detail else { return }
        logger.log(
            .warning, "payment provider", ["requestId": request.requestID, "code": refusal.code, "detail": detail])
    }

    /// The page frame.
    var layout: Layout { Layout(assets: assets) }
    /// The console's page frame.
    var console: ConsoleLayout { ConsoleLayout(layout: layout) }

    /// Names who an HTML page was made for in `Foodly-Viewer`: an id of the session (a hash of its token, which
    /// tells nothing of the token) when `user` is signed in, else `none`. The service worker keeps pages for
    /// offline use per viewer and forgets every other viewer's when a page answers for someone new.
    func markViewer(_ response: inout Response, request: Request, user: UserAccount?) {
        guard response.headers["Content-Type"]?.hasPrefix("text/html") == true else { return }
        let token = user == nil ? nil : request.cookies[WebContext.sessionCookie]
        response.headers.set("Foodly-Viewer", token.map { String(Sodium.hash("viewer:" + $0).prefix(16)) } ?? "none")
    }

    /// The signed-in user of a web request (session cookie only), or nil.
    func user(_ request: Request) throws -> UserAccount? {
        guard let token = request.cookies[WebContext.sessionCookie] else { return nil }
        return try accounts.authenticate(token: token)
    }

    /// Where lists, fees and arrival times are seen from: the cart's delivery address (`CartQuote.address`: the
    /// cart's own, else the default saved one, else the profile's), or the city centre before there is one. Home,
    /// Search and a restaurant's page all ask it of the cart they show, so they agree on a restaurant's fee and time.
    static func point(of address: Address?) -> GeoPoint {
        address.map { GeoPoint(latitude: $0.latitude, longitude: $0.longitude) }
            ?? GeoPoint(latitude: Neighbourhood.cityCentre.latitude, longitude: Neighbourhood.cityCentre.longitude)
    }

    /// The header that carries the status of a refusal a form page explains (`page(_:refused:csrf:)`).
    static let refusalHeader = "Foodly-Refusal"

    /// An HTML page response with a CSRF cookie when the page holds a form.
    func page(_ node: Node, status: Int = 200, csrf: CSRF? = nil) -> Response {
        var response = Response.html(node.render(), status: status)
        response.headers.set("Cache-Control", "no-store")
        csrf?.attach(to: &response, secure: secureCookies)
        return response
    }

    /// `response` allowed to run the payment provider's card form (its Content-Security-Policy names the provider's
    /// origins); unchanged when this server takes no cards.
    func allowingCardForm(_ response: Response) -> Response {
        guard let payments, response.headers["Content-Type"]?.hasPrefix("text/html") == true else { return response }
        var allowed = response
        allowed.headers.set(
            "Content-Security-Policy", SecurityHeaders.contentSecurityPolicy(allowing: payments.pageOrigins))
        return allowed
    }

    /// The page posted again, explaining `refusal`: answered 200, for the form was checked and shown again (a 4xx
    /// makes browsers log "Failed to load resource" for a refusal the page explains); the refusal's status is in
    /// `Foodly-Refusal` for scripts and tests, with its other header fields.
    func page(_ node: Node, refused refusal: InlineRefusal, csrf: CSRF) -> Response {
        var response = page(node, refusedWith: refusal.status, csrf: csrf)
        for (name, value) in refusal.headers { response.headers.set(name, value) }
        return response
    }

    /// A page that explains why what was asked of it (a form, a query) was refused with `status`: answered 200 with
    /// `Foodly-Refusal: <status>`.
    func page(_ node: Node, refusedWith status: Int, csrf: CSRF? = nil) -> Response {
        var response = page(node, csrf: csrf)
        response.headers.set(WebContext.refusalHeader, String(status))
        return response
    }

    /// Redirects to the screen of `role` with the new session cookie set (after login or registration): the
    /// kitchen for staff, the deliveries for couriers, the console for operators, Home for customers — or back to
    /// the catalog page a guest signed in from (`next`), or, for a customer (only customers join a staff), to the
    /// staff invitation that `request` carries, for the Join press.
    func signedIn(_ signedIn: AccountService.SignedIn, request: Request, next: SignInReturn? = nil) -> Response {
        let role = signedIn.user.role
        let invited = role == .customer && request.cookies[WebContext.inviteCookie].map { !$0.isEmpty } ?? false
        var response = Response.redirect(
            to: invited ? "/staff/join" : next?.path ?? WebContext.home(of: role))
        response.setCookie(
            SetCookie(
                name: WebContext.sessionCookie, value: signedIn.token, maxAge: Int(AccountService.sessionLifetime),
                secure: secureCookies))
        response.setCookie(
            SetCookie(
                name: WebContext.deviceCookie, value: signedIn.deviceToken, maxAge: 365 * 24 * 3600,
                secure: secureCookies))
        response.setCookie(onboardedCookie())
        return response
    }

    /// The first screen of someone with `role`.
    static func home(of role: Role) -> String {
        switch role {
        case .staff: "/kitchen"
        case .courier: "/courier"
        case .admin: "/admin"
        case .customer: "/"
        }
    }

    /// The cookie that marks onboarding as done (one year).
    func onboardedCookie() -> SetCookie {
        var cookie = SetCookie(
            name: WebContext.onboardedCookie, value: "1", maxAge: 365 * 24 * 3600, secure: secureCookies)
        cookie.httpOnly = true
        return cookie
    }
}
