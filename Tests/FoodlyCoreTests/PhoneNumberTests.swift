import FoodlyCore
import Testing

@Suite("Phone numbers")
struct PhoneNumberTests {
    @Test(arguments: [
        ("+1 415 555 0123", "+14155550123"),
        ("+14155550123", "+14155550123"),
        ("(415) 555-0123", "+14155550123"),
        ("415.555.0123", "+14155550123"),
        ("4155550123", "+14155550123"),
        ("1-415-555-0123", "+14155550123"),
        ("1 (415) 555-0123", "+14155550123"),
        ("  +1 415 555 0123  ", "+14155550123"),
        ("0044 20 7946 0958", "+442079460958"),
        ("+44 20 7946 0958", "+442079460958"),
        ("+39 06 1234 5678", "+390612345678"),  // Italy keeps its leading 0
        ("+49 30 12345", "+493012345"),  // 9 digits
        ("+123456789012345", "+123456789012345"),  // 15 digits, the E.164 maximum
        ("+12345678", "+12345678"),  // 8 digits, the shortest accepted
    ])
    func commonFormsAreNormalisedToE164(input: String, expected: String) {
        #expect(PhoneNumber.normalize(input) == expected)
        #expect(PhoneNumber.issues(input).isEmpty)
    }

    @Test(arguments: [
        "555-0123",  // local number without area code
        "abc",
        "",
        "   ",
        "+",
        "+0123456789",  // country codes never start with 0
        "+1234567",  // 7 digits
        "+1234567890123456",  // 16 digits
        "0123456789",  // 10 digits but not a North American area code
        "1234567890",
        "21-415-555-0123",  // 11 digits not starting with 1
        "415 555 01234",  // 11 digits not starting with 1
        "+1 415 555 0123 ext 4",
        "+1+4155550123",
        "+1/415/555/0123",
        "415\t555\t0123",
        "٤١٥٥٥٥٠١٢٣",  // Arabic-Indic digits
        "+1 415 555 0123 0000000000000000000000",  // over 32 characters
    ])
    func anythingElseIsRefused(input: String) {
        #expect(PhoneNumber.normalize(input) == nil)
        let issues = PhoneNumber.issues(input)
        #expect(issues.map(\.code) == ["invalid_phone"])
        #expect(issues.first?.field == "phone")
    }

    /// "+44 (0)20 7946 0958" is how British numbers are often printed: the "(0)" is the trunk prefix dialled only
    /// inside the country, never part of the E.164 number. Keeping it yields "+4402079460958", a number that
    /// does not exist, and the courier's call fails. Either drop the "(0)" or refuse the input.
    @Test(arguments: ["+44 (0)20 7946 0958", "+44 (0) 20 7946 0958", "0044 (0)20 7946 0958"])
    func aParenthesisedTrunkZeroIsNotKeptInTheNumber(input: String) {
        let normalized = PhoneNumber.normalize(input)
        #expect(normalized == "+442079460958" || normalized == nil, "got \(normalized ?? "nil")")
    }

    /// Without a country code the "(0)" is the only sign the number is not North American: dropping it must not
    /// turn the London number "(0)20 7946 0958" into the San Francisco-style "+12079460958".
    @Test(arguments: ["(0)20 7946 0958", "(0) 207 946 0958"])
    func aTrunkZeroWithoutCountryCodeIsRefused(input: String) {
        #expect(PhoneNumber.normalize(input) == nil)
    }

    @Test func issuesUseTheFieldNameTheCallerGives() {
        #expect(PhoneNumber.issues("abc", field: "courier.phone").map(\.field) == ["courier.phone"])
    }
}

@Suite("Phone numbers for people")
struct PhoneDisplayTests {
    @Test func northAmericanNumbersAreGroupedOthersUnchanged() {
        #expect(PhoneNumber.display("+14155550199") == "(415) 555-0199")
        #expect(PhoneNumber.display("+442071838750") == "+442071838750")
        #expect(PhoneNumber.display("+1415") == "+1415")
    }
}
