import FoodlyCore
import FoodlyShared
import Foundation
import Testing

/// The typed terms patch the SDK sends: `freeDeliveryOver` told apart as left out (unchanged) or `null` (never),
/// and checked by the terms' own rules, every bad field at once.
@Suite("Restaurant terms patch")
struct RestaurantTermsPatchTests {
    func json(_ patch: FeesPatch) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(patch), as: UTF8.self)
    }

    @Test func neverFreeIsSentAsNullAndUnchangedIsLeftOut() throws {
        let never = FeesPatch(freeDeliveryOver: .some(nil))
        let unchanged = FeesPatch(deliveryBase: 299)
        #expect(try json(never) == #"{"freeDeliveryOver":null}"#)
        #expect(try json(unchanged) == #"{"deliveryBase":299}"#)
        for patch in [never, unchanged, FeesPatch(freeDeliveryOver: 4000)] {
            #expect(try JSONDecoder().decode(FeesPatch.self, from: Data(json(patch).utf8)) == patch)
        }
    }

    @Test func aPatchIsCheckedByTheTermsRulesNamingEveryBadField() throws {
        let failure = try #require(throws: ValidationFailure.self) {
            _ = try RestaurantTermsPatch.checked(
                .object([
                    "taxRateBps": .number(5000), "colour": .string("red"),
                    "fees": .object(["deliveryBase": .string("free")]),
                ]))
        }
        #expect(Set(failure.issues.map(\.field)) == ["taxRateBps", "colour", "fees.deliveryBase"])
        let good = try RestaurantTermsPatch.checked(.object(["fees": .object(["freeDeliveryOver": .null])]))
        #expect(good == RestaurantTermsPatch(fees: FeesPatch(freeDeliveryOver: .some(nil))))
    }
}
