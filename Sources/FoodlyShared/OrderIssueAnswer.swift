/// `POST /api/v1/admin/reports/{id}/answer`: an operator's answer to a customer's report: a refund of `refund` cents
/// borne by `bearer`, or none (0), with words for the customer.
public struct OrderIssueAnswer: Codable, Sendable, Equatable {
    /// Cents to refund (0: answered without a refund); at most what is left of the order's charges.
    public var refund: Int
    /// Who bears the refund (`platform` when left out).
    public var bearer: RefundBearer?
    /// The operator's words to the customer (1–500 characters), also the refund's reason.
    public var answer: String

    /// Creates an answer.
    public init(refund: Int, bearer: RefundBearer? = nil, answer: String) {
        self.refund = refund
        self.bearer = bearer
        self.answer = answer
    }
}
