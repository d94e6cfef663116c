import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// The Profile tab: name, phone, a way to the address book, daily calorie target, diets, allergens, calories; the target
/// worked out from the body (``TargetSection``); Log out.
struct ProfilePage {
    let context: WebContext
    let csrf: CSRF
    let user: UserAccount
    /// The values to show: the saved profile, or what was just submitted with errors.
    var form: ProfileForm
    var issues: [FieldError] = []
    var saved: Saved?
    /// The customer's body profile and what it works out to.
    let target: PersonalTarget
    /// The target form's values: the saved profile, or what was just submitted with errors.
    var targetForm: BodyProfileForm
    var targetIssues: [FieldError] = []
    /// Where orders go unless the customer chooses another (``CartService/deliveryAddress(for:)``).
    var deliveryAddress: Address?

    func render() -> Node {
        let fields = FormField(issues: issues)
        return context.layout.page(
            title: "Profile", activeTab: .profile,
            content: [
                div(.class("stack")) {
                    if let saved {
                        p(.class("notice notice-success"), .role("status")) { saved.message }
                    }
                    div(.class("card profile-head")) {
                        span(.class("avatar"), .aria("hidden", "true")) {
                            user.fullName.first(where: \.isLetter).map { String($0).uppercased() } ?? "?"
                        }
                        div {
                            p(.class("card-title")) { user.fullName }
                            p(.class("muted")) { user.email }
                            EmailVerificationNote(user: user, csrf: csrf).render()
                        }
                    }
                    a(.class("card card-link"), .href("/profile/addresses"), .id("saved-addresses-link")) {
                        span(.class("card-title")) { "Delivery addresses" }
                        span(.class("muted block")) {
                            deliveryAddress.map { "Orders go to \($0.line1) unless you choose another" }
                                ?? "Add the addresses you order to: home, work and others"
                        }
                    }
                    if context.payments != nil {
                        a(.class("card card-link"), .href("/profile/cards"), .id("saved-cards-link")) {
                            span(.class("card-title")) { "Cards" }
                            span(.class("muted block")) { "The cards you paid with, to pay with again or remove" }
                        }
                    }
                    if user.role == .staff {
                        a(.class("card card-link"), .href("/kitchen"), .id("kitchen-link")) {
                            span(.class("card-title")) { "Your kitchen" }
                            span(.class("muted block")) { "Incoming orders, the menu, hours and staff" }
                        }
                    }
                    a(.class("card card-link"), .href("/profile/restaurant"), .id("restaurant-application-link")) {
                        span(.class("card-title")) { "Add your restaurant" }
                        span(.class("muted block")) { "Apply to sell on Foodly, or see how your application stands" }
                    }
                    fields.summary()
                    FoodlyHTML.form(
                        .class("form"), .method("post"), .action("/profile"), .bool("novalidate"),
                        .data("busy", "Saving…")
                    ) {
                        FormField.csrf(csrf.token)
                        fieldset(.class("card form")) {
                            legend(.class("section-title")) { "About you" }
                            fields.input(
                                "fullName", label: "Full name", value: form.fullName, autocomplete: "name",
                                required: true)
                            fields.input(
                                "phone", label: "Phone", value: form.phone, type: "tel", autocomplete: "tel",
                                hint: "For your courier. With the country code, like +1 415 555 0123.")
                        }
                        healthFields(fields)
                        button(.class("btn btn-primary btn-block"), .type("submit")) { span { "Save profile" } }
                    }
                    if user.showCalories {
                        TargetSection(csrf: csrf, target: target, form: targetForm, issues: targetIssues).render()
                    }
                    FoodlyHTML.form(.method("post"), .action("/logout")) {
                        FormField.csrf(csrf.token)
                        button(.class("btn btn-secondary btn-block"), .type("submit")) { "Log out" }
                    }
                }
            ], tabs: Layout.Tab.bar(for: user.role))
    }

    private func healthFields(_ fields: FormField) -> Node {
        fieldset(.class("card form")) {
            legend(.class("section-title")) { "Eating well" }
            if user.showCalories {
                fields.input(
                    "dailyKcalTarget", label: "Daily calorie target (optional)", value: form.dailyKcalTarget,
                    type: "number",
                    hint:
                        "Between 800 and 6000 kcal, or let us work it out below. The cart shows each meal against it.",
                    extra: [
                        .attr("inputmode", "numeric"), .attr("min", "800"), .attr("max", "6000"), .attr("step", "50"),
                    ])
            } else {
                FoodlyHTML.input(.type("hidden"), .name("dailyKcalTarget"), .value(form.dailyKcalTarget))
            }
            checkboxGroup(
                "diets", legend: "Diets I follow", options: Diet.allCases.map { ($0.rawValue, $0.label) },
                chosen: form.diets)
            checkboxGroup(
                "avoidAllergens", legend: "Allergens I avoid",
                options: Allergen.allCases.map { ($0.rawValue, $0.label) }, chosen: form.avoidAllergens)
            label(.class("check")) {
                FoodlyHTML.input(
                    .type("checkbox"), .name("showCalories"), .value("on"), .bool("checked", form.showCalories))
                span { "Show calories next to prices" }
            }
        }
    }

    private func checkboxGroup(_ name: String, legend legendText: String, options: [(String, String)], chosen: [String])
        -> Node
    {
        fieldset(.class("field")) {
            legend(.class("field-label")) { legendText }
            div(.class("check-grid")) {
                for (value, text) in options {
                    label(.class("check")) {
                        FoodlyHTML.input(
                            .type("checkbox"), .name(name), .value(value), .bool("checked", chosen.contains(value)))
                        span { text }
                    }
                }
            }
        }
    }

    /// What was just saved, said at the top of the page.
    enum Saved: String {
        case profile = "1"
        case target
        case forgotten

        var message: String {
            switch self {
            case .profile: "Your profile is saved."
            case .target: "Your daily target is worked out and saved."
            case .forgotten: "We have forgotten your body details. Your daily target stays until you change it."
            }
        }
    }
}
