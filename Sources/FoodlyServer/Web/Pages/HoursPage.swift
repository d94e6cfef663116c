import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// The restaurant's hours (from the kitchen screen): whether it takes orders now and why not, the weekly hours with
/// several periods a day, closures for dates, and the preparation time. Owners and managers change them; plain
/// staff see them (and pause from the kitchen screen).
struct HoursPage {
    let context: WebContext
    let csrf: CSRF
    let schedule: RestaurantSchedule
    /// The hours form's values (the saved hours, or what was posted), and the issues of the form posted.
    var hoursValues: [String: String]
    var closureValues: [String: String] = [:]
    var prepValue: String?
    var issues: [FieldError] = []
    /// Which form `issues` belong to: `hours`, `closures` or `prep`.
    var failedForm: String?
    /// A refused change, shown at the top.
    var refusal: String?
    /// What the page says after a change.
    var notice: String?

    /// What the page says after a change (`?done=`).
    static let notices = [
        "hours": "The hours are saved.", "closure": "The closure is added.", "unclosed": "The closure is removed.",
        "prep": "The preparation time is saved.", "pickup": "Pickup is saved.",
    ]

    init(context: WebContext, csrf: CSRF, schedule: RestaurantSchedule) {
        self.context = context
        self.csrf = csrf
        self.schedule = schedule
        hoursValues = HoursFieldset.values(schedule.restaurant.openingHours)
    }

    func render() -> Node {
        context.layout.page(
            title: "Hours · \(schedule.restaurant.name)", activeTab: nil,
            content: [
                div(.class("stack")) {
                    if let notice { p(.class("notice notice-success"), .role("status")) { notice } }
                    if let refusal {
                        p(.class("notice notice-danger"), .role("alert"), .id("hours-refusal")) { refusal }
                    }
                    state()
                    if schedule.edits {
                        hoursForm()
                        closures()
                        prepForm()
                        pickupForm()
                    } else {
                        p(.class("card"), .id("hours-editors-note")) {
                            "The restaurant's owners and managers change its hours, closures, preparation time and pickup. "
                                + "You can pause new orders from the kitchen screen."
                        }
                    }
                }
            ], backLink: "/kitchen", frame: .kitchen)
    }

    private func issues(of form: String) -> [FieldError] {
        failedForm == form ? issues : []
    }

    private func state() -> Node {
        section(.class("card"), .id("open-state"), .aria("labelledby", "state-title")) {
            h2(.id("state-title"), .class("section-title")) { "Now" }
            p {
                CatalogBadges.openState(schedule.state == .open)
                " "
                span(.id("closed-notice")) {
                    ClosedNotice.sentence(schedule.restaurant, at: schedule.now) ?? "Taking orders"
                }
            }
            p(.class("muted")) {
                "Times are in \(schedule.restaurant.timeZone.identifier). "
                    + "Preparation time: \(schedule.restaurant.prepMinutes) min. "
                    + (schedule.restaurant.offersPickup ? "Pickup offered." : "Delivery only.")
            }
        }
    }

    private func hoursForm() -> Node {
        let issues = issues(of: "hours")
        return FoodlyHTML.form(
            .class("card form"), .id("hours-form"), .method("post"), .action("/kitchen/hours#hours-form"),
            .bool("novalidate"), .data("busy", "Saving…")
        ) {
            FormField.csrf(csrf.token)
            FormField(issues: issues).summary()
            HoursFieldset(values: hoursValues, issues: issues).render()
            button(.class("btn btn-primary btn-block"), .type("submit"), .id("save-hours")) { span { "Save hours" } }
        }
    }

    private func closures() -> Node {
        let issues = issues(of: "closures")
        let fields = FormField(issues: issues)
        return section(.class("card"), .id("closures"), .aria("labelledby", "closures-title")) {
            h2(.id("closures-title"), .class("section-title")) { "Closures" }
            if schedule.closures.isEmpty {
                p(.class("muted"), .id("no-closures")) { "No closures ahead." }
            } else {
                ul(.class("rows list-plain"), .id("closure-list")) {
                    for closure in schedule.closures {
                        li(.class("staff-member"), .id("closure-\(closure.id)")) {
                            div {
                                strong {
                                    closure.first == closure.last
                                        ? closure.first.text : "\(closure.first.text) to \(closure.last.text)"
                                }
                                if !closure.reason.isEmpty { span(.class("muted block")) { closure.reason } }
                            }
                            FoodlyHTML.form(
                                .method("post"), .action("/kitchen/closures/\(closure.id)/remove#closures")
                            ) {
                                FormField.csrf(csrf.token)
                                button(
                                    .class("btn btn-danger btn-small"), .type("submit"),
                                    .aria("label", "Remove the closure from \(closure.first.text)")
                                ) { "Remove" }
                            }
                        }
                    }
                }
            }
            FoodlyHTML.form(
                .class("form"), .id("closure-form"), .method("post"), .action("/kitchen/closures#closures"),
                .bool("novalidate"), .data("busy", "Adding…")
            ) {
                h3 { "Add a closure" }
                FormField.csrf(csrf.token)
                fields.input(
                    "first", label: "First closed day", value: closureValues["first"], type: "date", required: true)
                fields.input(
                    "last", label: "Last closed day", value: closureValues["last"], type: "date",
                    hint: "The same day for a single day.", required: true)
                fields.input(
                    "reason", label: "Reason (optional)", value: closureValues["reason"],
                    hint: "Customers see it, e.g. Christmas.",
                    extra: [.attr("maxlength", String(Closure.maxReasonLength))])
                button(.class("btn btn-secondary btn-block"), .type("submit"), .id("add-closure")) {
                    span { "Add closure" }
                }
            }
        }
    }

    private func prepForm() -> Node {
        let range = Restaurant.editablePrepMinutes
        return FoodlyHTML.form(
            .class("card form"), .id("prep-form"), .method("post"), .action("/kitchen/prep#prep-form"),
            .bool("novalidate"), .data("busy", "Saving…")
        ) {
            h2(.class("section-title")) { "Preparation time" }
            FormField.csrf(csrf.token)
            FormField(issues: issues(of: "prep")).input(
                "prepMinutes", label: "Minutes to prepare an order",
                value: prepValue ?? String(schedule.restaurant.prepMinutes), type: "number",
                hint: "\(range.lowerBound) to \(range.upperBound) minutes; customers' delivery times follow it.",
                required: true,
                extra: [
                    .attr("min", String(range.lowerBound)), .attr("max", String(range.upperBound)),
                    .attr("inputmode", "numeric"),
                ])
            button(.class("btn btn-secondary btn-block"), .type("submit"), .id("save-prep")) {
                span { "Save preparation time" }
            }
        }
    }

    private func pickupForm() -> Node {
        FoodlyHTML.form(
            .class("card form"), .id("pickup-form"), .method("post"), .action("/kitchen/pickup#pickup-form"),
            .data("busy", "Saving…")
        ) {
            h2(.class("section-title")) { "Pickup" }
            FormField.csrf(csrf.token)
            label(.class("check")) {
                FoodlyHTML.input(
                    .type("checkbox"), .id("offers-pickup"), .name("offersPickup"), .value("on"),
                    .bool("checked", schedule.restaurant.offersPickup))
                span { "Customers can collect orders at the counter" }
            }
            p(.class("muted")) {
                "No delivery fee and no courier: you mark the order ready and hand it over when the customer "
                    + "shows the code on their order."
            }
            button(.class("btn btn-secondary btn-block"), .type("submit"), .id("save-pickup")) {
                span { "Save pickup" }
            }
        }
    }
}
