import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// Adding or editing a saved address: find it by typing (suggestions as you type with JavaScript, an accessible
/// combobox; without it the Find button lists the matches as links that fill the form), or "Use my location" (the
/// nearest known address), then a label, the details and Save.
struct AddressFormPage {
    let context: WebContext
    let csrf: CSRF
    /// The address being edited; nil when adding.
    let editing: SavedAddress?
    /// What was typed into the search, and its matches (without JavaScript).
    var query = ""
    var matches: [AddressService.Suggestion] = []
    /// The form's values.
    var form: SavedAddressForm
    var issues: [FieldError] = []
    /// Whether anyone delivers to the address in the form, when it was just picked.
    var delivered: Bool?
    /// Whether the picked address's house number was placed between the street's known ones.
    var approximate = false
    /// Where Save goes back to, when the form was opened from the cart or Home.
    var returnTo: AddressReturn?

    /// The page's own address (the search comes back to it).
    private var path: String {
        editing.map { "/profile/addresses/\($0.id)/edit" } ?? "/profile/addresses/new"
    }

    func render() -> Node {
        let fields = FormField(issues: issues)
        return context.layout.page(
            title: editing == nil ? "Add an address" : "Edit address", activeTab: .profile,
            content: [
                div(.class("stack")) {
                    fields.summary(labels: [
                        "address-search": "Find your address", "address.line1": "Street and number",
                        "address.city": "City", "label": "Label",
                    ])
                    searchSection()
                    saveForm(fields)
                }
            ], backLink: returnTo.map { $0.path } ?? "/profile/addresses")
    }

    private func searchSection() -> Node {
        section(.class("card"), .id("find-address"), .aria("labelledby", "find-title")) {
            h2(.id("find-title"), .class("section-title")) { "Find your address" }
            FoodlyHTML.form(
                .class("form address-search"), .method("get"), .action(path + "#find-address"), .role("search"),
                .data("address-search", "address-form"), .data("approximate", AddressFormPage.approximateNote)
            ) {
                if let returnTo { FoodlyHTML.input(.type("hidden"), .name("return"), .value(returnTo.rawValue)) }
                div(.class("field combo")) {
                    label(.for(AddressFormPage.searchID)) { "Street and house number" }
                    FoodlyHTML.input(
                        .id(AddressFormPage.searchID), .type("text"), .name("q"), .value(query),
                        .attr("maxlength", String(AddressQuery.maxLength)), .attr("autocomplete", "off"),
                        .attr("spellcheck", "false"), .role("combobox"), .aria("autocomplete", "list"),
                        .aria("expanded", "false"), .aria("controls", "address-suggestions"),
                        .aria(
                            "describedby",
                            searchInvalid
                                ? "address-search-hint \(AddressFormPage.searchID)-error" : "address-search-hint"),
                        searchInvalid ? .aria("invalid", "true") : .bool("aria-invalid", false))
                    p(.class("field-hint"), .id("address-search-hint")) {
                        "Like \u{201C}600 Valencia St\u{201D}. Small typos are fine."
                    }
                    FormField(issues: issues).errorList(
                        issues.filter { $0.field == "address-search" }, id: AddressFormPage.searchID)
                    ul(
                        .id("address-suggestions"), .class("suggestions list-plain"), .role("listbox"),
                        .aria("label", "Suggested addresses"), .bool("hidden", true)
                    ) {}
                }
                div(.class("search-actions")) {
                    button(.class("btn btn-secondary"), .type("submit")) { "Find" }
                    button(
                        .class("btn btn-ghost js-only"), .type("button"), .data("nearest-address", ""),
                        .aria("describedby", "address-search-status")
                    ) { "Use my location" }
                }
                p(.class("field-hint"), .id("address-search-status"), .role("status")) { statusText }
            }
            if !query.isEmpty { matchList() }
        }
    }

    /// The search field's id: the one the error summary links a missing pick to.
    static let searchID = FormField.id("address-search")

    private var searchInvalid: Bool { issues.contains { $0.field == "address-search" } }

    private var statusText: String {
        guard let delivered else { return "" }
        return "Picked \(form.line1)." + (approximate ? " " + AddressFormPage.approximateNote : "")
            + (delivered ? "" : " No restaurant delivers there yet.")
    }

