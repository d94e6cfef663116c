import FoodlyApp
import FoodlyCore
import FoodlyHTML
import FoodlyShared
import Foundation

/// The console's restaurants: the applications waiting first (what the restaurant would be, who to write to, when
/// it was sent, the rest in a details view) with Approve and Reject-with-reason forms, then the restaurants found
/// by a search by name, each with where it stands and a link to its page, and the applications decided lately.
struct ConsoleRestaurantsPage {
    let context: WebContext
    let csrf: CSRF
    /// The applications waiting, newest first.
    let pending: [RestaurantApplication]
    /// The applications decided, newest first.
    let decided: [RestaurantApplication]
    /// The restaurants found, by name, with where each stands.
    let restaurants: [(restaurant: Restaurant, standing: RestaurantStanding)]
    /// The search text.
    var query = ""
    /// A rejection refused: its application, what was typed and why.
    var refusedRejection: (id: ID<RestaurantApplication>, text: String, issue: FieldError)?
    /// A decision refused (decided already), shown at the top.
    var refusal: String?
    /// What the page says after a decision.
    var notice: String?

    /// What the page says after a decision (`?done=`).
    static let notices = [
        "approved": "The application is approved: the restaurant is made and its owner is mailed.",
        "rejected": "The application is rejected and the applicant is mailed the reason.",
    ]

    /// How many decided applications the page shows.
    static let decidedShown = 10

    func render() -> Node {
        context.console.page(
            title: "Restaurants", section: .restaurants,
            content: [
                div(.class("stack")) {
                    if let notice {
                        p(.class("notice notice-success"), .role("status"), .id("console-notice")) { notice }
                    }
                    if let refusal {
                        p(.class("notice notice-danger"), .role("alert"), .id("console-refusal")) { refusal }
                    }
                    applications()
                    restaurantList()
                    decidedList()
                }
            ])
    }

    private func applications() -> Node {
        section(.class("stack-sm"), .id("applications"), .aria("labelledby", "applications-title")) {
            h2(.class("section-title"), .id("applications-title")) {
                pending.isEmpty ? "Applications" : "Applications waiting (\(pending.count))"
            }
            if pending.isEmpty {
                p(.class("card muted"), .id("applications-empty")) { "No application is waiting for a decision." }
            } else {
                ul(.class("console-cards list-plain")) {
                    for application in pending { card(application) }
                }
            }
        }
    }

    private func card(_ application: RestaurantApplication) -> Node {
        let details = application.draft.details
        let id = application.id.rawValue
        let clock = ClockTime(timeZone: details.timeZone)
        return li(.class("card stack-sm application-card"), .id("application-\(id)")) {
            h3(.class("card-title")) { details.name }
            p(.class("muted")) { "\(details.cuisine) · \(details.address)" }
            p {
                "Contact: "
                a(.href("mailto:\(application.draft.contactEmail)")) { application.draft.contactEmail }
                " · \(details.phone)"
            }
            p(.class("muted")) { "Sent \(clock.day(application.createdAt)) (\(details.timeZone.identifier))" }
            Node.element("details", [.class("application-details")]) {
                Node.element("summary") { "Details" }
                dl(.class("detail-list")) {
                    detail("About", details.description.isEmpty ? "–" : details.description)
                    detail("Categories", details.categories.map(CatalogService.categoryName).joined(separator: ", "))
                    detail("Region", details.region)
                    detail("Delivers within", "\(ConsoleRestaurantsPage.km(details.deliveryRadiusKm)) km")
                    detail(
                        "Delivery fee",
                        "\(Money.format(details.fees.deliveryBase)) + \(Money.format(details.fees.deliveryPerKm))/km")
                    detail("Minimum order", Money.format(details.fees.minimumOrder))
                    detail("Tax", ConsoleRestaurantsPage.percent(details.taxRateBps))
                    if let drinks = details.drinksTaxRateBps {
                        detail("Tax on drinks", ConsoleRestaurantsPage.percent(drinks))
                    }
                    detail("Preparation", "\(details.prepMinutes) min")
                }
            }
            div(.class("decision-forms")) {
                FoodlyHTML.form(
                    .method("post"), .action("/admin/restaurants/applications/\(id)/approve"),
                    .data("busy", "Approving…")
                ) {
                    FormField.csrf(csrf.token)
                    button(.class("btn btn-primary"), .type("submit"), .id("approve-\(id)")) { "Approve" }
                }
                FoodlyHTML.form(
                    .method("post"), .action("/admin/restaurants/applications/\(id)/reject"), .class("form"),
                    .bool("novalidate"), .data("busy", "Rejecting…")
                ) {
                    FormField.csrf(csrf.token)
                    let refused = refusedRejection?.id == application.id ? refusedRejection : nil
                    ReasonField(
                        id: "reject-reason-\(id)", label: "Reason for rejecting (the applicant reads it)",
                        text: refused?.text ?? "", issue: refused?.issue
                    ).render()
                    button(.class("btn btn-danger"), .type("submit"), .id("reject-\(id)")) { "Reject" }
                }
            }
        }
    }

