import FoodlyAPI
import FoodlyApp
import FoodlyCore

extension RestaurantSummary {
    /// The API view of a listing.
    init(_ listing: RestaurantListing) {
        let restaurant = listing.restaurant
        self.init(
            id: restaurant.id.rawValue, name: restaurant.name, cuisine: restaurant.cuisine,
            categories: restaurant.categories, rating: restaurant.rating.map { ($0 * 10).rounded() / 10 },
            ratingCount: restaurant.ratingCount, distanceKm: RestaurantSummary.shownKm(listing.distanceKm),
            deliveryFee: listing.deliveryFee, minimumOrder: listing.minimumOrder,
            etaMinutes: MinutesRange(min: listing.eta.min, max: listing.eta.max), isOpen: listing.isOpen,
            nutriGrade: restaurant.nutriGrade, imageUrl: restaurant.imageURL, closedReason: listing.closed?.reason,
            opensAt: listing.closed?.opensAt, offersPickup: restaurant.offersPickup)
    }
}

extension RestaurantSummary {
    /// Distances are shown to 100 m.
    static func shownKm(_ km: Double?) -> Double? {
        km.map { ($0 * 10).rounded() / 10 }
    }
}

extension DishBody {
    /// The API view of a dish.
    init(_ dish: Dish) {
        let nutrition = dish.nutrition
        self.init(
            id: dish.id.rawValue, name: dish.name, description: dish.description, price: dish.price,
            portionGrams: dish.portionGrams, kcal: nutrition.kcal, proteinG: nutrition.proteinG,
            carbsG: nutrition.carbsG, sugarsG: nutrition.sugarsG, fatG: nutrition.fatG,
            saturatedFatG: nutrition.saturatedFatG, fiberG: nutrition.fiberG, saltG: nutrition.saltG,
            nutriGrade: dish.nutriGrade, allergens: dish.allergens,
            diets: dish.diets, available: dish.available, imageUrl: dish.imageURL,
            optionGroups: dish.optionGroups.map(OptionGroupBody.init), spicyLevel: dish.spicyLevel)
    }
}

extension DishDetail {
    /// The API view of a dish's label.
    init(_ dish: Dish, of restaurant: Restaurant) throws {
        let hundred = dish.nutrition.inHundredGrams(ofPortion: dish.portionGrams)
        let score = try NutriScore.compute(
            dish.nutrition.per100g(portionGrams: dish.portionGrams), category: dish.nutriScoreCategory)
        self.init(
            dish: DishBody(dish), restaurant: RestaurantReference(id: restaurant.id.rawValue, name: restaurant.name),
            section: dish.section, ingredients: dish.ingredients, nutriScoreCategory: dish.nutriScoreCategory,
            per100g: NutritionPer100g(
                energyKj: hundred.kcal * DishNutrition.kilojoulesPerKcal, kcal: hundred.kcal, fatG: hundred.fatG,
                saturatedFatG: hundred.saturatedFatG, carbsG: hundred.carbsG, sugarsG: hundred.sugarsG,
                fiberG: hundred.fiberG, proteinG: hundred.proteinG, saltG: hundred.saltG),
            nutriScore: NutritionScoreResponse(score: score.score, grade: score.grade, points: score.points),
            maximumPoints: .maximum(in: dish.nutriScoreCategory))
    }
}

extension RestaurantDetail {
    /// The API view of a restaurant page: sections in menu order.
    init(_ listing: RestaurantListing, dishes: [Dish]) {
        let restaurant = listing.restaurant
        var sections: [MenuSectionBody] = []
        for dish in dishes {
            if sections.last?.section == dish.section {
                sections[sections.count - 1].dishes.append(DishBody(dish))
            } else {
                sections.append(MenuSectionBody(section: dish.section, dishes: [DishBody(dish)]))
            }
        }
        self.init(
            summary: RestaurantSummary(listing), description: restaurant.description, phone: restaurant.phone,
            address: restaurant.address, latitude: restaurant.location.latitude,
            longitude: restaurant.location.longitude, deliveryRadiusKm: restaurant.deliveryRadiusKm,
            timeZone: restaurant.timeZone.identifier, prepMinutes: restaurant.prepMinutes,
            freeDeliveryOver: restaurant.fees.freeDeliveryOver, currency: Money.currency, menu: sections)
    }
}

extension OptionGroupBody {
    /// The API view of an option group.
    init(_ group: OptionGroup) {
        self.init(
            id: group.id.rawValue, name: group.name, required: group.isRequired, minChoices: group.minChoices,
            maxChoices: group.maxChoices,
            options: group.options.map { option in
                DishOptionBody(
                    id: option.id.rawValue, name: option.name, priceDelta: option.priceDelta,
                    nutrition: option.nutrition, allergens: option.allergens, unsuitableFor: option.unsuitableFor)
            })
    }
}
