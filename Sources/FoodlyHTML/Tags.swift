// Tag functions for flow and text content. See Tags+Forms.swift, Tags+Tables.swift and Tags+Head.swift.

/// `<div>`: a generic block container.
public func div(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "div", attributes: attributes, children: content())
}

/// `<span>`: a generic inline container.
public func span(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "span", attributes: attributes, children: content())
}

/// `<p>`: a paragraph.
public func p(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "p", attributes: attributes, children: content())
}

/// `<a>`: a link; give it `.href(…)`.
public func a(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "a", attributes: attributes, children: content())
}

/// `<h1>`: a top-level heading.
public func h1(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "h1", attributes: attributes, children: content())
}

/// `<h2>`: a second-level heading.
public func h2(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "h2", attributes: attributes, children: content())
}

/// `<h3>`: a third-level heading.
public func h3(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "h3", attributes: attributes, children: content())
}

/// `<h4>`: a fourth-level heading.
public func h4(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "h4", attributes: attributes, children: content())
}

/// `<ul>`: an unordered list of `li` items.
public func ul(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "ul", attributes: attributes, children: content())
}

/// `<ol>`: an ordered list of `li` items.
public func ol(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "ol", attributes: attributes, children: content())
}

/// `<li>`: a list item.
public func li(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "li", attributes: attributes, children: content())
}

/// `<nav>`: a block of navigation links.
public func nav(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "nav", attributes: attributes, children: content())
}

/// `<header>`: introductory content for the page or a section.
public func header(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "header", attributes: attributes, children: content())
}

/// `<footer>`: closing content for the page or a section.
public func footer(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "footer", attributes: attributes, children: content())
}

/// `<main>`: the main content of the page (one per page).
public func main(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "main", attributes: attributes, children: content())
}

/// `<section>`: a thematic section, usually with a heading.
public func section(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "section", attributes: attributes, children: content())
}

/// `<article>`: a self-contained composition, such as a card.
public func article(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "article", attributes: attributes, children: content())
}

/// `<figure>`: self-contained content, such as an image, with an optional `figcaption`.
public func figure(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "figure", attributes: attributes, children: content())
}

/// `<figcaption>`: the caption of a `figure`.
public func figcaption(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "figcaption", attributes: attributes, children: content())
}

/// `<small>`: side comments and fine print.
public func small(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "small", attributes: attributes, children: content())
}

/// `<strong>`: strong importance.
public func strong(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "strong", attributes: attributes, children: content())
}

/// `<em>`: stress emphasis.
public func em(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "em", attributes: attributes, children: content())
}

/// `<br>`: a line break. A void element: no content, no closing tag.
public func br(_ attributes: Attribute...) -> Node {
    Node(tag: "br", attributes: attributes, children: [], isVoid: true)
}

/// `<hr>`: a thematic break. A void element: no content, no closing tag.
public func hr(_ attributes: Attribute...) -> Node {
    Node(tag: "hr", attributes: attributes, children: [], isVoid: true)
}

/// `<img>`: an image; give it `.src(…)` and `.alt(…)`. A void element: no content, no closing tag.
public func img(_ attributes: Attribute...) -> Node {
    Node(tag: "img", attributes: attributes, children: [], isVoid: true)
}

/// `<dl>`: a list of terms and their descriptions (e.g. receipt lines).
public func dl(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "dl", attributes: attributes, children: content())
}

/// `<dt>`: a term in a `dl`.
public func dt(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "dt", attributes: attributes, children: content())
}

/// `<dd>`: the description of the term before it.
public func dd(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "dd", attributes: attributes, children: content())
}

/// `<details>`: a disclosure widget that shows its content when opened.
public func details(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "details", attributes: attributes, children: content())
}

/// `<summary>`: the always-visible label of a `<details>` that opens and closes it.
public func summary(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "summary", attributes: attributes, children: content())
}
