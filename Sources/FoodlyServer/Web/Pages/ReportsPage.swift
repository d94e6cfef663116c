import FoodlyCore
import FoodlyHTML
import FoodlyShared
import Foundation

/// The console's reports: the range and restaurant form, the headline figures, orders per hour, revenue and refunds
/// per day and the late share per day as charts (each with its table), the restaurants and the top dishes, and the
/// CSV of the same report.
struct ReportsPage {
    /// What the form says: the asked dates and restaurant (as typed when refused).
    struct Asked {
        var from: String
        var to: String
        var restaurant: String
    }

    let console: ConsoleLayout
    let report: CityReport
    /// Where the period's money went, from the ledger.
    let settlement: LedgerShares
    let restaurants: [(id: ID<Restaurant>, name: String)]
    let asked: Asked
    var issue: FieldError?

    func render() -> Node {
        console.page(
            title: "Reports", section: .reports,
            content: [
                div(.class("stack report-page")) {
                    rangeForm()
                    headline()
                    // The ledger's money is the whole city's: shown when no restaurant is chosen.
                    if asked.restaurant.isEmpty { settlementCard() }
                    if report.total.orders == 0 {
                        div(.class("empty-state"), .id("report-empty")) {
                            h2 { "No orders in these days" }
                            p { "Orders, revenue, refunds and delivery times appear here as orders come in." }
                        }
                    } else {
                        div(.class("report-charts")) {
                            chartCard("hours", "Orders per hour", hourChart())
                            chartCard("money", "Revenue and refunds per day", moneyChart())
                            chartCard("late", "Late orders per day", lateChart())
                            chartCard("daily", "Orders per day", ordersChart())
                        }
                        restaurantsTable()
                        div(.class("report-charts")) {
                            dishesTable("dishes-quantity", "Most delivered dishes", report.topDishesByQuantity)
                            dishesTable("dishes-revenue", "Dishes that sold for most", report.topDishesByRevenue)
                        }
                    }
                    a(.class("btn btn-secondary"), .id("report-csv"), .href(csvLink), .attr("download", "")) {
                        "Download this report as CSV"
                    }
                }
            ])
    }

    /// The period's money from the ledger: what came in and is still to come, and whom it is owed to, to the cent.
    private func settlementCard() -> Node {
        let money = settlement
        let held: [(String, Int)] = [
            ("At the card processor", money.atProcessor), ("Cash couriers collected", money.courierCash),
            ("Bills not paid yet", money.unpaidBills),
            ("Foodly's bank: cash handed in, less payouts", money.bank),
        ]
        let owed: [(String, Int)] = [
            ("Restaurants: food less commission and refunds they bear", money.restaurants),
            ("Couriers: pay and tips", money.couriers), ("Tips held for couriers", money.tipsHeld),
            ("Sales tax to pay", money.tax), ("Owed back to customers in cash", money.owedToCustomers),
            ("Foodly: commission and fees, less its costs", money.platform),
            ("From before the ledger, not split", money.carriedOver),
        ]
        return section(.class("card stack-sm"), .id("report-settlement"), .aria("labelledby", "settlement-title")) {
            h2(.class("section-title"), .id("settlement-title")) { "Where the money went" }
            p(.class(money.reconciles ? "notice notice-success" : "notice notice-danger"), .id("settlement-check")) {
                money.reconciles
                    ? "Reconciles to the cent: the money taken and still to take is what is owed plus Foodly's result."
                    : "Does not reconcile: a ledger entry is missing or was changed."
            }
            div(.class("table-scroll")) {
                table(.class("data-table")) {
                    Node.element("caption") { "Money in and owed, \(report.from.text) to \(report.to.text) (UTC days)" }
                    tbody {
                        for (name, cents) in held where cents != 0 || !name.hasPrefix("Foodly's bank") {
                            tr {
                                th(.attr("scope", "row")) { name }
                                td { Money.format(cents) }
                            }
                        }
                        tr(.class("total-row")) {
                            th(.attr("scope", "row")) { "Money in" }
                            td { Money.format(money.atProcessor + money.courierCash + money.unpaidBills + money.bank) }
                        }
                        for (name, cents) in owed where cents != 0 || name.hasPrefix("Restaurants") {
                            tr {
                                th(.attr("scope", "row")) { name }
                                td { Money.format(cents) }
                            }
                        }
                    }
                }
            }
        }
    }

