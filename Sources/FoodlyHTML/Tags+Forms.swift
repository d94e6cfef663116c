// Tag functions for forms.

/// `<form>`: a form; give it `.action(…)` and `.method(…)`.
public func form(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "form", attributes: attributes, children: content())
}

/// `<label>`: the caption of a form control; give it `.for(…)` or nest the control.
public func label(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "label", attributes: attributes, children: content())
}

/// `<button>`: a button. Its default `type` is `submit`; pass `.type("button")` otherwise.
public func button(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "button", attributes: attributes, children: content())
}

/// `<select>`: a drop-down list of `option` elements.
public func select(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "select", attributes: attributes, children: content())
}

/// `<option>`: a choice in a `select`; mark the chosen one with `.bool("selected", …)`.
public func option(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "option", attributes: attributes, children: content())
}

/// `<textarea>`: a multi-line text control; its content is the initial text.
public func textarea(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "textarea", attributes: attributes, children: content())
}

/// `<fieldset>`: a group of form controls, with an optional `legend`.
public func fieldset(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "fieldset", attributes: attributes, children: content())
}

/// `<legend>`: the caption of a `fieldset`.
public func legend(_ attributes: Attribute..., @NodeBuilder content: () -> [Node] = { [] }) -> Node {
    Node(tag: "legend", attributes: attributes, children: content())
}

/// `<input>`: a form control; give it `.type(…)`, `.name(…)` and usually `.id(…)`.
/// A void element: no content, no closing tag.
public func input(_ attributes: Attribute...) -> Node {
    Node(tag: "input", attributes: attributes, children: [], isVoid: true)
}
