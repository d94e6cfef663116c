import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// A courier's earnings (`/courier/earnings`, phone-first): the week's pay, tips and deliveries, Foodly's adjustments
/// with their reasons, what Foodly owes them and the cash they hold now, the week's days as a bar chart and as a table,
/// and the weeks before and after.
struct EarningsPage {
    let context: WebContext
    let earnings: CourierEarnings

    func render() -> Node {
        let total = earnings.total
        let first = earnings.days.first?.date ?? total.date
        let last = earnings.days.last?.date ?? total.date
        return context.layout.page(
            title: "Earnings", activeTab: .deliveries,
            content: [
                div(.class("stack")) {
                    section(.class("card stack-sm"), .aria("labelledby", "earnings-title")) {
                        h2(.class("section-title"), .id("earnings-title")) {
                            "\(ClockTime.date(first)) to \(ClockTime.date(last))"
                        }
                        dl(.class("figure-grid"), .id("earnings-totals")) {
                            figure(
                                "Earned", Money.format(total.earned),
                                earnings.adjustments.isEmpty ? "pay and tips" : "pay, tips and adjustments",
                                id: "earnings-earned")
                            figure(
                                "Deliveries", "\(total.deliveries)",
                                "\(ConsoleRestaurantsPage.km(total.km)) km · \(Money.format(total.basePay)) base and "
                                    + "\(Money.format(total.distancePay)) distance pay, \(Money.format(total.tips)) tips"
                            )
                            figure("Owed to you", Money.format(earnings.owed), "not paid out yet", id: "earnings-owed")
                            figure(
                                "Cash you hold", Money.format(earnings.cashHeld), "collected at the door",
                                id: "earnings-cash")
                        }
                        a(.class("btn btn-secondary btn-small"), .href("/courier/bank"), .id("earnings-bank")) {
                            "Bank details and payouts"
                        }
                        nav(.class("statement-weeks"), .aria("label", "Other weeks")) {
                            a(.class("btn btn-secondary btn-small"), .href(link(first.adding(days: -7)))) {
                                "Week before"
                            }
                            a(.class("btn btn-secondary btn-small"), .href(link(first.adding(days: 7)))) {
                                "Week after"
                            }
                        }
                    }
                    if !earnings.adjustments.isEmpty { adjustmentList() }
                    if total.deliveries == 0 && total.tips == 0 {
                        div(.class("empty-state"), .id("earnings-empty")) {
                            h2 { "No deliveries this week" }
                            p { "Your pay and tips appear here as you deliver." }
                        }
                    } else {
                        section(.class("card stack-sm"), .aria("labelledby", "earnings-days-title")) {
                            h2(.class("section-title"), .id("earnings-days-title")) { "Day by day" }
                            DayBarChart(earnings: earnings.days).render()
                            dayTable()
                            a(
                                .class("btn btn-secondary btn-block"), .id("earnings-csv"),
                                .href("/courier/earnings.csv?week=\(first.text)"), .attr("download", "")
                            ) { "Download the week as CSV" }
                            a(
                                .class("btn btn-secondary btn-block"), .id("earnings-pdf"),
                                .href("/courier/earnings.pdf?week=\(first.text)"), .attr("download", "")
                            ) { "Download the week as PDF" }
                        }
                    }
                }
            ], backLink: "/courier", tabs: Layout.Tab.bar(for: .courier))
    }

    private func link(_ day: DiaryDate) -> String { "/courier/earnings?week=\(day.text)" }

    private func figure(_ name: String, _ value: String, _ note: String, id: String? = nil) -> Node {
        div(.class("figure")) {
            dt { name }
            dd(.class("figure-value"), id.map { .id($0) } ?? .class("")) { value }
            dd(.class("muted")) { note }
        }
    }

    /// Foodly's adjustments this week, each with its reason.
    private func adjustmentList() -> Node {
        section(.class("card stack-sm"), .id("earnings-adjustments"), .aria("labelledby", "earnings-adjustments-title"))
        {
            h2(.class("section-title"), .id("earnings-adjustments-title")) { "Adjustments by Foodly" }
            ul(.class("list-plain stack-sm")) {
                for adjustment in earnings.adjustments {
                    li {
                        strong { Money.format(adjustment.amount) }
                        " · \(ClockTime.date(adjustment.date)) · \(adjustment.reason)"
                    }
                }
            }
        }
    }

    private func dayTable() -> Node {
        Node.element("details", [.class("chart-table"), .id("earnings-table")]) {
            Node.element("summary") { "The days as a table" }
            div(.class("table-scroll")) {
                table(.class("data-table")) {
                    thead {
                        tr {
                            for heading in [
                                "Day", "Deliveries", "Km", "Base pay", "Distance pay", "Tips", "Adjustments",
                                "Cash collected",
                            ] {
                                th(.attr("scope", "col")) { heading }
                            }
                        }
                    }
                    tbody {
                        for day in earnings.days {
                            tr {
                                th(.attr("scope", "row")) { ClockTime.date(day.date) }
                                td { "\(day.deliveries)" }
                                td { ConsoleRestaurantsPage.km(day.km) }
                                td { Money.format(day.basePay) }
                                td { Money.format(day.distancePay) }
                                td { Money.format(day.tips) }
                                td { Money.format(day.adjustments) }
                                td { Money.format(day.cashCollected) }
                            }
                        }
                    }
                }
            }
        }
    }
}
