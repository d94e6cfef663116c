/// An International Bank Account Number, checked: a country Foodly can pay by SEPA credit transfer, that country's
/// length, letters and digits only, and check digits that make the number 1 modulo 97 (ISO 13616). Kept without
/// spaces, in capitals.
public struct IBAN: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The length of an IBAN in each country of the SEPA scheme.
    public static let lengths: [String: Int] = [
        "AD": 24, "AT": 20, "BE": 16, "BG": 22, "CH": 21, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "EE": 20, "ES": 24,
        "FI": 18, "FR": 27, "GB": 22, "GI": 23, "GR": 27, "HR": 21, "HU": 28, "IE": 22, "IS": 26, "IT": 27, "LI": 21,
        "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MT": 31, "NL": 18, "NO": 15, "PL": 28, "PT": 25, "RO": 24, "SE": 24,
        "SI": 19, "SK": 24, "SM": 27, "VA": 22,
    ]

    /// The number, without spaces.
    public let value: String

    /// The IBAN `text` holds (spaces and case do not matter); throws why it is none.
    public init(_ text: String) throws(Issue) {
        let compact = String(text.filter { $0 != " " }.uppercased())
        guard compact.count >= 4, compact.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw .malformed
        }
        guard let length = Self.lengths[String(compact.prefix(2))] else { throw .unknownCountry }
        guard compact.count == length, compact.dropFirst(2).prefix(2).allSatisfy(\.isNumber) else {
            throw .wrongLength(length)
        }
        guard Self.remainder(compact) == 1 else { throw .checkDigits }
        value = compact
    }

    /// Why a text is no IBAN.
    public enum Issue: Error, Equatable {
        case malformed, unknownCountry
        case wrongLength(Int)
        case checkDigits

        /// The sentence shown under the field.
        public var message: String {
            switch self {
            case .malformed: "Use the IBAN's letters and digits, as on your bank statement."
            case .unknownCountry: "Foodly pays IBANs of SEPA countries only."
            case .wrongLength(let length): "An IBAN of this country has \(length) characters."
            case .checkDigits: "This IBAN's check digits do not match: look for a mistyped character."
            }
        }
    }

    /// The country code.
    public var country: String { String(value.prefix(2)) }

    /// Grouped by four, as people read it.
    public var description: String {
        stride(from: 0, to: value.count, by: 4).map { start in
            let from = value.index(value.startIndex, offsetBy: start)
            return String(value[from..<(value.index(from, offsetBy: 4, limitedBy: value.endIndex) ?? value.endIndex)])
        }.joined(separator: " ")
    }

    /// The country, the check digits and the last four characters: enough to recognise, too little to use.
    public var masked: String { "\(value.prefix(4)) •••• \(value.suffix(4))" }

    /// ISO 13616's check: the first four characters moved to the end, letters as 10–35, the number modulo 97,
    /// computed digit by digit so it never overflows.
    static func remainder(_ iban: String) -> Int {
        let rearranged = iban.dropFirst(4) + iban.prefix(4)
        var remainder = 0
        for character in rearranged {
            let value = character.isNumber ? Int(String(character))! : Int(character.asciiValue! - 55)
            remainder = (value >= 10 ? remainder * 100 : remainder * 10) + value
            remainder %= 97
        }
        return remainder
    }

    /// Whether `text` is a BIC: four letters for the bank, two for its country, two letters or digits for the place,
    /// and optionally three for the branch.
    public static func isBIC(_ text: String) -> Bool {
        let characters = Array(text)
        guard characters.count == 8 || characters.count == 11,
            characters.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) })
        else { return false }
        return characters[0..<6].allSatisfy(\.isLetter)
    }
}
