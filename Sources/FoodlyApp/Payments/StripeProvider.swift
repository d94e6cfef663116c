import FoodlyCore
import Foundation

/// Stripe's API over libcurl: form-encoded requests with the secret key, an `Idempotency-Key` on every write, JSON
/// answers. Only parameters that both Stripe and localstripe accept are sent. A request that got no answer, or a
/// 5xx or 429 answer, is `PaymentError.unavailable` (the caller does not know whether Stripe acted; the same key
/// makes trying again safe); a refused card is `card_declined`; any other refusal is Foodly's mistake and says so.
public struct StripeProvider: PaymentProvider {
    /// Stripe's API address.
    public static let defaultAPIURL = "https://api.stripe.com"
    /// Stripe.js.
    public static let defaultScriptURL = "https://js.stripe.com/v3/"
    /// The version of Stripe's API every request asks for, so a change of the account's default cannot change what
    /// Foodly reads.
    public static let apiVersion = "2024-06-20"

    private let secretKey: String
    private let apiURL: String
    private let http = HTTPClient(connectTimeout: 5, timeout: 20)
    /// The publishable key the card form is made with (`pk_…`).
    public let publishableKey: String
    /// Where the browser loads Stripe.js from.
    public let scriptURL: String
    /// The webhook endpoint's signing secret (`whsec_…`); nil when Stripe's events are not received.
    public let webhookSecret: String?

    /// Stripe at `apiURL` (or localstripe) with the account's keys; the browser loads Stripe.js from `scriptURL`.
    public init(
        secretKey: String, publishableKey: String, apiURL: String?, scriptURL: String?, webhookSecret: String? = nil
    ) {
        self.secretKey = secretKey
        self.webhookSecret = webhookSecret
        self.publishableKey = publishableKey
        let api = apiURL ?? StripeProvider.defaultAPIURL
        self.apiURL = api.hasSuffix("/") ? String(api.dropLast()) : api
        self.scriptURL = scriptURL ?? StripeProvider.defaultScriptURL
    }

    /// Stripe.js's origin and the API's (one for localstripe); Stripe's 3-D Secure frames come from hooks.stripe.com.
    public var pageOrigins: [String] {
        var origins: [String] = []
        for url in [scriptURL, apiURL] {
            guard let parts = URLComponents(string: url), let scheme = parts.scheme, let host = parts.host else {
                continue
            }
            let origin = "\(scheme)://\(host)" + (parts.port.map { ":\($0)" } ?? "")
            if !origins.contains(origin) { origins.append(origin) }
        }
        if scriptURL == StripeProvider.defaultScriptURL { origins.append("https://hooks.stripe.com") }
        return origins
    }

    /// `POST /v1/customers`, with the account's id in its metadata.
    public func createCustomer(reference: String, key: String) throws -> String {
        try post("/v1/customers", [("metadata[foodly_account]", reference)], key: key, as: Object.self).id
    }

    /// `POST /v1/setup_intents` for off-session use (so the card can be charged again without its holder).
    public func setUpCard(for customer: String, key: String) throws -> String {
        let setup = try post(
            "/v1/setup_intents", [("customer", customer), ("usage", "off_session")], key: key, as: Object.self)
        guard let secret = setup.clientSecret else { throw PaymentError.providerRefused("no client secret") }
        return secret
    }

    /// `GET /v1/payment_methods/{id}`; an id that is not a card's is `unknown_card` without asking Stripe.
    public func card(_ id: String) throws -> ProviderCard {
        guard StripeProvider.isID(id, prefix: "pm_") else { throw PaymentError.unknownCard }
        let method = try get("/v1/payment_methods/\(id)", as: Method.self)
        guard let card = method.card else { throw PaymentError.unknownCard }
        return ProviderCard(
            id: method.id, customer: method.customer,
            summary: CardSummary(
                brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear))
    }

    /// `POST /v1/payment_methods/{id}/attach`.
    public func attach(card id: String, to customer: String) throws {
        _ = try post(
            "/v1/payment_methods/\(id)/attach", [("customer", customer)], key: "attach-\(id)-\(customer)",
            as: Object.self)
    }

    /// `POST /v1/payment_methods/{id}/detach`.
    public func detach(card id: String) throws {
        guard StripeProvider.isID(id, prefix: "pm_") else { throw PaymentError.unknownCard }
        _ = try post("/v1/payment_methods/\(id)/detach", [], key: "detach-\(id)", as: Object.self)
    }

    /// `POST /v1/payment_intents` with `capture_method=manual` and `confirm=true` (and `off_session=true`).
    public func hold(
        _ amount: Int, currency: String, card: String, customer: String, reference: String, offSession: Bool,
        key: String
    ) throws -> ProviderIntent {
        var fields = [
            ("amount", String(amount)), ("currency", currency), ("customer", customer), ("payment_method", card),
            ("capture_method", "manual"), ("confirm", "true"), ("payment_method_types[0]", "card"),
            ("metadata[foodly_payment]", reference),
        ]
        if offSession { fields.append(("off_session", "true")) }
        return try post("/v1/payment_intents", fields, key: key, as: Intent.self).provided
    }

    /// `POST /v1/payment_intents` with `confirm=true` and `off_session=true` (captured at once).
    public func charge(
        _ amount: Int, currency: String, card: String, customer: String, reference: String, key: String
    ) throws -> ProviderIntent {
        try post(
            "/v1/payment_intents",
            [
                ("amount", String(amount)), ("currency", currency), ("customer", customer), ("payment_method", card),
                ("confirm", "true"), ("off_session", "true"), ("payment_method_types[0]", "card"),
                ("metadata[foodly_payment]", reference),
            ], key: key, as: Intent.self
        ).provided
    }

