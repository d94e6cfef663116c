import FoodlyCore
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

@Suite("Packed menus")
struct PackedDishesTests {
    /// Numbers that must come back with the same bits: whole, hundredths, thirds, signs, extremes.
    static let awkwardNumbers: [Double] = [
        0, -0.0, 1, 480, 1.1, 0.07, 12.34, 1.0 / 3, -2.5, 1e-9, 1e20, 123_456_789.01, .greatestFiniteMagnitude,
        .leastNonzeroMagnitude, .infinity,
    ]

    @Test("every dish comes back equal, bit for bit in every number, in menu order")
    func roundTrip() {
        for seed in UInt64(1)...40 {
            var random = SeededRandom(seed: seed)
            let owner = ID<Restaurant>(seed.isMultiple(of: 3) ? "r-\(seed)" : Self.hex(&random))
            let dishes = (0..<Int.random(in: 1...25, using: &random)).map { _ in
                Self.dish(of: owner, using: &random)
            }
            let packed = PackedDishes(dishes, of: owner)
            #expect(packed.count == dishes.count)
            #expect(packed.restaurantID == owner)
            for (place, dish) in dishes.enumerated() {
                let back = packed[place]
                #expect(back == dish, "seed \(seed), dish \(place)")
                #expect(Self.bits(back) == Self.bits(dish), "seed \(seed), dish \(place)")
                #expect(packed.kcal(at: place).bitPattern == dish.nutrition.kcal.bitPattern)
                #expect(packed.isAvailable(at: place) == dish.available)
                #expect(packed.spicyLevel(at: place) == dish.spicyLevel)
                #expect(packed.diets(at: place) == DietMask(dish.diets))
            }
        }
    }

    @Test("an empty menu holds nothing")
    func emptyMenu() {
        let packed = PackedDishes([], of: ID("r"))
        #expect(packed.isEmpty && packed.byteCount == 0)
        #expect(Array(packed) == [])
    }

    @Test("a packed menu costs little beyond its words")
    func packedIsSmall() {
        var random = SeededRandom(seed: 7)
        let owner = ID<Restaurant>(Self.hex(&random))
        let dishes = (0..<10).map { _ in Self.plainDish(of: owner, using: &random) }
        let packed = PackedDishes(dishes, of: owner)
        let text = dishes.reduce(0) { $0 + $1.name.utf8.count + $1.description.utf8.count }
        // Per dish beyond its words: the id in 17 bytes, the fixed entry in 17, a dozen small numbers and lengths.
        #expect(packed.byteCount < text + dishes.count * 76, "\(packed.byteCount) bytes for \(text) of text")
    }

    @Test("menus packed with one table keep repeated words as a byte or two, and every text comes back exactly")
    func sharedWords() {
        var random = SeededRandom(seed: 11)
        let words = WordTable()
        let texts = [
            "", " ", "  two  spaces ", "trailing ", " leading", "tab\there", "line\nbreak", "Ünïcödé 🥗 bowl",
            "a-word-far-longer-than-any-table-keeps-as-one-word and short ones",
        ]
        var menus: [(PackedDishes, [Dish])] = []
        for number in 0..<20 {
            let owner = ID<Restaurant>("r-\(number)")
            var dishes = (0..<10).map { _ in Self.plainDish(of: owner, using: &random) }
            dishes[number % 10].description = texts[number % texts.count]
            dishes[(number + 1) % 10].name = texts[(number + 3) % texts.count]
            menus.append((PackedDishes(dishes, of: owner, words: words), dishes))
        }
        for (packed, dishes) in menus {
            #expect(Array(packed) == dishes)
            #expect(packed.words === words)
        }
        // Per plain dish: 17 bytes of id, 17 of fixed entry, some 25 of numbers and lengths, and its name and
        // description (86 bytes, 13 words) as 15 bytes of word numbers.
        let plain = PackedDishes(
            (0..<10).map { _ in Self.plainDish(of: ID("r"), using: &random) }, of: ID("r"), words: words)
        #expect(plain.byteCount < 10 * 90, "\(plain.byteCount) bytes")
    }

    @Test("a full table keeps new words as they are")
    func fullTable() {
        let words = WordTable()
        let owner = ID<Restaurant>("r")
        var random = SeededRandom(seed: 3)
        var filler = Self.plainDish(of: owner, using: &random)
        filler.description = (0..<70_000).map { "w\($0)" }.joined(separator: " ")
        let first = PackedDishes([filler], of: owner, words: words)
        var late = Self.plainDish(of: owner, using: &random)
        late.name = "Never-seen words"
        late.description = "w1 w69999 brand new"
        let second = PackedDishes([late], of: owner, words: words)
        #expect(first[0] == filler)
        #expect(second[0] == late)
        #expect(words.count == 1 << 16)
    }

    @Test("a menu packed again with another table holds the same dishes")
    func repacked() {
        var random = SeededRandom(seed: 5)
        let owner = ID<Restaurant>("r")
        let dishes = (0..<6).map { _ in Self.dish(of: owner, using: &random) }
        let packed = PackedDishes(dishes, of: owner)
        let other = WordTable()
        let moved = packed.sharing(other)
        #expect(moved.words === other && packed.words !== other)
        #expect(Array(moved) == dishes && moved == packed)
        #expect(moved.sharing(other).byteCount == moved.byteCount)
        // A prefix packed with the table it came from (a menu cut short) locks nothing twice.
        #expect(Array(PackedDishes(moved.prefix(3), of: owner, words: other)) == Array(dishes.prefix(3)))
    }

