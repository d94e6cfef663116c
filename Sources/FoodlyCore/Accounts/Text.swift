import FoodlyShared
import Foundation

/// Small helpers for user-entered text.
public enum Text {
    /// Trims whitespace and newlines at both ends.
    public static func clean(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Trims; nil when nothing is left.
    public static func cleanOptional(_ text: String?) -> String? {
        guard let text else { return nil }
        let cleaned = clean(text)
        return cleaned.isEmpty ? nil : cleaned
    }

    /// The issue for a value longer than `limit` characters.
    static func tooLong(_ field: String, _ limit: Int) -> FieldError {
        FieldError(field: field, code: "too_long", message: "Use at most \(limit) characters.")
    }

    /// The issue for a missing or blank value.
    static func required(_ field: String) -> FieldError {
        FieldError(field: field, code: "required", message: "This field is required.")
    }
}
