import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// "Add your restaurant" under Profile: the latest application's status (pending; approved with the way to the
/// kitchen screen; rejected with the reason) and, when there is none waiting or approved, the application form.
struct RestaurantApplicationPage {
    let context: WebContext
    let csrf: CSRF
    let user: UserAccount
    /// The user's latest application, if any.
    let latest: RestaurantApplication?
    var form = RestaurantApplicationForm()
    var issues: [FieldError] = []
    /// A refusal of the whole application (one is already waiting, not a customer's account).
    var refusal: String?
    /// Whether the application was just sent.
    var sent = false
    /// The known addresses matching what was typed, after Find (nil before a search).
    var matches: [AddressService.Suggestion]?

    /// The labels the error summary names fields by.
    static let labels = [
        "name": "Restaurant name", "cuisine": "Cuisine", "description": "Description", "phone": "Phone",
        "contactEmail": "Contact email", "categories": "Categories", "location.address": "Street address",
        "deliveryRadiusKm": "Delivery radius",
        "timeZone": "Time zone", "prepMinutes": "Preparation time", "fees.deliveryBase": "Delivery fee",
        "fees.deliveryPerKm": "Fee per km", "fees.minimumOrder": "Minimum order", "taxRate": "Tax rate",
        "openingHours": "Opening hours",
    ]

    /// The day names of the hours rows, in `OpeningHours.dayKeys` order.
    static let dayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    func render() -> Node {
        let shown = RestaurantApplicationForm.shown(issues)
        let showsForm = latest == nil || latest?.status == .rejected
        return context.layout.page(
            title: "Add your restaurant", activeTab: .profile,
            content: [
                div(.class("stack")) {
                    if sent {
                        p(.class("notice notice-success"), .role("status")) {
                            "Your application is sent. We will write to you when it is decided."
                        }
                    }
                    if let refusal {
                        p(.class("notice notice-danger"), .role("alert"), .id("application-refusal")) { refusal }
                    }
                    if let latest { statusCard(latest) }
                    if showsForm { applicationForm(FormField(issues: shown)) }
                }
            ], backLink: "/profile", tabs: Layout.Tab.bar(for: user.role))
    }

    private func statusCard(_ application: RestaurantApplication) -> Node {
        section(.class("card"), .id("application-status"), .aria("labelledby", "application-status-title")) {
            h2(.id("application-status-title"), .class("section-title")) { application.draft.details.name }
            switch application.status {
            case .pending:
                p { strong { "Waiting for approval." } }
                p(.class("muted")) {
                    "Foodly checks every restaurant before it opens. We write to \(application.draft.contactEmail)."
                }
            case .approved:
                p { strong { "Approved." } }
                p(.class("muted")) { "Your restaurant is on Foodly. Customers see it once its menu has a dish." }
                a(.class("btn btn-primary btn-block"), .href("/kitchen"), .id("kitchen-link")) {
                    "Open the kitchen screen"
                }
            case .rejected:
                p { strong { "Not approved." } }
                p(.id("rejection-reason")) { "Reason: " + (application.reason ?? "none given") }
                p(.class("muted")) { "You can fix what is named and apply again below." }
            }
        }
    }

    private func applicationForm(_ fields: FormField) -> Node {
        FoodlyHTML.form(
            .class("form stack"), .id("application-form"), .method("post"), .action("/profile/restaurant"),
            .bool("novalidate"), .data("busy", "Sending…")
        ) {
            fields.summary(labels: RestaurantApplicationPage.labels)
            FormField.csrf(csrf.token)
            fieldset(.class("card form")) {
                legend(.class("section-title")) { "The restaurant" }
                text(fields, "name", "Restaurant name", required: true, max: 100)
                text(fields, "cuisine", "Cuisine", hint: "Like Vietnamese or Healthy bowls.", required: true, max: 60)
                text(fields, "description", "Description (optional)", max: 500)
                text(
                    fields, "categories", "Categories", hint: "Comma separated, like bowls, salads.", required: true,
                    max: 400)
                fields.input(
                    "phone", label: "Phone", value: form["phone"], type: "tel", autocomplete: "tel",
                    hint: "With the country code, like +14155550100.", required: true,
                    extra: [.attr("maxlength", "32")])
                fields.input(
                    "contactEmail", label: "Contact email", value: form["contactEmail"], type: "email",
                    autocomplete: "email", hint: "Where we write about the application.", required: true,
                    extra: [.attr("maxlength", String(AccountRules.maxEmailLength))])
            }
            fieldset(.class("card form")) {
                legend(.class("section-title")) { "Where it delivers" }
                addressField(fields)
                number(fields, "deliveryRadiusKm", "Delivery radius (km)", step: "0.1")
                text(
                    fields, "timeZone", "Time zone", hint: "An IANA name, like America/Los_Angeles.", required: true,
                    max: 64)
            }
            fieldset(.class("card form")) {
                legend(.class("section-title")) { "Money and time" }
                number(fields, "fees.deliveryBase", "Delivery fee ($)", step: "0.01")
                number(fields, "fees.deliveryPerKm", "Fee per km ($)", step: "0.01")
                number(fields, "fees.minimumOrder", "Minimum order ($)", step: "0.01")
                number(fields, "taxRate", "Tax rate (%)", hint: "Like 8.625.", step: "0.001")
                number(fields, "prepMinutes", "Preparation time (minutes)", step: "1")
            }
            hoursFieldset(fields)
            button(.class("btn btn-primary btn-block"), .type("submit"), .id("send-application")) {
                span { "Send application" }
            }
        }
    }

