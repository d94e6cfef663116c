extension Attribute {
    /// `class="…"`: one or more space-separated class names.
    public static func `class`(_ value: String) -> Attribute {
        Attribute(plainName: "class", value: value)
    }

    /// `id="…"`.
    public static func id(_ value: String) -> Attribute {
        Attribute(plainName: "id", value: value)
    }

    /// `href="…"`; `javascript:`, `vbscript:` and `data:` URLs become `#`.
    public static func href(_ value: String) -> Attribute {
        Attribute(name: "href", value: value)
    }

    /// `src="…"`; `javascript:`, `vbscript:` and non-image `data:` URLs become `#`.
    public static func src(_ value: String) -> Attribute {
        Attribute(name: "src", value: value)
    }

    /// `alt="…"`: the text alternative of an image.
    public static func alt(_ value: String) -> Attribute {
        Attribute(plainName: "alt", value: value)
    }

    /// `type="…"`, as on `input`, `button` or `script`.
    public static func type(_ value: String) -> Attribute {
        Attribute(plainName: "type", value: value)
    }

    /// `name="…"`, as on form controls and `meta`.
    public static func name(_ value: String) -> Attribute {
        Attribute(plainName: "name", value: value)
    }

    /// `value="…"`, as on form controls.
    public static func value(_ value: String) -> Attribute {
        Attribute(plainName: "value", value: value)
    }

    /// `action="…"` on a form; `javascript:`, `vbscript:` and `data:` URLs become `#`.
    public static func action(_ value: String) -> Attribute {
        Attribute(name: "action", value: value)
    }

    /// `method="…"` on a form (`get` or `post`).
    public static func method(_ value: String) -> Attribute {
        Attribute(plainName: "method", value: value)
    }

    /// `for="…"` on a label: the id of the control it labels.
    public static func `for`(_ value: String) -> Attribute {
        Attribute(plainName: "for", value: value)
    }

    /// `placeholder="…"` on a text control.
    public static func placeholder(_ value: String) -> Attribute {
        Attribute(plainName: "placeholder", value: value)
    }

    /// `rel="…"`, as on `a` and `link`.
    public static func rel(_ value: String) -> Attribute {
        Attribute(plainName: "rel", value: value)
    }

    /// `title="…"`: advisory text.
    public static func title(_ value: String) -> Attribute {
        Attribute(plainName: "title", value: value)
    }

    /// `role="…"`: an ARIA role.
    public static func role(_ value: String) -> Attribute {
        Attribute(plainName: "role", value: value)
    }

    /// `aria-<name>="…"`, e.g. `.aria("label", "Close")` renders `aria-label="Close"`.
    public static func aria(_ name: String, _ value: String) -> Attribute {
        attr("aria-" + name, value)
    }

    /// `data-<name>="…"`, e.g. `.data("id", "42")` renders `data-id="42"`.
    public static func data(_ name: String, _ value: String) -> Attribute {
        attr("data-" + name, value)
    }
}
