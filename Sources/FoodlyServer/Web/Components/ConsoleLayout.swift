import FoodlyCore
import FoodlyHTML

/// The frame of every console page: the wide layout, the operator's tab bar and the console's navigation above
/// the page's own content.
struct ConsoleLayout {
    let layout: Layout

    /// A console page titled `title` in `section` (nil on the console's first page).
    func page(title: String, section: ConsoleSection?, content: [Node], backLink: String? = nil) -> Node {
        layout.page(
            title: title, activeTab: .console,
            content: [ConsoleSection.navigation(current: section)] + content, backLink: backLink,
            tabs: Layout.Tab.bar(for: .admin), frame: .console)
    }
}