    private func detail(_ name: String, _ value: String) -> Node {
        div {
            dt { name }
            dd { value }
        }
    }

    private func restaurantList() -> Node {
        section(.class("card stack-sm"), .id("restaurants"), .aria("labelledby", "restaurants-title")) {
            h2(.class("section-title"), .id("restaurants-title")) { "Restaurants" }
            FoodlyHTML.form(.method("get"), .action("/admin/restaurants#restaurants"), .class("search-actions")) {
                FoodlyHTML.label(.class("visually-hidden"), .for("restaurant-query")) { "Restaurant name" }
                input(
                    .type("search"), .id("restaurant-query"), .name("q"), .value(query),
                    .attr("maxlength", "\(RestaurantConsoleService.maxQueryLength)"),
                    .attr("placeholder", "Find by name"))
                button(.class("btn btn-secondary"), .type("submit")) { "Find" }
            }
            if restaurants.isEmpty {
                p(.class("muted"), .id("restaurants-empty")) {
                    query.isEmpty ? "No restaurant yet." : "No restaurant's name contains “\(query)”."
                }
            } else {
                div(.class("table-scroll")) {
                    table(.class("data-table console-table"), .id("restaurant-table")) {
                        thead {
                            tr {
                                th(.attr("scope", "col")) { "Name" }
                                th(.attr("scope", "col")) { "Cuisine" }
                                th(.attr("scope", "col")) { "Region" }
                                th(.attr("scope", "col")) { "State" }
                            }
                        }
                        tbody {
                            for (restaurant, standing) in restaurants {
                                tr(.id("restaurant-\(restaurant.id.rawValue)")) {
                                    th(.attr("scope", "row")) {
                                        a(.href("/admin/restaurants/\(restaurant.id.rawValue)")) { restaurant.name }
                                    }
                                    td { restaurant.cuisine }
                                    td { restaurant.region }
                                    td { ListingBadge.render(standing) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private func decidedList() -> Node {
        if decided.isEmpty { return .empty }
        return section(.class("card stack-sm"), .id("decided"), .aria("labelledby", "decided-title")) {
            h2(.class("section-title"), .id("decided-title")) { "Decided lately" }
            ul(.class("rows list-plain")) {
                for application in decided.prefix(ConsoleRestaurantsPage.decidedShown) {
                    li(.id("decided-\(application.id.rawValue)")) {
                        if let restaurant = application.restaurantID {
                            a(.href("/admin/restaurants/\(restaurant.rawValue)")) { application.draft.details.name }
                        } else {
                            strong { application.draft.details.name }
                        }
                        span(.class("muted block")) {
                            application.status == .approved
                                ? "Approved" : "Rejected: \(application.reason ?? "")"
                        }
                    }
                }
            }
        }
    }

    /// "3.5".
    static func km(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// "8.63%" for 863 basis points.
    static func percent(_ bps: Int) -> String {
        bps % 100 == 0 ? "\(bps / 100)%" : String(format: "%.2f%%", Double(bps) / 100)
    }
}
