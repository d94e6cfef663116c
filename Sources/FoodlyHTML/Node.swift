/// An HTML fragment: escaped text, raw markup, an element, a list of nodes, or nothing.
///
/// Build nodes with the tag functions (`div`, `p`, `a`, …) and ``NodeBuilder``, or with the
/// static constructors below, then call ``render()`` once per page. Text and attribute values are
/// escaped when rendered; only ``raw(_:)`` emits markup verbatim.
///
/// Text inside `<script>` and `<style>` is not special-cased: it is escaped like any other text.
/// Scripts and stylesheets are served as files (the Content-Security-Policy forbids inline ones),
/// so the builder offers no way to write inline script or style content other than ``raw(_:)``.
public struct Node: Sendable {
    enum Storage: Sendable {
        case empty
        case text(String)
        case raw(String)
        case element(Element)
        case fragment([Node])
    }

    /// A class so that rendering, which visits every element, retains one reference, not three.
    final class Element: Sendable {
        let tag: String
        let attributes: [Attribute]
        let children: [Node]
        let isVoid: Bool

        init(tag: String, attributes: [Attribute], children: [Node], isVoid: Bool) {
            self.tag = tag
            self.attributes = attributes
            self.children = children
            self.isVoid = isVoid
        }
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    /// Makes an element without validating the tag name; for the built-in tag functions only.
    init(tag: String, attributes: [Attribute], children: [Node], isVoid: Bool = false) {
        self.storage = .element(Element(tag: tag, attributes: attributes, children: children, isVoid: isVoid))
    }

    /// A node that renders nothing.
    public static let empty = Node(storage: .empty)

    /// Text content, escaped when rendered (`&`, `<` and `>` become entities).
    public static func text(_ text: String) -> Node {
        Node(storage: .text(text))
    }

    /// Markup emitted verbatim, without any escaping.
    ///
    /// - Warning: Dangerous. Never pass a string that contains, or was built from, user input:
    ///   that is how cross-site scripting happens. Use it only for trusted constant markup.
    public static func raw(_ html: String) -> Node {
        Node(storage: .raw(html))
    }

    /// An element with a developer-chosen tag name.
    ///
    /// The tag must match `[a-zA-Z][a-zA-Z0-9:-]*` (a precondition). Void elements (`area base br col
    /// embed hr img input link meta source track wbr`) render without a closing tag and must have no
    /// children (a precondition).
    public static func element(_ tag: String, _ attributes: [Attribute] = [], _ children: [Node] = []) -> Node {
        precondition(HTMLName.isValid(tag), "Invalid HTML tag name: \(tag)")
        let isVoid = HTMLName.isVoidElement(tag)
        precondition(!isVoid || children.isEmpty, "Void element <\(tag)> cannot have children")
        return Node(tag: tag, attributes: attributes, children: children, isVoid: isVoid)
    }

    /// An element with a developer-chosen tag name and children from a ``NodeBuilder`` block.
    ///
    /// Same rules as ``element(_:_:_:)``.
    public static func element(
        _ tag: String,
        _ attributes: [Attribute] = [],
        @NodeBuilder content: () -> [Node]
    ) -> Node {
        element(tag, attributes, content())
    }

    /// Several nodes rendered one after another, with no wrapping element.
    public static func fragment(_ nodes: [Node]) -> Node {
        Node(storage: .fragment(nodes))
    }

    /// Several nodes from a ``NodeBuilder`` block, rendered one after another with no wrapping element.
    public static func fragment(@NodeBuilder _ content: () -> [Node]) -> Node {
        Node(storage: .fragment(content()))
    }
}
