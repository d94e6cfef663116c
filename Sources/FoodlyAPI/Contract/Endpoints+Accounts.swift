import FoodlyShared

extension Endpoints {
    /// `GET /healthz`: whether the server and its database answer (503 with the same body when not).
    public static let health = Endpoint<NoPath, NoQuery, NoBody, Health, Caller.Anyone>(
        "health", .get, "/healthz")
    /// `GET /metrics`: request counters in the Prometheus text format, for the machine itself or the metrics token.
    public static let metrics = Endpoint<NoPath, NoQuery, NoBody, String, Caller.Monitoring>(
        "metrics", .get, "/metrics", format: .text)
    /// `GET /api/openapi.json`: this API as an OpenAPI 3.1 document.
    public static let openAPI = Endpoint<NoPath, NoQuery, NoBody, JSONValue, Caller.Anyone>(
        "openapi", .get, "/api/openapi.json")

    /// `POST /api/v1/users`: creates a customer account and signs it in.
    public static let register = Endpoint<NoPath, NoQuery, RegisterRequest, AuthResponse, Caller.Anyone>(
        "register", .post, "/api/v1/users", status: 201, problems: [.emailTaken])
    /// `POST /api/v1/sessions`: signs in with email and password.
    public static let login = Endpoint<NoPath, NoQuery, LoginRequest, AuthResponse, Caller.Anyone>(
        "login", .post, "/api/v1/sessions", status: 201, problems: [.invalidCredentials, .tooManyAttempts])
    /// `DELETE /api/v1/sessions/current`: revokes the token.
    public static let logout = Endpoint<NoPath, NoQuery, NoBody, NoContent, Caller.SignedIn>(
        "logout", .delete, "/api/v1/sessions/current", status: 204, format: .empty)
    /// `GET /api/v1/me`: the signed-in account.
    public static let me = Endpoint<NoPath, NoQuery, NoBody, User, Caller.SignedIn>(
        "me", .get, "/api/v1/me")
    /// `PATCH /api/v1/me`: changes the profile; absent fields stay, `null` clears.
    public static let updateMe = Endpoint<NoPath, NoQuery, ProfilePatch, User, Caller.SignedIn>(
        "updateMe", .patch, "/api/v1/me")
}
