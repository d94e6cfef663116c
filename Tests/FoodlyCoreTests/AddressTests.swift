import FoodlyCore
import FoodlyShared
import Testing

/// A valid address in the demo city.
let sampleAddress = Address(
    line1: "1 Market St", line2: "Apt 4", city: "San Francisco", postcode: "94105", latitude: 37.7936,
    longitude: -122.3958, instructions: "Ring twice")

/// The issues `address.validated()` throws, or [] when it is valid.
func addressIssues(_ address: Address) -> [FieldError] {
    do {
        _ = try address.validated()
        return []
    } catch let failure as ValidationFailure {
        return failure.issues
    } catch {
        Issue.record("unexpected error \(error)")
        return []
    }
}

/// `sampleAddress` with one change.
func changedAddress(_ change: (inout Address) -> Void) -> Address {
    var address = sampleAddress
    change(&address)
    return address
}

@Suite("Delivery addresses")
struct AddressTests {
    @Test func aCompleteAddressIsKeptAsIs() throws {
        #expect(try sampleAddress.validated() == sampleAddress)
    }

    @Test(arguments: [(90.0, 180.0), (-90.0, -180.0), (0.0, 0.0)])
    func coordinatesAtTheLimitsAreAccepted(latitude: Double, longitude: Double) {
        let address = changedAddress {
            $0.latitude = latitude
            $0.longitude = longitude
        }
        #expect(addressIssues(address).isEmpty)
    }

    @Test(arguments: [91.0, -91.0, 90.000_001, .nan, .infinity, -.infinity])
    func aLatitudeOffTheGlobeIsRefused(latitude: Double) {
        let issues = addressIssues(changedAddress { $0.latitude = latitude })
        #expect(issues.map(\.field) == ["address.latitude"])
        #expect(issues.map(\.code) == ["out_of_range"])
    }

    @Test(arguments: [181.0, -181.0, .nan, .infinity])
    func aLongitudeOffTheGlobeIsRefused(longitude: Double) {
        let issues = addressIssues(changedAddress { $0.longitude = longitude })
        #expect(issues.map(\.field) == ["address.longitude"])
        #expect(issues.map(\.code) == ["out_of_range"])
    }

    @Test(arguments: ["", "   ", "\n"])
    func aBlankStreetOrCityIsRequired(blank: String) {
        let address = changedAddress {
            $0.line1 = blank
            $0.city = blank
        }
        let issues = addressIssues(address)
        #expect(issues.map(\.field) == ["address.line1", "address.city"])
        #expect(issues.map(\.code) == ["required", "required"])
    }

    @Test(arguments: [
        ("address.line1", 120), ("address.line2", 120), ("address.city", 80), ("address.postcode", 16),
        ("address.instructions", 300),
    ])
    func eachFieldHasALengthLimit(field: String, limit: Int) {
        func with(_ text: String) -> Address {
            changedAddress { address in
                switch field {
                case "address.line1": address.line1 = text
                case "address.line2": address.line2 = text
                case "address.city": address.city = text
                case "address.postcode": address.postcode = text
                default: address.instructions = text
                }
            }
        }
        // Led by a digit, as a street line's house number.
        #expect(addressIssues(with("1" + String(repeating: "a", count: limit - 1))).isEmpty)
        #expect(addressIssues(with("  1" + String(repeating: "a", count: limit - 1) + "  ")).isEmpty)
        let issues = addressIssues(with("1" + String(repeating: "a", count: limit)))
        #expect(issues.map(\.field) == [field])
        #expect(issues.map(\.code) == ["too_long"])
        // One character carrying a mark per place in the limit: within it as characters, not as scalars.
        let marked = addressIssues(with("1" + String(repeating: "\u{0301}", count: limit)))
        #expect(marked.map(\.code) == ["too_long"])
    }

    @Test(arguments: ["Near Mission", "Valencia St", "Apt B, Mission"])
    func aStreetLineWithoutAHouseNumberIsRefused(line1: String) {
        let issues = addressIssues(changedAddress { $0.line1 = line1 })
        #expect(issues.map(\.field) == ["address.line1"])
        #expect(issues.map(\.code) == ["house_number_missing"])
        #expect(addressIssues(changedAddress { $0.line1 = "600 " + line1 }).isEmpty)
    }

    @Test func textIsTrimmedAndBlankOptionalLinesBecomeNil() throws {
        let address = try Address(
            line1: "  1 Market St ", line2: "   ", city: "\tSan Francisco\n", postcode: "", latitude: 37.79,
            longitude: -122.39, instructions: " \n "
        ).validated()
        #expect(address.line1 == "1 Market St")
        #expect(address.city == "San Francisco")
        #expect(address.line2 == nil)
        #expect(address.postcode == nil)
        #expect(address.instructions == nil)
    }

    @Test func everyProblemIsReportedAtOnceWithTheChosenPrefix() {
        let address = Address(
            line1: "", city: String(repeating: "c", count: 81), postcode: String(repeating: "9", count: 17),
            latitude: 91, longitude: 181)
        do {
            _ = try address.validated(prefix: "delivery.")
            Issue.record("expected a ValidationFailure")
        } catch let failure as ValidationFailure {
            #expect(
                failure.issues.map(\.field) == [
                    "delivery.line1", "delivery.city", "delivery.postcode", "delivery.latitude", "delivery.longitude",
                ])
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
