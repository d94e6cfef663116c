import FoodlyShared
import Foundation

/// `AccountRecord`: an account as the console lists it.
public struct AccountRecordBody: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// Full name.
    public var fullName: String
    /// Email address.
    public var email: String
    /// What the account is.
    public var role: Role
    /// When it was made.
    public var createdAt: Date
    /// Whether its email address is confirmed.
    public var emailVerified: Bool
    /// When an operator locked it; null when open.
    @AlwaysWritten public var lockedAt: Date?
    /// Why it was locked; null when open.
    @AlwaysWritten public var lockedReason: String?
    /// Orders it placed.
    public var orderCount: Int

    /// Creates a body.
    public init(
        id: String, fullName: String, email: String, role: Role, createdAt: Date, emailVerified: Bool,
        lockedAt: Date?, lockedReason: String?, orderCount: Int
    ) {
        self.id = id
        self.fullName = fullName
        self.email = email
        self.role = role
        self.createdAt = createdAt
        self.emailVerified = emailVerified
        self.lockedAt = lockedAt
        self.lockedReason = lockedReason
        self.orderCount = orderCount
    }
}

/// `AccountRecords`: the accounts a search found, newest first (at most 50).
public struct AccountRecordsBody: Codable, Sendable, Equatable {
    /// The accounts.
    public var accounts: [AccountRecordBody]

    /// Creates a body.
    public init(accounts: [AccountRecordBody]) {
        self.accounts = accounts
    }
}

/// `AccountDetail`: an account with its newest orders (at most 50).
public struct AccountDetailBody: Codable, Sendable, Equatable {
    /// The account.
    public var account: AccountRecordBody
    /// Its orders, newest first.
    public var orders: [OrderBody]

    /// Creates a body.
    public init(account: AccountRecordBody, orders: [OrderBody]) {
        self.account = account
        self.orders = orders
    }
}

/// `?q=` of the account search: an email address or part of one, a name, or an order number (`1042` or `#1042`).
public struct AccountSearchQuery: QueryParameters, Equatable {
    /// `q`.
    public static let names = ["q"]
    /// What to look for; empty or nil for the newest accounts.
    public var q: String?

    /// Creates the query.
    public init(q: String? = nil) {
        self.q = q
    }

    /// The pairs present.
    public var items: [(name: String, value: String)] {
        Self.present([("q", q)])
    }
}
