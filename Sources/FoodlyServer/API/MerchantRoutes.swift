import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// Restaurants joining Foodly and their staff. The route groups check roles (403); `MerchantService` checks the
/// staff roles (`StaffRules`) and that a member belongs to the caller's restaurant (404 otherwise).
struct MerchantRoutes {
    let merchants: MerchantService

    func register(in api: inout APIRouter) {
        let merchants = self.merchants
        api.handle(Endpoints.applyRestaurant) { call in
            RestaurantApplicationBody(try merchants.apply(call.body, by: call.caller.account))
        }
        api.handle(Endpoints.restaurantApplications) { call in
            RestaurantApplicationsBody(
                applications: try merchants.applications(for: call.caller.account).map(RestaurantApplicationBody.init))
        }
        api.handle(Endpoints.merchantStaff) { call in
            StaffBody(try merchants.staff(for: call.caller.account))
        }
        api.handle(Endpoints.revokeStaffInvite) { call in
            try merchants.revokeInvite(email: call.body.email, by: call.caller.account)
            return NoContent()
        }
        api.handle(Endpoints.resendStaffInvite) { call in
            StaffInviteBody(try merchants.resendInvite(email: call.body.email, by: call.caller.account))
        }
        api.handle(Endpoints.inviteStaff) { call in
            StaffInviteBody(try merchants.invite(email: call.body.email, role: call.body.role, by: call.caller.account))
        }
        api.handle(Endpoints.changeStaffRole) { call in
            try merchants.changeRole(of: ID(call.path.id), to: call.body.role, by: call.caller.account)
            return NoContent()
        }
        api.handle(Endpoints.removeStaff) { call in
            try merchants.remove(ID(call.path.id), by: call.caller.account)
            return NoContent()
        }
        api.handle(Endpoints.acceptStaffInvite) { call in
            StaffMemberBody(try merchants.accept(token: call.body.token, by: call.caller.account))
        }
    }
}
