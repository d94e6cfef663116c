import FoodlyHTML

/// What the installed app shows for a page it cannot reach and has not kept (the service worker keeps this page
/// at install and answers it offline): no connection, what still works, and a way to try again. It names nobody,
/// so it is the same for everyone.
struct OfflinePage {
    let layout: Layout

    func render() -> Node {
        layout.page(
            title: "Offline", activeTab: nil,
            content: [
                div(.class("empty-state offline-state"), .id("offline-state"), .role("status")) {
                    h2 { "You're offline" }
                    p {
                        "Foodly can't reach the internet, and this page wasn't saved on your phone. The restaurants "
                            + "and menus you opened recently still open; ordering needs a connection."
                    }
                    // An empty link opens the same address again: the page asked for, once the connection is back.
                    a(.class("btn btn-primary"), .href("")) { "Try again" }
                }
            ], showTabBar: false)
    }
}
