import FoodlyHTML
import FoodlyHTTP

/// A friendly HTML page for an error on a web path (APIs answer problem+json instead).
struct ErrorPage {
    let layout: Layout
    let error: HTTPError

    func render() -> Node {
        let heading =
            switch error.status {
            case 404: "We couldn't find that page"
            case 403: "That didn't work"
            case 429: "Please wait a moment"
            case 500...: "Something went wrong"
            default: "That didn't work"
            }
        return layout.page(
            title: HTTPStatus.phrase(error.status), activeTab: nil,
            content: [
                div(.class("empty-state")) {
                    h2 { heading }
                    // The router's 404 detail is worded for API clients; people get a sentence of their own.
                    p { error.status == 404 ? "The link may be old, or the page has moved." : error.detail }
                    a(.class("btn btn-primary"), .href("/")) { "Go to Home" }
                }
            ])
    }
}
