/// Writes JSON text straight into bytes: for the bodies served so often that `JSONEncoder`'s generic machinery
/// is most of a request's cost (restaurant lists, search results).
///
/// The output is what `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes` writes for the same value, so
/// the two can be swapped freely; callers write keys in sorted order. Commas are placed automatically.
public struct JSONWriter {
    /// The text so far, UTF-8.
    public var bytes: [UInt8] { storage }
    /// Where the text is written.
    @usableFromInline var storage: [UInt8] = []
    /// No value has been written in the innermost object or array yet.
    @usableFromInline var first = true
    /// A key was just written: its value needs no comma.
    @usableFromInline var afterKey = false
    /// Where `hole()` left out a value, in `storage`.
    private(set) var holes: [Int] = []

    /// Creates an empty writer.
    public init(capacity: Int = 1024) {
        storage.reserveCapacity(capacity)
    }

    /// Writes `{`, then the members `body` writes, then `}`.
    @inlinable
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        separate()
        storage.append(UInt8(ascii: "{"))
        first = true
        body(&self)
        storage.append(UInt8(ascii: "}"))
        first = false
    }

    /// Writes `[`, then `elements` each written by `body`, then `]`. Inlinable, so callers in other modules get
    /// it specialized for their element type.
    @inlinable
    public mutating func array<S: Sequence>(_ elements: S, _ body: (inout JSONWriter, S.Element) -> Void) {
        separate()
        storage.append(UInt8(ascii: "["))
        first = true
        for element in elements { body(&self, element) }
        storage.append(UInt8(ascii: "]"))
        first = false
    }

    /// Writes a member name; the next value written is its value.
    public mutating func key(_ name: StaticString) {
        separate()
        storage.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { storage.append(contentsOf: $0) }
        storage.append(UInt8(ascii: "\""))
        storage.append(UInt8(ascii: ":"))
        afterKey = true
    }

    /// Writes a string, escaped.
    public mutating func string(_ value: String) {
        separate()
        storage.append(UInt8(ascii: "\""))
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            storage.append(contentsOf: value.utf8)
            storage.append(UInt8(ascii: "\""))
            return
        }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): storage.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): storage.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: storage.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: storage.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: storage.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: storage.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: storage.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                storage.append(contentsOf: Array("\\u00".utf8))
                storage.append(contentsOf: [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            default: storage.append(byte)
            }
        }
        storage.append(UInt8(ascii: "\""))
    }

    /// Writes a string, or `null`.
    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// Writes an integer.
    public mutating func int(_ value: Int) {
        separate()
        digits(value)
    }

    /// Writes the decimal digits of `value` (with its sign), no comma.
    private mutating func digits(_ value: Int) {
        if value < 0 { storage.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) = (
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
            )
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            storage.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// Writes a finite number the way `JSONEncoder` does: shortest round-trip digits, no trailing `.0`.
    public mutating func double(_ value: Double) {
        precondition(value.isFinite, "JSON has no infinities or NaN.")
        separate()
        let tenths = value * 10
        if value.sign == .plus, tenths < 1e9, tenths == tenths.rounded(), tenths / 10 == value {
            // Whole tenths (distances, ratings): the digits `description` would give, without making a String.
            let whole = Int(tenths)
            digits(whole / 10)
            if whole % 10 != 0 {
                storage.append(UInt8(ascii: "."))
                storage.append(UInt8(ascii: "0") + UInt8(whole % 10))
            }
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        storage.append(contentsOf: text.utf8)
    }

    /// Writes a number, or `null`.
    public mutating func double(_ value: Double?) {
        if let value { double(value) } else { null() }
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        separate()
        storage.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// Writes `null`.
    public mutating func null() {
        separate()
        storage.append(contentsOf: "null".utf8)
    }

    /// Leaves out the value of the key just written, for a `JSONTemplate` made of this text to fill in.
    public mutating func hole() {
        separate()
        holes.append(storage.count)
    }

    /// Appends JSON text written earlier by a `JSONWriter`. `startsValue`: the text begins a new value (a comma
    /// goes before it when needed); otherwise it continues the current object (and brings its own commas).
    /// `endsWithKey`: the text ends with a member name, so the next value written is that member's value.
    public mutating func embed(_ text: ArraySlice<UInt8>, startsValue: Bool, endsWithKey: Bool) {
        if startsValue { separate() }
        storage.append(contentsOf: text)
        first = false
        afterKey = endsWithKey
    }

    /// Writes the comma before a value unless it is the first in its container or follows its key.
    @usableFromInline
    mutating func separate() {
        if afterKey {
            afterKey = false
        } else if first {
            first = false
        } else {
            storage.append(UInt8(ascii: ","))
        }
    }
}
