import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// A restaurant's hours, closures, pauses, preparation time and pickup, for its own staff. The route group checks the staff
/// role (403); `HoursService` checks who may edit (owners and managers; anyone on the staff pauses) and that a
/// closure is the caller's restaurant's (404 otherwise).
struct HoursRoutes {
    let hours: HoursService

    func register(in api: inout APIRouter) {
        let hours = self.hours
        api.handle(Endpoints.merchantSchedule) { call in
            RestaurantScheduleBody(try hours.schedule(for: call.caller.account))
        }
        api.handle(Endpoints.setMerchantHours) { call in
            RestaurantScheduleBody(try hours.setHours(call.body.typed, by: call.caller.account))
        }
        api.handle(Endpoints.addClosure) { call in
            try hours.addClosure(
                first: call.body.first, last: call.body.last, reason: call.body.reason ?? "", by: call.caller.account)
        }
        api.handle(Endpoints.removeClosure) { call in
            try hours.removeClosure(call.path.id, by: call.caller.account)
            return NoContent()
        }
        api.handle(Endpoints.pauseOrders) { call in
            RestaurantScheduleBody(try hours.pause(minutes: call.body.minutes, by: call.caller.account))
        }
        api.handle(Endpoints.resumeOrders) { call in
            RestaurantScheduleBody(try hours.resume(by: call.caller.account))
        }
        api.handle(Endpoints.setPrepTime) { call in
            RestaurantScheduleBody(try hours.setPrepMinutes(call.body.prepMinutes, by: call.caller.account))
        }
        api.handle(Endpoints.setPickup) { call in
            RestaurantScheduleBody(try hours.setOffersPickup(call.body.offersPickup, by: call.caller.account))
        }
    }
}
