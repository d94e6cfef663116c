import FoodlyCore
import FoodlyHTML
import FoodlyShared
import Foundation

/// The operator's courier cover for a day (`/admin/couriers/hours`): orders placed hour by hour against the couriers
/// on duty and those whose weekly schedule covers the hour, as a chart with its table, the hours that had orders and
/// nobody on duty, and the days before and after — what next week's shifts are planned from.
struct CourierCoverPage {
    let context: WebContext
    let day: DutyDay
    let timeZone: TimeZone
    /// The date as asked (kept when it was refused).
    var asked: String
    /// Why the date asked was refused (the page shows today instead).
    var issue: FieldError?

    func render() -> Node {
        context.console.page(
            title: "Courier cover", section: .couriers,
            content: [
                div(.class("stack")) {
                    a(.class("btn btn-secondary btn-small"), .href(ConsoleSection.couriers.path)) { "All couriers" }
                    dayForm()
                    figures()
                    section(.class("card stack-sm"), .aria("labelledby", "cover-chart-title")) {
                        h2(.class("section-title"), .id("cover-chart-title")) {
                            "\(ClockTime.date(day.date)), hour by hour"
                        }
                        chart()
                        p(.class("muted")) {
                            "A courier counts in an hour they were on duty, or scheduled, for any part of. Times are "
                                + "in \(timeZone.identifier)."
                        }
                    }
                }
            ])
    }

    private func dayForm() -> Node {
        let described: [Attribute] =
            issue == nil ? [] : [.aria("invalid", "true"), .aria("describedby", "cover-date-error")]
        return FoodlyHTML.form(
            .method("get"), .action("/admin/couriers/hours"), .class("card form"), .id("cover-form")
        ) {
            div(.class("field")) {
                FoodlyHTML.label(.for("cover-date")) { "Day" }
                Node.element(
                    "input", [.type("date"), .id("cover-date"), .name("date"), .value(asked)] + described)
                if let issue { p(.class("field-error"), .id("cover-date-error")) { issue.message } }
            }
            div(.class("row")) {
                button(.class("btn btn-primary"), .type("submit")) { "Show" }
                a(.class("btn btn-secondary"), .href(link(day.date.adding(days: -1))), .id("cover-before")) {
                    "Day before"
                }
                a(.class("btn btn-secondary"), .href(link(day.date.adding(days: 1))), .id("cover-after")) {
                    "Day after"
                }
            }
        }
    }

    private func figures() -> Node {
        let orders = day.hours.reduce(0) { $0 + $1.orders }
        let uncovered = day.hours.filter { $0.orders > 0 && $0.onDuty == 0 }
        let unplanned = day.hours.filter { $0.orders > 0 && $0.scheduled == 0 }
        let dutyHours = Double(day.hours.reduce(0) { $0 + $1.dutyMinutes }) / 60
        return dl(.class("figure-grid"), .id("cover-figures")) {
            figure("orders", "Orders placed", "\(orders)", "at every restaurant")
            figure(
                "duty", "Courier hours", String(format: "%.1f", dutyHours),
                "most in one hour: \(day.hours.map(\.onDuty).max() ?? 0) couriers")
            figure(
                "uncovered", "Hours with nobody on duty", "\(uncovered.count)",
                uncovered.isEmpty ? "every order had a courier on duty" : "with orders: " + hours(uncovered))
            figure(
                "unplanned", "Hours nobody is scheduled", "\(unplanned.count)",
                unplanned.isEmpty ? "every hour with orders has someone" : "with orders: " + hours(unplanned))
        }
    }

    private func chart() -> Node {
        let orders = day.hours.reduce(0) { $0 + $1.orders }
        let peak = day.hours.max { $0.orders < $1.orders }
        var label = "Orders placed and couriers on duty and scheduled, hour by hour: \(orders) orders"
        if let peak, peak.orders > 0 {
            label += "; the busiest hour was \(clock(peak)) with \(peak.orders) orders and \(peak.onDuty) couriers"
        }
        return ReportChart(
            id: "cover-chart", label: label + ".", rowName: "Hour", barName: "Orders placed",
            lineName: "Couriers on duty", planName: "Couriers scheduled",
            rows: day.hours.map { .init(label: clock($0), bar: $0.orders, line: $0.onDuty, plan: $0.scheduled) },
            format: { "\($0)" }
        ).render()
    }

    private func figure(_ id: String, _ name: String, _ value: String, _ note: String) -> Node {
        div(.class("figure"), .id("cover-\(id)")) {
            dt { name }
            dd(.class("figure-value")) { value }
            dd(.class("muted")) { note }
        }
    }

    private func hours(_ hours: [DutyDay.Hour]) -> String {
        hours.map(clock).joined(separator: ", ")
    }

    private func clock(_ hour: DutyDay.Hour) -> String {
        LocalTime.clock(hour.start, in: timeZone)
    }

    private func link(_ date: DiaryDate) -> String {
        "/admin/couriers/hours?date=\(date.text)"
    }
}
