import Foundation

/// A restaurant read from the import format and checked, before it gets ids and is stored.
public struct ImportedRestaurant: Sendable, Equatable {
    /// A dish as imported, with its computed Nutri-Score.
    public struct Dish: Sendable, Equatable {
        /// The prices a dish may have, in cents: 1 cent to $1,000.
        public static let priceRange = 1...100_000

        /// Name.
        public var name: String
        /// Description.
        public var description: String
        /// Price in cents.
        public var price: Int
        /// Portion weight in grams.
        public var portionGrams: Double
        /// Per-portion nutrients.
        public var nutrition: DishNutrition
        /// The Nutri-Score category it is graded in.
        public var nutriScoreCategory: NutriScoreCategory
        /// Its computed Nutri-Score.
        public var nutriScore: NutriScore
        /// EU allergens.
        public var allergens: [Allergen]
        /// Diets it suits.
        public var diets: [Diet]
        /// Whether it can be ordered.
        public var available: Bool
        /// Its picture.
        public var imageURL: String?
        /// Its ingredients as a label lists them, in one line; empty when not given.
        public var ingredients: String

        /// Creates a dish.
        public init(
            name: String, description: String, price: Int, portionGrams: Double, nutrition: DishNutrition,
            nutriScoreCategory: NutriScoreCategory, nutriScore: NutriScore, allergens: [Allergen], diets: [Diet],
            available: Bool, imageURL: String?, ingredients: String = ""
        ) {
            self.ingredients = ingredients
            self.name = name
            self.description = description
            self.price = price
            self.portionGrams = portionGrams
            self.nutrition = nutrition
            self.nutriScoreCategory = nutriScoreCategory
            self.nutriScore = nutriScore
            self.allergens = allergens
            self.diets = diets
            self.available = available
            self.imageURL = imageURL
        }
    }

    /// A menu section and its dishes, in menu order.
    public struct Section: Sendable, Equatable {
        /// The section name.
        public var name: String
        /// Its dishes.
        public var dishes: [Dish]

        /// Creates a section.
        public init(name: String, dishes: [Dish]) {
            self.name = name
            self.dishes = dishes
        }
    }

    /// Name.
    public var name: String
    /// Cuisine.
    public var cuisine: String
    /// Description.
    public var description: String
    /// E.164 phone.
    public var phone: String
    /// Category slugs.
    public var categories: [String]
    /// Cover picture.
    public var imageURL: String?
    /// Street address.
    public var address: String
    /// The region (city or area) it belongs to.
    public var region: String
    /// Where it is.
    public var location: GeoPoint
    /// Delivery radius in km.
    public var deliveryRadiusKm: Double
    /// Time zone of its hours.
    public var timeZone: TimeZone
    /// Preparation minutes.
    public var prepMinutes: Int
    /// Weekly hours.
    public var openingHours: OpeningHours
    /// Fees and minimum order.
    public var fees: DeliveryFees
    /// Tax rate in basis points.
    public var taxRateBps: Int
    /// The menu.
    public var menu: [Section]

    /// Creates a restaurant.
    public init(
        name: String, cuisine: String, description: String, phone: String, categories: [String], imageURL: String?,
        address: String, region: String = RegionName.default, location: GeoPoint, deliveryRadiusKm: Double,
        timeZone: TimeZone, prepMinutes: Int, openingHours: OpeningHours, fees: DeliveryFees, taxRateBps: Int,
        menu: [Section]
    ) {
        self.name = name
        self.cuisine = cuisine
        self.description = description
        self.phone = phone
        self.categories = categories
        self.imageURL = imageURL
        self.address = address
        self.region = region
        self.location = location
        self.deliveryRadiusKm = deliveryRadiusKm
        self.timeZone = timeZone
        self.prepMinutes = prepMinutes
        self.openingHours = openingHours
        self.fees = fees
        self.taxRateBps = taxRateBps
        self.menu = menu
    }

    /// The widest delivery area, in km around the restaurant.
    public static let maxDeliveryRadiusKm = 50.0

    /// The most categories a restaurant lists (a real one has a handful).
    public static let maxCategories = 20

    /// The most dishes one menu holds (what a page shows and the in-memory catalog addresses).
    public static let maxDishes = 1_000

    /// Every dish in menu order.
    public var dishes: [Dish] { menu.flatMap(\.dishes) }

    /// The median grade of the available dishes.
    public var nutriGrade: NutriGrade {
        Restaurant.medianGrade(dishes.filter(\.available).map(\.nutriScore.grade))
    }
}
