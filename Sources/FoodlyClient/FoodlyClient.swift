import FoodlyAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A client for the Foodly HTTP API v1, for iOS, macOS and Linux apps.
public struct FoodlyClient: Sendable {
    /// The server's base URL, e.g. `http://127.0.0.1:8080`.
    public let baseURL: URL
    /// The bearer token sent with every request, once logged in.
    public var token: String?
    private let session: URLSession

    /// Creates a client. Pass an ephemeral session in tests (the shared one writes a disk cache).
    public init(baseURL: URL, token: String? = nil, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.token = token
        self.session = session
    }

    /// `GET /healthz`: whether the server and its store answer.
    public func health() async throws -> Health {
        try await send("GET", "/healthz", as: Health.self)
    }

    /// `POST /api/v1/users`: creates a customer account; the returned client carries its token.
    public func register(fullName: String, email: String, password: String) async throws -> (User, FoodlyClient) {
        let body = RegisterRequest(fullName: fullName, email: email, password: password)
        let answer = try await send("POST", "/api/v1/users", body: body, as: AuthResponse.self)
        return (answer.user, signedIn(answer.token))
    }

    /// `POST /api/v1/sessions`: logs in; the returned client carries the new token.
    public func login(email: String, password: String) async throws -> (User, FoodlyClient) {
        let answer = try await send(
            "POST", "/api/v1/sessions", body: LoginRequest(email: email, password: password), as: AuthResponse.self)
        return (answer.user, signedIn(answer.token))
    }

    /// `DELETE /api/v1/sessions/current`: revokes this client's token.
    public func logout() async throws {
        _ = try await send("DELETE", "/api/v1/sessions/current", as: Empty.self)
    }

    /// `GET /api/v1/me`.
    public func me() async throws -> User {
        try await send("GET", "/api/v1/me", as: User.self)
    }

    /// `PATCH /api/v1/me`.
    public func updateProfile(_ patch: ProfilePatch) async throws -> User {
        try await send("PATCH", "/api/v1/me", body: patch, as: User.self)
    }

    /// `GET /api/v1/restaurants`, near a point when given.
    public func restaurants(
        latitude: Double? = nil, longitude: Double? = nil, category: String? = nil, limit: Int = 20,
        cursor: String? = nil
    ) async throws -> Page<RestaurantSummary> {
        var query: [URLQueryItem] = [URLQueryItem(name: "limit", value: String(limit))]
        if let latitude, let longitude {
            query += [
                URLQueryItem(name: "lat", value: String(latitude)), URLQueryItem(name: "lon", value: String(longitude)),
            ]
        }
        if let category { query.append(URLQueryItem(name: "category", value: category)) }
        if let cursor { query.append(URLQueryItem(name: "cursor", value: cursor)) }
        return try await send("GET", "/api/v1/restaurants", query: query, as: Page<RestaurantSummary>.self)
    }

    /// `GET /api/v1/restaurants/{id}`: the restaurant with its menu.
    public func restaurant(id: String) async throws -> RestaurantDetail {
        try await send("GET", "/api/v1/restaurants/\(id)", as: RestaurantDetail.self)
    }

    /// `GET /api/v1/search`: dishes and restaurants for `text` (prefixes, accents and small typos allowed).
    public func search(
        _ text: String, latitude: Double? = nil, longitude: Double? = nil, category: String? = nil,
        diet: String? = nil, maxKcal: Int? = nil, lighterFirst: Bool = false, limit: Int = 20
    ) async throws -> SearchResponse {
        var query = [URLQueryItem(name: "q", value: text), URLQueryItem(name: "limit", value: String(limit))]
        if let latitude, let longitude {
            query += [
                URLQueryItem(name: "lat", value: String(latitude)), URLQueryItem(name: "lon", value: String(longitude)),
            ]
        }
        if let category { query.append(URLQueryItem(name: "category", value: category)) }
        if let diet { query.append(URLQueryItem(name: "diet", value: diet)) }
        if let maxKcal { query.append(URLQueryItem(name: "maxKcal", value: String(maxKcal))) }
        if lighterFirst { query.append(URLQueryItem(name: "sort", value: "lighter")) }
        return try await send("GET", "/api/v1/search", query: query, as: SearchResponse.self)
    }

    private func signedIn(_ token: String) -> FoodlyClient {
        var client = self
        client.token = token
        return client
    }

    /// An answer without a body (204).
    struct Empty: Decodable {}

    /// Sends a request and decodes a JSON answer; a problem answer is thrown as `Problem`.
    func send<T: Decodable>(
        _ method: String, _ path: String, query: [URLQueryItem] = [], body: (any Encodable)? = nil,
        headers: [String: String] = [:], as type: T.Type
    ) async throws -> T {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        if !query.isEmpty { components?.queryItems = query }
        guard let url = components?.url else { throw URLError(.badURL) }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONEncoder().encode(body)
        }
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard (200..<300).contains(status) else {
            throw (try? decoder.decode(Problem.self, from: data))
                ?? Problem(
                    type: "about:blank", title: "HTTP \(status)", status: status, detail: "Unexpected answer.",
                    code: "unexpected_response")
        }
        if status == 204, let empty = Empty() as? T { return empty }
        return try decoder.decode(type, from: data)
    }
}
