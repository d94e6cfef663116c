import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared
import Foundation

/// The menu editor's overview (from the kitchen screen): the listing rule, then each section with its dishes in
/// order. Owners and managers move sections and dishes up and down, rename a section, add, edit and archive
/// dishes, each a plain form that works without JavaScript; plain staff see the menu without controls.
struct MenuPage {
    let context: WebContext
    let csrf: CSRF
    let menu: MenuOverview
    /// A refused change, shown at the top.
    var refusal: String?
    /// What the page says after a change.
    var notice: String?

    /// What the page says after a change (`?done=`).
    static let notices = [
        "added": "The dish is on the menu.", "saved": "The dish is saved.", "archived": "The dish is archived.",
        "moved": "The menu order is saved.", "renamed": "The section is renamed.",
    ]

    /// The element id of a section's card.
    static func sectionID(_ index: Int) -> String { "menu-section-\(index)" }

    func render() -> Node {
        context.layout.page(
            title: "Menu · \(menu.restaurant.name)", activeTab: nil,
            content: [
                div(.class("stack")) {
                    if let notice { p(.class("notice notice-success"), .role("status")) { notice } }
                    if let refusal {
                        p(.class("notice notice-danger"), .role("alert"), .id("menu-refusal")) { refusal }
                    }
                    p(
                        .class(menu.listing.holds ? "card" : "card notice-danger"), .id("menu-listing"),
                        .role("status")
                    ) { "Listing rule: " + menu.listingSummary }
                    if menu.canEdit {
                        a(.class("btn btn-primary btn-block"), .href("/kitchen/menu/dishes/new"), .id("add-dish")) {
                            "Add a dish"
                        }
                    } else {
                        p(.class("card"), .id("menu-staff-note")) {
                            "The restaurant's owners and managers edit the menu."
                        }
                    }
                    if menu.sections.isEmpty {
                        div(.class("empty-state"), .id("menu-empty")) {
                            h2 { "No dishes yet" }
                            p { "Customers find the restaurant once its menu has a dish." }
                        }
                    }
                    for (index, section) in menu.sections.enumerated() { sectionCard(index, section) }
                }
            ], backLink: "/kitchen", frame: .kitchen)
    }

    private func sectionCard(_ index: Int, _ section: (name: String, dishes: [Dish])) -> Node {
        let titleID = "menu-section-title-\(index)"
        return FoodlyHTML.section(
            .class("card stack menu-section"), .id(MenuPage.sectionID(index)), .aria("labelledby", titleID)
        ) {
            div(.class("menu-row")) {
                h2(.class("section-title"), .id(titleID)) { section.name }
                if menu.canEdit {
                    div(.class("menu-moves")) {
                        if index > 0 {
                            move("/kitchen/menu/sections/move", "up", "Move \(section.name) up", section.name)
                        }
                        if index < menu.sections.count - 1 {
                            move("/kitchen/menu/sections/move", "down", "Move \(section.name) down", section.name)
                        }
                    }
                }
            }
            if menu.canEdit { renameForm(index, section.name) }
            ul(.class("rows list-plain")) {
                for (position, dish) in section.dishes.enumerated() {
                    dishRow(dish, first: position == 0, last: position == section.dishes.count - 1)
                }
            }
            if menu.canEdit {
                a(
                    .class("btn btn-secondary btn-small"),
                    .href("/kitchen/menu/dishes/new?section=\(MenuPage.query(section.name))")
                ) { "Add a dish to \(section.name)" }
            }
        }
    }

    private func renameForm(_ index: Int, _ name: String) -> Node {
        details(.class("menu-rename")) {
            summary { "Rename section" }
            FoodlyHTML.form(.class("search-actions"), .method("post"), .action("/kitchen/menu/sections/rename")) {
                FormField.csrf(csrf.token)
                input(.type("hidden"), .name("section"), .value(name))
                let id = "rename-\(index)"
                label(.class("visually-hidden"), .for(id)) { "New name for \(name)" }
                input(.id(id), .name("name"), .type("text"), .value(name), .attr("maxlength", "60"))
                button(.class("btn btn-secondary btn-small"), .type("submit")) { "Rename" }
            }
        }
    }

    private func dishRow(_ dish: Dish, first: Bool, last: Bool) -> Node {
        li(.class("menu-dish"), .id("dish-\(dish.id.rawValue)")) {
            div(.class("menu-dish-text")) {
                CatalogBadges.nutri(dish.nutriGrade)
                div {
                    strong { dish.name }
                    span(.class("muted block")) {
                        Money.format(dish.price) + " · \(Int(dish.nutrition.kcal.rounded())) kcal"
                            + (dish.available ? "" : " · Sold out")
                    }
                }
            }
            if menu.canEdit {
                div(.class("menu-moves")) {
                    let path = "/kitchen/menu/dishes/\(dish.id.rawValue)"
                    if !first { move(path + "/move", "up", "Move \(dish.name) up", nil) }
                    if !last { move(path + "/move", "down", "Move \(dish.name) down", nil) }
                    a(.class("btn btn-secondary btn-small"), .href(path), .aria("label", "Edit \(dish.name)")) {
                        "Edit"
                    }
                    FoodlyHTML.form(.method("post"), .action(path + "/archive")) {
                        FormField.csrf(csrf.token)
                        button(
                            .class("btn btn-danger btn-small"), .type("submit"), .aria("label", "Archive \(dish.name)")
                        ) { "Archive" }
                    }
                }
            }
        }
    }

    /// A one-button form that moves a section (named in `section`) or a dish one place `direction`.
    private func move(_ action: String, _ direction: String, _ label: String, _ section: String?) -> Node {
        FoodlyHTML.form(.method("post"), .action(action)) {
            FormField.csrf(csrf.token)
            input(.type("hidden"), .name("direction"), .value(direction))
            if let section { input(.type("hidden"), .name("section"), .value(section)) }
            button(.class("btn btn-secondary btn-small"), .type("submit"), .aria("label", label)) {
                direction == "up" ? "↑" : "↓"
            }
        }
    }

    /// A value for a query string.
    static func query(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }
}
