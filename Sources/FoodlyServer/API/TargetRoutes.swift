import FoodlyAPI
import FoodlyApp

/// The caller's body profile and the daily target it works out to.
struct TargetRoutes {
    let targets: TargetService

    func register(in api: inout APIRouter) {
        let targets = self.targets
        api.handle(Endpoints.bodyProfile) { call in try targets.target(for: call.caller.account) }
        api.handle(Endpoints.saveBodyProfile) { call in try targets.save(call.body, for: call.caller.account) }
        api.handle(Endpoints.forgetBodyProfile) { call in
            try targets.forget(for: call.caller.account)
            return NoContent()
        }
    }
}
