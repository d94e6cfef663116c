import FoodlyCore
import Foundation
import Testing

@Suite("Diary as CSV: quoting and the formula guard")
struct DiaryCSVTests {
    @Test func everyEntryIsARowInTheReadersTimeZone() throws {
        let zone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        let eaten = try Date("2026-12-01T20:05:00Z", strategy: .iso8601)
        let days = DiaryRules.days(
            [
                DiaryEntry(
                    id: "a", eatenAt: eaten, name: "Order #12 from Fog City Poke", kcal: 612.44, proteinG: 31.25,
                    carbsG: 70, fatG: 18.04, orderId: "o1"),
                DiaryEntry(id: "b", eatenAt: eaten.addingTimeInterval(3600), name: "Apple", kcal: 80),
            ], from: try #require(DiaryDate("2026-12-01")), through: try #require(DiaryDate("2026-12-02")), in: zone)
        #expect(
            DiaryCSV.text(days, in: zone)
                == "date,time,name,kcal,protein_g,carbs_g,fat_g,source\r\n"
                + "2026-12-01,12:05,Order #12 from Fog City Poke,612.4,31.3,70,18,order\r\n"
                + "2026-12-01,13:05,Apple,80,,,,manual\r\n")
    }

    @Test(arguments: [
        ("Soup, then bread", #""Soup, then bread""#), (#"The "big" salad"#, #""The ""big"" salad""#),
        ("Two\nlines", "\"Two\nlines\""), ("Crlf\r\nhere", "\"Crlf\r\nhere\""), ("Plain", "Plain"),
        ("=HYPERLINK(\"http://x\")", #""'=HYPERLINK(""http://x"")""#), ("+1", "'+1"), ("-2+3", "'-2+3"),
        ("@SUM(A1)", "'@SUM(A1)"), ("\tTab", "'\tTab"), ("\r\nLead", "\"'\r\nLead\""), ("=1,2", #""'=1,2""#),
        ("a=1", "a=1"), ("", ""),
    ])
    func aCellIsQuotedWhenItMustBeAndNeverStartsAFormula(value: String, cell: String) {
        #expect(DiaryCSV.cell(value) == cell)
    }

    /// Reading the cells back (RFC 4180) gives every value, with the guard's apostrophe before a formula's start.
    @Test(arguments: Array(1...30))
    func cellsReadBackAsTheirValues(seed: Int) {
        var state = UInt64(seed)
        let alphabet = Array("ab =+-@,\"\n\r\t;'é🍲")
        let values = (0..<6).map { _ in
            String(
                (0..<Int(seed % 7 + 1)).map { _ in
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return alphabet[Int((state >> 33) % UInt64(alphabet.count))]
                })
        }
        let line = values.map(DiaryCSV.cell).joined(separator: ",")
        let expected = values.map { value in
            value.unicodeScalars.first.map { "=+-@\t\r".unicodeScalars.contains($0) } == true ? "'" + value : value
        }
        #expect(Self.read(line) == expected, "\(values)")
    }

    /// A minimal RFC 4180 reader of one record.
    static func read(_ line: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var quoted = false
        var scalars = Array(line.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if quoted {
                if scalar == "\"" {
                    if scalars.first == "\"" {
                        cell.unicodeScalars.append(scalars.removeFirst())
                    } else {
                        quoted = false
                    }
                } else {
                    cell.unicodeScalars.append(scalar)
                }
            } else if scalar == "\"" {
                quoted = true
            } else if scalar == "," {
                cells.append(cell)
                cell = ""
            } else {
                cell.unicodeScalars.append(scalar)
            }
        }
        return cells + [cell]
    }
}
