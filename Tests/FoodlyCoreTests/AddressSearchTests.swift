import FoodlyCore
import Testing

/// The address rules: normalisation and abbreviations, reading a query, the search's ranking (typos, prefixes,
/// house numbers, nearest first), the nearest address, and the CSV reader.
@Suite("Address search rules")
struct AddressSearchTests {
    static func known(
        _ id: Int64, _ number: String, _ street: String, _ latitude: Double, _ longitude: Double,
        city: String = "San Francisco", unit: String? = nil
    ) -> KnownAddress {
        KnownAddress(
            id: id, number: number, street: street, unit: unit, city: city, postcode: "94110", latitude: latitude,
            longitude: longitude)
    }

    static let index = AddressIndex([
        known(1, "600", "Valencia St", 37.7617, -122.4217),
        known(2, "602", "Valencia St", 37.7616, -122.4217),
        known(3, "1500", "Valencia St", 37.7479, -122.4203),
        known(4, "600", "Valencia Ct", 37.7000, -122.4000),
        known(5, "12", "Baker St", 37.7720, -122.4420),
        known(6, "12", "Baker St", 37.7720, -122.4420, unit: "Apt 2"),
        known(7, "40", "Baker St", 37.7730, -122.4421),
        known(8, "12", "Baker St", 37.8040, -122.2710, city: "Oakland"),
        known(9, "1", "W Portal Ave", 37.7410, -122.4655),
        known(10, "24", "24th St", 37.7514, -122.4298),
    ])

    static func lines(_ query: String, near: GeoPoint? = nil) -> [String] {
        index.search(query, near: near).map { "\($0.address.line1), \($0.address.city)" }
    }

