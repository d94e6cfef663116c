import FoodlyShared
import Foundation

/// Phone numbers in E.164 form (`+14155550123`).
///
/// Accepted input: `+` and 8–15 digits with spaces, dots, dashes or parentheses between them; `00` as an
/// international prefix; a bracketed trunk zero (`+44 (0)20…`) is dropped; and a 10-digit North American number (optionally with a leading `1`), which the demo
/// city uses. Anything else is refused.
public enum PhoneNumber {
    /// The E.164 form of `text`, or nil when it is not a phone number.
    public static func normalize(_ text: String) -> String? {
        // "+44 (0)20 …": the bracketed trunk zero is dialled only inside the country; drop it after a country code.
        var trimmed = Text.clean(text)
        if trimmed.hasPrefix("+") || trimmed.hasPrefix("00") {
            trimmed = trimmed.replacingOccurrences(of: "(0)", with: "")
        }
        guard !trimmed.isEmpty, Text.length(trimmed) <= 32 else { return nil }
        var digits = ""
        var international = false
        for (index, character) in trimmed.enumerated() {
            if character == "+" && index == 0 {
                international = true
            } else if character.isASCII && character.isNumber {
                digits.append(character)
            } else if !" .-()".contains(character) {
                return nil
            }
        }
        if !international && digits.hasPrefix("00") {
            international = true
            digits.removeFirst(2)
        }
        if !international {
            if digits.count == 11 && digits.hasPrefix("1") { digits.removeFirst() }
            guard digits.count == 10, let first = digits.first, first != "0", first != "1" else { return nil }
            digits = "1" + digits
        }
        guard (8...15).contains(digits.count), digits.first != "0" else { return nil }
        return "+" + digits
    }

    /// Issues with an optional phone field.
    public static func issues(_ text: String, field: String = "phone") -> [FieldError] {
        normalize(text) == nil
            ? [
                FieldError(
                    field: field, code: "invalid_phone",
                    message: "Enter a phone number with its country code, like +1 415 555 0123.")
            ] : []
    }

    /// A stored E.164 number for people: `(415) 555-0199` for North American numbers, unchanged otherwise.
    public static func display(_ e164: String) -> String {
        let digits = Array(e164.dropFirst(2))
        guard e164.hasPrefix("+1"), digits.count == 10, digits.allSatisfy(\.isNumber) else { return e164 }
        return "(\(String(digits[0..<3]))) \(String(digits[3..<6]))-\(String(digits[6...]))"
    }
}
