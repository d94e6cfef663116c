import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// The restaurant's reviews for its owners and managers, newest first, each with a form for the public reply
/// (written, changed or taken back); a refused reply keeps what was typed, with the message under it.
struct MerchantReviewsPage {
    let context: WebContext
    let csrf: CSRF
    let restaurant: Restaurant
    let reviews: [RestaurantReview]
    /// The review whose reply was refused, what was typed, and why.
    var refused: (orderID: ID<Order>, text: String, issue: FieldError)?
    /// What the page says after a change.
    var notice: String?

    /// What the page says after a change (`?done=`).
    static let notices = ["replied": "Your reply is public.", "removed": "Your reply is taken back."]

    func render() -> Node {
        let clock = ClockTime(timeZone: restaurant.timeZone)
        return context.layout.page(
            title: "Reviews · \(restaurant.name)", activeTab: nil,
            content: [
                div(.class("stack")) {
                    if let notice { p(.class("notice notice-success"), .role("status")) { notice } }
                    if reviews.isEmpty {
                        div(.class("empty-state"), .id("reviews-empty")) {
                            h2 { "No reviews yet" }
                            p { "Customers review an order once it is delivered; their reviews appear here." }
                        }
                    }
                    ul(.class("list-plain stack"), .id("merchant-reviews")) {
                        for review in reviews { item(review, clock) }
                    }
                }
            ], backLink: "/kitchen/numbers", frame: .kitchen)
    }

    private func item(_ review: RestaurantReview, _ clock: ClockTime) -> Node {
        let id = review.orderID.rawValue
        let refusal = refused?.orderID == review.orderID ? refused : nil
        return li(.class("card stack-sm"), .id("review-\(id)")) {
            ReviewText(review: review, clock: clock).render()
            p(.class("muted")) { "Order #\(review.orderNumber)" }
            FoodlyHTML.form(.method("post"), .action("/kitchen/reviews/\(id)/reply"), .class("form")) {
                FormField.csrf(csrf.token)
                div(.class("field")) {
                    FoodlyHTML.label(.for("reply-\(id)")) {
                        review.reply == nil ? "Your public reply" : "Change your reply"
                    }
                    if let refusal {
                        textarea(
                            .id("reply-\(id)"), .name("text"), .attr("maxlength", "\(RestaurantReview.maxReplyLength)"),
                            .aria("invalid", "true"), .aria("describedby", "reply-\(id)-error")
                        ) { refusal.text }
                        p(.class("field-error"), .id("reply-\(id)-error")) { refusal.issue.message }
                    } else {
                        textarea(
                            .id("reply-\(id)"), .name("text"), .attr("maxlength", "\(RestaurantReview.maxReplyLength)")
                        ) { review.reply ?? "" }
                    }
                }
                button(.class("btn btn-primary"), .type("submit")) { review.reply == nil ? "Reply" : "Save the reply" }
            }
            if review.reply != nil {
                FoodlyHTML.form(.method("post"), .action("/kitchen/reviews/\(id)/reply/remove")) {
                    FormField.csrf(csrf.token)
                    button(.class("btn btn-ghost btn-small"), .type("submit")) { "Take the reply back" }
                }
            }
        }
    }
}
