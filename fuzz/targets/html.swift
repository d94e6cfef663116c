import FoodlyHTML

/// The HTML escaper: any text, as element content and as an attribute value, renders with no markup of its own
/// (no `<` or `>`, no quote inside the value, every `&` starting an entity the escaper writes) and reads back as
/// the same text. An `href` never keeps a `javascript:`, `vbscript:` or `data:` scheme, however it is spelled.
/// Compared as UTF-8 bytes: a combining mark after `>` would join it in a `Character`.
func fuzz(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let content = inside(Node.element("p", [], [.text(text)]), "<p>", "</p>")
    expect(!content.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }, "markup in content: \(text)")
    expect(unescaped(content) == Array(text.utf8), "content does not read back: \(text)")

    let value = inside(Node.element("p", [.attr("title", text)], []), "<p title=\"", "\"></p>")
    expect(!value.contains { "<>\"'".utf8.contains($0) }, "unescaped character in attribute: \(text)")
    expect(unescaped(value) == Array(text.utf8), "attribute does not read back: \(text)")

    let href = unescaped(inside(Node.element("a", [.attr("href", text)], []), "<a href=\"", "\"></a>"))
    expect(href == Array("#".utf8) || href == Array(text.utf8), "href changed to something else: \(text)")
    expect(href == Array("#".utf8) || !isScript(text), "script URL kept: \(text)")
}

/// The bytes of `node`'s markup between `prefix` and `suffix`, which must surround it.
private func inside(_ node: Node, _ prefix: String, _ suffix: String) -> ArraySlice<UInt8> {
    let html = node.renderUTF8()
    expect(html.starts(with: prefix.utf8) && html.reversed().starts(with: suffix.utf8.reversed()), "broke out: \(html)")
    return html.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count)
}

/// Reads back the five entities the escaper writes; any other `&` gives nil.
private func unescaped(_ html: ArraySlice<UInt8>) -> [UInt8]? {
    let entities: [(String, UInt8)] = [
        ("&amp;", UInt8(ascii: "&")), ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")),
        ("&quot;", UInt8(ascii: "\"")), ("&#39;", UInt8(ascii: "'")),
    ]
    var result: [UInt8] = []
    var rest = html
    while let byte = rest.first {
        guard byte == UInt8(ascii: "&") else {
            result.append(byte)
            rest = rest.dropFirst()
            continue
        }
        guard let (entity, character) = entities.first(where: { rest.starts(with: $0.0.utf8) }) else { return nil }
        result.append(character)
        rest = rest.dropFirst(entity.utf8.count)
    }
    return result
}

/// Whether a browser would read `url` with a script-bearing scheme: leading spaces and control characters skipped,
/// tabs and line breaks removed, any letter case.
private func isScript(_ url: String) -> Bool {
    let scalars = url.unicodeScalars.drop { $0.value <= 0x20 }.filter { !"\t\n\r".unicodeScalars.contains($0) }
    let lowered = String(String.UnicodeScalarView(scalars)).lowercased()
    return ["javascript:", "vbscript:", "data:"].contains { lowered.hasPrefix($0) }
}
