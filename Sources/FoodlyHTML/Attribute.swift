/// An HTML attribute: a name and an escaped value, or a bare boolean attribute.
///
/// Names are developer-controlled and must match `[a-zA-Z][a-zA-Z0-9:-]*` (a precondition).
/// Values are escaped when rendered (`& < > " '`). In the URL attributes `href`, `src`, `action`
/// and `formaction`, a `javascript:`, `vbscript:` or `data:` URL (case-insensitive, leading
/// whitespace and control characters ignored) is replaced by `#`; `data:image/…` is allowed in
/// `src` only. Attributes render in the order given; duplicates are not removed.
public struct Attribute: Sendable, Hashable {
    /// The attribute name, as written in the markup.
    public let name: String
    /// The value after URL sanitising, or `nil` for a boolean attribute rendered bare (`disabled`).
    public let value: String?
    /// Whether the attribute is rendered at all; `false` only for `.bool(name, false)`.
    let isIncluded: Bool

    /// Makes an attribute without validating the name; sanitises URL values.
    init(name: String, value: String) {
        self.name = name
        self.value = URLSafety.sanitized(value, forAttribute: name)
        self.isIncluded = true
    }

    /// Makes an attribute whose fixed name never holds a URL: no validation, no sanitising.
    init(plainName name: String, value: String) {
        self.name = name
        self.value = value
        self.isIncluded = true
    }

    private init(booleanName name: String, isIncluded: Bool) {
        self.name = name
        self.value = nil
        self.isIncluded = isIncluded
    }

    /// An attribute with any valid name and a value, which is escaped (and URL-sanitised for
    /// `href`, `src`, `action` and `formaction`).
    public static func attr(_ name: String, _ value: String) -> Attribute {
        precondition(HTMLName.isValid(name), "Invalid HTML attribute name: \(name)")
        return Attribute(name: name, value: value)
    }

    /// A boolean attribute such as `disabled`, `required`, `hidden`, `checked` or `selected`,
    /// rendered bare when `isOn` is `true` and not rendered at all when it is `false`.
    public static func bool(_ name: String, _ isOn: Bool = true) -> Attribute {
        precondition(HTMLName.isValid(name), "Invalid HTML attribute name: \(name)")
        return Attribute(booleanName: name, isIncluded: isOn)
    }

    /// Appends ` name="value"` (or ` name`) to `writer`.
    func write(to writer: inout HTMLWriter) {
        guard isIncluded else {
            return
        }
        writer.append(UInt8(ascii: " "))
        HTMLEscaping.appendVerbatim(name, to: &writer)
        if let value {
            HTMLEscaping.appendLiteral("=\"", to: &writer)
            HTMLEscaping.appendAttributeValue(value, to: &writer)
            writer.append(UInt8(ascii: "\""))
        }
    }
}
