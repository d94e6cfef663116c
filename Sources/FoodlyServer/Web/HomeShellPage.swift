import FoodlyHTML
import FoodlyHTTP

/// The Home tab before accounts and the catalog exist: a welcome and the three promises Foodly makes.
///
/// Render it inside the frame: `Layout(assets:).page(title: "Home", activeTab: .home,
/// content: HomeShellPage(assets: assets).content())`.
struct HomeShellPage {
    /// One of the promises shown as a card.
    private struct Promise {
        /// The card's icon.
        let icon: Icon
        /// The icon tile's colour class (`icon-tile-green` or `icon-tile-warm`).
        let tone: String
        /// The card's heading.
        let title: String
        /// The card's sentence.
        let text: String
        /// A small visual example under the text, hidden from assistive technology (the text says it).
        let example: Node
    }

    /// The bundled assets, for the illustration's versioned URL.
    let assets: StaticFiles

    /// The children of `<main>`.
    func content() -> [Node] {
        [hero(), promises()]
    }

    /// The welcome card with the illustration and the first call to action.
    private func hero() -> Node {
        section(.class("hero card"), .aria("labelledby", "hero-title")) {
            img(
                .class("hero-art"), .src(assets.url(for: "illustrations/hero.svg")), .alt(""),
                .attr("width", "640"), .attr("height", "360"))
            div(.class("hero-body")) {
                p(.class("eyebrow")) { "Welcome to Foodly" }
                h2(.id("hero-title"), .class("hero-title")) { "Healthy food, delivered" }
                p(.class("hero-text")) {
                    "Order from restaurants near you that cook lighter, and see what is in every dish before you buy."
                }
                div(.class("hero-actions")) {
                    a(.class("btn btn-primary btn-block"), .href("/search")) {
                        Icon.search.node()
                        span { "Find a meal" }
                    }
                }
            }
        }
    }

    /// The three promises, as cards.
    private func promises() -> Node {
        section(.class("section"), .aria("labelledby", "promises-title")) {
            h2(.id("promises-title"), .class("section-title")) { "Why Foodly" }
            ul(.class("stack list-plain")) {
                for promise in HomeShellPage.promiseList {
                    li(.class("card promise")) {
                        span(.class("icon-tile " + promise.tone)) { promise.icon.node() }
                        div(.class("promise-body")) {
                            h3(.class("promise-title")) { promise.title }
                            p(.class("promise-text")) { promise.text }
                            div(.class("promise-example"), .aria("hidden", "true")) { promise.example }
                        }
                    }
                }
            }
        }
    }

    /// The promises, in the order they are shown.
    private static let promiseList: [Promise] = [
        Promise(
            icon: .leaf, tone: "icon-tile-green", title: "Nutri-Score on every dish",
            text: "Every dish is graded A to E from its real nutrients, computed, never typed in. "
                + "We list a restaurant only if at least 3 in 4 of its dishes score A or B.",
            example: div(.class("nutri-scale")) {
                for grade in ["a", "b", "c", "d", "e"] {
                    span(.class("nutri nutri-\(grade)")) { grade.uppercased() }
                }
            }),
        Promise(
            icon: .flame, tone: "icon-tile-warm", title: "Calories next to every price",
            text: "See the energy of a dish right beside what it costs. Adults need around 2000 kcal a day.",
            example: p(.class("meta-line")) {
                span(.class("price")) { "$12.50" }
                span(.class("kcal")) { "520 kcal" }
            }),
        Promise(
            icon: .lighter, tone: "icon-tile-green", title: "Lighter dishes first",
            text: "Menus and search list lower-calorie dishes at the top, so the healthy choice is the easy one.",
            example: p(.class("meta-line")) {
                for kcal in [310, 450, 620] {
                    span(.class("badge badge-muted")) { "\(kcal) kcal" }
                }
            }),
    ]
}
