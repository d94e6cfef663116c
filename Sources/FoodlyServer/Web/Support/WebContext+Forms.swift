import FoodlyHTML
import FoodlyHTTP
import FoodlyShared

extension WebContext {
    /// The one way a form post (`request`) is answered. `act` makes the change and answers (a 303 to where the
    /// person goes next, with any cookie the change sets). When a domain error refuses it (bad fields, a conflict, a
    /// rule, a role), `again` renders the same page with what was submitted and the refusal in place
    /// (`InlineRefusal.issues` under their fields, or its sentence), answered with the refusal's status (422 for bad
    /// fields, 409 for a conflict, 403…) and header fields. "Not found" is no refusal of a form: it goes on to the
    /// 404 page, as any other error goes on to the error page.
    func answer(
        _ request: Request, act: () throws -> Response, again: (CSRF, InlineRefusal) throws -> Node
    ) throws -> Response {
        do {
            return try act()
        } catch let error as any DomainError where error.kind != .notFound {
            logProviderWords(error, request)
            let csrf = CSRF(request: request)
            let refusal = InlineRefusal(error)
            return page(try again(csrf, refusal), refused: refusal, csrf: csrf)
        }
    }
}
