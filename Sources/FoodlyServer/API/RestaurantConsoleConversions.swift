import FoodlyAPI
import FoodlyApp
import FoodlyCore

extension ConsoleApplicationBody {
    /// The console's view of an application.
    init(_ application: RestaurantApplication) {
        let details = application.draft.details
        self.init(
            id: application.id.rawValue, name: details.name, cuisine: details.cuisine, address: details.address,
            phone: details.phone, contactEmail: application.draft.contactEmail, description: details.description,
            status: application.status, reason: application.reason, restaurantId: application.restaurantID?.rawValue,
            createdAt: application.createdAt, decidedAt: application.decidedAt)
    }
}

extension ConsoleRestaurantBody {
    /// The console's view of a restaurant standing as `standing` says.
    init(_ restaurant: Restaurant, _ standing: RestaurantStanding) {
        let fees = restaurant.fees
        self.init(
            id: restaurant.id.rawValue, name: restaurant.name, cuisine: restaurant.cuisine,
            address: restaurant.address, region: restaurant.region, listing: standing.listing,
            closedReason: standing.closedReason, suspendedAt: restaurant.suspension?.since,
            suspensionReason: restaurant.suspension?.reason, deliveryBase: fees.deliveryBase,
            deliveryPerKm: fees.deliveryPerKm, freeDeliveryOver: fees.freeDeliveryOver,
            minimumOrder: fees.minimumOrder, taxRateBps: restaurant.taxRateBps,
            drinksTaxRateBps: restaurant.drinksTaxRateBps, deliveryRadiusKm: restaurant.deliveryRadiusKm)
    }
}

extension ConsoleRestaurantDetailBody {
    /// The console's view of one restaurant.
    init(_ overview: RestaurantOverview) {
        self.init(
            restaurant: ConsoleRestaurantBody(overview.restaurant, overview.standing),
            listingRuleHolds: overview.standing.rule?.holds ?? true, listingRule: overview.standing.ruleSummary ?? "",
            staff: overview.staff.map(StaffMemberBody.init),
            numbers: RestaurantNumbersBody(overview.restaurant, overview.numbers))
    }
}
