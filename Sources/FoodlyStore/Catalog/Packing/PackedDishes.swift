import FoodlyCore

/// One restaurant's menu packed into one byte buffer: the catalog holds a million dishes, and a `Dish` with its
/// strings and arrays costs about a kilobyte on the heap, packed about a fifth of that. A collection of `Dish`,
/// each decoded when read; what filters read for every candidate dish (kcal, diets, availability) is read in place.
///
/// Layout: dish count and the offset of the fixed table (four bytes each); the menu's distinct section names;
/// the fixed table (per dish: kcal, eight bytes; diets as `DietMask` bits, four; where its record starts, four;
/// a flags byte, one: available in bit 0, the spicy level in bits 1 and 2); then one record per dish in `ByteWriter`'s encoding, its names, description and ingredients
/// as numbers in a `WordTable` that menus share. Decoding gives back equal dishes, bit for bit in every number.
public struct PackedDishes: Sendable, Equatable, RandomAccessCollection {
    /// The restaurant the dishes belong to.
    public let restaurantID: ID<Restaurant>
    /// The table the dishes' text is written with.
    public let words: WordTable
    private let bytes: [UInt8]

    private static let header = 8
    /// A fixed entry's size, and where its fields start in it.
    private static let fixedSize = 17
    private static let kcalField = 0
    private static let dietsField = 8
    private static let recordField = 12
    private static let flagsField = 16

    /// Packs `dishes` (of the restaurant `restaurantID`), in order, their text with `words` (a table of its own
    /// when not given).
    public init(_ dishes: some Collection<Dish>, of restaurantID: ID<Restaurant>, words: WordTable = WordTable()) {
        self.restaurantID = restaurantID
        self.words = words
        let dishes = Array(dishes)  // decoded once, before the table is locked: they may be written with it
        guard !dishes.isEmpty else {
            bytes = []
            return
        }
        var sections: [String] = []
        for dish in dishes where !sections.contains(dish.section) { sections.append(dish.section) }
        var head = ByteWriter()
        head.fixed32(UInt32(dishes.count))
        head.fixed32(0)
        head.unsigned(UInt64(sections.count))
        for section in sections { head.string(section) }
        let fixedStart = head.bytes.count
        head.setFixed32(UInt32(fixedStart), at: 4)
        var records = ByteWriter()
        var recordStarts: [Int] = []
        words.writing { table in
            for dish in dishes {
                recordStarts.append(records.bytes.count)
                PackedDishes.write(
                    dish, section: sections.firstIndex(of: dish.section) ?? 0, to: &records, words: &table)
            }
        }
        let recordsStart = fixedStart + dishes.count * PackedDishes.fixedSize
        for (dish, start) in zip(dishes, recordStarts) {
            head.fixedDouble(dish.nutrition.kcal)
            head.fixed32(DietMask(dish.diets).bits)
            head.fixed32(UInt32(recordsStart + start))
            head.byte(UInt8(dish.available ? 1 : 0) | UInt8(dish.spicyLevel & 3) << 1)
        }
        bytes = head.bytes + records.bytes
    }

    /// These dishes written with `words`: the same menu when they already are, else packed again.
    public func sharing(_ words: WordTable) -> PackedDishes {
        words === self.words ? self : PackedDishes(self, of: restaurantID, words: words)
    }

    /// Whether both hold the same dishes of the same restaurant.
    public static func == (lhs: PackedDishes, rhs: PackedDishes) -> Bool {
        guard lhs.restaurantID == rhs.restaurantID else { return false }
        return lhs.words === rhs.words ? lhs.bytes == rhs.bytes : Array(lhs) == Array(rhs)
    }

    /// The first dish's place: 0.
    public var startIndex: Int { 0 }
    /// The number of dishes.
    public var endIndex: Int { bytes.isEmpty ? 0 : Int(read { ByteReader.fixed32(in: $0, at: 0) }) }

