import FoodlyShared
import Foundation

/// Small helpers for user-entered text.
public enum Text {
    /// A count with its noun: "1 review", "2 reviews", "0 reviews" (`plural` when adding "s" is wrong).
    public static func counted(_ number: Int, _ singular: String, plural: String? = nil) -> String {
        "\(number.formatted()) \(number == 1 ? singular : plural ?? singular + "s")"
    }

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

    /// The issue for a line of text (a name, an address line; `multiline` for a note or a reason): longer than
    /// `limit`, or holding a character `hasHiddenCharacters` refuses; nil when it is fine.
    public static func lineIssue(_ value: String, _ field: String, limit: Int, multiline: Bool = false) -> FieldError? {
        lengthIssue(value, field, limit: limit)
            ?? (hasHiddenCharacters(value, multiline: multiline) ? hiddenCharacters(field) : nil)
    }

    /// Whether `text` holds a character no name or line of text needs: a control character (line breaks, escape,
    /// NUL, U+0085) or an invisible format character (bidirectional overrides such as U+202E, zero-width ones). A
    /// `multiline` text (a description) may hold line breaks and tabs. Such characters could forge mail headers,
    /// hide or reverse what a reader sees, or break a single-line display.
    public static func hasHiddenCharacters(_ text: String, multiline: Bool = false) -> Bool {
        text.unicodeScalars.contains { scalar in
            if multiline, scalar == "\n" || scalar == "\r" || scalar == "\t" { return false }
            return [.control, .format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
        }
    }

    /// The issue for a value with a character `hasHiddenCharacters` refuses.
    static func hiddenCharacters(_ field: String) -> FieldError {
        FieldError(field: field, code: "invalid_characters", message: "Use letters, spaces and punctuation only.")
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
