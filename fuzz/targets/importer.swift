import FoodlyCore
import Foundation

/// The import parser (`RestaurantImporter`), fed as `foodly import` feeds it: any file either imports or is refused
/// with a `ValidationFailure` naming at least one field; what imports keeps to the listing rule (at least 75% of
/// available dishes graded A or B) and to the ranges the format documents.
func fuzz(_ bytes: [UInt8]) {
    guard let json = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes)) else { return }
    let restaurants: [ImportedRestaurant]
    do {
        restaurants = try RestaurantImporter.restaurants(from: json)
    } catch let failure as ValidationFailure {
        expect(!failure.issues.isEmpty, "a refusal without issues")
        for issue in failure.issues {
            expect(!issue.code.isEmpty && !issue.message.isEmpty, "an issue without code or message: \(issue)")
        }
        return
    } catch {
        fatalError("unexpected error \(type(of: error)): \(error)")
    }
    if case .array(let items) = json {
        expect(restaurants.count == items.count, "\(items.count) restaurants gave \(restaurants.count)")
    }
    for restaurant in restaurants {
        let available = restaurant.dishes.filter(\.available)
        let good = available.filter { $0.nutriScore.grade <= .b }
        expect(
            Double(good.count) >= RestaurantImporter.listingShare * Double(available.count),
            "\(restaurant.name) is listed with \(good.count) of \(available.count) dishes graded A or B")
        expect(restaurant.taxRateBps >= 0 && restaurant.prepMinutes >= 0, "negative tax or preparation time")
        expect(restaurant.dishes.allSatisfy { $0.price >= 0 }, "a negative price in \(restaurant.name)")
    }
}
