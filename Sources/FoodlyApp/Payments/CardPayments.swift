import FoodlyCore
import FoodlyStore
import Foundation

/// An account's side of card payments: its customer at the provider (made on first use) and the set-up a card
/// form needs to send a new card to the provider directly.
public struct CardPayments: Sendable {
    let environment: AppEnvironment

    /// The service over `environment`'s provider.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// What the card form needs: a client secret to send one card to the provider under the user's customer, and
    /// the publishable key and script it is made with. `card_payments_off` without a provider.
    public func setUp(for user: UserAccount) throws -> CardSetup {
        guard let provider = environment.payments else { throw PaymentError.cardsOff }
        let customer = try customer(for: user, provider)
        let secret = try provider.setUpCard(for: customer, key: "setup-\(environment.makeID())")
        return CardSetup(clientSecret: secret, publishableKey: provider.publishableKey, scriptURL: provider.scriptURL)
    }

    /// The user's cards, the default first, then the most recently added first.
    public func cards(for user: UserAccount) throws -> [SavedCard] {
        try environment.database.read { try PaymentQueries($0).savedCards(userID: user.id) }
    }

    /// Makes one of the user's cards the one checkout starts with; another account's card, or one removed, is
    /// `not_found`. Returns the cards as they are now.
    public func makeDefault(card id: String, for user: UserAccount) throws -> [SavedCard] {
        try environment.database.write { connection in
            let payments = PaymentQueries(connection)
            guard try payments.makeDefault(id, userID: user.id) else { throw OrderingError.cardNotFound }
            return try payments.savedCards(userID: user.id)
        }
    }

    /// Takes one of the user's cards off their customer at the provider and forgets it; another account's card, or
    /// one already removed, is `not_found`. Orders already held on it are not affected; a card an order for later is
    /// still to be charged to is `card_in_use`.
    public func remove(card id: String, for user: UserAccount) throws {
        guard try cards(for: user).contains(where: { $0.id == id }) else { throw OrderingError.cardNotFound }
        if let number = try environment.database.read({
            try PaymentQueries($0).orderWaiting(onCard: id, userID: user.id)
        }) {
            throw PaymentError.cardInUse(orderNumber: number)
        }
        try environment.payments?.detach(card: id)
        _ = try environment.database.write { try PaymentQueries($0).removeCard(id, userID: user.id) }
    }

    /// The user's customer at the provider, made and recorded on first use; of two requests that make one at the
    /// same time, the first recorded wins (the other stays unused at the provider).
    func customer(for user: UserAccount, _ provider: any PaymentProvider) throws -> String {
        if let known = try knownCustomer(of: user.id) { return known }
        let made = try provider.createCustomer(reference: user.id.rawValue, key: "customer-\(user.id.rawValue)")
        let now = environment.clock.now()
        return try environment.database.write { connection in
            let payments = PaymentQueries(connection)
            if try payments.setCustomer(made, userID: user.id, at: now) { return made }
            return try payments.customer(userID: user.id) ?? made
        }
    }

    /// The user's customer at the provider, if one was made.
    func knownCustomer(of userID: ID<UserAccount>) throws -> String? {
        try environment.database.read { try PaymentQueries($0).customer(userID: userID) }
    }
}

/// What a card form needs to send a card to the provider.
public struct CardSetup: Sendable, Equatable {
    /// Lets the form send one card to the provider under the customer (a set-up intent's client secret).
    public let clientSecret: String
    /// The provider's publishable key.
    public let publishableKey: String
    /// Where the provider's script is (Stripe.js).
    public let scriptURL: String
}
