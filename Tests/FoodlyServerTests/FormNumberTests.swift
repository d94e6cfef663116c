import FoodlyShared
import Testing

@testable import FoodlyServer

/// Numbers typed in forms that send dollars: a decimal comma is read, a thousands separator is never a silent
/// decimal point.
@Suite("Web: numbers typed in forms")
struct FormNumberTests {
    @Test(arguments: [
        ("2.50", JSONValue.number(250)), ("2,50", .number(250)), ("2,5", .number(250)), (" 12 ", .number(1200)),
        ("0.405", .number(41)), ("1,000", .string("1,000")), ("1.000,50", .string("1.000,50")),
        ("1,2,3", .string("1,2,3")), ("abc", .string("abc")), ("inf", .string("inf")),
    ])
    func dollarsAreReadAsCentsOrLeftForTheReaderToRefuse(typed: String, expected: JSONValue) {
        #expect(FormNumber.json(typed, scale: 100) == expected)
    }

    @Test func emptyIsNotGiven() {
        #expect(FormNumber.json("  ", scale: 100) == nil)
        #expect(FormNumber.json("4.5") == .number(4.5))
    }
}
