import FoodlyCore
import FoodlyHTML
import FoodlyHTTP

/// The page frame every screen shares: head, sticky header, content and the bottom tab bar.
///
/// The markup only names classes from `static/app.css` (its comments describe the vocabulary); there are no
/// inline styles or scripts because the Content-Security-Policy forbids them. `static/app.js` only enhances.
struct Layout {
    /// The tabs of the bottom bar: a customer's five, or a courier's or operator's own screen and Profile.
    enum Tab: String, CaseIterable {
        case home, search, orders, diary, profile, deliveries, console

        /// The customer's tab bar.
        static let customer: [Tab] = [.home, .search, .orders, .diary, .profile]

        /// The tab bar of someone with `role`: couriers and operators get their own screen, not the shop. Kitchen
        /// staff order food too, so they keep the customer's tabs on every page (the kitchen's screens included) and
        /// reach the kitchen from Home and Profile.
        static func bar(for role: Role) -> [Tab] {
            switch role {
            case .courier: [.deliveries, .profile]
            case .admin: [.console, .profile]
            case .customer, .staff: customer
            }
        }

        /// The visible label under the tab's icon.
        var label: String {
            switch self {
            case .home: "Home"
            case .search: "Search"
            case .orders: "Orders"
            case .diary: "Diary"
            case .profile: "Profile"
            case .deliveries: "Deliveries"
            case .console: "Console"
            }
        }

        /// The path the tab links to.
        var path: String {
            switch self {
            case .home: "/"
            case .deliveries: "/courier"
            case .console: "/admin"
            default: "/" + rawValue
            }
        }

        /// The tab's icon.
        var icon: Icon {
            switch self {
            case .home: .home
            case .search: .search
            case .orders: .orders
            case .diary: .diary
            case .profile: .profile
            case .deliveries: .courier
            case .console: .console
            }
        }
    }

    /// How wide the frame is: a phone's column, or a laptop's screen for the operator's console and the kitchen's
    /// screens (each with its own class, `app-console` and `app-kitchen`, for what only it lays out wide).
    enum Frame: String {
        case phone, console, kitchen
    }

    /// The browser UI colour for the light theme: the app bar's background.
    static let lightThemeColor = "#ffffff"
    /// The browser UI colour for the dark theme: the app bar's background.
    static let darkThemeColor = "#18201b"

    /// The bundled CSS, JS and pictures, for versioned URLs.
    let assets: StaticFiles

    /// A full HTML document with `content` inside the frame.
    ///
    /// - Parameters:
    ///   - title: The page title, shown in the app bar (as the page's `h1`) and in the browser tab.
    ///   - activeTab: The tab marked `aria-current="page"`, or `nil` when the page belongs to none.
    ///   - content: The children of `<main>`.
    ///   - backLink: When set, the app bar shows a Back button to this URL instead of the Foodly mark.
    ///   - actions: Small controls at the trailing end of the app bar (icon buttons or links).
    ///   - showTabBar: `false` for pages outside the dashboard: onboarding, login, register, checkout.
    ///   - bottomBar: A bar fixed above the tab bar, e.g. the `.cartbar` on a restaurant page.
    ///   - tabs: The tabs of the bar (`Tab.bar(for:)` on screens crew members use).
    ///   - frame: A phone's column, or a laptop's screen for the console and the kitchen.
    func page(
        title: String, activeTab: Tab?, content: [Node], backLink: String? = nil, actions: [Node] = [],
        showTabBar: Bool = true, bottomBar: Node? = nil, tabs: [Tab] = Tab.customer, frame: Frame = .phone
    ) -> Node {
        var frameClasses = ["app"]
        if frame != .phone {
            frameClasses += ["app-wide", "app-\(frame.rawValue)"]
        }
        if showTabBar {
            frameClasses.append("has-tabbar")
        }
        if bottomBar != nil {
            frameClasses.append("has-bottombar")
        }
        return Node.document(
            lang: "en",
            head: head(title: title),
            body: [
                a(.class("skip-link"), .href("#main")) { "Skip to main content" },
                div(.class(frameClasses.joined(separator: " "))) {
                    appBar(title: title, backLink: backLink, actions: actions)
                    main(.id("main"), .attr("tabindex", "-1")) { content }
                    bottomBar
                    if showTabBar {
                        tabBar(tabs, activeTab: activeTab)
                    }
                },
            ])
    }

    /// The document head: encoding, viewport, title, theme colours, icons, the web app manifest, stylesheet and
    /// script.
    private func head(title: String) -> [Node] {
        [
            meta(.attr("charset", "utf-8")),
            meta(.name("viewport"), .attr("content", "width=device-width, initial-scale=1, viewport-fit=cover")),
            FoodlyHTML.title { "\(title) · Foodly" },
            meta(.name("description"), .attr("content", "Healthy food from restaurants near you, delivered.")),
            meta(.name("color-scheme"), .attr("content", "light dark")),
            meta(
                .name("theme-color"), .attr("content", Layout.lightThemeColor),
                .attr("media", "(prefers-color-scheme: light)")),
            meta(
                .name("theme-color"), .attr("content", Layout.darkThemeColor),
                .attr("media", "(prefers-color-scheme: dark)")),
            link(.rel("icon"), .type("image/svg+xml"), .href(assets.url(for: "favicon.svg"))),
            link(.rel("manifest"), .href(assets.url(for: "manifest.webmanifest"))),
            link(.rel("apple-touch-icon"), .href(assets.url(for: "icon-192.png"))),
            link(.rel("stylesheet"), .href(assets.url(for: "app.css"))),
            script(.src(assets.url(for: "app.js")), .bool("defer")),
        ]
    }

    /// The sticky top bar: the Foodly mark or a Back button, the page title, and optional actions.
    private func appBar(title: String, backLink: String?, actions: [Node]) -> Node {
        header(.class("appbar")) {
            div(.class("appbar-inner")) {
                if let backLink {
                    a(.class("appbar-button"), .href(backLink), .aria("label", "Back")) { Icon.back.node() }
                } else {
                    a(.class("appbar-brand"), .href("/"), .aria("label", "Foodly home")) { Icon.logo() }
                }
                h1(.class("appbar-title")) { title }
                if !actions.isEmpty {
                    div(.class("appbar-actions")) { actions }
                }
            }
        }
    }

    /// The fixed bottom navigation: the tabs, each an icon above a label.
    private func tabBar(_ tabs: [Tab], activeTab: Tab?) -> Node {
        nav(.aria("label", "Main"), .class("tabbar")) {
            ul(.class("tabbar-list")) {
                for tab in tabs {
                    li {
                        a(
                            .class("tabbar-link"), .href(tab.path),
                            tab == activeTab ? .aria("current", "page") : .bool("aria-current", false)
                        ) {
                            span(.class("tabbar-icon")) { tab.icon.node() }
                            span(.class("tabbar-label")) { tab.label }
                        }
                    }
                }
            }
        }
    }
}
