import FoodlyApp
import FoodlyCore
import FoodlyHTML

/// Turning an order down (`/kitchen/orders/:id/reject`): the order, the usual reasons and the kitchen's own words,
/// then a confirming press; the customer reads the reason on the order and in the mail.
struct KitchenRejectPage {
    let context: WebContext
    let csrf: CSRF
    let details: OrderDetails
    /// What was sent, shown again with its issues when it was refused.
    var sent = KitchenRejection(reason: .busy)
    var issues: [FieldError] = []
    /// Why the rejection was refused when it is not about a field (the order moved on meanwhile).
    var refusal: String? = nil

    func render() -> Node {
        let order = details.order
        let fields = FormField(issues: issues)
        return context.layout.page(
            title: "Reject order #\(order.number)", activeTab: nil,
            content: [
                div(.class("stack")) {
                    if let refusal {
                        p(.class("notice notice-danger"), .role("alert"), .id("reject-refusal")) { refusal }
                    }
                    fields.summary(labels: ["reason": "Reason", "note": "Your words"])
                    section(.class("card")) {
                        p {
                            strong { "#\(order.number)" + (details.customer.map { " · \($0.firstName)" } ?? "") }
                            span(.class("muted block")) { OrdersPage.itemCount(order) }
                        }
                    }
                    FoodlyHTML.form(
                        .class("card form"), .id("reject-form"), .method("post"),
                        .action("/kitchen/orders/\(order.id.rawValue)/reject"), .bool("novalidate"),
                        .data("busy", "Rejecting…")
                    ) {
                        FormField.csrf(csrf.token)
                        fieldset(.class("field"), .id(FormField.id("reason"))) {
                            legend(.class("field-label")) { "Why can you not take it?" }
                            for reason in RejectionReason.allCases {
                                label(.class("check")) {
                                    input(
                                        .type("radio"), .name("reason"), .value(reason.rawValue),
                                        .bool("checked", sent.reason == reason))
                                    span { reason.label }
                                }
                            }
                            fields.errorList(issues.filter { $0.field == "reason" }, id: FormField.id("reason"))
                        }
                        fields.input(
                            "note", label: "Your words to the customer", value: sent.note,
                            hint:
                                "Required with \"Another reason\"; at most \(KitchenRejection.maxNoteLength) characters.",
                            extra: [.attr("maxlength", "\(KitchenRejection.maxNoteLength)")])
                        p(.class("muted")) { "The customer is told at once, by mail too, and pays nothing." }
                        button(.class("btn btn-danger btn-block"), .type("submit"), .id("reject-confirm")) {
                            "Reject order #\(order.number)"
                        }
                        a(.class("btn btn-ghost btn-block"), .href("/kitchen")) { "Keep the order" }
                    }
                }
            ], backLink: "/kitchen", showTabBar: false, frame: .kitchen)
    }
}
