import FoodlyCore
import FoodlyShared
import Foundation

/// Restaurants and dishes in the import format (docs/IMPORT-FORMAT.md), as plain JSON objects, so a test can break any field.
enum CatalogSample {
    typealias Object = [String: Any]

    /// Per-portion nutrition with the import format's field names.
    static func nutrition(
        kcal: Double, protein: Double, carbs: Double, sugars: Double, fat: Double, saturated: Double, fiber: Double,
        salt: Double, fruitVeg: Double
    ) -> Object {
        [
            "kcal": kcal, "proteinG": protein, "carbsG": carbs, "sugarsG": sugars, "fatG": fat,
            "saturatedFatG": saturated, "fiberG": fiber, "saltG": salt, "fruitVegLegumePercent": fruitVeg,
        ]
    }

    /// The sample bowl of docs/IMPORT-FORMAT.md, for a 350 g portion: graded A (score −2).
    static var bowl: Object {
        nutrition(
            kcal: 520, protein: 32, carbs: 48, sugars: 6, fat: 18, saturated: 3, fiber: 9, salt: 1.4, fruitVeg: 55)
    }
    /// A lentil salad, for 100 g: N = 2 (energy 1, salt 1), P = 8 (fibre 3, protein 3, fruit/veg 2) → −6, A.
    static var lentils: Object {
        nutrition(
            kcal: 120, protein: 8, carbs: 12, sugars: 2, fat: 3, saturated: 0.5, fiber: 6, salt: 0.3, fruitVeg: 70)
    }
    /// Cheesy fries, for 100 g: energy 3 + saturates 4 + salt 4 = 11, protein no longer counts → 11, D.
    static var fries: Object {
        nutrition(
            kcal: 300, protein: 4, carbs: 35, sugars: 1, fat: 15, saturated: 4.5, fiber: 3, salt: 0.9, fruitVeg: 0)
    }
    /// A pizza slice, for 100 g: energy 3 + saturates 3 + salt 3 = 9, minus protein 4 → 5, C.
    static var pizza: Object {
        nutrition(
            kcal: 245, protein: 10, carbs: 30, sugars: 3, fat: 9, saturated: 3.5, fiber: 2, salt: 0.7, fruitVeg: 20)
    }
    /// Deep-fried churros with chocolate, for 100 g: energy 5 + sugars 8 + saturates 9 + salt 2 = 24 → E.
    static var churros: Object {
        nutrition(
            kcal: 450, protein: 5, carbs: 50, sugars: 30, fat: 25, saturated: 9.5, fiber: 2, salt: 0.5, fruitVeg: 0)
    }

    /// A dish in the import format (100 g of lentil salad unless told otherwise).
    static func dish(
        _ name: String, nutrition: Object = lentils, portionGrams: Double = 100, price: Any = 1250,
        available: Bool = true, allergens: [String] = [], diets: [String] = []
    ) -> Object {
        [
            "name": name, "description": "\(name), made today.", "price": price, "portionGrams": portionGrams,
            "nutrition": nutrition, "allergens": allergens, "diets": diets, "available": available,
        ]
    }

    /// The sample dish of the import format.
    static var sampleDish: Object {
        dish(
            "Sesame Chicken Bowl", nutrition: bowl, portionGrams: 350, allergens: ["sesame"], diets: ["gluten_free"])
    }

    /// A menu section.
    static func section(_ name: String, _ dishes: [Object]) -> Object {
        ["section": name, "dishes": dishes]
    }

    /// Lunch and dinner on Monday, closed on Tuesday, the other days not given.
    static var hours: Object { ["mon": [["11:00", "15:00"], ["17:00", "22:00"]], "tue": [[String]]()] }

    /// A valid restaurant with exactly the field names of the import format.
    static func restaurant(name: String = "Green Bowl", menu: [Object]? = nil) -> Object {
        [
            "name": name, "cuisine": "Bowls", "description": "Grain bowls and big salads.", "phone": "+14155550100",
            "categories": ["bowls", "salads"], "imageUrl": NSNull(),
            "location": ["address": "1 Market St, San Francisco", "latitude": 37.7749, "longitude": -122.4194],
            "deliveryRadiusKm": 5, "timeZone": "America/Los_Angeles", "prepMinutes": 15, "openingHours": hours,
            "fees": ["deliveryBase": 199, "deliveryPerKm": 50, "freeDeliveryOver": 3000, "minimumOrder": 1000],
            "taxRateBps": 863, "menu": menu ?? [section("Bowls", [sampleDish])],
        ]
    }

    /// A restaurant whose only section holds `dishes`.
    static func restaurant(dishes: [Object]) -> Object {
        restaurant(menu: [section("Menu", dishes)])
    }

    /// `object` with the value at a dotted path (`menu.0.dishes.0.price`) replaced by the JSON `text`, or removed
    /// when `text` is nil.
    static func replacing(_ path: String, with text: String?, in object: Object) throws -> Object {
        let value = try text.map { try JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed) }
        return setting(value, at: path.split(separator: ".").map(String.init)[...], in: object) as? Object ?? [:]
    }

    private static func setting(_ value: Any?, at path: ArraySlice<String>, in root: Any?) -> Any? {
        guard let key = path.first else { return value }
        if var array = root as? [Any], let index = Int(key) {
            array[index] = setting(value, at: path.dropFirst(), in: array[index]) ?? NSNull()
            return array
        }
        var object = root as? Object ?? [:]
        object[key] = setting(value, at: path.dropFirst(), in: object[key])
        return object
    }

    /// The `JSONValue` of a JSON object or array, as a request body would decode.
    static func json(_ object: Any) throws -> JSONValue {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// The issues an import reports, or nil when it succeeds.
    static func issues(_ object: Any) throws -> [FieldError]? {
        do {
            _ = try RestaurantImporter.restaurants(from: try json(object))
            return nil
        } catch let failure as ValidationFailure {
            return failure.issues
        }
    }

    /// The issues `body` is refused with (none when it succeeds; an error of another kind as one `unexpected`).
    static func refusal(_ body: () throws -> Void) -> [FieldError] {
        do {
            try body()
            return []
        } catch let failure as ValidationFailure {
            return failure.issues
        } catch {
            return [FieldError(field: "", code: "unexpected", message: "\(error)")]
        }
    }
}
