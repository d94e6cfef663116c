/// `CardSetup` (in the OpenAPI document): what a card form (Stripe.js, or Stripe's mobile SDKs) is made with.
public struct CardSetupBody: Codable, Sendable, Equatable {
    /// The set-up's client secret: `stripe.confirmCardSetup(clientSecret, …)` sends the card and answers its id.
    public var clientSecret: String
    /// The provider's publishable key.
    public var publishableKey: String
    /// Where the web's card form loads Stripe.js from.
    public var scriptUrl: String

    /// A set-up as the provider made it.
    public init(clientSecret: String, publishableKey: String, scriptUrl: String) {
        self.clientSecret = clientSecret
        self.publishableKey = publishableKey
        self.scriptUrl = scriptUrl
    }
}
