/// The address table in memory, for search as you type and "the nearest known address": streets with their
/// words (street, city and postcode words, abbreviations spelled out), each street's addresses in number order,
/// the search's sorted term dictionary and typo neighbourhood (``TermDictionary``, ``DeletionIndex``) over every
/// word with the streets that hold it, and a grid of addresses for nearness.
public struct AddressIndex: Sendable {
    /// One address, compactly: its street by number.
    struct Entry: Sendable {
        let id: Int64
        let street: Int32
        let number: String
        let numeric: Int32
        let unit: String?
        let postcode: String?
        let latitude: Double
        let longitude: Double
    }

    /// One street of one city.
    struct Street: Sendable {
        let name: String
        let city: String
        /// Every term of the street, city and postcodes.
        let terms: [Int32]
        /// The terms of the street's own name.
        let nameTerms: [Int32]
        /// Its addresses in `entries`, in number order.
        let entries: Range<Int>
        /// The box around its addresses.
        let minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double
    }

    let entries: [Entry]
    let streets: [Street]
    /// Every term, sorted.
    let terms: TermDictionary
    /// Their typo neighbourhood.
    let deletions: DeletionIndex
    /// Every term as Unicode scalars (for typos in a word still being typed).
    let termScalars: [[UInt32]]
    /// The streets holding each term.
    let postings: [[Int32]]
    /// Address numbers by grid cell (``cellDegrees`` square).
    let cells: [Int64: [Int32]]

    /// The grid's cell size in degrees (about 1.1 km of latitude).
    static let cellDegrees = 0.01

    /// How many addresses it holds.
    public var count: Int { entries.count }

    /// Builds the index of `addresses`.
    public init(_ addresses: [KnownAddress]) {
        var streetNumbers: [String: Int32] = [:]
        var streetFirst: [KnownAddress] = []
        var table = TermTable()
        var streetTerms: [Set<Int32>] = []
        var nameTerms: [[Int32]] = []
        func term(_ word: String) -> Int32 {
            var word = word
            return Int32(word.withUTF8 { table.intern($0) })
        }
        // The same text is read once: streets by their text as written, then by their words.
        var written: [String: Int32] = [:]
        var postcodeTerms: [String: [Int32]] = [:]
        var order: [(street: Int32, numeric: Int32, index: Int)] = []
        order.reserveCapacity(addresses.count)
        for (index, address) in addresses.enumerated() {
            let raw = address.street + "\u{0}" + address.city
            let street: Int32
            if let known = written[raw] {
                street = known
            } else {
                let nameText = AddressText.words(address.street)
                let cityText = AddressText.words(address.city)
                let key = nameText.joined(separator: " ") + "|" + cityText.joined(separator: " ")
                if let known = streetNumbers[key] {
                    street = known
                } else {
                    street = Int32(streetFirst.count)
                    streetNumbers[key] = street
                    streetFirst.append(address)
                    streetTerms.append(Set((nameText + cityText).map(term)))
                    nameTerms.append(nameText.map(term))
                }
                written[raw] = street
            }
            if let postcode = address.postcode {
                let words: [Int32]
                if let known = postcodeTerms[postcode] {
                    words = known
                } else {
                    words = AddressText.words(postcode).map(term)
                    postcodeTerms[postcode] = words
                }
                for word in words { streetTerms[Int(street)].insert(word) }
            }
            order.append((street, Int32(AddressText.numericPart(address.number) ?? Int(Int32.max)), index))
        }
        order.sort { ($0.street, $0.numeric, $0.index) < ($1.street, $1.numeric, $1.index) }
        let (dictionary, renumber) = TermDictionary.sorting(table)
        terms = dictionary
        deletions = DeletionIndex(dictionary)
        termScalars = (0..<dictionary.count).map { dictionary.withTerm($0, SearchTokenizer.scalars) }
        var postings = [[Int32]](repeating: [], count: dictionary.count)
        var entries: [Entry] = []
        entries.reserveCapacity(order.count)
        var streets: [Street] = []
        var cells: [Int64: [Int32]] = [:]
        var start = 0
        while start < order.count {
            let street = order[start].street
            var end = start
            var box = (90.0, -90.0, 180.0, -180.0)
            while end < order.count && order[end].street == street {
                let address = addresses[order[end].index]
                box = (
                    min(box.0, address.latitude), max(box.1, address.latitude), min(box.2, address.longitude),
                    max(box.3, address.longitude)
                )
                cells[AddressIndex.cell(address.latitude, address.longitude), default: []].append(Int32(entries.count))
                entries.append(
                    Entry(
                        id: address.id, street: Int32(streets.count), number: address.number,
                        numeric: order[end].numeric, unit: address.unit, postcode: address.postcode,
                        latitude: address.latitude, longitude: address.longitude))
                end += 1
            }
            let first = streetFirst[Int(street)]
            let streetTermNumbers = streetTerms[Int(street)].map { Int32(renumber[Int($0)]) }.sorted()
            for term in streetTermNumbers { postings[Int(term)].append(Int32(streets.count)) }
            streets.append(
                Street(
                    name: first.street, city: first.city, terms: streetTermNumbers,
                    nameTerms: nameTerms[Int(street)].map { Int32(renumber[Int($0)]) },
                    entries: start..<end, minLatitude: box.0, maxLatitude: box.1, minLongitude: box.2,
                    maxLongitude: box.3))
            start = end
        }
        self.entries = entries
        self.streets = streets
        self.postings = postings
        self.cells = cells
    }

    /// The known address of entry `index`.
    func address(_ index: Int) -> KnownAddress {
        let entry = entries[index]
        let street = streets[Int(entry.street)]
        return KnownAddress(
            id: entry.id, number: entry.number, street: street.name, unit: entry.unit, city: street.city,
            postcode: entry.postcode, latitude: entry.latitude, longitude: entry.longitude)
    }

    /// The grid cell of a point.
    static func cell(_ latitude: Double, _ longitude: Double) -> Int64 {
        cell(
            row: Int64((latitude / cellDegrees).rounded(.down)), column: Int64((longitude / cellDegrees).rounded(.down))
        )
    }

    /// The key of the cell at `row`, `column`.
    static func cell(row: Int64, column: Int64) -> Int64 {
        (row << 32) | (column & 0xFFFF_FFFF)
    }
}
