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

    /// Sends a request and decodes a JSON answer; a problem answer is thrown as `Problem`.
    func send<T: Decodable>(_ method: String, _ path: String, as type: T.Type) async throws -> T {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
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
        return try decoder.decode(type, from: data)
    }
}
