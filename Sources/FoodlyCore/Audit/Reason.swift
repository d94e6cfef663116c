/// The reason an operator gives for a decision someone else lives with (a rejected application, a suspension, a
/// refund, a cancellation, a locked account): required, and short enough to show and store.
public enum Reason {
    /// The longest reason, in characters.
    public static let maxLength = 500

    /// What is wrong with `reason` (1–500 characters once cleaned by `Text.clean`), as issues of `field`.
    public static func issues(_ reason: String, field: String = "reason") -> [FieldError] {
        let cleaned = Text.clean(reason)
        if cleaned.isEmpty { return [Text.required(field)] }
        return Text.lineIssue(cleaned, field, limit: maxLength, multiline: true).map { [$0] } ?? []
    }
}