    @Test func wordsAreNormalisedWithAbbreviationsSpelledOut() {
        #expect(AddressText.words("12 Baker St.") == ["12", "baker", "street"])
        #expect(AddressText.words("W Portal AVE") == ["west", "portal", "avenue"])
        #expect(AddressText.words("Crème Brûlée Blvd") == ["creme", "brulee", "boulevard"])
        #expect(
            AddressText.key(number: "600", street: "VALENCIA STREET", unit: nil, city: "san francisco")
                == AddressText.key(number: "600", street: "Valencia St", unit: "", city: "San Francisco"))
        #expect(AddressText.numericPart("12A") == 12 && AddressText.numericPart("A12") == nil)
        #expect(
            AddressText.isHouseNumber("12a") && !AddressText.isHouseNumber("24th") && !AddressText.isHouseNumber("3rd"))
    }

    @Test func aQueryReadsItsHouseNumberFirstOrLastAndItsOptionalWords() {
        let first = AddressQuery("12 Baker St, San Francisco, CA")
        #expect(first.number == "12")
        #expect(first.words.map(\.typed) == ["baker", "st", "san", "francisco", "ca"])
        #expect(first.words.map(\.expanded) == [nil, "street", nil, nil, nil])
        #expect(first.words.map(\.optional) == [false, false, false, false, true])
        #expect(AddressQuery("baker st 12").number == "12")
        #expect(AddressQuery("24th st").number == nil)
        #expect(!AddressQuery("12").isSearchable && !AddressQuery("  ").isSearchable)
        #expect(AddressQuery(String(repeating: "word ", count: 100)).words.count == AddressQuery.maxWords)
    }

    @Test func typosPrefixesAndAbbreviationsFindTheAddress() {
        #expect(Self.lines("600 valencia street").first == "600 Valencia St, San Francisco")
        #expect(Self.lines("600 valnecia st").first == "600 Valencia St, San Francisco", "a transposition")
        #expect(Self.lines("600 valen").first == "600 Valencia St, San Francisco", "still typing")
        #expect(Self.lines("600 valenc st").first == "600 Valencia St, San Francisco")
        #expect(Self.lines("600 valemc").first == "600 Valencia St, San Francisco", "a typo while still typing")
        #expect(Self.lines("1 west portal avenue") == ["1 W Portal Ave, San Francisco"])
        #expect(Self.lines("24 24th st").first == "24 24th St, San Francisco")
        #expect(Self.lines("600 zzzz st").isEmpty)
        #expect(Self.lines("").isEmpty)
    }

    @Test func everyWordMustMatchAndTheNumberFoundComesFirst() {
        // Every required word must match: "st" leaves Valencia Ct out, "valencia" alone finds both.
        let results = Self.index.search("600 valencia st")
        #expect(results.map(\.address.id) == [1] && results.first?.cost == 0)
        #expect(Set(Self.index.search("600 valencia").map(\.address.id)) == [1, 4])
        // A number the street does not have: placed between its neighbours first (approximate), then its nearest
        // known number, each at a cost.
        let missing = Self.index.search("610 valencia st")
        #expect(missing.map(\.address.number) == ["610", "602"])
        #expect(missing.map(\.cost) == [1, 3] && missing.map(\.approximate) == [true, false])
        // Every unit at the number.
        #expect(Set(Self.index.search("12 baker st, san francisco").prefix(2).map(\.address.id)) == [5, 6])
    }

    @Test func aNumberTheTableLacksIsPlacedOnTheLineBetweenItsNeighboursOnItsSide() throws {
        let street = AddressIndex([
            Self.known(1, "2001", "Mission St", 37.7600, -122.4190),
            Self.known(2, "2011", "Mission St", 37.7610, -122.4190),
            Self.known(3, "2000", "Mission St", 37.7600, -122.4195),
            Self.known(4, "2020", "Mission St", 37.7620, -122.4195),
        ])
        let odd = try #require(street.search("2005 mission st").first)
        #expect(odd.approximate && odd.address.line1 == "2005 Mission St" && odd.cost == 1)
        // 2005 is 40% of the way from 2001 to 2011 (the odd side), not between 2000 and 2020.
        #expect(abs(odd.address.latitude - 37.7604) < 1e-9 && odd.address.longitude == -122.4190)
        #expect(odd.address.id == 1, "the nearest known address")
        let beyondSide = try #require(street.search("2015 mission st").first { $0.approximate })
        // No odd number after 2015: between 2011 and the next of either side, 2020 (4/9 of the way).
        #expect(abs(beyondSide.address.latitude - (37.7610 + 0.001 * 4 / 9)) < 1e-9)
        let past = try #require(street.search("2028 mission st").first)
        #expect(past.approximate && past.address.latitude == 37.7620, "within 10 of the last: placed at it")
        #expect(!street.search("2100 mission st").contains { $0.approximate }, "too far past the street's end")
        #expect(!street.search("2011 mission st").contains { $0.approximate }, "the table has it")
    }

    @Test func nearerFirstWhenTheLocationIsKnown() {
        let oakland = GeoPoint(latitude: 37.8040, longitude: -122.2710)
        #expect(Self.lines("12 baker st", near: oakland).first == "12 Baker St, Oakland")
        let mission = GeoPoint(latitude: 37.7480, longitude: -122.4203)
        let valencia = Self.index.search("valencia", near: mission)
        #expect(valencia.first?.address.id == 3, "the street's address nearest to the searcher")
        #expect((valencia.first?.distanceKm ?? 9) < 0.05)
        #expect(Self.index.search("valencia").first?.distanceKm == nil)
    }

    @Test func theNearestKnownAddressIsWithinItsRadius() {
        let match = Self.index.nearest(to: GeoPoint(latitude: 37.7618, longitude: -122.4216))
        #expect(match?.address.id == 1)
        #expect(Self.index.nearest(to: GeoPoint(latitude: 37.60, longitude: -122.60)) == nil)
        #expect(AddressIndex([]).nearest(to: GeoPoint(latitude: 37.76, longitude: -122.42)) == nil)
    }

    @Test func csvFieldsHonourQuotesAndRowsNameTheirProblem() {
        func fields(_ line: String) -> [String]? {
            Array(line.utf8).withUnsafeBufferPointer(AddressCSV.fields)
        }
        #expect(fields("1,\"Baker St, rear\",\"Apt \"\"B\"\"\",SF\r") == ["1", "Baker St, rear", "Apt \"B\"", "SF"])
        #expect(fields("1,,") == ["1", "", ""])
        #expect(fields("1,\"open") == nil && fields("1,\"closed\"x,2") == nil)
        let header = AddressCSV.Header(fields: ["LON", "Lat", "number", "street", "city", "zip", "extra"])
        #expect(header.missing.isEmpty && header.columns["postcode"] == 5)
        #expect(AddressCSV.Header(fields: ["number", "street"]).missing == ["city", "latitude", "longitude"])
        func row(_ values: [String]) -> Result<AddressCSV.Row, AddressCSV.RowProblem> {
            AddressCSV.row(values, header)
        }
        #expect((try? row(["-122.4", "37.7", "1", "Baker St", "SF", "", "x"]).get())?.address.postcode == nil)
        #expect(row(["-122.4", "37.7", "", "Baker St", "SF"]) == .failure(.missingValue))
        #expect(row(["-122.4", "37.7", "1"]) == .failure(.missingValue))
        #expect(row(["-190", "37.7", "1", "Baker St", "SF"]) == .failure(.badCoordinates))
        #expect(row(["nan", "37.7", "1", "Baker St", "SF"]) == .failure(.badCoordinates))
        #expect(row(["0", "0", "1", "Baker St", "SF"]) == .failure(.badCoordinates))
        #expect(row(["-122.4", "37.7", String(repeating: "1", count: 17), "Baker St", "SF"]) == .failure(.tooLong))
    }
}
