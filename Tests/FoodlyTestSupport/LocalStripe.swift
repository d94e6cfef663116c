import FoodlyApp
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The localstripe server `make test` starts (`scripts/localstripe run` exports its address as
/// `FOODLY_TEST_STRIPE_URL`): Foodly's provider pointed at it, and what a card form and a bank do, as Stripe.js does
/// them from a browser (with the publishable key), plus reading its objects back.
public struct LocalStripe: Sendable {
    /// localstripe's address.
    public let url: String
    /// Foodly's provider on it.
    public let provider: StripeProvider
    /// The publishable key the card form uses.
    public static let publishableKey = "pk_test_foodly"

    /// The server `make test` started, Foodly's provider checking webhook events with `webhookSecret`; a clear
    /// failure when the tests run without it.
    public init(webhookSecret: String? = nil) throws {
        let url = try #require(
            ProcessInfo.processInfo.environment["FOODLY_TEST_STRIPE_URL"],
            "card tests need localstripe: run them through `scripts/localstripe run swift test …` (make test does)")
        self.url = url
        provider = StripeProvider(
            secretKey: "sk_test_foodly", publishableKey: LocalStripe.publishableKey, apiURL: url,
            scriptURL: url + "/js.stripe.com/v3/", webhookSecret: webhookSecret)
    }

    /// Has localstripe send its events to `url`, signed with the provider's webhook secret, under `id`.
    public func registerWebhook(id: String, url target: String) throws {
        let secret = try #require(provider.webhookSecret)
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let body = "url=\(target.addingPercentEncoding(withAllowedCharacters: allowed)!)&secret=\(secret)"
        try request("POST", "/_config/webhooks/\(id)", body: body, secret: false, json: false)
    }

    /// Enters a card in the form of a card set-up (`stripe.confirmCardSetup`): the card goes to the provider only;
    /// returns the card's id, or the provider's error message.
    public func enterCard(_ number: String, setup clientSecret: String) throws -> Result<String, CardRefused> {
        let setupID = String(clientSecret.split(separator: "_secret_")[0])
        let answer = try post(
            "/v1/setup_intents/\(setupID)/confirm",
            [
                ("key", LocalStripe.publishableKey), ("client_secret", clientSecret),
                ("payment_method_data[type]", "card"), ("payment_method_data[card][number]", number),
                ("payment_method_data[card][exp_month]", "12"), ("payment_method_data[card][exp_year]", "2030"),
                ("payment_method_data[card][cvc]", "123"),
            ], secret: false)
        if let method = answer["payment_method"] as? String, answer["status"] as? String != "canceled" {
            if answer["status"] as? String == "requires_action" {
                _ = try post(
                    "/v1/setup_intents/\(setupID)/confirm",
                    [("key", LocalStripe.publishableKey), ("client_secret", clientSecret)], secret: false)
            }
            return .success(method)
        }
        return .failure(CardRefused(message: (answer["error"] as? [String: Any])?["message"] as? String ?? "\(answer)"))
    }

    /// The cardholder passes (or fails) the bank's check of a payment, as the card form's 3-D Secure window does.
    public func authenticate(_ clientSecret: String, success: Bool) throws {
        let id = String(clientSecret.split(separator: "_secret_")[0])
        _ = try post(
            "/v1/payment_intents/\(id)/_authenticate?success=\(success)",
            [("key", LocalStripe.publishableKey), ("client_secret", clientSecret)], secret: false)
    }

    /// Every payment localstripe holds for Foodly's payment `reference` (or, `prefix`, any reference it begins:
    /// each try of a tip's charge has its own, `<payment>-tip-<amount>-<try>`), from every page: the tests of a whole
    /// run share one localstripe, which may hold many more than a page.
    public func intents(reference: String, prefix: Bool = false) throws -> [[String: Any]] {
        var all: [[String: Any]] = []
        var after = ""
        while true {
            let list = try request("GET", "/v1/payment_intents?limit=100\(after)", body: nil, secret: true)
            let page = list["data"] as? [[String: Any]] ?? []
            all += page
            guard list["has_more"] as? Bool == true, let last = page.last?["id"] as? String else { break }
            after = "&starting_after=\(last)"
        }
        return all.filter {
            let found = ($0["metadata"] as? [String: Any])?["foodly_payment"] as? String ?? ""
            return prefix ? found.hasPrefix(reference) : found == reference
        }
    }

    /// The amounts localstripe refunded of a payment (what an operator sent back, and what a smaller capture left).
    public func refunds(of intentID: String) throws -> [Int] {
        let list = try request("GET", "/v1/refunds?payment_intent=\(intentID)", body: nil, secret: true)
        return (list["data"] as? [[String: Any]] ?? []).compactMap { $0["amount"] as? Int }.sorted()
    }

    /// A payment as localstripe has it.
    public func intent(_ id: String) throws -> [String: Any] {
        try request("GET", "/v1/payment_intents/\(id)", body: nil, secret: true)
    }

    /// A refusal of the card form.
    public struct CardRefused: Error, Equatable {
        /// The provider's words.
        public let message: String
    }

    private func post(_ path: String, _ form: [(String, String)], secret: Bool) throws -> [String: Any] {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let body = form.map {
            "\($0.0.addingPercentEncoding(withAllowedCharacters: allowed)!)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed)!)"
        }.joined(separator: "&")
        return try request("POST", path, body: body, secret: secret)
    }

    /// Sends a request to localstripe; its answer read as a JSON object unless `json` is false (then empty).
    @discardableResult
    private func request(_ method: String, _ path: String, body: String?, secret: Bool, json: Bool = true) throws
        -> [String: Any]
    {
        var request = URLRequest(url: try #require(URL(string: url + path)))
        request.httpMethod = method
        if secret { request.setValue("Bearer sk_test_foodly", forHTTPHeaderField: "Authorization") }
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        }
        let box = ResponseBox()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, _, _ in
            box.data = data
            done.signal()
        }.resume()
        done.wait()
        let data = try #require(box.data, "localstripe did not answer \(method) \(path)")
        guard json else { return [:] }
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}

/// The body of one answer, handed from URLSession's queue to the waiting test.
private final class ResponseBox: @unchecked Sendable {
    var data: Data?
}
