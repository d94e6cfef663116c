import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared

/// Profile → Cards: the cards kept for the account at the payment provider (brand, last four, expiry), the default
/// first and marked, each other one with Use by default, each with Remove. A card paid with at checkout is kept here,
/// to pay with again and for a tip after delivery.
struct SavedCardsPage {
    let context: WebContext
    let csrf: CSRF
    let user: UserAccount
    let cards: [SavedCard]
    /// "removed" after a card was taken off.
    var notice: String? = nil

    func render() -> Node {
        context.layout.page(
            title: "Cards", activeTab: .profile,
            content: [
                div(.class("stack"), .id("saved-cards")) {
                    if let notice {
                        p(.class("notice notice-success"), .role("status"), .id("cards-notice")) { notice }
                    }
                    if cards.isEmpty {
                        div(.class("card empty-state"), .id("no-cards")) {
                            p(.class("card-title")) { "No cards yet" }
                            p(.class("muted")) {
                                "A card you pay with at checkout is kept here, to pay with again and to tip your courier."
                            }
                        }
                    } else {
                        ul(.class("list-plain stack-sm"), .aria("label", "Your cards")) {
                            for card in cards { item(card) }
                        }
                        p(.class("field-hint")) {
                            "Foodly keeps only the brand, the last four digits and the expiry; the card itself is kept by our payment provider, Stripe."
                        }
                    }
                }
            ], backLink: "/profile", tabs: Layout.Tab.bar(for: user.role))
    }

    private func item(_ saved: SavedCard) -> Node {
        li(.class("card row saved-card"), .id("card-\(saved.card.last4)")) {
            div(.class("grow")) {
                p(.class("card-title")) {
                    saved.card.label
                    if saved.isDefault { span(.class("badge"), .id("default-card")) { "Default" } }
                }
                p(.class("muted")) { "Expires \(saved.card.expMonth)/\(saved.card.expYear)" }
            }
            if !saved.isDefault {
                form(.method("post"), .action("/profile/cards/\(saved.id)/default"), .data("busy", "Saving…")) {
                    FormField.csrf(csrf.token)
                    button(
                        .class("btn btn-secondary btn-small"), .type("submit"),
                        .aria("label", "Use \(saved.card.label) by default")
                    ) { "Use by default" }
                }
            }
            form(.method("post"), .action("/profile/cards/\(saved.id)/remove"), .data("busy", "Removing…")) {
                FormField.csrf(csrf.token)
                button(
                    .class("btn btn-secondary btn-small"), .type("submit"),
                    .aria("label", "Remove \(saved.card.label)")
                ) { "Remove" }
            }
        }
    }
}
