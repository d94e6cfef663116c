import FoodlyAPI
import FoodlyHTTP
import Foundation
import Testing

/// `JSONWriter` must write exactly what `JSONEncoder` (sorted keys, unescaped slashes) writes, so the fast path
/// and the Codable path are interchangeable for clients.
@Suite("JSON writer: byte for byte as JSONEncoder")
struct JSONWriterTests {
    static let awkwardStrings = [
        "", "plain", "Crème brûlée 🍮", "quote \" and backslash \\", "slash / stays", "tab\tnew\nline\r",
        "bell \u{7} and \u{1F} and \u{8}\u{C}", "<script>alert(1)</script>", "日本語",
    ]
    static let numbers: [Double] = [0, 0.2, 1, 4.5, 350, 12.345678901234, 1e-7, 123_456_789, 0.1 + 0.2, -3.25, 1e21]
    static let integers = [0, 7, -1, 10, 1_250, Int.max, Int.min, -987_654_321]

    @Test func restaurantSummariesMatch() throws {
        var summaries: [RestaurantSummary] = []
        for (index, text) in JSONWriterTests.awkwardStrings.enumerated() {
            summaries.append(
                RestaurantSummary(
                    id: "id-\(index)", name: text, cuisine: text.uppercased(),
                    categories: index.isMultiple(of: 2) ? [] : ["bowls", text], rating: index == 0 ? nil : 4.25,
                    ratingCount: JSONWriterTests.integers[index % JSONWriterTests.integers.count],
                    distanceKm: index == 1 ? nil : JSONWriterTests.numbers[index % JSONWriterTests.numbers.count],
                    deliveryFee: 199 * index, minimumOrder: 1000, etaMinutes: MinutesRange(min: 15, max: 25),
                    isOpen: index % 3 == 0, nutriGrade: .b, imageUrl: index == 2 ? nil : "/static/pictures/a.svg",
                    closedReason: index % 3 == 0 ? nil : ClosedReason.allCases[index % 3],
                    opensAt: index % 3 == 1 ? Date(timeIntervalSince1970: 1_800_000_000 + Double(index) * 900) : nil))
        }
        for list in [summaries, []] {
            var writer = JSONWriter()
            writer.array(list) { writer, summary in summary.write(to: &writer) }
            #expect(try String(decoding: writer.bytes, as: UTF8.self) == encoded(list))
        }
    }

    @Test func restaurantDetailsMatch() throws {
        let dishes = JSONWriterTests.awkwardStrings.enumerated().map { index, text in JSONWriterTests.dish(index, text)
        }
        for (index, text) in JSONWriterTests.awkwardStrings.enumerated() {
            let summary = RestaurantSummary(
                id: "id-\(index)", name: text, cuisine: text.uppercased(),
                categories: index == 0 ? [] : ["bowls", text],
                rating: index == 1 ? nil : 4.5, ratingCount: JSONWriterTests.integers[index % 8],
                distanceKm: index == 2 ? nil : JSONWriterTests.numbers[index % JSONWriterTests.numbers.count],
                deliveryFee: 99 * index, minimumOrder: 1000, etaMinutes: MinutesRange(min: 10 + index, max: 20 + index),
                isOpen: index.isMultiple(of: 2), nutriGrade: .a, imageUrl: index == 3 ? nil : "/static/pictures/r.svg",
                closedReason: index.isMultiple(of: 2) ? nil : .closure,
                opensAt: index == 3 ? Date(timeIntervalSince1970: 1_800_000_000) : nil)
            let detail = RestaurantDetail(
                summary: summary, description: text + " description", phone: "+14155550100", address: text,
                latitude: 37.7749, longitude: -122.4194 + Double(index) / 1_000, deliveryRadiusKm: 4.5,
                timeZone: "America/Los_Angeles", prepMinutes: 15, freeDeliveryOver: index == 4 ? nil : 3000,
                currency: "USD",
                menu: index == 5
                    ? []
                    : [
                        MenuSectionBody(section: text, dishes: Array(dishes.prefix(index + 1))),
                        MenuSectionBody(section: "Drinks", dishes: [dishes[0]]),
                    ])
            #expect(try String(decoding: detail.jsonBytes(), as: UTF8.self) == encoded(detail))
        }
    }