    @Test("menus packed and read on several threads with one table all come back right")
    func concurrentTable() async {
        let words = WordTable()
        let results = await withTaskGroup(of: Bool.self) { group in
            for seed in UInt64(1)...8 {
                group.addTask {
                    var random = SeededRandom(seed: seed)
                    let owner = ID<Restaurant>("r-\(seed)")
                    var good = true
                    for _ in 0..<50 {
                        let dishes = (0..<5).map { _ in Self.dish(of: owner, using: &random) }
                        good = good && Array(PackedDishes(dishes, of: owner, words: words)) == dishes
                    }
                    return good
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 8))
    }

    private static func plainDish(of owner: ID<Restaurant>, using random: inout SeededRandom) -> Dish {
        Dish(
            id: ID(hex(&random)), restaurantID: owner, section: "Menu", name: "Gingery Cod Burrito",
            description: "Eggplant, portobello, tofu, parsley, farro, barley and goat cheese.",
            price: Int.random(in: 500...2500, using: &random), portionGrams: 350,
            nutrition: DishNutrition(
                kcal: 480, proteinG: 22, carbsG: 52, sugarsG: 6, fatG: 18, saturatedFatG: 3, fiberG: 10, saltG: 1.1,
                fruitVegLegumePercent: 60),
            nutriScoreCategory: .general, nutriGrade: .a, allergens: [], diets: [], available: true, imageURL: nil)
    }

    private static func dish(of owner: ID<Restaurant>, using random: inout SeededRandom) -> Dish {
        func number() -> Double {
            Bool.random(using: &random)
                ? awkwardNumbers.randomElement(using: &random)!
                : Double(Int.random(in: 0...90_000, using: &random)) / 100
        }
        func text(_ longest: Int) -> String {
            let pieces = ["a", "Ü", "ñ", "é", "🥗", " ", "bowl", "\"", "<b>", "\n", "日本"]
            return (0..<Int.random(in: 0...longest, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
        }
        let options = (0..<Int.random(in: 0...2, using: &random)).map { group in
            OptionGroup(
                id: ID("group-\(group)"), name: text(10), minChoices: Int.random(in: 0...1, using: &random),
                maxChoices: Int.random(in: 1...3, using: &random),
                options: (0..<Int.random(in: 1...3, using: &random)).map { option in
                    DishOption(
                        id: ID(Bool.random(using: &random) ? hex(&random) : "option-\(option)"), name: text(8),
                        priceDelta: Int.random(in: -300...300, using: &random),
                        nutrition: OptionNutrition(
                            kcal: number(), proteinG: number(), carbsG: number(), sugarsG: number(), fatG: number(),
                            saturatedFatG: number(), fiberG: number(), saltG: number(), grams: number()),
                        allergens: Allergen.allCases.filter { _ in Bool.random(using: &random) },
                        unsuitableFor: Diet.allCases.filter { _ in Bool.random(using: &random) })
                })
        }
        return Dish(
            id: ID(Bool.random(using: &random) ? hex(&random) : "dish-\(Int.random(in: 0...99, using: &random))"),
            restaurantID: owner, section: ["Menu", "Bowls", "Drinks", "", "Süßes"].randomElement(using: &random)!,
            name: text(12), description: text(200), price: Int.random(in: 1...100_000, using: &random),
            portionGrams: number(),
            nutrition: DishNutrition(
                kcal: number(), proteinG: number(), carbsG: number(), sugarsG: number(), fatG: number(),
                saturatedFatG: number(), fiberG: number(), saltG: number(), fruitVegLegumePercent: number()),
            nutriScoreCategory: NutriScoreCategory.allCases.randomElement(using: &random)!,
            nutriGrade: NutriGrade.allCases.randomElement(using: &random)!,
            allergens: (0..<Int.random(in: 0...4, using: &random)).map { _ in
                Allergen.allCases.randomElement(using: &random)!
            },
            diets: Diet.allCases.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)).map { $0 },
            available: Bool.random(using: &random),
            imageURL: Bool.random(using: &random) ? nil : "/media/\(hex(&random)).webp", ingredients: text(30),
            optionGroups: options, spicyLevel: Int.random(in: Dish.spicyLevels, using: &random))
    }

    /// 32 lower-case hexadecimal digits, or now and then an upper-case or shorter id that cannot be packed in 16 bytes.
    private static func hex(_ random: inout SeededRandom) -> String {
        let digits = Array("0123456789abcdef")
        let id = String((0..<32).map { _ in digits.randomElement(using: &random)! })
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return id.uppercased()
        case 1: return String(id.prefix(31))
        default: return id
        }
    }

    /// Every number of `dish` as bits (== alone takes 0 and -0 as equal).
    private static func bits(_ dish: Dish) -> [UInt64] {
        let nutrition = dish.nutrition
        return [
            dish.portionGrams, nutrition.kcal, nutrition.proteinG, nutrition.carbsG, nutrition.sugarsG, nutrition.fatG,
            nutrition.saturatedFatG, nutrition.fiberG, nutrition.saltG, nutrition.fruitVegLegumePercent,
        ].map(\.bitPattern)
            + dish.optionGroups.flatMap(\.options).flatMap { $0.nutrition.fields.map(\.value.bitPattern) }
    }
}