    /// The dish at `place`, decoded.
    public subscript(place: Int) -> Dish {
        precondition(place >= 0 && place < endIndex, "index out of range")
        let words = words.words
        return read { buffer in
            let fixed = PackedDishes.fixed(place, buffer)
            var reader = ByteReader(
                buffer, at: Int(ByteReader.fixed32(in: buffer, at: fixed + PackedDishes.recordField)))
            return PackedDishes.dish(
                &reader, kcal: ByteReader.double(in: buffer, at: fixed + PackedDishes.kcalField),
                flags: buffer[fixed + PackedDishes.flagsField],
                sections: buffer, words: words, of: restaurantID)
        }
    }

    /// The kcal of the dish at `place`, read in place.
    public func kcal(at place: Int) -> Double {
        read { ByteReader.double(in: $0, at: PackedDishes.fixed(place, $0) + PackedDishes.kcalField) }
    }

    /// The diets the dish at `place` suits, read in place.
    public func diets(at place: Int) -> DietMask {
        DietMask(bits: read { ByteReader.fixed32(in: $0, at: PackedDishes.fixed(place, $0) + PackedDishes.dietsField) })
    }

    /// Whether the dish at `place` can be ordered now, read in place.
    public func isAvailable(at place: Int) -> Bool {
        flags(at: place) & 1 != 0
    }

    /// How hot the dish at `place` is (`Dish.spicyLevels`), read in place.
    public func spicyLevel(at place: Int) -> Int {
        Int(flags(at: place) >> 1 & 3)
    }

    private func flags(at place: Int) -> UInt8 {
        read { $0[PackedDishes.fixed(place, $0) + PackedDishes.flagsField] }
    }

    /// How many bytes the menu takes.
    public var byteCount: Int { bytes.count }

    /// The packed bytes, for the catalog file.
    var packedBytes: [UInt8] { bytes }

    /// The menu `packedBytes` gave, of `restaurantID`, its text written with `words`.
    init(packed bytes: [UInt8], of restaurantID: ID<Restaurant>, words: WordTable) {
        self.restaurantID = restaurantID
        self.words = words
        self.bytes = bytes
    }

