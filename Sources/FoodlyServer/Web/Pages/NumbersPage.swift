import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// The restaurant's numbers (owners and managers, from the kitchen screen): the range's totals, sales day by day as
/// a chart and as a table whose days lead to their orders, the CSV of the range, and the way to the reviews. The
/// range is a plain GET form; a bad one is named under its field and the last two weeks are shown instead.
struct NumbersPage {
    let context: WebContext
    let restaurant: Restaurant
    let numbers: RestaurantNumbers
    /// What the range form says: the asked dates (as typed when refused) and the refusal.
    var from: String
    var to: String
    var issue: FieldError?

    func render() -> Node {
        context.layout.page(
            title: "Numbers · \(restaurant.name)", activeTab: nil,
            content: [
                div(.class("stack")) {
                    rangeForm()
                    totals()
                    if numbers.total.orders + numbers.total.cancelled == 0 {
                        div(.class("empty-state"), .id("numbers-empty")) {
                            h2 { "No orders in these days" }
                            p { "Sales, preparation times and late orders appear here as orders come in." }
                        }
                    } else {
                        section(.class("card stack-sm"), .aria("labelledby", "sales-title")) {
                            h2(.class("section-title"), .id("sales-title")) { "Sales by day" }
                            DayBarChart(sales: numbers.days).render()
                            dayTable()
                        }
                    }
                    div(.class("stack-sm")) {
                        a(
                            .class("btn btn-secondary btn-block"), .id("numbers-csv"),
                            .href("/api/v1/merchant/orders/export?from=\(first.text)&to=\(last.text)"),
                            .attr("download", "")
                        ) { "Download the orders as CSV" }
                        a(.class("card card-link"), .href("/kitchen/numbers/statement"), .id("statement-link")) {
                            span(.class("card-title")) { "Statement" }
                            span(.class("muted block")) {
                                "What Foodly owes you, week by week: sales, commission, refunds"
                            }
                        }
                        a(.class("card card-link"), .href("/kitchen/bank"), .id("bank-link")) {
                            span(.class("card-title")) { "Bank details and payouts" }
                            span(.class("muted block")) { "Where Foodly pays you, and each payout" }
                        }
                        a(.class("card card-link"), .href("/kitchen/reviews"), .id("reviews-link")) {
                            span(.class("card-title")) { "Reviews" }
                            span(.class("muted block")) {
                                restaurant.ratingCount == 0
                                    ? "No reviews yet"
                                    : "\(String(format: "%.1f", restaurant.rating ?? 0)) from \(restaurant.ratingCount) reviews · answer them in public"
                            }
                        }
                    }
                }
            ], backLink: "/kitchen", frame: .kitchen)
    }

    private var first: DiaryDate { numbers.days.first?.date ?? numbers.total.date }
    private var last: DiaryDate { numbers.days.last?.date ?? numbers.total.date }

    private func rangeForm() -> Node {
        FoodlyHTML.form(.method("get"), .action("/kitchen/numbers"), .class("card form"), .id("range-form")) {
            div(.class("field-row")) {
                dateField("from", "From", from)
                dateField("to", "To", to)
            }
            button(.class("btn btn-primary"), .type("submit")) { "Show" }
            p(.class("muted")) {
                "Days in \(restaurant.timeZone.identifier). An order counts on the day it was to arrive."
            }
        }
    }

    private func dateField(_ name: String, _ label: String, _ value: String) -> Node {
        let problem = issue?.field == name ? issue : nil
        return div(.class("field")) {
            FoodlyHTML.label(.for("range-\(name)")) { label }
            if let problem {
                input(
                    .type("date"), .id("range-\(name)"), .name(name), .value(value), .aria("invalid", "true"),
                    .aria("describedby", "range-\(name)-error"))
                p(.class("field-error"), .id("range-\(name)-error")) { problem.message }
            } else {
                input(.type("date"), .id("range-\(name)"), .name(name), .value(value))
            }
        }
    }

    private func totals() -> Node {
        let total = numbers.total
        return dl(.class("figure-grid"), .id("numbers-totals")) {
            figure("Sales", Money.format(total.sales), "food, before discounts")
            figure(
                "Orders", "\(total.orders)",
                total.cancelled == 0 ? "none cancelled" : "\(total.cancelled) cancelled or rejected")
            figure(
                "Preparation", total.averagePrepMinutes.map { "\(Int($0.rounded())) min" } ?? "–",
                "on average, accepted to ready")
            figure(
                "Late", "\(total.late)",
                total.lateShare.map { "\(Int(($0 * 100).rounded()))% of orders past their arrival window" }
                    ?? "no orders")
        }
    }

    private func figure(_ name: String, _ value: String, _ note: String) -> Node {
        div(.class("figure")) {
            dt { name }
            dd(.class("figure-value")) { value }
            dd(.class("muted")) { note }
        }
    }

    private func dayTable() -> Node {
        Node.element("details", [.class("chart-table"), .id("numbers-table")]) {
            Node.element("summary") { "The days as a table" }
            div(.class("table-scroll")) {
                table(.class("data-table")) {
                    thead {
                        tr {
                            th(.attr("scope", "col")) { "Day" }
                            th(.attr("scope", "col")) { "Orders" }
                            th(.attr("scope", "col")) { "Sales" }
                            th(.attr("scope", "col")) { "Preparation" }
                            th(.attr("scope", "col")) { "Late" }
                        }
                    }
                    tbody {
                        for day in numbers.days.reversed() {
                            tr {
                                th(.attr("scope", "row")) {
                                    a(.href("/kitchen/numbers/day?date=\(day.date.text)")) { ClockTime.date(day.date) }
                                }
                                td { "\(day.orders)" }
                                td { Money.format(day.sales) }
                                td { day.averagePrepMinutes.map { "\(Int($0.rounded())) min" } ?? "–" }
                                td { "\(day.late)" }
                            }
                        }
                    }
                }
            }
        }
    }
}
