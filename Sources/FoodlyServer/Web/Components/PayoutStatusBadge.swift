import FoodlyCore
import FoodlyHTML

/// What became of a payout, as a badge: warm while sent, green once paid, red when returned (with the reason as
/// its title).
struct PayoutStatusBadge {
    let payout: Payout

    func render() -> Node {
        switch payout.status {
        case .sent: span(.class("badge badge-warm")) { "Sent" }
        case .paid: span(.class("badge badge-green")) { "Paid" }
        case .returned: span(.class("badge badge-danger"), .title(payout.note)) { "Returned" }
        }
    }
}