    private var csvLink: String {
        var link = "/api/v1/admin/reports/export?from=\(report.from.text)&to=\(report.to.text)"
        if issue == nil, !asked.restaurant.isEmpty {
            let safe = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
            link += "&restaurant=" + (asked.restaurant.addingPercentEncoding(withAllowedCharacters: safe) ?? "")
        }
        return link
    }

    private func rangeForm() -> Node {
        FoodlyHTML.form(.method("get"), .action(ConsoleSection.reports.path), .class("card form"), .id("report-form")) {
            div(.class("field-row")) {
                dateField("from", "From", asked.from)
                dateField("to", "To", asked.to)
                field("restaurant") { described in
                    Node.element("select", [.id("report-restaurant"), .name("restaurant")] + described) {
                        option(.value(""), .bool("selected", asked.restaurant.isEmpty)) { "All restaurants" }
                        for restaurant in restaurants {
                            option(
                                .value(restaurant.id.rawValue),
                                .bool("selected", restaurant.id.rawValue == asked.restaurant)
                            ) { restaurant.name }
                        }
                    }
                }
            }
            button(.class("btn btn-primary"), .type("submit")) { "Show" }
            p(.class("muted")) {
                "Each order counts on the day it was to arrive and in the hour it was placed, in its restaurant's "
                    + "time zone. At most \(RestaurantNumbers.maxDays) days."
            }
        }
    }

    private func dateField(_ name: String, _ label: String, _ value: String) -> Node {
        field(name, label: label) { described in
            Node.element("input", [.type("date"), .id("report-\(name)"), .name(name), .value(value)] + described)
        }
    }

    /// A labelled field whose control `control` makes from the attributes that tie it to its error, if any.
    private func field(_ name: String, label: String = "Restaurant", _ control: ([Attribute]) -> Node) -> Node {
        let problem = issue?.field == name ? issue : nil
        let described: [Attribute] =
            problem == nil ? [] : [.aria("invalid", "true"), .aria("describedby", "report-\(name)-error")]
        return div(.class("field")) {
            FoodlyHTML.label(.for("report-\(name)")) { label }
            control(described)
            if let problem { p(.class("field-error"), .id("report-\(name)-error")) { problem.message } }
        }
    }

    private func headline() -> Node {
        let total = report.total
        return dl(.class("figure-grid report-figures"), .id("report-totals")) {
            figure("orders", "Orders", "\(total.orders)", "\(total.delivered) delivered, \(total.cancelled) cancelled")
            figure("revenue", "Revenue", Money.format(total.revenue), "\(Money.format(total.paid)) paid, less refunds")
            figure("refunds", "Refunds", Money.format(total.refunds), "given back on delivered orders")
            figure(
                "delivery", "Delivery time", total.averageDeliveryMinutes.map { "\(Int($0.rounded())) min" } ?? "–",
                "on average, placed to delivered")
            figure(
                "late", "Late", total.lateShare.map(Self.percent) ?? "–",
                "\(total.late) of \(total.delivered) delivered after their window")
        }
    }

    private func figure(_ id: String, _ name: String, _ value: String, _ note: String) -> Node {
        div(.class("figure"), .id("report-\(id)")) {
            dt { name }
            dd(.class("figure-value")) { value }
            dd(.class("muted")) { note }
        }
    }

    private static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

    private static func dollars(_ cents: Int) -> String { "$\(cents / 100)" }

    private func chartCard(_ id: String, _ title: String, _ chart: Node) -> Node {
        section(.class("card stack-sm"), .aria("labelledby", "report-\(id)-title")) {
            h2(.class("section-title"), .id("report-\(id)-title")) { title }
            chart
        }
    }

