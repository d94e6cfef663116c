import Foundation

/// `POST /api/v1/admin/orders/{id}/refunds`: money given back on an order.
public struct RefundRequest: Codable, Sendable, Equatable {
    /// How much, in cents: 1 up to what is left of the order's charges.
    public var amount: Int
    /// Why (1–500 characters); the audit log keeps it.
    public var reason: String
    /// Who bears it: the restaurant, Foodly (`platform`, when absent) or half each (`split`).
    public var bearer: RefundBearer?

    /// Creates a request.
    public init(amount: Int, reason: String, bearer: RefundBearer? = nil) {
        self.amount = amount
        self.reason = reason
        self.bearer = bearer
    }
}

/// `LedgerLine` (in the OpenAPI document): one movement of an order's money.
public struct LedgerLineBody: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// `charge` or `refund`.
    public var kind: LedgerKind
    /// How much, in cents (more than 0).
    public var amount: Int
    /// Why: `order placed`, `tip`, `cancelled`, `rejected` or an operator's words.
    public var reason: String
    /// The operator who wrote it; null when Foodly did (placing, a tip, a cancellation by someone else).
    @AlwaysWritten public var actorId: String?
    /// When.
    public var at: Date
    /// On a card order, the payment provider's object that moved it (`pi_…`, or `re_…` for a refund sent to the
    /// card); null for an order paid on delivery and for a refund not sent yet.
    @AlwaysWritten public var providerId: String?

    /// Creates a line.
    public init(
        id: String, kind: LedgerKind, amount: Int, reason: String, actorId: String?, at: Date, providerId: String?
    ) {
        self.id = id
        self.kind = kind
        self.amount = amount
        self.reason = reason
        self.actorId = actorId
        self.at = at
        self.providerId = providerId
    }
}

/// `OrderMoney` (in the OpenAPI document): what an order's ledger adds up to.
public struct OrderMoneyBody: Codable, Sendable, Equatable {
    /// ISO 4217 code of every amount.
    public var currency: String
    /// Every charge added up, in cents.
    public var charged: Int
    /// Every refund added up, in cents (never more than `charged`).
    public var refunded: Int
    /// What may still be refunded: `charged` − `refunded`.
    public var remaining: Int
    /// The lines, oldest first.
    public var lines: [LedgerLineBody]
    /// When the cardholder disputed the card payment with their bank; null when nobody did (or it was paid on
    /// delivery).
    @AlwaysWritten public var disputedAt: Date?

    /// Creates a body.
    public init(
        currency: String, charged: Int, refunded: Int, remaining: Int, lines: [LedgerLineBody], disputedAt: Date?
    ) {
        self.currency = currency
        self.charged = charged
        self.refunded = refunded
        self.remaining = remaining
        self.lines = lines
        self.disputedAt = disputedAt
    }
}

/// `OrderCustomer` (in the OpenAPI document): who ordered, for operators.
public struct OrderCustomerBody: Codable, Sendable, Equatable {
    /// The account's opaque id.
    public var id: String
    /// Their name.
    public var name: String
    /// Their email address.
    public var email: String

    /// Creates a body.
    public init(id: String, name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email
    }
}

/// `OperatorOrder` (in the OpenAPI document): an order as the operator's console sees it.
public struct OperatorOrderBody: Codable, Sendable, Equatable {
    /// The order as its customer sees it (with its courier and timeline).
    public var order: OrderBody
    /// Who ordered.
    public var customer: OrderCustomerBody
    /// What was charged and refunded.
    public var money: OrderMoneyBody
    /// Whether an operator may still cancel it (it has not ended).
    public var cancellable: Bool

    /// Creates a body.
    public init(order: OrderBody, customer: OrderCustomerBody, money: OrderMoneyBody, cancellable: Bool) {
        self.order = order
        self.customer = customer
        self.money = money
        self.cancellable = cancellable
    }
}