    /// What a picked house number the address table does not have is told (app.js says it too).
    static let approximateNote = "Its position is approximate, between the street's known numbers: check the map."

    /// The matches of a search sent without JavaScript, each a link that fills the form.
    private func matchList() -> Node {
        div(.id("address-matches")) {
            if matches.isEmpty {
                p(.class("muted")) { "No address matches \u{201C}\(query)\u{201D}. Check the street name." }
            } else {
                h3(.class("field-label")) { "Matching addresses" }
                if AddressQuery(query).number == nil {
                    p(.class("field-hint")) { "Add your house number to find your own address on the street." }
                }
                ul(.class("rows list-plain")) {
                    for suggestion in matches {
                        let address = suggestion.match.address
                        let approximate = suggestion.match.approximate
                        li {
                            a(
                                .class("suggestion"),
                                .href(
                                    "\(path)?\(pickQuery(address.id, number: approximate ? address.number : nil))"
                                        + "#address-form")
                            ) {
                                strong { address.line1 }
                                span(.class("muted block")) {
                                    AddressFormPage.place(address, suggestion.delivered)
                                        + (approximate ? " · approximate position" : "")
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The query of a pick link: the known address (with the house number placed beside it, for an approximate
    /// one), and where Save goes back to.
    private func pickQuery(_ id: Int64, number: String?) -> String {
        let placed = number.map { "number=" + ($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "") }
        return (["pick=\(id)", placed, returnTo?.query].compactMap { $0 }).joined(separator: "&")
    }

    /// "San Francisco 94110" and whether anyone delivers there.
    static func place(_ address: KnownAddress, _ delivered: Bool) -> String {
        [address.unit, address.city, address.postcode].compactMap { $0 }.joined(separator: " ")
            + (delivered ? "" : " · no restaurant delivers here yet")
    }

    private func saveForm(_ fields: FormField) -> Node {
        FoodlyHTML.form(
            .class("card form"), .id("address-form"), .method("post"),
            .action(editing == nil ? "/profile/addresses" : path), .bool("novalidate"),
            .data("busy", "Saving…")
        ) {
            FormField.csrf(csrf.token)
            if let returnTo { FoodlyHTML.input(.type("hidden"), .name("return"), .value(returnTo.rawValue)) }
            fieldset(.class("field")) {
                legend(.class("field-label")) { "Label" }
                div(.class("chip-choices")) {
                    for label in AddressLabel.allCases {
                        FoodlyHTML.label(.class("check")) {
                            FoodlyHTML.input(
                                .type("radio"), .name("label"), .value(label.rawValue),
                                .bool("checked", form.label == label.rawValue))
                            span { AddressBookPage.name(label) }
                        }
                    }
                }
                fields.errorList(issues.filter { $0.field == "label" }, id: FormField.id("label"))
            }
            fields.input(
                "address.line1", label: "Street and number", value: form.line1, autocomplete: "address-line1",
                required: true, extra: [.attr("maxlength", "120")])
            fields.input(
                "address.line2", label: "Flat, floor (optional)", value: form.line2, autocomplete: "address-line2",
                extra: [.attr("maxlength", "120")])
            fields.input(
                "address.city", label: "City", value: form.city, autocomplete: "address-level2", required: true,
                extra: [.attr("maxlength", "80")])
            fields.input(
                "address.postcode", label: "Postcode (optional)", value: form.postcode, autocomplete: "postal-code",
                extra: [.attr("maxlength", "16")])
            fields.input(
                "address.instructions", label: "Notes for the courier (optional)", value: form.instructions,
                extra: [.attr("maxlength", "300")])
            FoodlyHTML.input(.type("hidden"), .name("address.latitude"), .value(form.latitude))
            FoodlyHTML.input(.type("hidden"), .name("address.longitude"), .value(form.longitude))
            FoodlyHTML.label(.class("check")) {
                FoodlyHTML.input(.type("checkbox"), .name("isDefault"), .value("on"), .bool("checked", form.isDefault))
                span { "Use it for my orders unless I choose another (default)" }
            }
            button(.class("btn btn-primary btn-block"), .type("submit"), .id("save-address")) {
                span { "Save address" }
            }
        }
    }
}
