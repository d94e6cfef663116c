import FoodlyHTML

/// The parts of the operator's console, in the order its navigation lists them.
enum ConsoleSection: String, CaseIterable {
    case board, restaurants, couriers, customers, issues, coupons, payouts, audit, reports

    /// The link's text.
    var label: String {
        switch self {
        case .board: "Live board"
        case .restaurants: "Restaurants"
        case .couriers: "Couriers"
        case .customers: "Customers"
        case .issues: "Issues"
        case .coupons: "Coupons"
        case .payouts: "Payouts"
        case .audit: "Audit log"
        case .reports: "Reports"
        }
    }

    /// What the part is for, on the console's first page.
    var summary: String {
        switch self {
        case .board: "Orders in flight, late ones and ones waiting for a courier, on a map of the city."
        case .restaurants: "Applications to decide, suspensions, fees, areas and tax, each restaurant's numbers."
        case .couriers: "Onboard couriers, their vehicle and phone, who is on duty, deliveries today."
        case .customers: "Find a customer by email, name or order number; their orders; lock an account."
        case .issues: "What customers reported about delivered orders: answer each, with a refund or without."
        case .coupons: "Create coupons, change their validity and limits, expire them, see redemptions."
        case .payouts: "Pay restaurants and couriers what they are owed: runs, SEPA and NACHA files, returns."
        case .audit: "Who changed what and when, before and after, for operators and restaurants."
        case .reports: "Orders per hour, revenue, refunds, delivery times and late orders, as charts and CSV."
        }
    }

    /// The part's first page.
    var path: String { "/admin/" + rawValue }

    /// The console's navigation with `current` marked: a row of links that scrolls sideways on a phone.
    static func navigation(current: ConsoleSection?) -> Node {
        nav(.aria("label", "Console"), .class("console-nav")) {
            ul(.class("console-nav-list")) {
                for section in ConsoleSection.allCases {
                    li {
                        a(
                            .class("console-nav-link"), .href(section.path),
                            section == current ? .aria("current", "page") : .bool("aria-current", false)
                        ) { section.label }
                    }
                }
            }
        }
    }
}
