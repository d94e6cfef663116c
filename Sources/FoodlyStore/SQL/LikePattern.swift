/// `LIKE` patterns for text people type: `%`, `_` and `\` in it match themselves (write `ESCAPE '\'` after the
/// pattern).
enum LikePattern {
    /// A pattern matching any text that contains `text`.
    static func containing(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
        return "%" + escaped + "%"
    }
}
