import FoodlyAPI
import FoodlyShared
import Foundation

extension FoodlyClient {
    /// `GET /healthz`: whether the server and its store answer.
    public func health() async throws -> Health {
        try await send(Endpoints.health, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `GET /metrics`: request counters in the Prometheus text format.
    public func metrics() async throws -> String {
        try await send(Endpoints.metrics, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `GET /api/openapi.json`: the API's OpenAPI 3.1 document.
    public func openAPIDocument() async throws -> JSONValue {
        try await send(Endpoints.openAPI, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/users`: creates a customer account; the returned client carries its bearer and device tokens.
    public func register(fullName: String, email: String, password: String) async throws -> (User, FoodlyClient) {
        let answer = try await send(
            Endpoints.register, path: NoPath(), query: NoQuery(),
            body: Registration(fullName: fullName, email: email, password: password))
        return (answer.user, signedIn(answer))
    }

    /// `POST /api/v1/sessions`: logs in (presenting this client's `deviceToken`); the returned client carries the
    /// new bearer token and the device token to keep.
    public func login(email: String, password: String) async throws -> (User, FoodlyClient) {
        let answer = try await send(
            Endpoints.login, path: NoPath(), query: NoQuery(),
            body: LoginRequest(email: email, password: password, deviceToken: deviceToken))
        return (answer.user, signedIn(answer))
    }

    /// `DELETE /api/v1/sessions/current`: revokes this client's token.
    public func logout() async throws {
        _ = try await send(Endpoints.logout, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `GET /api/v1/me`.
    public func me() async throws -> User {
        try await send(Endpoints.me, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `PATCH /api/v1/me`.
    public func updateProfile(_ patch: ProfilePatch) async throws -> User {
        try await send(Endpoints.updateMe, path: NoPath(), query: NoQuery(), body: patch)
    }

    /// `POST /api/v1/password-resets`: asks for a link that sets a new password to be mailed to `email`; the answer
    /// is the same whether or not an account uses it.
    public func requestPasswordReset(email: String) async throws -> MailNotice {
        try await send(
            Endpoints.requestPasswordReset, path: NoPath(), query: NoQuery(), body: PasswordResetRequest(email: email))
    }

    /// `POST /api/v1/password-resets/confirm`: sets a new password with the mailed link's token; every session of
    /// the account ends, this client's included.
    public func confirmPasswordReset(token: String, password: String) async throws {
        _ = try await send(
            Endpoints.confirmPasswordReset, path: NoPath(), query: NoQuery(),
            body: PasswordResetConfirmation(token: token, password: password))
    }

    /// `POST /api/v1/email-verifications/confirm`: confirms an address with the mailed link's token.
    public func confirmEmail(token: String) async throws {
        _ = try await send(
            Endpoints.confirmEmail, path: NoPath(), query: NoQuery(), body: EmailConfirmation(token: token))
    }

    /// `POST /api/v1/me/email-verification`: mails this account a new link that confirms its address.
    public func resendEmailVerification() async throws -> MailNotice {
        try await send(Endpoints.resendEmailVerification, path: NoPath(), query: NoQuery(), body: NoBody())
    }
}
