import FoodlyCore
import FoodlyShared

/// A refusal about bank details or payouts, with the stable `code` clients match on.
public struct PayoutError: DomainError, Equatable {
    /// Forbidden, not found or conflict.
    public let kind: ProblemKind
    /// The API's `code`.
    public let code: String
    /// A sentence for people.
    public let message: String

    /// Creates an error.
    public init(kind: ProblemKind, code: String, message: String) {
        self.kind = kind
        self.code = code
        self.message = message
    }

    /// The server runs without a bank-details key.
    public static let vaultOff = PayoutError(
        kind: .conflict, code: "bank_details_off",
        message: "Bank details cannot be kept on this server: it was started without a bank-details key.")
    /// A restaurant's manager or staff changing its bank details.
    public static let ownersOnly = PayoutError(
        kind: .forbidden, code: "owner_only", message: "Only the restaurant's owners change where Foodly pays it.")
    /// Sealed details that do not open: another key, or a changed row.
    public static let unreadable = PayoutError(
        kind: .conflict, code: "bank_details_unreadable",
        message: "These bank details cannot be read with this server's key; enter them again.")
    /// No payout or run with this id.
    public static let notFound = PayoutError(kind: .notFound, code: "not_found", message: "There is no such payout.")
    /// A period paid already, or one that has not ended.
    public static func period(_ issue: PayoutRun.PeriodIssue) -> PayoutError {
        switch issue {
        case .future: PayoutError(kind: .conflict, code: "period_not_over", message: issue.message)
        case .alreadyPaid: PayoutError(kind: .conflict, code: "period_already_paid", message: issue.message)
        }
    }
    /// A run with no one to pay.
    public static let nothingToPay = PayoutError(
        kind: .conflict, code: "nothing_to_pay", message: "No one is owed money that can be paid in this period.")
    /// A payout marked paid or returned when it cannot be any more.
    public static func status(_ status: Payout.Status) -> PayoutError {
        PayoutError(kind: .conflict, code: "invalid_transition", message: "This payout is \(status.rawValue) already.")
    }
}
