import FoodlyAPI
import FoodlyShared
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A client for the Foodly HTTP API v1, for iOS, macOS and Linux apps. Every request is built from the endpoint
/// table (`Endpoints`): the SDK holds no paths of its own.
public struct FoodlyClient: Sendable {
    /// The server's base URL, e.g. `http://127.0.0.1:8080`.
    public let baseURL: URL
    /// The bearer token sent with every request, once logged in.
    public var token: String?
    /// This device's token from its last sign-in, sent with the next login; keep it where the app keeps the
    /// bearer token (the Keychain), so that the device is let in while its account is slowed down for guessing.
    public var deviceToken: String?
    let session: URLSession

    /// Creates a client. Pass an ephemeral session in tests (the shared one writes a disk cache).
    public init(baseURL: URL, token: String? = nil, deviceToken: String? = nil, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.token = token
        self.deviceToken = deviceToken
        self.session = session
    }

    /// This client carrying a sign-in's bearer and device tokens.
    func signedIn(_ answer: AuthResponse) -> FoodlyClient {
        var client = self
        client.token = answer.token
        client.deviceToken = answer.deviceToken
        return client
    }

    /// Calls `endpoint` and decodes its answer; a problem answer is thrown as `Problem`.
    public func send<Path, Query, Body, Answer, Rule>(
        _ endpoint: Endpoint<Path, Query, Body, Answer, Rule>, path: Path, query: Query, body: Body,
        headers: [String: String] = [:]
    ) async throws -> Answer {
        let request = try urlRequest(endpoint, path: path, query: query, body: body, headers: headers)
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw FoodlyClient.problem(status: status, data: data) }
        if let none = NoContent() as? Answer { return none }
        if endpoint.format == .text, let text = String(decoding: data, as: UTF8.self) as? Answer { return text }
        if endpoint.format == .image,
            let image = ImageUpload(
                bytes: data,
                mediaType: (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") ?? "") as? Answer
        {
            return image
        }
        return try FoodlyClient.decoder.decode(Answer.self, from: data)
    }

    /// The URL request for a call of `endpoint`.
    func urlRequest<Path, Query, Body, Answer, Rule>(
        _ endpoint: Endpoint<Path, Query, Body, Answer, Rule>, path: Path, query: Query, body: Body,
        headers: [String: String]
    ) throws -> URLRequest {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            throw URLError(.badURL)
        }
        components.percentEncodedPath = components.percentEncodedPath.trimmingSuffix("/") + endpoint.path(path)
        let items = query.items
        if !items.isEmpty { components.queryItems = items.map { URLQueryItem(name: $0.name, value: $0.value) } }
        guard let url = components.url else { throw URLError(.badURL) }
        var request = URLRequest(url: url)
        request.httpMethod = endpoint.method.rawValue
        request.setValue(
            endpoint.format == .eventStream ? "text/event-stream" : "application/json", forHTTPHeaderField: "Accept")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let upload = body as? ImageUpload {
            request.setValue(upload.mediaType, forHTTPHeaderField: "Content-Type")
            request.httpBody = upload.bytes
        } else if endpoint.hasBody {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try FoodlyClient.encoder.encode(body)
        }
        return request
    }

    /// The problem a failed answer carries, or a generic one when its body is not a problem.
    static func problem(status: Int, data: Data) -> Problem {
        (try? decoder.decode(Problem.self, from: data))
            ?? Problem(
                type: "about:blank", title: "HTTP \(status)", status: status, detail: "Unexpected answer.",
                code: "unexpected_response")
    }

    /// Encodes request bodies (dates in RFC 3339, as the server reads them).
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// Decodes answers (dates in RFC 3339).
    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

extension String {
    /// The string without one trailing `suffix`.
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
