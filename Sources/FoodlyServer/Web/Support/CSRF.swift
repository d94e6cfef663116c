import FoodlyApp
import FoodlyHTTP

/// Cross-site request forgery protection for web forms (double-submit cookie).
///
/// Every form page makes sure the browser holds a random `foodly_csrf` cookie (HttpOnly, SameSite=Lax) and
/// repeats its value in a hidden `_csrf` field. A state-changing post must carry both, equal; another site can
/// neither read nor set the cookie. A post whose `Origin` names another host is refused as well.
struct CSRF {
    /// The cookie name.
    static let cookie = "foodly_csrf"
    /// The hidden form field name.
    static let field = "_csrf"

    /// The token to embed in the page.
    let token: String
    private let isNew: Bool

    /// The request's token, or a fresh one when it has none (or a malformed one).
    init(request: Request) {
        if let existing = request.cookies[CSRF.cookie], existing.count == 43 {
            token = existing
            isNew = false
        } else {
            token = Sodium.randomToken()
            isNew = true
        }
    }

    /// A fresh token whatever the request holds, for a response that must change the cookie.
    static func renewed() -> CSRF {
        CSRF(token: Sodium.randomToken(), isNew: true)
    }

    private init(token: String, isNew: Bool) {
        self.token = token
        self.isNew = isNew
    }

    /// Sets the cookie on `response` when the token is new.
    func attach(to response: inout Response, secure: Bool) {
        if isNew { response.setCookie(SetCookie(name: CSRF.cookie, value: token, secure: secure)) }
    }

    /// Throws 403 unless the form's `_csrf` equals the cookie and the origin (if sent) is this host.
    static func verify(_ request: Request, form: Parameters) throws {
        if let origin = request.headers["Origin"], let host = request.headers["Host"] {
            let originHost = origin.split(separator: "/").dropFirst().first.map(String.init) ?? ""
            guard originHost == host else { throw forbidden }
        }
        guard let cookie = request.cookies[CSRF.cookie], let sent = form[CSRF.field],
            Sodium.constantTimeEquals(cookie, sent)
        else { throw forbidden }
    }

    private static let forbidden = Refusal.crossSite(
        "This form expired or came from another site. Go back, reload the page and try again.")
}
