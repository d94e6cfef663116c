import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// Issues with delivered orders: their customers report them, operators list and answer them.
/// `OrderIssueService` checks whose order it is (404 for anyone else's) and that only operators list and answer.
struct IssueRoutes {
    let issues: OrderIssueService

    func register(in api: inout APIRouter) {
        let issues = self.issues
        api.handle(Endpoints.reportIssue) { call in
            try issues.report(call.body, about: ID(call.path.id), by: call.caller.account)
        }
        api.handle(Endpoints.orderIssues) { call in
            Page(items: try issues.issues(about: ID(call.path.id), for: call.caller.account), nextCursor: nil)
        }
        api.handle(Endpoints.openIssues) { call in
            Page(items: try issues.open(for: call.caller.account), nextCursor: nil)
        }
        api.handle(Endpoints.answerIssue) { call in
            try issues.answer(call.path.id, call.body, by: call.caller.account)
        }
        api.handle(Endpoints.setIssuePhoto) { call in
            try issues.setPhoto(
                [UInt8](call.body.bytes), mediaType: call.body.mediaType, ofIssue: call.path.id, by: call.caller.account
            )
        }
        api.respond(Endpoints.issuePhoto) { call in
            try IssueRoutes.photo(call.path.id, for: call.caller.account, issues)
        }
    }

    /// The photo of an issue for `user` (``OrderIssueService/photo(ofIssue:for:)`` checks who may see it), never
    /// cached by anyone but them.
    static func photo(_ id: String, for user: UserAccount, _ issues: OrderIssueService) throws -> Response {
        let photo = try issues.photo(ofIssue: id, for: user)
        return Response(
            status: 200, headers: ["Content-Type": photo.mediaType, "Cache-Control": "private, no-store"],
            body: photo.bytes)
    }
}