    /// The street address, found in the address table (Find lists the matches to pick from; the pick gives the
    /// coordinates, so nobody types a latitude).
    private func addressField(_ fields: FormField) -> Node {
        let picked = Double(form["location.latitude"]) != nil && Double(form["location.longitude"]) != nil
        return div(.class("stack-sm"), .id("application-address")) {
            fields.input(
                "location.address", label: "Street address", value: form["location.address"],
                hint: picked
                    ? "Found on the map. Change it and press Find to look again."
                    : "Type the street and number, then press Find and pick it from the list.",
                required: true, extra: [.attr("maxlength", "200"), .attr("autocomplete", "street-address")])
            button(
                .class("btn btn-secondary"), .type("submit"), .name("find"), .value("1"), .id("find-address"),
                .bool("formnovalidate", true)
            ) { "Find" }
            if picked {
                FoodlyHTML.input(.type("hidden"), .name("location.latitude"), .value(form["location.latitude"]))
                FoodlyHTML.input(.type("hidden"), .name("location.longitude"), .value(form["location.longitude"]))
            }
            if let matches {
                if matches.isEmpty {
                    p(.class("muted"), .id("address-matches")) { "No address matches. Check the street name." }
                } else {
                    fieldset(.class("field"), .id("address-matches")) {
                        legend(.class("field-label")) { "Pick the restaurant's address" }
                        for (index, suggestion) in matches.enumerated() {
                            let address = suggestion.match.address
                            let value =
                                suggestion.match.approximate ? "\(address.id):\(address.number)" : "\(address.id)"
                            FoodlyHTML.label(.class("check")) {
                                FoodlyHTML.input(
                                    .type("radio"), .name("location.pick"), .value(value),
                                    .bool("checked", matches.count == 1), .bool("autofocus", index == 0))
                                span {
                                    strong { address.line1 }
                                    span(.class("muted block")) {
                                        AddressFormPage.place(address, suggestion.delivered)
                                            + (suggestion.match.approximate ? " · approximate position" : "")
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private func text(
        _ fields: FormField, _ name: String, _ label: String, hint: String? = nil, required: Bool = false, max: Int
    ) -> Node {
        fields.input(
            name, label: label, value: form[name], hint: hint, required: required,
            extra: [.attr("maxlength", String(max))])
    }

    private func number(_ fields: FormField, _ name: String, _ label: String, hint: String? = nil, step: String)
        -> Node
    {
        fields.input(
            name, label: label, value: form[name], hint: hint, required: true,
            extra: [.attr("inputmode", "decimal"), .attr("step", step), .attr("maxlength", "16")])
    }

    private func hoursFieldset(_ fields: FormField) -> Node {
        fieldset(.class("card form"), .id(FormField.id("openingHours"))) {
            legend(.class("section-title")) { "Opening hours" }
            p(.class("field-hint")) { "Leave both times empty on a day you are closed." }
            fields.errorList(fields.issues.filter { $0.field == "openingHours" }, id: FormField.id("openingHours"))
            for (day, name) in zip(OpeningHours.dayKeys, RestaurantApplicationPage.dayNames) {
                let field = "openingHours.\(day)"
                div(.class("field"), .id(FormField.id(field))) {
                    span(.class("field-label")) { name }
                    div(.class("field-row")) {
                        for (part, word) in [("opens", "opens"), ("closes", "closes")] {
                            FoodlyHTML.label(.class("field")) {
                                span { "\(name) \(word)" }
                                FoodlyHTML.input(
                                    .type("time"), .name("\(field).\(part)"), .value(form["\(field).\(part)"]))
                            }
                        }
                    }
                    fields.errorList(
                        fields.issues.filter { $0.field == field }, id: FormField.id(field))
                }
            }
        }
    }
}
