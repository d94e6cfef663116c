import FoodlyCore
import FoodlyShared
import Testing

/// The codes of the issues, in order, for compact expectations.
func codes(_ issues: [FieldError]) -> [String] { issues.map(\.code) }

@Suite("Full name rules")
struct FullNameRuleTests {
    @Test(arguments: [
        "Ada Lovelace", "José María Núñez", "  Grace   Hopper  ", "Mary-Jane O'Neil", "李 小龙", "Jean-Luc Picard III",
        "Zoë 😀 Ñandú",
        String(repeating: "a", count: 49) + " " + String(repeating: "b", count: 50),
    ])
    func aFirstAndLastNameIsAccepted(name: String) {
        #expect(AccountRules.fullNameIssues(name).isEmpty)
    }

    @Test(arguments: [
        ("Ada", "first_and_last_name"),
        ("Ada 123", "first_and_last_name"),
        ("123 456", "first_and_last_name"),
        ("Ada !", "first_and_last_name"),
        ("", "required"),
        ("  ", "required"),
        ("\n\t", "required"),
        (String(repeating: "a", count: 50) + " " + String(repeating: "b", count: 50), "too_long"),
    ])
    func anIncompleteOrOverlongNameIsRefused(name: String, code: String) {
        let issues = AccountRules.fullNameIssues(name)
        #expect(codes(issues) == [code])
        #expect(issues.allSatisfy { $0.field == "fullName" && !$0.message.isEmpty })
    }

    @Test func lengthCountsUnicodeScalarsNotCharacters() {
        // One character of 400,001 scalars was once accepted (and stored as 800 KB).
        let stacked = "A" + String(repeating: "\u{0301}", count: 400_000) + " Lovelace"
        #expect(stacked.count == 10)
        #expect(codes(AccountRules.fullNameIssues(stacked)) == ["too_long"])
        #expect(Text.length("Zoë 😀") == 5)
        // 100 characters but 101 scalars: over the limit; one letter less is within it.
        let decomposed = "Zoe\u{0308} " + String(repeating: "b", count: 96)
        #expect(codes(AccountRules.fullNameIssues(decomposed)) == ["too_long"])
        #expect(AccountRules.fullNameIssues("Zoe\u{0308} " + String(repeating: "b", count: 95)).isEmpty)
    }

    @Test func theFieldNameCanBeChosenByTheCaller() {
        #expect(AccountRules.fullNameIssues("", field: "name").map(\.field) == ["name"])
    }

    @Test func theFirstNameIsTheFirstWord() {
        #expect(AccountRules.firstName(of: "José María Núñez") == "José")
    }
}

@Suite("Email rules")
struct EmailRuleTests {
    @Test(arguments: [
        "a@b.co", "first.last+tag@sub.example.org", "ADA@EXAMPLE.COM", "Ada.Lovelace@Example.Com", "  a@b.co  ",
        "o'brien@example.ie", "user_name-1@my-domain.example",
    ])
    func aPlausibleAddressIsAccepted(email: String) {
        #expect(AccountRules.emailIssues(email).isEmpty)
    }

    @Test(arguments: [
        "a", "a@b", "a@@b.co", "a@b.c", ".a@b.co", "a.@b.co", "a..b@c.co", "a b@c.co", "a@-b.co", "a@b-.co",
        "@b.co", "a@", "a@.co", "a@b..co", "a@b.co.", "a@b.c0", "a@b_c.co", "a<b>@c.co",
        String(repeating: "x", count: 65) + "@b.co",
    ])
    func anImplausibleAddressIsRefused(email: String) {
        let issues = AccountRules.emailIssues(email)
        #expect(codes(issues) == ["invalid_email"])
        #expect(issues.first?.field == "email")
    }

    @Test(arguments: ["", "   "])
    func aBlankAddressIsRequired(email: String) {
        #expect(codes(AccountRules.emailIssues(email)) == ["required"])
    }

    @Test func anAddressOf254CharactersIsAcceptedAndOneMoreIsTooLong() {
        let local = String(repeating: "x", count: 64)
        let domain = String(repeating: "d", count: 63) + "." + String(repeating: "e", count: 63) + "."
        let longest = local + "@" + domain + String(repeating: "f", count: 57) + ".com"
        let tooLong = local + "@" + domain + String(repeating: "f", count: 58) + ".com"
        #expect(longest.count == 254)
        #expect(AccountRules.emailIssues(longest).isEmpty)
        #expect(codes(AccountRules.emailIssues(tooLong)) == ["too_long"])
    }

    @Test func addressesAreStoredTrimmedAndLowercased() {
        #expect(AccountRules.normalizedEmail("  Ada.Lovelace@Example.COM ") == "ada.lovelace@example.com")
    }
}

@Suite("Password rules")
struct PasswordRuleTests {
    @Test(arguments: [
        "abcdef1!", "Correct horse 9 battery!", "пароль12#", "a1!" + String(repeating: "x", count: 125),
    ])
    func aLongEnoughMixedPasswordIsAccepted(password: String) {
        #expect(AccountRules.passwordIssues(password).isEmpty)
    }

    @Test(arguments: [
        "abcdefg1",  // no special character
        "abcdefg!",  // no digit
        "1234567!",  // no letter
        "ab1!",  // too short
        "abc1!  ",  // seven characters, spaces included
        "abcdefg 1",  // a space is not a special character
    ])
    func aWeakPasswordIsRefused(password: String) {
        let issues = AccountRules.passwordIssues(password)
        #expect(codes(issues) == ["too_weak"])
        #expect(issues.first?.field == "password")
    }

    @Test(arguments: ["", "        ", "\t\n"])
    func aBlankPasswordIsRequired(password: String) {
        #expect(codes(AccountRules.passwordIssues(password)) == ["required"])
    }

    @Test func aPasswordOver128CharactersIsTooLong() {
        let password = "a1!" + String(repeating: "x", count: 126)
        #expect(password.count == 129)
        #expect(codes(AccountRules.passwordIssues(password)) == ["too_long"])
    }

    @Test func passwordsAreNotTrimmed() throws {
        let registration = try Registration(fullName: "Ada Lovelace", email: "a@b.co", password: " abcdef1! ")
            .validated()
        #expect(registration.password == " abcdef1! ")
    }
}

@Suite("Full names: invisible characters")
struct FullNameInvisibleCharacterTests {
    @Test(arguments: ["Ada\u{0} Lovelace", "Ada \u{202E}ecalevoL", "Ada\u{7} Lovelace"])
    func controlAndFormatCharactersAreRefused(name: String) {
        #expect(AccountRules.fullNameIssues(name).map(\.code) == ["invalid_characters"])
    }
}
