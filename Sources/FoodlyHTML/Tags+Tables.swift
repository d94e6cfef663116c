// Tag functions for tables.

/// `<table>`: tabular data.
public func table(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "table", attributes: attributes, children: content())
}

/// `<thead>`: the header rows of a `table`.
public func thead(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "thead", attributes: attributes, children: content())
}

/// `<tbody>`: the body rows of a `table`.
public func tbody(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "tbody", attributes: attributes, children: content())
}

/// `<tr>`: a table row.
public func tr(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "tr", attributes: attributes, children: content())
}

/// `<th>`: a header cell.
public func th(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "th", attributes: attributes, children: content())
}

/// `<td>`: a data cell.
public func td(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "td", attributes: attributes, children: content())
}