    /// `GET /v1/payment_intents/{id}`.
    public func intent(_ id: String) throws -> ProviderIntent {
        try get("/v1/payment_intents/\(id)", as: Intent.self).provided
    }

    /// The newest 100 payments (`GET /v1/payment_intents?limit=100`), searched for the reference in their metadata.
    public func find(reference: String) throws -> ProviderIntent? {
        try get("/v1/payment_intents?limit=100", as: IntentList.self).data
            .first { $0.metadata?["foodly_payment"] == reference }?.provided
    }

    /// `POST /v1/payment_intents/{id}/capture` with `amount_to_capture`.
    public func capture(_ id: String, amount: Int, key: String) throws -> ProviderIntent {
        try post(
            "/v1/payment_intents/\(id)/capture", [("amount_to_capture", String(amount))], key: key, as: Intent.self
        ).provided
    }

    /// `POST /v1/refunds` with `payment_intent` and `amount`. Foodly checks what is left before asking (Stripe does
    /// too, localstripe does not).
    public func refund(_ id: String, amount: Int, key: String) throws -> String {
        try post("/v1/refunds", [("payment_intent", id), ("amount", String(amount))], key: key, as: Object.self).id
    }

    /// `POST /v1/payment_intents/{id}/cancel`.
    public func cancel(_ id: String, key: String) throws -> ProviderIntent {
        try post("/v1/payment_intents/\(id)/cancel", [], key: key, as: Intent.self).provided
    }

    /// Whether `text` looks like an id of this kind (letters, digits and `_` after the prefix), so it can go into
    /// a path.
    static func isID(_ text: String, prefix: String) -> Bool {
        text.hasPrefix(prefix) && text.count <= 255
            && text.utf8.allSatisfy {
                $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0)
                    || (0x61...0x7A).contains($0)
            }
    }

    private func get<T: Decodable>(_ path: String, as type: T.Type) throws -> T {
        try decode(try send(path, body: nil, key: nil), as: type)
    }

    private func post<T: Decodable>(_ path: String, _ form: [(String, String)], key: String, as type: T.Type) throws
        -> T
    {
        let body = form.map { "\(StripeProvider.escape($0.0))=\(StripeProvider.escape($0.1))" }.joined(separator: "&")
        return try decode(try send(path, body: body, key: key), as: type)
    }

    private func send(_ path: String, body: String?, key: String?) throws -> HTTPClient.Response {
        var headers = [
            "Authorization: Bearer \(secretKey)", "Accept: application/json",
            "Stripe-Version: \(StripeProvider.apiVersion)",
        ]
        if let key { headers.append("Idempotency-Key: \(key)") }
        do {
            return try http.send(apiURL + path, headers: headers, body: body)
        } catch let failure as HTTPClient.Failure {
            throw PaymentError.unavailable(failure.description)
        }
    }

    private func decode<T: Decodable>(_ response: HTTPClient.Response, as type: T.Type) throws -> T {
        let decoder = JSONDecoder()
        guard (200..<300).contains(response.status) else {
            let error = (try? decoder.decode(ErrorBody.self, from: response.body))?.error
            let message = error?.message ?? "Stripe answered \(response.status)"
            switch response.status {
            case 402: throw PaymentError.declined(message)
            case 429, 500...: throw PaymentError.unavailable("Stripe answered \(response.status): \(message)")
            default: throw PaymentError.providerRefused("\(response.status) \(error?.code ?? ""): \(message)")
            }
        }
        do {
            return try decoder.decode(type, from: response.body)
        } catch {
            throw PaymentError.providerRefused("an answer Foodly cannot read: \(error)")
        }
    }

    /// Percent-encodes all but RFC 3986's unreserved characters.
    private static func escape(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    // Stripe's objects, only the fields Foodly reads (names as Stripe spells them).

    private struct Object: Decodable {
        let id: String
        let clientSecret: String?

        enum CodingKeys: String, CodingKey {
            case id
            case clientSecret = "client_secret"
        }
    }

    private struct Method: Decodable {
        struct Card: Decodable {
            let brand: String
            let last4: String
            let expMonth: Int
            let expYear: Int

            enum CodingKeys: String, CodingKey {
                case brand, last4
                case expMonth = "exp_month"
                case expYear = "exp_year"
            }
        }
        let id: String
        let customer: String?
        let card: Card?
    }

    private struct Intent: Decodable {
        struct Failure: Decodable {
            let message: String?
        }
        let id: String
        let status: String
        let amount: Int
        let currency: String
        let clientSecret: String?
        let lastPaymentError: Failure?
        let metadata: [String: String]?

        enum CodingKeys: String, CodingKey {
            case id, status, amount, currency, metadata
            case clientSecret = "client_secret"
            case lastPaymentError = "last_payment_error"
        }

        var provided: ProviderIntent {
            get throws {
                guard let state = ProviderIntent.Status(rawValue: status) else {
                    throw PaymentError.providerRefused("a payment status Foodly does not know: \(status)")
                }
                return ProviderIntent(
                    id: id, status: state, amount: amount, currency: currency,
                    clientSecret: clientSecret ?? "", failure: lastPaymentError?.message)
            }
        }
    }

    private struct IntentList: Decodable {
        let data: [Intent]
    }

    private struct ErrorBody: Decodable {
        struct Detail: Decodable {
            let message: String?
            let code: String?
        }
        let error: Detail
    }
}
