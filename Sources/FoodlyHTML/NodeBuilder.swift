/// A result builder for lists of nodes.
///
/// Inside a block, each statement can be a ``Node``, an optional `Node` (nothing when `nil`), an
/// array of nodes, or a `String` (literal or interpolated), which becomes escaped text. `if`,
/// `if let`, `if`/`else`, `switch` and `for`-`in` work as expected.
@resultBuilder
public enum NodeBuilder {
    /// A single node.
    public static func buildExpression(_ node: Node) -> [Node] {
        [node]
    }

    /// An optional node: nothing when `nil`.
    public static func buildExpression(_ node: Node?) -> [Node] {
        node.map { [$0] } ?? []
    }

    /// An array of nodes, spliced in place.
    public static func buildExpression(_ nodes: [Node]) -> [Node] {
        nodes
    }

    /// A string, which becomes escaped text.
    public static func buildExpression(_ text: String) -> [Node] {
        [.text(text)]
    }

    /// The statements of a block, in order.
    public static func buildBlock(_ components: [Node]...) -> [Node] {
        if components.count == 1 {
            return components[0]
        }
        var nodes: [Node] = []
        nodes.reserveCapacity(components.reduce(0) { $0 + $1.count })
        for component in components {
            nodes.append(contentsOf: component)
        }
        return nodes
    }

    /// An `if` without `else`: nothing when the condition is false.
    public static func buildOptional(_ component: [Node]?) -> [Node] {
        component ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [Node]) -> [Node] {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [Node]) -> [Node] {
        component
    }

    /// The iterations of a `for`-`in` loop, in order.
    public static func buildArray(_ components: [[Node]]) -> [Node] {
        components.flatMap { $0 }
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ component: [Node]) -> [Node] {
        component
    }
}
