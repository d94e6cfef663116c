import FoodlyShared
import Foundation

/// A number typed in a form, as the JSON value the API's readers take.
enum FormNumber {
    /// `typed` times `scale` (rounded when scaled), the text itself when it is no number (the reader names it), nil
    /// when empty (the reader says it is required). A decimal comma is read ("2,50" is 2.50) only as one comma before
    /// one or two digits with no point: "1,000" is no number rather than a silent 1.00.
    static func json(_ typed: String, scale: Double? = nil) -> JSONValue? {
        let trimmed = typed.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return nil }
        let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
        let decimalComma = parts.count == 2 && !trimmed.contains(".") && (1...2).contains(parts[1].count)
        let text = decimalComma ? trimmed.replacingOccurrences(of: ",", with: ".") : trimmed
        guard let value = Double(text), value.isFinite else { return .string(trimmed) }
        guard let scale else { return .number(value) }
        return .number((value * scale).rounded())
    }
}
