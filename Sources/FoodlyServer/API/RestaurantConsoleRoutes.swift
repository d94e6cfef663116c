import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared

/// The operator's restaurant calls: applications to decide, restaurants by name, one restaurant's overview,
/// suspending and reinstating, delivery zones. The route group answers 401/403 before these run; a bad query is a 400 naming it.
struct RestaurantConsoleRoutes {
    let restaurants: RestaurantConsoleService

    func register(in api: inout APIRouter) {
        let restaurants = self.restaurants
        api.handle(Endpoints.consoleApplications) { call in
            let status = try call.query.choice("status", ApplicationStatus.self)
            return ConsoleApplicationsBody(
                applications: try restaurants.applications(status: status, by: call.caller.account).map(
                    ConsoleApplicationBody.init))
        }
        api.handle(Endpoints.approveApplication) { call in
            ConsoleApplicationBody(try restaurants.approve(ID(call.path.id), by: call.caller.account))
        }
        api.handle(Endpoints.rejectApplication) { call in
            ConsoleApplicationBody(
                try restaurants.reject(ID(call.path.id), reason: call.body.reason, by: call.caller.account))
        }
        api.handle(Endpoints.consoleRestaurants) { call in
            let found = try NumbersRoutes.reading(call.query) {
                try restaurants.restaurants(matching: $0["q"] ?? "", by: call.caller.account)
            }
            return ConsoleRestaurantsBody(restaurants: found.map { ConsoleRestaurantBody($0.restaurant, $0.standing) })
        }
        api.handle(Endpoints.consoleRestaurant) { call in
            let overview = try NumbersRoutes.reading(call.query) {
                try restaurants.overview(
                    of: ID(call.path.id), from: $0["from"] ?? "", to: $0["to"] ?? "", by: call.caller.account)
            }
            return ConsoleRestaurantDetailBody(overview)
        }
        api.handle(Endpoints.changeRestaurantTerms) { call in
            let (restaurant, _) = try restaurants.changeTerms(
                of: ID(call.path.id), call.body, by: call.caller.account)
            return ConsoleRestaurantBody(restaurant, try restaurants.standing(of: restaurant))
        }
        api.handle(Endpoints.suspendRestaurant) { call in
            let restaurant = try restaurants.suspend(
                ID(call.path.id), reason: call.body.reason, by: call.caller.account)
            return ConsoleRestaurantBody(restaurant, try restaurants.standing(of: restaurant))
        }
        api.handle(Endpoints.reinstateRestaurant) { call in
            let restaurant = try restaurants.reinstate(ID(call.path.id), by: call.caller.account)
            return ConsoleRestaurantBody(restaurant, try restaurants.standing(of: restaurant))
        }
        api.handle(Endpoints.restaurantZones) { call in
            DeliveryZonesBody(zones: try restaurants.zoned(ID(call.path.id), by: call.caller.account).zones)
        }
        api.handle(Endpoints.setRestaurantZones) { call in
            DeliveryZonesBody(
                zones: try restaurants.setZones(of: ID(call.path.id), call.body.zones, by: call.caller.account).zones)
        }
    }
}
