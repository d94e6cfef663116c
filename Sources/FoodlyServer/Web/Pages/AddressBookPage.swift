import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// The customer's saved addresses: each with its label, the default marked, Edit, Make default and Delete; and
/// Add an address.
struct AddressBookPage {
    let context: WebContext
    let csrf: CSRF
    let addresses: [SavedAddress]
    /// What just changed, said at the top.
    var notice: String?

    /// "Home", "Work", "Other".
    static func name(_ label: AddressLabel) -> String {
        label.rawValue.prefix(1).uppercased() + label.rawValue.dropFirst()
    }

    func render() -> Node {
        context.layout.page(
            title: "Saved addresses", activeTab: .profile,
            content: [
                div(.class("stack"), .id("saved-addresses")) {
                    if let notice { p(.class("notice notice-success"), .role("status")) { notice } }
                    if addresses.isEmpty {
                        div(.class("empty-state")) {
                            h2 { "No saved addresses yet" }
                            p { "Save home, work or any place you order to, and pick it in the cart." }
                        }
                    } else {
                        ul(.class("stack list-plain"), .aria("label", "Your addresses")) {
                            for saved in addresses { li { card(saved) } }
                        }
                    }
                    if addresses.count < SavedAddressRules.maxPerCustomer {
                        a(.class("btn btn-primary btn-block"), .href("/profile/addresses/new"), .id("add-address")) {
                            "Add an address"
                        }
                    }
                }
            ], backLink: "/profile")
    }

    private func card(_ saved: SavedAddress) -> Node {
        let name = AddressBookPage.name(saved.label)
        return article(.class("card saved-address"), .aria("label", "\(name): \(saved.address.line1)")) {
            p(.class("card-title")) {
                name
                if saved.isDefault { span(.class("badge")) { "Default" } }
            }
            p {
                saved.address.line1
                if let line2 = saved.address.line2 { span(.class("block")) { line2 } }
                span(.class("muted block")) {
                    [saved.address.city, saved.address.postcode].compactMap { $0 }.joined(separator: " ")
                }
            }
            div(.class("card-actions")) {
                a(
                    .class("btn btn-secondary btn-small"), .href("/profile/addresses/\(saved.id)"),
                    .aria("label", "Edit \(name): \(saved.address.line1)")
                ) { "Edit" }
                if !saved.isDefault {
                    form(.method("post"), .action("/profile/addresses/\(saved.id)/default")) {
                        FormField.csrf(csrf.token)
                        button(
                            .class("btn btn-ghost btn-small"), .type("submit"),
                            .aria("label", "Make \(name): \(saved.address.line1) the default")
                        ) { "Make default" }
                    }
                }
                form(.method("post"), .action("/profile/addresses/\(saved.id)/delete")) {
                    FormField.csrf(csrf.token)
                    button(
                        .class("btn btn-ghost btn-small"), .type("submit"),
                        .aria("label", "Delete \(name): \(saved.address.line1)")
                    ) { "Delete" }
                }
            }
        }
    }
}
