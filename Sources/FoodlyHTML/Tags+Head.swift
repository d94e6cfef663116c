// Tag functions for the document head.

/// `<title>`: the page title shown in the browser tab.
public func title(_ attributes: Attribute..., @NodeBuilder content: () -> [Node]) -> Node {
    Node(tag: "title", attributes: attributes, children: content())
}

/// `<meta>`: document metadata, e.g. `meta(.attr("charset", "utf-8"))` or
/// `meta(.name("viewport"), .attr("content", "width=device-width, initial-scale=1"))`.
/// A void element: no content, no closing tag.
public func meta(_ attributes: Attribute...) -> Node {
    Node(tag: "meta", attributes: attributes, children: [], isVoid: true)
}

/// `<link>`: a linked resource, e.g. `link(.rel("stylesheet"), .href("/static/app.css"))`.
/// A void element: no content, no closing tag.
public func link(_ attributes: Attribute...) -> Node {
    Node(tag: "link", attributes: attributes, children: [], isVoid: true)
}

/// `<script>` loading an external file, e.g. `script(.src("/static/app.js"), .bool("defer"))`.
///
/// It takes no content on purpose: scripts are served as files because the Content-Security-Policy
/// forbids inline script (and text content would be HTML-escaped, not left as JavaScript).
public func script(_ attributes: Attribute...) -> Node {
    Node(tag: "script", attributes: attributes, children: [])
}
