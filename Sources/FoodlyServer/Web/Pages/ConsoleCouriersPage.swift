import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared
import Foundation

/// The console's couriers: each one with whether they work for Foodly, are on duty, how many orders they delivered
/// today and when they last sent their position, and a form changing their vehicle, phone and active state; and
/// the onboarding form for a courier account (its email, a phone and a vehicle; they start at the city centre).
struct ConsoleCouriersPage {
    let context: WebContext
    let csrf: CSRF
    let couriers: [CourierOverview]
    /// The zone "today" and the times are in.
    let timeZone: TimeZone
    /// A change refused: its courier, what was sent and why.
    var refusedChange: (id: ID<Courier>, vehicle: String, phone: String, issues: [FieldError])?
    /// The onboarding form as sent and its issues.
    var onboardEmail = ""
    var onboardPhone = ""
    var onboardIssues: [FieldError] = []
    /// A refusal shown at the top (an account with a courier record already).
    var refusal: String?
    /// What the page says after a change.
    var notice: String?
    /// The dispatch settings in force, or as sent when refused.
    var dispatch = DispatchSettings.standard
    /// Why the dispatch settings sent were refused.
    var dispatchIssues: [FieldError] = []

    /// What the page says after a change (`?done=`).
    static let notices = [
        "changed": "The courier is changed.", "onboarded": "The courier is onboarded and on duty.",
        "dispatch": "Dispatch is changed: waiting orders are offered under it now.",
    ]

    func render() -> Node {
        context.console.page(
            title: "Couriers", section: .couriers,
            content: [
                div(.class("stack")) {
                    if let notice {
                        p(.class("notice notice-success"), .role("status"), .id("console-notice")) { notice }
                    }
                    if let refusal {
                        p(.class("notice notice-danger"), .role("alert"), .id("console-refusal")) { refusal }
                    }
                    a(.class("card card-link"), .href("/admin/couriers/hours"), .id("cover-link")) {
                        span(.class("card-title")) { "Courier cover" }
                        span(.class("muted block")) {
                            "Orders against couriers on duty and scheduled, hour by hour, to plan shifts"
                        }
                    }
                    section(.class("stack-sm"), .id("couriers"), .aria("labelledby", "couriers-title")) {
                        h2(.class("section-title"), .id("couriers-title")) {
                            "Couriers (\(couriers.filter { $0.courier.available }.count) on duty)"
                        }
                        if couriers.isEmpty {
                            p(.class("card muted")) { "No courier yet." }
                        } else {
                            ul(.class("console-cards list-plain")) {
                                for overview in couriers { card(overview) }
                            }
                        }
                    }
                    dispatchForm()
                    onboardForm()
                }
            ])
    }

    /// How many deliveries a courier may carry at once (batching when above 1).
    private func dispatchForm() -> Node {
        let fields = FormField(issues: dispatchIssues)
        let range = DispatchRule.activeDeliveriesRange
        return FoodlyHTML.form(
            .class("card form"), .id("dispatch-form"), .method("post"), .action("/admin/couriers/dispatch"),
            .bool("novalidate"), .data("busy", "Saving…")
        ) {
            h2(.class("section-title")) { "Dispatch" }
            p(.class("muted")) {
                "A courier carrying fewer orders than this is offered another on the same run when it adds little "
                    + "time; 1 turns batching off."
            }
            FormField.csrf(csrf.token)
            fields.summary(labels: ["maxActiveDeliveries": "Deliveries a courier may carry at once"])
            fields.input(
                "maxActiveDeliveries",
                label: "Deliveries a courier may carry at once (\(range.lowerBound)–\(range.upperBound))",
                value: String(dispatch.maxActiveDeliveries), type: "number", autocomplete: "off", required: true,
                extra: [.attr("min", String(range.lowerBound)), .attr("max", String(range.upperBound))])
            button(.class("btn btn-primary"), .type("submit"), .id("save-dispatch")) { "Save" }
        }
    }

