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
    public static let register = Endpoint<NoPath, NoQuery, Registration, AuthResponse, Caller.Anyone>(
        "register", .post, "/api/v1/users", status: 201, problems: [.emailTaken, .tooManyAttempts])
    /// `POST /api/v1/sessions`: signs in with email and password.
    public static let login = Endpoint<NoPath, NoQuery, LoginRequest, AuthResponse, Caller.Anyone>(
        "login", .post, "/api/v1/sessions", status: 201,
        problems: [.invalidCredentials, .tooManyAttempts, .accountLocked])
    /// `DELETE /api/v1/sessions/current`: revokes the token.
    public static let logout = Endpoint<NoPath, NoQuery, NoBody, NoContent, Caller.SignedIn>(
        "logout", .delete, "/api/v1/sessions/current", status: 204, format: .empty)
    /// `GET /api/v1/me`: the signed-in account.
    public static let me = Endpoint<NoPath, NoQuery, NoBody, User, Caller.SignedIn>(
        "me", .get, "/api/v1/me")
    /// `PATCH /api/v1/me`: changes the profile; absent fields stay, `null` clears.
    public static let updateMe = Endpoint<NoPath, NoQuery, ProfilePatch, User, Caller.SignedIn>(
        "updateMe", .patch, "/api/v1/me")

    /// `POST /api/v1/password-resets`: mails a link that sets a new password, if an account uses the address; the
    /// same answer either way.
    public static let requestPasswordReset = Endpoint<
        NoPath, NoQuery, PasswordResetRequest, MailNotice, Caller.Anyone
    >("requestPasswordReset", .post, "/api/v1/password-resets", status: 202, problems: [.tooManyRequests])
    /// `POST /api/v1/password-resets/confirm`: sets the new password with the link's token; ends every session.
    public static let confirmPasswordReset = Endpoint<
        NoPath, NoQuery, PasswordResetConfirmation, NoContent, Caller.Anyone
    >(
        "confirmPasswordReset", .post, "/api/v1/password-resets/confirm", status: 204, format: .empty,
        problems: [.invalidToken])
    /// `POST /api/v1/email-verifications/confirm`: confirms the address the link was mailed to.
    public static let confirmEmail = Endpoint<NoPath, NoQuery, EmailConfirmation, NoContent, Caller.Anyone>(
        "confirmEmail", .post, "/api/v1/email-verifications/confirm", status: 204, format: .empty,
        problems: [.invalidToken])
    /// `POST /api/v1/me/email-verification`: mails the caller a new link that confirms their address.
    public static let resendEmailVerification = Endpoint<NoPath, NoQuery, NoBody, MailNotice, Caller.SignedIn>(
        "resendEmailVerification", .post, "/api/v1/me/email-verification", status: 202,
        problems: [.alreadyVerified, .tooManyRequests])
}
