import Foundation

/// A customer's note for the kitchen on one cart or order line ("no onions", "sauce on the side"): one line of
/// text of at most `maxLength` characters, kept with the line from the cart to the kitchen's ticket. The same dish
/// with the same options and another note is another line (one burger plain, one without onions).
public enum KitchenNote {
    /// The longest note, in Unicode scalars (`Text.length`): a few words, not a letter.
    public static let maxLength = 140

    /// The note as kept: trimmed, with runs of spaces made one; longer than `maxLength`, or holding a line break or
    /// a hidden character, is a `ValidationFailure` on `field`. Empty means no note.
    public static func checked(_ text: String, field: String = "note") throws -> String {
        let kept = text.split(whereSeparator: { $0 == " " }).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
        if let issue = Text.lineIssue(kept, field, limit: maxLength) { throw ValidationFailure([issue]) }
        return kept
    }

    /// What a line key carries for `note` (empty for none): `!` and eight hex digits of its 32-bit FNV-1a hash, the
    /// same in every process and release, so that a key read from one answer still names the line in the next.
    static func keyTag(_ note: String) -> String {
        guard !note.isEmpty else { return "" }
        var hash: UInt32 = 0x811C_9DC5
        for byte in note.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return "!" + String(repeating: "0", count: 8 - hex.count) + hex
    }
}
