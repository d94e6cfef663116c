import FoodlyCore
import FoodlyShared
import Foundation
import Testing

/// A customer with every optional profile field filled in.
let filledAccount = UserAccount(
    id: ID("u1"), fullName: "Ada Lovelace", email: "ada@example.com", phone: "+14155550123", address: sampleAddress,
    dailyKcalTarget: 2000, diets: [.vegetarian], avoidAllergens: [.peanuts], showCalories: true,
    createdAt: Date(timeIntervalSince1970: 1_800_000_000))

/// The issues `changes.applied(to:)` throws, or [] when they apply.
func profileIssues(_ changes: ProfilePatch, to account: UserAccount = filledAccount) -> [FieldError] {
    do {
        _ = try changes.applied(to: account)
        return []
    } catch let failure as ValidationFailure {
        return failure.issues
    } catch {
        Issue.record("unexpected error \(error)")
        return []
    }
}

@Suite("Profile changes")
struct ProfilePatchTests {
    @Test func noChangesLeaveTheAccountAsItWas() throws {
        #expect(try ProfilePatch().applied(to: filledAccount) == filledAccount)
    }

    @Test(arguments: [800, 801, 2000, 5999, 6000])
    func aKcalTargetFrom800To6000IsAccepted(target: Int) throws {
        let updated = try ProfilePatch(dailyKcalTarget: .value(target)).applied(to: filledAccount)
        #expect(updated.dailyKcalTarget == target)
    }

    @Test(arguments: [0, -2000, 100, 799, 6001, Int.max])
    func aKcalTargetOutsideTheRangeIsRefused(target: Int) {
        let issues = profileIssues(ProfilePatch(dailyKcalTarget: .value(target)))
        #expect(issues.map(\.field) == ["dailyKcalTarget"])
        #expect(issues.map(\.code) == ["out_of_range"])
    }

    @Test(arguments: [
        ("(415) 555-0123", "+14155550123"), ("+44 20 7946 0958", "+442079460958"),
        (" 0044 20 7946 0958 ", "+442079460958"),
    ])
    func aNewPhoneIsStoredInE164Form(input: String, expected: String) throws {
        let updated = try ProfilePatch(phone: .value(input)).applied(to: filledAccount)
        #expect(updated.phone == expected)
    }

    @Test(arguments: ["555-0123", "", "call me"])
    func anInvalidPhoneIsRefused(input: String) {
        let issues = profileIssues(ProfilePatch(phone: .value(input)))
        #expect(issues.map(\.field) == ["phone"])
        #expect(issues.map(\.code) == ["invalid_phone"])
    }

    @Test func clearingRemovesOptionalValuesWhileAbsentFieldsStay() throws {
        let updated = try ProfilePatch(phone: .null, address: .null, dailyKcalTarget: .null).applied(
            to: filledAccount)
        #expect(updated.phone == nil)
        #expect(updated.address == nil)
        #expect(updated.dailyKcalTarget == nil)
        #expect(updated.fullName == filledAccount.fullName)
        #expect(updated.diets == filledAccount.diets)
        #expect(updated.avoidAllergens == filledAccount.avoidAllergens)
        #expect(updated.showCalories == filledAccount.showCalories)
        #expect(updated.email == filledAccount.email)
    }

    @Test func settingReplacesOptionalValues() throws {
        let home = Address(line1: " 2 Pine St ", line2: " ", city: "San Francisco", latitude: 37.79, longitude: -122.4)
        let updated = try ProfilePatch(
            fullName: "  Ada   King ", address: .value(home), dailyKcalTarget: .value(1800), showCalories: false
        ).applied(to: filledAccount)
        #expect(updated.fullName == "Ada King")
        #expect(
            updated.address == Address(line1: "2 Pine St", city: "San Francisco", latitude: 37.79, longitude: -122.4))
        #expect(updated.dailyKcalTarget == 1800)
        #expect(updated.showCalories == false)
        #expect(updated.phone == filledAccount.phone)
        #expect(updated.id == filledAccount.id)
        #expect(updated.createdAt == filledAccount.createdAt)
    }

    @Test func dietsAndAllergensAreKeptInCanonicalOrderWithoutRepeats() throws {
        let updated = try ProfilePatch(
            diets: ["keto", "vegan", "gluten_free", "vegan"], avoidAllergens: ["sesame", "gluten", "peanuts", "gluten"]
        ).applied(to: filledAccount)
        #expect(updated.diets == [.vegan, .glutenFree, .keto])
        #expect(updated.avoidAllergens == [.gluten, .peanuts, .sesame])
    }

    @Test func emptyListsClearDietsAndAllergens() throws {
        let updated = try ProfilePatch(diets: [], avoidAllergens: []).applied(to: filledAccount)
        #expect(updated.diets.isEmpty)
        #expect(updated.avoidAllergens.isEmpty)
    }

    @Test func everyProblemIsReportedTogether() {
        let changes = ProfilePatch(
            fullName: "Ada", phone: .value("abc"),
            address: .value(Address(line1: "", city: "San Francisco", latitude: 200, longitude: 0)),
            dailyKcalTarget: .value(100))
        let issues = profileIssues(changes)
        #expect(issues.map(\.field) == ["fullName", "phone", "address.line1", "address.latitude", "dailyKcalTarget"])
    }

    @Test func anUnknownDietOrAllergenIsNamedByItsIndex() {
        let issues = profileIssues(ProfilePatch(diets: ["vegan", "carnivore"], avoidAllergens: ["glitter"]))
        #expect(issues.map(\.field) == ["diets[1]", "avoidAllergens[0]"])
        #expect(issues.map(\.code) == ["unknown_value", "unknown_value"])
    }
}
