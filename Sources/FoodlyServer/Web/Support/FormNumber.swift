import FoodlyShared
import Foundation

/// A number typed in a form, as the JSON value the API's readers take.
enum FormNumber {
    /// `typed` times `scale` (rounded when scaled; "2,50" reads as 2.50), the text itself when it is no number (the
    /// reader names it), nil when empty (the reader says it is required).
    static func json(_ typed: String, scale: Double? = nil) -> JSONValue? {
        let text = typed.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
        if text.isEmpty { return nil }
        guard let value = Double(text), value.isFinite else { return .string(text) }
        guard let scale else { return .number(value) }
        return .number((value * scale).rounded())
    }
}
