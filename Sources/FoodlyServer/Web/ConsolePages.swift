import FoodlyHTML

/// The operator's console on the web (operators only, `WebRouter.adminPage`): its first page lists the parts.
struct ConsolePages {
    let context: WebContext

    func register(in web: inout WebRouter) {
        let context = self.context
        web.adminPage("/admin") { _, _ in
            context.page(ConsoleHomePage(console: context.console).render())
        }
    }
}
