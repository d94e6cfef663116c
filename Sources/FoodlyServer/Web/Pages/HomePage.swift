import FoodlyCore
import FoodlyHTML

/// The Home tab of a signed-in person: a greeting, a nudge to add an address, and what Foodly promises.
struct HomePage {
    let context: WebContext
    let user: UserAccount

    func render() -> Node {
        context.layout.page(
            title: "Home", activeTab: .home, content: greeting() + HomeShellPage(assets: context.assets).content())
    }

    @NodeBuilder
    private func greeting() -> [Node] {
        section(.class("greeting"), .aria("labelledby", "greeting")) {
            h2(.id("greeting"), .class("greeting-title")) { "Hi, \(user.firstName)" }
            p(.class("muted")) { "What would you like to eat today?" }
        }
        if user.address == nil {
            a(.class("card notice-card"), .href("/profile#field-address-line1")) {
                span(.class("icon-tile icon-tile-warm")) { Icon.bag.node() }
                span {
                    strong { "Add your delivery address" }
                    span(.class("muted block")) { "So we can show restaurants that deliver to you." }
                }
            }
        }
    }
}