    /// A dish body of awkward text.
    private static func dish(_ index: Int, _ text: String) -> DishBody {
        DishBody(
            id: "d\(index)", name: text, description: text + " \\ description", price: 1250 + index,
            portionGrams: 350, kcal: JSONWriterTests.numbers[index % JSONWriterTests.numbers.count],
            proteinG: 22.5, carbsG: 0.1 + 0.2, sugarsG: 6, fatG: 18, saturatedFatG: 3, fiberG: 10, saltG: 1.1,
            nutriGrade: .a, allergens: index.isMultiple(of: 2) ? [] : [.milk, .sesame],
            diets: [.vegan], available: index != 3, imageUrl: index == 1 ? nil : "/static/pictures/d.svg",
            optionGroups: index.isMultiple(of: 3) ? [] : [JSONWriterTests.optionGroup(index, text)])
    }

    /// An option group of awkward text and numbers.
    private static func optionGroup(_ index: Int, _ text: String) -> OptionGroupBody {
        let number = JSONWriterTests.numbers[index % JSONWriterTests.numbers.count]
        return OptionGroupBody(
            id: "g\(index)", name: text, required: index.isMultiple(of: 2), minChoices: index % 2, maxChoices: 2,
            options: [
                DishOptionBody(
                    id: "o\(index)", name: text + " option", priceDelta: JSONWriterTests.integers[index % 8],
                    nutrition: OptionNutrition(
                        kcal: number, proteinG: -number, carbsG: 0.1 + 0.2, sugarsG: 0, fatG: 4.5, saturatedFatG: -3.25,
                        fiberG: 1e-7, saltG: 0.2, grams: 350)),
                DishOptionBody(
                    id: "o\(index)b", name: "", priceDelta: -200,
                    nutrition: OptionNutrition(
                        kcal: 0, proteinG: 0, carbsG: 0, sugarsG: 0, fatG: 0, saturatedFatG: 0, fiberG: 0, saltG: 0,
                        grams: 0)),
            ])
    }

    @Test func searchResponsesMatch() throws {
        let dishes = JSONWriterTests.awkwardStrings.enumerated().map { index, text in
            DishSearchResult(
                dish: JSONWriterTests.dish(index, text),
                restaurant: RestaurantReference(id: "r\(index)", name: text))
        }
        for response in [
            SearchResponse(restaurants: [], dishes: []), SearchResponse(restaurants: [], dishes: dishes),
        ] {
            #expect(try String(decoding: response.jsonBytes(), as: UTF8.self) == encoded(response))
        }
    }

    @Test(arguments: JSONWriterTests.numbers)
    func numbersMatch(_ number: Double) throws {
        var writer = JSONWriter()
        writer.array([number]) { writer, value in writer.double(value) }
        #expect(try String(decoding: writer.bytes, as: UTF8.self) == encoded([number]))
    }

    /// Distances and ratings are rounded to tenths and written without `description`: every tenth up to 1,000 km,
    /// a few large ones, and values just off a tenth must still read as `JSONEncoder` writes them.
    @Test func tenthsMatch() throws {
        var numbers = (0...10_000).map { Double($0) / 10 }
        numbers += [12_345_678.9, 99_999_999.9, 100_000_000, 0.1 + 0.2, 0.30000000000000004, 2.05, -0.0, -0.5]
        numbers += (1...50).map { (Double($0) / 10).nextUp } + (1...50).map { (Double($0) / 10).nextDown }
        var writer = JSONWriter()
        writer.array(numbers) { writer, value in writer.double(value) }
        #expect(try String(decoding: writer.bytes, as: UTF8.self) == encoded(numbers))
    }

    @Test(arguments: JSONWriterTests.integers)
    func integersMatch(_ number: Int) throws {
        var writer = JSONWriter()
        writer.array([number]) { writer, value in writer.int(value) }
        #expect(try String(decoding: writer.bytes, as: UTF8.self) == encoded([number]))
    }

    private func encoded<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try JSONCoding.encode(value), as: UTF8.self)
    }
}
