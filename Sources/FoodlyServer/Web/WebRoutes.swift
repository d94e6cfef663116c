import FoodlyHTML
import FoodlyHTTP

/// The pages of the mobile web app.
struct WebRoutes {
    let assets: StaticFiles

    func register(in router: inout Router) {
        let assets = self.assets
        router.get("/") { _ in
            Response.html(
                Layout(assets: assets).page(
                    title: "Home", activeTab: .home, content: HomeShellPage(assets: assets).content()
                ).render())
        }
    }
}
