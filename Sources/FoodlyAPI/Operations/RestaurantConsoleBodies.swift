import FoodlyShared
import Foundation

/// `ConsoleApplication`: an application as the operator's console sees it.
public struct ConsoleApplicationBody: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// The restaurant's name.
    public var name: String
    /// Its cuisine.
    public var cuisine: String
    /// Its street address.
    public var address: String
    /// Its phone (E.164).
    public var phone: String
    /// Where Foodly writes about the application.
    public var contactEmail: String
    /// A sentence about the restaurant.
    public var description: String
    /// Where it stands.
    public var status: ApplicationStatus
    /// Why it was rejected; null otherwise.
    @AlwaysWritten public var reason: String?
    /// The restaurant made on approval; null otherwise.
    @AlwaysWritten public var restaurantId: String?
    /// When it was sent.
    public var createdAt: Date
    /// When it was decided; null while pending.
    @AlwaysWritten public var decidedAt: Date?

    /// Creates a body.
    public init(
        id: String, name: String, cuisine: String, address: String, phone: String, contactEmail: String,
        description: String, status: ApplicationStatus, reason: String?, restaurantId: String?, createdAt: Date,
        decidedAt: Date?
    ) {
        self.id = id
        self.name = name
        self.cuisine = cuisine
        self.address = address
        self.phone = phone
        self.contactEmail = contactEmail
        self.description = description
        self.status = status
        self.reason = reason
        self.restaurantId = restaurantId
        self.createdAt = createdAt
        self.decidedAt = decidedAt
    }
}

/// `ConsoleApplications`: applications, newest first.
public struct ConsoleApplicationsBody: Codable, Sendable, Equatable {
    /// The applications.
    public var applications: [ConsoleApplicationBody]

    /// Creates a body.
    public init(applications: [ConsoleApplicationBody]) {
        self.applications = applications
    }
}

/// `ConsoleRestaurant`: a restaurant as the operator's console lists it: where it stands and its terms.
public struct ConsoleRestaurantBody: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// Name.
    public var name: String
    /// Cuisine.
    public var cuisine: String
    /// Street address.
    public var address: String
    /// Its region.
    public var region: String
    /// Whether customers see it, and why not.
    public var listing: ListingState
    /// Why it takes no new orders now by its own hours, closures or pause; null when it would take them.
    @AlwaysWritten public var closedReason: ClosedReason?
    /// Since when it is suspended; null when it is not.
    @AlwaysWritten public var suspendedAt: Date?
    /// Why it is suspended; null when it is not.
    @AlwaysWritten public var suspensionReason: String?
    /// Delivery fee at 0 km, in cents.
    public var deliveryBase: Int
    /// Delivery fee per km, in cents.
    public var deliveryPerKm: Int
    /// Free delivery from this subtotal, in cents; null for never.
    @AlwaysWritten public var freeDeliveryOver: Int?
    /// Minimum subtotal, in cents.
    public var minimumOrder: Int
    /// Sales tax in basis points.
    public var taxRateBps: Int
    /// Sales tax on drinks in basis points where it differs; null: `taxRateBps`.
    @AlwaysWritten public var drinksTaxRateBps: Int?
    /// Delivery radius in km.
    public var deliveryRadiusKm: Double

    /// Creates a body.
    public init(
        id: String, name: String, cuisine: String, address: String, region: String, listing: ListingState,
        closedReason: ClosedReason?, suspendedAt: Date?, suspensionReason: String?, deliveryBase: Int,
        deliveryPerKm: Int, freeDeliveryOver: Int?, minimumOrder: Int, taxRateBps: Int, drinksTaxRateBps: Int?,
        deliveryRadiusKm: Double
    ) {
        self.id = id
        self.name = name
        self.cuisine = cuisine
        self.address = address
        self.region = region
        self.listing = listing
        self.closedReason = closedReason
        self.suspendedAt = suspendedAt
        self.suspensionReason = suspensionReason
        self.deliveryBase = deliveryBase
        self.deliveryPerKm = deliveryPerKm
        self.freeDeliveryOver = freeDeliveryOver
        self.minimumOrder = minimumOrder
        self.taxRateBps = taxRateBps
        self.drinksTaxRateBps = drinksTaxRateBps
        self.deliveryRadiusKm = deliveryRadiusKm
    }
}

/// `ConsoleRestaurants`: restaurants by name.
public struct ConsoleRestaurantsBody: Codable, Sendable, Equatable {
    /// The restaurants.
    public var restaurants: [ConsoleRestaurantBody]

    /// Creates a body.
    public init(restaurants: [ConsoleRestaurantBody]) {
        self.restaurants = restaurants
    }
}

/// `ConsoleRestaurantDetail`: one restaurant for the console: where it stands, what the listing rule says of its
/// menu, its staff and its numbers.
public struct ConsoleRestaurantDetailBody: Codable, Sendable, Equatable {
    /// The restaurant.
    public var restaurant: ConsoleRestaurantBody
    /// Whether at least 75% of its available foods are graded A or B (true for an empty menu).
    public var listingRuleHolds: Bool
    /// The listing rule's sentence about the menu.
    public var listingRule: String
    /// Its staff, owners first.
    public var staff: [StaffMemberBody]
    /// Its numbers over the range asked for (the last two weeks by default).
    public var numbers: RestaurantNumbersBody

    /// Creates a body.
    public init(
        restaurant: ConsoleRestaurantBody, listingRuleHolds: Bool, listingRule: String, staff: [StaffMemberBody],
        numbers: RestaurantNumbersBody
    ) {
        self.restaurant = restaurant
        self.listingRuleHolds = listingRuleHolds
        self.listingRule = listingRule
        self.staff = staff
        self.numbers = numbers
    }
}