    private func card(_ overview: CourierOverview) -> Node {
        let courier = overview.courier
        let id = courier.id.rawValue
        let refused = refusedChange?.id == courier.id ? refusedChange : nil
        let duty = courier.active ? (courier.available ? "On duty" : "Off duty") : "Inactive"
        return li(.class("card stack-sm courier-card"), .id("courier-\(id)")) {
            h3(.class("card-title")) { courier.name }
            p(.class("muted")) { overview.email ?? "No account" }
            p(.id("courier-\(id)-state")) {
                span(.class("badge \(courier.active ? (courier.available ? "badge-green" : "") : "badge-danger")")) {
                    duty
                }
                " · \(overview.deliveriesToday) delivered today · "
                "position at \(ClockTime(timeZone: timeZone).day(overview.locatedAt))"
            }
            FoodlyHTML.form(
                .method("post"), .action("/admin/couriers/\(id)"), .class("form"), .bool("novalidate"),
                .data("busy", "Saving…")
            ) {
                FormField.csrf(csrf.token)
                div(.class("field-row")) {
                    vehicleField("vehicle-\(id)", selected: refused?.vehicle ?? courier.vehicle.rawValue)
                    phoneField(
                        "phone-\(id)", value: refused?.phone ?? courier.phone,
                        issue: refused?.issues.first { $0.field == "phone" })
                }
                label(.class("check")) {
                    FoodlyHTML.input(.type("checkbox"), .name("active"), .value("on"), .bool("checked", courier.active))
                    span { "Works for Foodly (unticked: off duty, no new deliveries)" }
                }
                button(.class("btn btn-secondary"), .type("submit"), .id("save-\(id)")) { "Save \(courier.name)" }
            }
        }
    }

    private func phoneField(_ id: String, value: String, issue: FieldError?) -> Node {
        div(.class("field")) {
            label(.for(id)) { "Phone" }
            if let issue {
                input(
                    .type("tel"), .id(id), .name("phone"), .value(value), .attr("maxlength", "40"),
                    .attr("autocomplete", "off"), .aria("invalid", "true"), .aria("describedby", "\(id)-error"))
                p(.class("field-error"), .id("\(id)-error")) { issue.message }
            } else {
                input(
                    .type("tel"), .id(id), .name("phone"), .value(value), .attr("maxlength", "40"),
                    .attr("autocomplete", "off"))
            }
        }
    }

    private func vehicleField(_ id: String, selected: String) -> Node {
        div(.class("field")) {
            label(.for(id)) { "Vehicle" }
            select(.id(id), .name("vehicle")) {
                for vehicle in Vehicle.allCases {
                    option(.value(vehicle.rawValue), .bool("selected", vehicle.rawValue == selected)) {
                        vehicle.rawValue.capitalized
                    }
                }
            }
        }
    }

    private func onboardForm() -> Node {
        let fields = FormField(issues: onboardIssues)
        return FoodlyHTML.form(
            .class("card form"), .id("onboard-form"), .method("post"), .action("/admin/couriers"), .bool("novalidate"),
            .data("busy", "Onboarding…")
        ) {
            h2(.class("section-title")) { "Onboard a courier" }
            p(.class("muted")) {
                "For a courier account that exists already (foodly admin create-user --role courier). They start on duty at the city centre."
            }
            FormField.csrf(csrf.token)
            fields.summary(labels: ["email": "Email", "phone": "Phone", "vehicle": "Vehicle"])
            fields.input(
                "email", label: "Email of the courier account", value: onboardEmail, type: "email", autocomplete: "off",
                required: true, extra: [.attr("maxlength", String(AccountRules.maxEmailLength))])
            div(.class("field-row")) {
                fields.input(
                    "phone", label: "Phone", value: onboardPhone, type: "tel", autocomplete: "off", required: true,
                    extra: [.attr("maxlength", "40")])
                vehicleField("onboard-vehicle", selected: Vehicle.bicycle.rawValue)
            }
            button(.class("btn btn-primary"), .type("submit"), .id("onboard")) { "Onboard" }
        }
    }
}
