import FoodlyCore

extension OrderingError {
    /// No report with this id.
    static let issueNotFound = OrderingError(kind: .notFound, code: "not_found", message: "There is no such report.")

    /// A report about an order not delivered, or delivered more than two days ago.
    static func issueWindowClosed(_ number: Int) -> OrderingError {
        OrderingError(
            kind: .conflict, code: "issue_window_closed",
            message: "Order #\(number) can be reported once delivered, for 48 hours: write to Foodly support instead.")
    }

    /// An answer to a report that has one already.
    static let issueAnswered = OrderingError(
        kind: .conflict, code: "issue_answered", message: "This report is answered already.")
}
