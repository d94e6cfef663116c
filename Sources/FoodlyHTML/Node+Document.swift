extension Node {
    /// A complete HTML document: `<!DOCTYPE html><html lang="…"><head>…</head><body>…</body></html>`.
    ///
    /// The head is rendered as given; include `meta(.attr("charset", "utf-8"))` and the viewport
    /// `meta` yourself so that each page states them explicitly.
    public static func document(lang: String, head: [Node], body: [Node]) -> Node {
        .fragment([
            .raw("<!DOCTYPE html>"),
            Node(
                tag: "html",
                attributes: [.attr("lang", lang)],
                children: [
                    Node(tag: "head", attributes: [], children: head),
                    Node(tag: "body", attributes: [], children: body),
                ]
            ),
        ])
    }

    /// A complete HTML document whose head and body come from ``NodeBuilder`` blocks.
    ///
    /// Same output as the overload that takes arrays.
    public static func document(
        lang: String,
        @NodeBuilder head: () -> [Node],
        @NodeBuilder body: () -> [Node]
    ) -> Node {
        document(lang: lang, head: head(), body: body())
    }
}