    private func hourChart() -> Node {
        let busiest = report.ordersByHour.indices.max { report.ordersByHour[$0] < report.ordersByHour[$1] } ?? 0
        return ReportChart(
            id: "report-hours-chart",
            label: "Orders by the hour they were placed, 0:00 to 23:00: \(report.total.orders) in all; the busiest "
                + "hour was \(busiest):00 with \(report.ordersByHour[busiest]).",
            rowName: "Hour", barName: "Orders placed",
            rows: report.ordersByHour.enumerated().map { .init(label: "\($0.offset):00", bar: $0.element) },
            format: String.init
        ).render()
    }

    private func moneyChart() -> Node {
        ReportChart(
            id: "report-money-chart",
            label: "Revenue on each of \(report.days.count) days, \(Money.format(report.total.revenue)) in all, "
                + "and refunds, \(Money.format(report.total.refunds)) in all.",
            rowName: "Day", barName: "Revenue", lineName: "Refunds",
            rows: report.days.map {
                .init(label: ClockTime.shortDate($0.date), bar: $0.figures.revenue, line: $0.figures.refunds)
            },
            format: Money.format, axisFormat: Self.dollars, minimumTop: 5_000
        ).render()
    }

    private func lateChart() -> Node {
        ReportChart(
            id: "report-late-chart",
            label: "The share of delivered orders that arrived late on each of \(report.days.count) days: "
                + "\(report.total.lateShare.map(Self.percent) ?? "none delivered") over the range.",
            rowName: "Day", barName: "Late share",
            rows: report.days.map {
                .init(
                    label: ClockTime.shortDate($0.date),
                    bar: $0.figures.lateShare.map { Int(($0 * 100).rounded()) })
            },
            format: { "\($0)%" }, minimumTop: 100
        ).render()
    }

    private func ordersChart() -> Node {
        ReportChart(
            id: "report-orders-chart",
            label: "Orders on each of \(report.days.count) days, \(report.total.orders) in all, and the delivered "
                + "ones, \(report.total.delivered).",
            rowName: "Day", barName: "Orders", lineName: "Delivered",
            rows: report.days.map {
                .init(label: ClockTime.shortDate($0.date), bar: $0.figures.orders, line: $0.figures.delivered)
            },
            format: String.init
        ).render()
    }

    private func restaurantsTable() -> Node {
        section(.class("card stack-sm"), .aria("labelledby", "report-restaurants-title")) {
            h2(.class("section-title"), .id("report-restaurants-title")) { "Restaurants, most revenue first" }
            div(.class("table-scroll")) {
                table(.class("data-table"), .id("report-restaurants")) {
                    thead {
                        tr {
                            for name in ["Restaurant", "Orders", "Delivered", "Revenue", "Refunds", "Delivery", "Late"]
                            {
                                th(.attr("scope", "col")) { name }
                            }
                        }
                    }
                    tbody {
                        for row in report.restaurants {
                            let figures = row.figures
                            tr {
                                th(.attr("scope", "row")) {
                                    a(.href("/admin/restaurants/\(row.restaurantID.rawValue)")) { row.name }
                                }
                                td { "\(figures.orders)" }
                                td { "\(figures.delivered)" }
                                td { Money.format(figures.revenue) }
                                td { Money.format(figures.refunds) }
                                td { figures.averageDeliveryMinutes.map { "\(Int($0.rounded())) min" } ?? "–" }
                                td { figures.lateShare.map(Self.percent) ?? "–" }
                            }
                        }
                    }
                }
            }
        }
    }

    private func dishesTable(_ id: String, _ title: String, _ dishes: [DishFigures]) -> Node {
        section(.class("card stack-sm"), .aria("labelledby", "\(id)-title")) {
            h2(.class("section-title"), .id("\(id)-title")) { title }
            div(.class("table-scroll")) {
                table(.class("data-table"), .id(id)) {
                    thead {
                        tr {
                            for name in ["Dish", "Restaurant", "Portions", "Sold for"] {
                                th(.attr("scope", "col")) { name }
                            }
                        }
                    }
                    tbody {
                        for dish in dishes {
                            tr {
                                th(.attr("scope", "row")) { dish.name }
                                td { dish.restaurantName }
                                td { "\(dish.quantity)" }
                                td { Money.format(dish.revenue) }
                            }
                        }
                    }
                }
            }
        }
    }
}
