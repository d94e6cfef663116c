import FoodlyAPI

extension FoodlyClient {
    /// `GET /api/v1/me/body-profile`: the caller's body profile, what it works out to, and their energy target.
    public func bodyProfile() async throws -> PersonalTarget {
        try await send(Endpoints.bodyProfile, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `PUT /api/v1/me/body-profile`: keeps `profile` and makes its target the caller's.
    public func saveBodyProfile(_ profile: BodyProfile) async throws -> PersonalTarget {
        try await send(Endpoints.saveBodyProfile, path: NoPath(), query: NoQuery(), body: profile)
    }

    /// `DELETE /api/v1/me/body-profile`: forgets the caller's body profile; their energy target stays.
    public func forgetBodyProfile() async throws {
        _ = try await send(Endpoints.forgetBodyProfile, path: NoPath(), query: NoQuery(), body: NoBody())
    }
}
