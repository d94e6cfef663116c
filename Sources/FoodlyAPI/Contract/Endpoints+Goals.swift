import FoodlyShared

extension Endpoints {
    /// `GET /api/v1/me/body-profile`: the caller's body profile, what it works out to, and their energy target.
    public static let bodyProfile = Endpoint<NoPath, NoQuery, NoBody, PersonalTarget, Caller.SignedIn>(
        "bodyProfile", .get, "/api/v1/me/body-profile")
    /// `PUT /api/v1/me/body-profile`: keeps the caller's body profile and makes its target theirs.
    public static let saveBodyProfile = Endpoint<NoPath, NoQuery, BodyProfile, PersonalTarget, Caller.SignedIn>(
        "saveBodyProfile", .put, "/api/v1/me/body-profile")
    /// `DELETE /api/v1/me/body-profile`: forgets the caller's body profile (their energy target stays).
    public static let forgetBodyProfile = Endpoint<NoPath, NoQuery, NoBody, NoContent, Caller.SignedIn>(
        "forgetBodyProfile", .delete, "/api/v1/me/body-profile", status: 204, format: .empty)
}
