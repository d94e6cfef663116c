import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// A restaurant's weekly statement (owners and managers, under Numbers): what Foodly owed it when the week began,
/// each order's food sales, commission, tax and the refunds it bore, the net of each and the running balance, the
/// week's totals and what is owed at its end; the weeks before and after, and the week as CSV.
struct StatementPage {
    let context: WebContext
    let restaurant: Restaurant
    let statement: RestaurantStatement

    func render() -> Node {
        let week = "\(ClockTime.date(statement.from)) to \(ClockTime.date(statement.to))"
        return context.layout.page(
            title: "Statement · \(restaurant.name)", activeTab: nil,
            content: [
                div(.class("stack")) {
                    section(.class("card stack-sm"), .aria("labelledby", "statement-title")) {
                        h2(.class("section-title"), .id("statement-title")) { "Week of \(week)" }
                        p(.class("muted")) {
                            "Days in \(restaurant.timeZone.identifier). Foodly keeps its commission on food sales "
                                + "and pays the sales tax; refunds you bear and payouts to your bank come off what "
                                + "you are owed, and Foodly's adjustments (with their reason) add to it or take from it."
                        }
                        nav(.class("statement-weeks"), .aria("label", "Other weeks")) {
                            a(.class("btn btn-secondary btn-small"), .href(link(statement.from.adding(days: -7)))) {
                                "Week before"
                            }
                            a(.class("btn btn-secondary btn-small"), .href(link(statement.from.adding(days: 7)))) {
                                "Week after"
                            }
                        }
                    }
                    dl(.class("figure-grid"), .id("statement-totals")) {
                        figure("Owed at the start", statement.opening)
                        figure("Food sales", total(\.foodSales))
                        figure("Commission", total(\.commission))
                        figure("Refunds you bore", total(\.refunds))
                        figure("Adjustments", total(\.adjustments))
                        figure("Paid to your bank", total(\.paidOut))
                        figure("Owed at the end", statement.closing, id: "statement-closing")
                    }
                    if statement.lines.isEmpty {
                        div(.class("empty-state"), .id("statement-empty")) {
                            h2 { "Nothing this week" }
                            p { "Orders and refunds appear here as they happen." }
                        }
                    } else {
                        lineTable()
                    }
                    a(
                        .class("btn btn-secondary btn-block"), .id("statement-csv"),
                        .href("/kitchen/numbers/statement.csv?week=\(statement.from.text)"), .attr("download", "")
                    ) { "Download the statement as CSV" }
                    a(
                        .class("btn btn-secondary btn-block"), .id("statement-pdf"),
                        .href("/kitchen/numbers/statement.pdf?week=\(statement.from.text)"), .attr("download", "")
                    ) { "Download the statement as PDF" }
                }
            ], backLink: "/kitchen/numbers", frame: .kitchen)
    }

    private func link(_ day: DiaryDate) -> String { "/kitchen/numbers/statement?week=\(day.text)" }

    private func total(_ part: KeyPath<RestaurantStatement.Line, Int>) -> Int {
        statement.lines.map { $0[keyPath: part] }.reduce(0, +)
    }

    private func figure(_ name: String, _ cents: Int, id: String? = nil) -> Node {
        div(.class("figure")) {
            dt { name }
            dd(.class("figure-value"), id.map { .id($0) } ?? .class("")) { Money.format(cents) }
        }
    }

    private func lineTable() -> Node {
        let clock = ClockTime(timeZone: restaurant.timeZone)
        return div(.class("table-scroll")) {
            table(.class("data-table"), .id("statement-lines")) {
                Node.element("caption") { "Orders, refunds, adjustments and payouts" }
                thead {
                    tr {
                        for heading in [
                            "When", "Order", "What", "Food sales", "Commission", "Tax", "Refunds", "Adjustments",
                            "Paid out", "Net", "Owed",
                        ] {
                            th(.attr("scope", "col")) { heading }
                        }
                    }
                }
                tbody {
                    for line in statement.lines {
                        tr {
                            th(.attr("scope", "row")) { clock.tag(line.at, withDay: true) }
                            td { line.orderNumber.map { "#\($0)" } ?? "–" }
                            td {
                                (RestaurantStatement.eventNames[line.event] ?? line.event.rawValue)
                                    + (line.note.isEmpty ? "" : ": \(line.note)")
                            }
                            td { Money.format(line.foodSales) }
                            td { Money.format(line.commission) }
                            td { Money.format(line.tax) }
                            td { Money.format(line.refunds) }
                            td { Money.format(line.adjustments) }
                            td { Money.format(line.paidOut) }
                            td { Money.format(line.net) }
                            td { Money.format(line.balance) }
                        }
                    }
                }
            }
        }
    }
}
