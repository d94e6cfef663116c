import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared
import Foundation

/// The restaurant's orders of one day (from the numbers' table): each with its time, number, status, items, price,
/// preparation time and whether it arrived late, with the days before and after one tap away.
struct SoldOrdersPage {
    let context: WebContext
    let restaurant: Restaurant
    let date: DiaryDate
    let orders: [SoldOrder]
    /// When the page was read, to judge the orders still on their way.
    let now: Date

    func render() -> Node {
        let clock = ClockTime(timeZone: restaurant.timeZone)
        return context.layout.page(
            title: "Orders of \(ClockTime.date(date))", activeTab: nil,
            content: [
                div(.class("stack")) {
                    nav(.class("day-nav"), .aria("label", "Other days")) {
                        a(.class("btn btn-ghost btn-small"), .href(link(date.adding(days: -1))), .rel("prev")) {
                            "← \(ClockTime.date(date.adding(days: -1)))"
                        }
                        a(.class("btn btn-ghost btn-small"), .href(link(date.adding(days: 1))), .rel("next")) {
                            "\(ClockTime.date(date.adding(days: 1))) →"
                        }
                    }
                    if orders.isEmpty {
                        div(.class("empty-state"), .id("day-empty")) {
                            h2 { "No orders on this day" }
                        }
                    } else {
                        ul(.class("list-plain stack-sm"), .id("day-orders")) {
                            for order in orders { row(order, clock) }
                        }
                    }
                }
            ], backLink: "/kitchen/numbers", frame: .kitchen)
    }

    private func link(_ day: DiaryDate) -> String { "/kitchen/numbers/day?date=\(day.text)" }

    private func row(_ order: SoldOrder, _ clock: ClockTime) -> Node {
        li(.class("card stack-sm sold-order"), .id("sold-\(order.number)")) {
            div(.class("sold-order-head")) {
                span(.class("card-title")) { "#\(order.number) · " + clock.clock(order.placedAt) }
                span(.class("badge")) { order.status.label }
                if order.isLate(at: now) { span(.class("badge badge-warm")) { "Late" } }
            }
            ul(.class("list-plain")) {
                for item in order.items {
                    li {
                        "\(item.quantity)× \(item.name)"
                        LineDetails(item: item).render()
                    }
                }
            }
            p(.class("muted")) {
                [
                    order.isSale ? Money.format(order.subtotal) : "Not sold",
                    order.prepMinutes.map { "prepared in \(Int($0.rounded())) min" },
                    "promised by " + clock.clock(order.promisedBy),
                    order.deliveredAt.map { "delivered " + clock.clock($0) },
                ].compactMap { $0 }.joined(separator: " · ")
            }
        }
    }
}
