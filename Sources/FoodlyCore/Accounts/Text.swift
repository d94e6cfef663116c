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

    /// The length every text limit counts: Unicode scalars (code points), as JSON Schema's `maxLength` does.
    /// A scalar takes at most 4 bytes of UTF-8, so a limit of n bounds the stored text at 4n bytes; characters
    /// (grapheme clusters) would bound nothing, as one can carry any number of combining marks.
    public static func length(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.count
    }

    /// The issue for `value` when it is longer than `limit` (by `length`), or nil.
    public static func lengthIssue(_ value: String, _ field: String, limit: Int) -> FieldError? {
        length(value) > limit ? tooLong(field, limit) : nil
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
