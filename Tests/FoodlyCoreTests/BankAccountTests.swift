import FoodlyCore
import FoodlyShared
import Testing

/// Bank details are checked before they are kept: IBAN check digits and lengths, BICs, ABA routing checksums,
/// account numbers, and every problem named by its field at once.
@Suite("Bank accounts")
struct BankAccountTests {
    @Test(arguments: [
        "DE89370400440532013000", "DE89 3704 0044 0532 0130 00", "fr1420041010050500013m02606", "NL91ABNA0417164300",
        "GB29NWBK60161331926819", "ES9121000418450200051332", "IT60X0542811101000000123456", "NO9386011117947",
    ])
    func realIBANsPass(_ text: String) throws {
        let iban = try IBAN(text)
        #expect(iban.value == text.filter { $0 != " " }.uppercased())
        #expect(iban.masked == "\(iban.value.prefix(4)) •••• \(iban.value.suffix(4))")
    }

    @Test func badIBANsSayWhy() {
        #expect(throws: IBAN.Issue.checkDigits) { try IBAN("DE88370400440532013000") }
        #expect(throws: IBAN.Issue.checkDigits) { try IBAN("DE89370400440532013001") }
        #expect(throws: IBAN.Issue.wrongLength(22)) { try IBAN("DE8937040044053201300") }
        #expect(throws: IBAN.Issue.unknownCountry) { try IBAN("US12345678901234567890") }
        #expect(throws: IBAN.Issue.malformed) { try IBAN("DE89-3704-0044") }
        #expect(throws: IBAN.Issue.malformed) { try IBAN("") }
    }

    @Test func everySingleMistypedCharacterIsCaught() throws {
        // Mod 97 catches every change of one character: the property banks rely on.
        let good = Array("DE89370400440532013000")
        for index in 4..<good.count {
            for digit in "0123456789" where digit != good[index] {
                var typo = good
                typo[index] = digit
                #expect(throws: IBAN.Issue.checkDigits) { try IBAN(String(typo)) }
            }
        }
    }

    @Test func bicsAndRoutingNumbers() {
        #expect(IBAN.isBIC("COBADEFFXXX") && IBAN.isBIC("DEUTDEFF") && IBAN.isBIC("NWBKGB2L"))
        #expect(!IBAN.isBIC("COBADEFF1") && !IBAN.isBIC("cobadeff") && !IBAN.isBIC("C0BADEFF"))
        // Real routing numbers (Federal Reserve, Chase, Bank of America) and near misses.
        for good in ["011000015", "021000021", "026009593", "322271627"] { #expect(RoutingNumber(good) != nil) }
        for bad in ["011000016", "021000012", "12345678", "1234567890", "99999999X", "500000005"] {
            #expect(RoutingNumber(bad) == nil, "\(bad)")
        }
    }

    @Test func aDraftBecomesAnAccountOrEveryProblemAtOnce() throws {
        let iban = try BankAccount(
            BankAccountDraft(
                kind: "iban", holder: "  Kept   Place GmbH ", iban: "de89 3704 0044 0532 0130 00", bic: "cobadeffxxx"))
        #expect(iban.holder == "Kept Place GmbH" && iban.kind == .iban && iban.masked == "DE89 •••• 3000")
        #expect(iban.route == .iban(try IBAN("DE89370400440532013000"), bic: "COBADEFFXXX"))

        let us = try BankAccount(
            BankAccountDraft(
                kind: "us", holder: "Rita Rider", routingNumber: "021000021", accountNumber: "1234-5678-9",
                accountType: "savings"))
        #expect(us.masked == "Savings •••• 6789")
        #expect(us.route == .us(RoutingNumber("021000021")!, account: "123456789", type: .savings, companyID: nil))

        let refused = #expect(throws: ValidationFailure.self) {
            try BankAccount(BankAccountDraft(kind: "us", holder: "", routingNumber: "021000012", accountNumber: "12"))
        }
        #expect(
            Set(refused?.issues.map(\.field) ?? []) == ["holder", "routingNumber", "accountNumber", "accountType"])
        let ibanRefused = #expect(throws: ValidationFailure.self) {
            try BankAccount(
                BankAccountDraft(kind: "iban", holder: "A\u{202E}B", iban: "DE88370400440532013000", bic: "X"))
        }
        #expect(ibanRefused?.issues.map(\.field).sorted() == ["bic", "holder", "iban"])
        #expect(ibanRefused?.issues.first { $0.field == "iban" }?.message == IBAN.Issue.checkDigits.message)
        #expect(throws: ValidationFailure.self) { try BankAccount(BankAccountDraft(kind: "cheque", holder: "A")) }
        // Foodly's own US account needs its ACH company identification.
        let platform = #expect(throws: ValidationFailure.self) {
            try BankAccount(
                BankAccountDraft(
                    kind: "us", holder: "Foodly Inc", routingNumber: "011000015", accountNumber: "99887766",
                    accountType: "checking"), forPlatform: true)
        }
        #expect(platform?.issues.map(\.field) == ["companyId"])
    }
}
