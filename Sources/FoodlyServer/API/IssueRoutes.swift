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
    }
}
