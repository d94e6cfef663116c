/// Checks on developer-supplied tag and attribute names.
enum HTMLName {
    /// The void elements of HTML: they have no closing tag and no content.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    /// Whether `name` matches `[a-zA-Z][a-zA-Z0-9:-]*`.
    static func isValid(_ name: String) -> Bool {
        var isFirst = true
        for byte in name.utf8 {
            let isLetter = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
            if isFirst {
                guard isLetter else { return false }
                isFirst = false
            } else {
                let isDigit = byte >= 0x30 && byte <= 0x39
                guard isLetter || isDigit || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-") else {
                    return false
                }
            }
        }
        return !isFirst
    }

    /// Whether `tag` (any letter case) names a void element.
    static func isVoidElement(_ tag: String) -> Bool {
        voidElements.contains(tag) || voidElements.contains(tag.lowercased())
    }
}
