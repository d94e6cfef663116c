import FoodlyShared
import Foundation

/// A restaurant read from the import format and checked, before it gets ids and is stored.
public struct ImportedRestaurant: Sendable, Equatable {
    /// A dish read and checked (the importer's and the menu editor's), with its computed Nutri-Score. Its draft's
    /// optional members are all set; the draft's members read through it (`dish.name`, `dish.price`).
    @dynamicMemberLookup
    public struct Dish: Sendable, Equatable {
        /// The prices a dish may have, in cents: 1 cent to $1,000.
        public static let priceRange = 1...100_000

        /// The dish as written, checked, with `ingredients`, `nutriScoreCategory`, `allergens` and `diets` set.
        public var draft: DishDraft
        /// Its computed Nutri-Score.
        public var nutriScore: NutriScore

        /// A checked draft and its score.
        init(draft: DishDraft, nutriScore: NutriScore) {
            self.draft = draft
            self.nutriScore = nutriScore
        }

        /// Creates a dish from values already checked (the catalog generator's, tests').
        public init(
            name: String, description: String, price: Int, portionGrams: Double, nutrition: DishNutrition,
            nutriScoreCategory: NutriScoreCategory, nutriScore: NutriScore, allergens: [Allergen], diets: [Diet],
            available: Bool, imageURL: String?, ingredients: String = "", spicyLevel: Int = 0
        ) {
            self.init(
                draft: DishDraft(
                    name: name, description: description, ingredients: ingredients, price: price,
                    portionGrams: portionGrams, nutrition: nutrition, nutriScoreCategory: nutriScoreCategory,
                    allergens: allergens, diets: diets, available: available, imageUrl: imageURL,
                    spicyLevel: spicyLevel),
                nutriScore: nutriScore)
        }

        /// A member of the draft.
        public subscript<Value>(dynamicMember member: WritableKeyPath<DishDraft, Value>) -> Value {
            get { draft[keyPath: member] }
            set { draft[keyPath: member] = newValue }
        }

        /// The Nutri-Score table it is graded by.
        public var nutriScoreCategory: NutriScoreCategory { draft.nutriScoreCategory ?? .general }
        /// EU allergens it contains.
        public var allergens: [Allergen] { draft.allergens ?? [] }
        /// Diets it suits.
        public var diets: [Diet] { draft.diets ?? [] }
        /// Its ingredients in one line; empty when not given.
        public var ingredients: String { draft.ingredients ?? "" }
        /// How hot it is, `Dish.spicyLevels`.
        public var spicyLevel: Int { draft.spicyLevel ?? 0 }
        /// Its picture.
        public var imageURL: String? {
            get { draft.imageUrl }
            set { draft.imageUrl = newValue }
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

    /// As lists and pages show it: 1–100 characters on one line.
    public var name: String
    /// A word or two under the name: "Mediterranean", 1–60 characters.
    public var cuisine: String
    /// Up to 500 characters, may be empty and span lines.
    public var description: String
    /// Normalised to E.164 (`PhoneNumber.normalize`), shown to customers and couriers.
    public var phone: String
    /// 1–20 lowercase slugs, each once, in the order given.
    public var categories: [String]
    /// Its cover picture: a `/static/…` path or an `https://` URL; nil for none.
    public var imageURL: String?
    /// The street address customers and couriers read.
    public var address: String
    /// The region (city or area) it belongs to.
    public var region: String
    /// The point delivery distances are measured from.
    public var location: GeoPoint
    /// Great-circle km it delivers within, up to `maxDeliveryRadiusKm`.
    public var deliveryRadiusKm: Double
    /// The zone its opening hours and closures are read in.
    public var timeZone: TimeZone
    /// Minutes its kitchen needs for an order, 1–180; part of every arrival estimate.
    public var prepMinutes: Int
    /// When it takes orders, per weekday.
    public var openingHours: OpeningHours
    /// Its delivery fees and smallest order.
    public var fees: DeliveryFees
    /// Sales tax in basis points (863 = 8.63%), `RestaurantTerms.taxRateRange`.
    public var taxRateBps: Int
    /// Sales tax on drinks where it differs (``Restaurant/drinksTaxRateBps``); nil: `taxRateBps`.
    public var drinksTaxRateBps: Int?
    /// Whether orders may be collected at its counter (``Restaurant/offersPickup``).
    public var offersPickup: Bool
    /// Its sections in menu order (empty for an application, whose menu comes later).
    public var menu: [Section]

    /// Creates a restaurant.
    public init(
        name: String, cuisine: String, description: String, phone: String, categories: [String], imageURL: String?,
        address: String, region: String = RegionName.default, location: GeoPoint, deliveryRadiusKm: Double,
        timeZone: TimeZone, prepMinutes: Int, openingHours: OpeningHours, fees: DeliveryFees, taxRateBps: Int,
        drinksTaxRateBps: Int? = nil, offersPickup: Bool = false, menu: [Section]
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
        self.drinksTaxRateBps = drinksTaxRateBps
        self.offersPickup = offersPickup
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

extension ImportedRestaurant {
    /// The restaurant as its owner writes it (its menu left out): read back by the importer, it gives this
    /// restaurant again.
    public var draft: RestaurantDraft {
        RestaurantDraft(
            name: name, cuisine: cuisine, description: description, phone: phone, categories: categories,
            imageUrl: imageURL,
            location: RestaurantLocation(address: address, latitude: location.latitude, longitude: location.longitude),
            region: region, deliveryRadiusKm: deliveryRadiusKm, timeZone: timeZone.identifier,
            prepMinutes: prepMinutes,
            openingHours: OpeningHoursDraft(
                days: openingHours.days.map { periods in
                    periods.map { [OpeningHours.text($0.opens), OpeningHours.text($0.closes)] }
                }), fees: fees, taxRateBps: taxRateBps, drinksTaxRateBps: drinksTaxRateBps,
            offersPickup: offersPickup ? true : nil)
    }
}

extension ImportedRestaurant {
    /// The restaurant and its menu as the import format writes them.
    public var importDraft: RestaurantImport {
        RestaurantImport(
            restaurant: draft,
            menu: menu.map { MenuSectionDraft(section: $0.name, dishes: $0.dishes.map(\.draft)) })
    }
}

extension Array: CheckedBody where Element == RestaurantImport {
    /// Reads and checks an import document, one restaurant or a list of them, by the importer's rules
    /// (`RestaurantImporter.restaurants`): every bad field of every restaurant named at once.
    public static func checked(_ json: JSONValue) throws -> [RestaurantImport] {
        try RestaurantImporter.restaurants(from: json).map(\.importDraft)
    }
}
