extension Node {
    /// Renders this node, and everything inside it, to an HTML string.
    public func render() -> String {
        var writer = HTMLWriter(capacity: 4096)
        write(to: &writer)
        return writer.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Renders this node to UTF-8 bytes, ready to be a response body.
    public func renderUTF8() -> [UInt8] {
        var writer = HTMLWriter(capacity: 4096)
        write(to: &writer)
        return writer.withBytes { Array($0) }
    }

    /// Appends this node's HTML, as UTF-8, to `output`.
    public func render(into output: inout [UInt8]) {
        var writer = HTMLWriter(capacity: 4096)
        write(to: &writer)
        writer.withBytes { output.append(contentsOf: $0) }
    }

    /// Writes this node's HTML to `writer`.
    func write(to writer: inout HTMLWriter) {
        switch storage {
        case .empty:
            break
        case .text(let text):
            HTMLEscaping.appendText(text, to: &writer)
        case .raw(let html):
            HTMLEscaping.appendVerbatim(html, to: &writer)
        case .fragment(let nodes):
            Node.write(nodes, to: &writer)
        case .element(let element):
            writer.append(UInt8(ascii: "<"))
            HTMLEscaping.appendVerbatim(element.tag, to: &writer)
            for attribute in element.attributes {
                attribute.write(to: &writer)
            }
            writer.append(UInt8(ascii: ">"))
            if element.isVoid {
                return
            }
            Node.write(element.children, to: &writer)
            HTMLEscaping.appendLiteral("</", to: &writer)
            HTMLEscaping.appendVerbatim(element.tag, to: &writer)
            writer.append(UInt8(ascii: ">"))
        }
    }

    /// Writes `nodes` in order, borrowing each rather than copying it out of the array.
    private static func write(_ nodes: [Node], to writer: inout HTMLWriter) {
        nodes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                buffer[index].write(to: &writer)
            }
        }
    }
}
