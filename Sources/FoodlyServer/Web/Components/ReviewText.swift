import FoodlyCore
import FoodlyHTML

/// One review as people read it: the stars in words and as marks, who wrote it and when, what they wrote, and the
/// restaurant's reply beneath. Shared by the restaurant page and the restaurant's own reviews page.
struct ReviewText {
    let review: RestaurantReview
    let clock: ClockTime

    func render() -> Node {
        div(.class("review stack-sm")) {
            p(.class("review-head")) {
                span(.class("review-stars"), .aria("hidden", "true")) {
                    String(repeating: "★", count: review.rating) + String(repeating: "☆", count: 5 - review.rating)
                }
                span(.class("visually-hidden")) { "\(review.rating) of 5 stars" }
                " "
                strong { review.author }
                span(.class("muted")) { " · " + ClockTime.date(DiaryDate(review.createdAt, in: clock.timeZone)) }
            }
            if !review.comment.isEmpty { p(.class("review-comment")) { review.comment } }
            if let reply = review.reply {
                div(.class("review-reply")) {
                    p(.class("review-reply-head")) { "The restaurant replied" }
                    p { reply }
                }
            }
        }
    }
}
