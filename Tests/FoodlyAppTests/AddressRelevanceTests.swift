import FoodlyApp
import FoodlyCore
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// A relevance set of typed address queries (typos, abbreviations, missing house numbers, words still being typed,
/// the number last, the city and postcode typed too) against the demo city's address table, the file `foodly seed`
/// loads: the intended address must be in the top three for at least 95% of them.
@Suite("Address search relevance on the demo streets")
struct AddressRelevanceTests {
    /// One query: the address meant (`line1` of the first suggestion's kind), and for a query without a house number
    /// the point it is typed from (the address meant is then the street's nearest to it, within 100 m).
    struct Case: CustomTestStringConvertible, Sendable {
        let kind: String
        let q: String
        let intended: String
        var near: (Double, Double)?

        var testDescription: String { "\(kind): \(q)" }
    }

    static let valencia = (37.7617, -122.4217)
    static let castro = (37.7614, -122.4350)
    static let marina = (37.8008, -122.4360)
    static let sunset = (37.7637, -122.4790)

    static let cases: [Case] = [
        Case(kind: "typo", q: "600 valencai st", intended: "600 Valencia St"),
        Case(kind: "typo", q: "725 folsm st", intended: "725 Folsom St"),
        Case(kind: "typo", q: "501 hays st", intended: "501 Hayes St"),
        Case(kind: "typo", q: "2001 chesnut st", intended: "2001 Chestnut St"),
        Case(kind: "typo", q: "501 colombus ave", intended: "501 Columbus Ave"),
        Case(kind: "typo", q: "455 castor st", intended: "455 Castro St"),
        Case(kind: "typo", q: "520 clemnet st", intended: "520 Clement St"),
        Case(kind: "typo", q: "4035 juda st", intended: "4035 Judah St"),
        Case(kind: "typo", q: "1250 jnoes st", intended: "1250 Jones St"),
        Case(kind: "typo", q: "220 montgomry st", intended: "220 Montgomery St"),
        Case(kind: "typo", q: "300 conecticut st", intended: "300 Connecticut St"),
        Case(kind: "typo", q: "3901 24th stret", intended: "3901 24th St"),
        Case(kind: "typo", q: "5500 gaery blvd", intended: "5500 Geary Blvd"),
        Case(kind: "typo", q: "2015 irvin st", intended: "2015 Irving St"),
        Case(kind: "typo", q: "1581 webstr st", intended: "1581 Webster St"),
        Case(kind: "typo", q: "2401 filmore st", intended: "2401 Fillmore St"),
        Case(kind: "typo", q: "501 haigth st", intended: "501 Haight St"),
        Case(kind: "typo", q: "901 cloe st", intended: "901 Cole St"),
        Case(kind: "typo", q: "501 cortand ave", intended: "501 Cortland Ave"),
        Case(kind: "typo", q: "2801 daimond st", intended: "2801 Diamond St"),
        Case(kind: "typo", q: "2200 pokl st", intended: "2200 Polk St"),
        Case(kind: "typo", q: "3500 sacramneto st", intended: "3500 Sacramento St"),
        Case(kind: "typo", q: "3620 balbao st", intended: "3620 Balboa St"),
        Case(kind: "typo", q: "150 sper st", intended: "150 Spear St"),
        Case(kind: "typo", q: "300 branan st", intended: "300 Brannan St"),
        Case(kind: "typo", q: "1800 unoin st", intended: "1800 Union St"),
        Case(kind: "typo", q: "1200 bakr st", intended: "1200 Baker St"),
        Case(kind: "typo", q: "2534 misison st", intended: "2534 Mission St"),
        Case(kind: "abbreviation", q: "600 valencia street", intended: "600 Valencia St"),
        Case(kind: "abbreviation", q: "725 Folsom Street", intended: "725 Folsom St"),
        Case(kind: "abbreviation", q: "4600 mission str", intended: "4600 Mission St"),
        Case(kind: "abbreviation", q: "5500 geary boulevard", intended: "5500 Geary Blvd"),
        Case(kind: "abbreviation", q: "1246 9th avenue", intended: "1246 9th Ave"),
        Case(kind: "abbreviation", q: "2401 3rd street", intended: "2401 3rd St"),
        Case(kind: "abbreviation", q: "201 w portal ave", intended: "201 West Portal Ave"),
        Case(kind: "abbreviation", q: "501 columbus av", intended: "501 Columbus Ave"),
        Case(kind: "missing number", q: "valencia st", intended: "Valencia St", near: valencia),
        Case(kind: "missing number", q: "castro street", intended: "Castro St", near: castro),
        Case(kind: "missing number", q: "chestnut", intended: "Chestnut St", near: marina),
        Case(kind: "missing number", q: "irving st", intended: "Irving St", near: sunset),
        Case(kind: "missing number", q: "guerero st", intended: "Guerrero St", near: (37.7600, -122.4236)),
        Case(kind: "missing number", q: "24th stret", intended: "24th St", near: (37.7515, -122.4300)),
        Case(kind: "still typing", q: "600 valen", intended: "600 Valencia St"),
        Case(kind: "still typing", q: "725 fols", intended: "725 Folsom St"),
        Case(kind: "still typing", q: "2001 chestn", intended: "2001 Chestnut St"),
        Case(kind: "still typing", q: "3500 sacr", intended: "3500 Sacramento St"),
        Case(kind: "still typing", q: "1581 webs", intended: "1581 Webster St"),
        Case(kind: "still typing", q: "2200 polk s", intended: "2200 Polk St"),
        Case(kind: "number last", q: "valencia st 600", intended: "600 Valencia St"),
        Case(kind: "number last", q: "Hayes Street 501", intended: "501 Hayes St"),
        Case(kind: "with city", q: "600 valencia st, san francisco", intended: "600 Valencia St"),
        Case(kind: "with city", q: "2534 Mission St, San Francisco, CA 94110", intended: "2534 Mission St"),
        Case(kind: "with city", q: "1400 broadway oakland", intended: "1400 Broadway"),
    ]

    /// The demo address table, imported once for every case.
    static let addresses: Result<AddressService, any Error> = Result {
        let database = try TestDatabase.migrated()
        let environment = AppEnvironment(database: database)
        _ = try DemoSeeder(environment: environment).seedAddresses()
        return AddressService(environment: environment)
    }

    /// Whether the top three of `example` hold the address meant.
    static func found(_ example: Case) throws -> Bool {
        let point = example.near.map { GeoPoint(latitude: $0.0, longitude: $0.1) }
        let top = try addresses.get().search(example.q, near: point, limit: 3).map(\.match)
        if example.near != nil {
            return top.contains { $0.address.street == example.intended && ($0.distanceKm ?? 1) < 0.1 }
        }
        return top.contains { $0.address.line1 == example.intended }
    }

    @Test func theSetHasAtLeastFortyQueriesOfEveryKind() {
        #expect(Self.cases.count >= 40)
        #expect(
            Set(Self.cases.map(\.kind)).isSuperset(of: ["typo", "abbreviation", "missing number", "still typing"]))
    }

    @Test func theIntendedAddressIsInTheTopThreeForAtLeast95Percent() throws {
        let missed = try Self.cases.filter { try !Self.found($0) }
        let share = Double(Self.cases.count - missed.count) / Double(Self.cases.count)
        #expect(share >= 0.95, "missed: \(missed.map(\.q))")
    }
}
