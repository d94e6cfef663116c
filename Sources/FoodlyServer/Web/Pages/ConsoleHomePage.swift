import FoodlyHTML

/// The console's first page: each part with what it is for.
struct ConsoleHomePage {
    let console: ConsoleLayout

    func render() -> Node {
        console.page(
            title: "Console", section: nil,
            content: [
                ul(.class("console-parts")) {
                    for section in ConsoleSection.allCases {
                        li(.class("card console-part")) {
                            h2 { a(.href(section.path)) { section.label } }
                            p(.class("muted")) { section.summary }
                        }
                    }
                }
            ])
    }
}
