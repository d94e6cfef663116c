import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// Finds who is calling: a bearer token (API clients) or the session cookie (the web app).
struct Authenticator: Sendable {
    /// The name of the web session cookie.
    static let sessionCookie = "foodly_session"

    let accounts: AccountService
    /// Who may read `/metrics`.
    let metrics: MetricsAccess

    /// The session token the request presents, if any.
    func token(in request: Request) -> String? {
        request.headers["Authorization"] == nil ? request.cookies[Authenticator.sessionCookie] : bearer(in: request)
    }

    /// The `Authorization: Bearer` token, if any.
    func bearer(in request: Request) -> String? {
        guard let header = request.headers["Authorization"] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        return parts.count == 2 && parts[0].lowercased() == "bearer" ? String(parts[1]) : nil
    }

    /// The signed-in user and their token; throws `AccountError.unauthenticated` (401) otherwise.
    func requireUser(_ request: Request) throws -> (user: UserAccount, token: String) {
        guard let token = token(in: request), let user = try accounts.authenticate(token: token) else {
            throw AccountError.unauthenticated
        }
        return (user, token)
    }

    /// The signed-in user; throws `AccountError.unauthenticated` (401) otherwise.
    func requireAccount(_ request: Request) throws -> UserAccount {
        try requireUser(request).user
    }
}
