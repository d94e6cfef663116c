import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

/// A friendly HTML page for an error on a web path (APIs answer problem+json instead).
struct ErrorPage {
    let layout: Layout
    let problem: Problem

    func render() -> Node {
        let heading =
            switch problem.status {
            case 404: "We couldn't find that page"
            case 403: "That didn't work"
            case 429: "Please wait a moment"
            case 503: "That didn't go through"
            case 500...: "Something went wrong"
            default: "That didn't work"
            }
        return layout.page(
            title: HTTPStatus.phrase(problem.status), activeTab: nil,
            content: [
                div(.class("empty-state"), .id("error-page")) {
                    h2 { heading }
                    // The router's 404 detail is worded for API clients; people get a sentence of their own.
                    p { problem.status == 404 ? "The link may be old, or the page has moved." : problem.detail }
                    a(.class("btn btn-primary"), .href("/")) { "Go to Home" }
                }
            ])
    }
}