    private func read<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        bytes.withUnsafeBytes(body)
    }

    /// Where the fixed entry of the dish at `place` starts.
    private static func fixed(_ place: Int, _ buffer: UnsafeRawBufferPointer) -> Int {
        Int(ByteReader.fixed32(in: buffer, at: 4)) + place * fixedSize
    }

    /// The section name with `index` in the menu's section table.
    private static func section(_ index: Int, in buffer: UnsafeRawBufferPointer) -> String {
        var reader = ByteReader(buffer, at: header)
        _ = reader.count()
        for _ in 0..<index { reader.skipString() }
        return reader.string()
    }

    private static func write(
        _ dish: Dish, section: Int, to writer: inout ByteWriter, words: inout WordTable.Table
    ) {
        writer.id(dish.id.rawValue)
        writer.unsigned(UInt64(section))
        words.write(dish.name, to: &writer)
        words.write(dish.description, to: &writer)
        writer.signed(dish.price)
        writer.double(dish.portionGrams)
        let nutrition = dish.nutrition
        for value in [
            nutrition.proteinG, nutrition.carbsG, nutrition.sugarsG, nutrition.fatG, nutrition.saturatedFatG,
            nutrition.fiberG, nutrition.saltG, nutrition.fruitVegLegumePercent,
        ] {
            writer.double(value)
        }
        writer.byte(caseNumber(dish.nutriScoreCategory))
        writer.byte(caseNumber(dish.nutriGrade))
        writer.unsigned(UInt64(dish.allergens.count))
        for allergen in dish.allergens { writer.byte(caseNumber(allergen)) }
        writer.unsigned(UInt64(dish.diets.count))
        for diet in dish.diets { writer.byte(caseNumber(diet)) }
        writer.optionalString(dish.imageURL)
        words.write(dish.ingredients, to: &writer)
        writer.unsigned(UInt64(dish.optionGroups.count))
        for group in dish.optionGroups {
            writer.id(group.id.rawValue)
            words.write(group.name, to: &writer)
            writer.signed(group.minChoices)
            writer.signed(group.maxChoices)
            writer.unsigned(UInt64(group.options.count))
            for option in group.options {
                writer.id(option.id.rawValue)
                words.write(option.name, to: &writer)
                writer.signed(option.priceDelta)
                for (_, value) in option.nutrition.fields { writer.double(value) }
                writer.unsigned(UInt64(option.allergens.count))
                for allergen in option.allergens { writer.byte(caseNumber(allergen)) }
                writer.unsigned(UInt64(option.unsuitableFor.count))
                for diet in option.unsuitableFor { writer.byte(caseNumber(diet)) }
            }
        }
    }

    private static func dish(
        _ reader: inout ByteReader, kcal: Double, flags: UInt8, sections buffer: UnsafeRawBufferPointer,
        words: WordTable.Words, of restaurantID: ID<Restaurant>
    ) -> Dish {
        let id = ID<Dish>(reader.id())
        let section = section(reader.count(), in: buffer)
        let name = WordTable.Table.read(&reader, words: words)
        let description = WordTable.Table.read(&reader, words: words)
        let price = reader.signed()
        let portionGrams = reader.double()
        let nutrition = DishNutrition(
            kcal: kcal, proteinG: reader.double(), carbsG: reader.double(), sugarsG: reader.double(),
            fatG: reader.double(), saturatedFatG: reader.double(), fiberG: reader.double(), saltG: reader.double(),
            fruitVegLegumePercent: reader.double())
        let category: NutriScoreCategory = caseOf(reader.byte())
        let grade: NutriGrade = caseOf(reader.byte())
        let allergens: [Allergen] = (0..<reader.count()).map { _ in caseOf(reader.byte()) }
        let diets: [Diet] = (0..<reader.count()).map { _ in caseOf(reader.byte()) }
        let imageURL = reader.optionalString()
        let ingredients = WordTable.Table.read(&reader, words: words)
        let groups = (0..<reader.count()).map { _ in
            let id = ID<OptionGroup>(reader.id())
            let name = WordTable.Table.read(&reader, words: words)
            let minChoices = reader.signed()
            let maxChoices = reader.signed()
            let options = (0..<reader.count()).map { _ in
                let id = ID<DishOption>(reader.id())
                let name = WordTable.Table.read(&reader, words: words)
                let priceDelta = reader.signed()
                let nutrition = OptionNutrition(
                    kcal: reader.double(), proteinG: reader.double(), carbsG: reader.double(),
                    sugarsG: reader.double(), fatG: reader.double(), saturatedFatG: reader.double(),
                    fiberG: reader.double(), saltG: reader.double(), grams: reader.double())
                let allergens: [Allergen] = (0..<reader.count()).map { _ in caseOf(reader.byte()) }
                let unsuitableFor: [Diet] = (0..<reader.count()).map { _ in caseOf(reader.byte()) }
                return DishOption(
                    id: id, name: name, priceDelta: priceDelta, nutrition: nutrition, allergens: allergens,
                    unsuitableFor: unsuitableFor)
            }
            return OptionGroup(id: id, name: name, minChoices: minChoices, maxChoices: maxChoices, options: options)
        }
        return Dish(
            id: id, restaurantID: restaurantID, section: section, name: name, description: description, price: price,
            portionGrams: portionGrams, nutrition: nutrition, nutriScoreCategory: category, nutriGrade: grade,
            allergens: allergens, diets: diets, available: flags & 1 != 0, imageURL: imageURL, ingredients: ingredients,
            optionGroups: groups, spicyLevel: Int(flags >> 1 & 3))
    }

    private static func caseNumber<Case: CaseIterable & Equatable>(_ value: Case) -> UInt8 {
        UInt8(Array(Case.allCases).firstIndex(of: value) ?? 0)
    }

    private static func caseOf<Case: CaseIterable>(_ number: UInt8) -> Case {
        let cases = Array(Case.allCases)
        return cases[Int(number)]
    }
}
