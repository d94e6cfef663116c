/// Ordered name/value pairs from a query string or a URL-encoded form.
public struct Parameters: Sendable, Equatable {
    /// The pairs in the order they appeared.
    public private(set) var pairs: [(name: String, value: String)]

    /// Creates parameters from pairs.
    public init(_ pairs: [(name: String, value: String)] = []) {
        self.pairs = pairs
    }

    /// Parses `application/x-www-form-urlencoded` text (`a=1&b=two+words`). `&` and `=` are found as scalars: as
    /// `Character`s they would be missed before a combining mark (`&\u{301}`).
    public init(urlEncoded text: Substring) {
        pairs = text.unicodeScalars.split(separator: "&", omittingEmptySubsequences: true).map { part in
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Parameters.decode(Substring(pieces[0]))
            let value = pieces.count > 1 ? Parameters.decode(Substring(pieces[1])) : ""
            return (name, value)
        }
    }

    /// The first value for `name`, or nil.
    public subscript(name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// Every value for `name`, in order (checkbox groups, repeated query keys).
    public func all(_ name: String) -> [String] {
        pairs.filter { $0.name == name }.map(\.value)
    }

    /// Appends a pair.
    public mutating func append(_ name: String, _ value: String) {
        pairs.append((name, value))
    }

    /// Compares pair by pair.
    public static func == (lhs: Parameters, rhs: Parameters) -> Bool {
        lhs.pairs.count == rhs.pairs.count
            && zip(lhs.pairs, rhs.pairs).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    /// Decodes `+` as a space and `%XX` escapes; invalid escapes are kept as written.
    public static func decode<S: StringProtocol>(_ text: S) -> String {
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "%") }) { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), iterator.count >= 2,
                let high = hexValue(iterator[iterator.startIndex]),
                let low = hexValue(iterator[iterator.startIndex + 1])
            {
                bytes.append(high << 4 | low)
                iterator = iterator.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: byte - 48
        case 65...70: byte - 55
        case 97...102: byte - 87
        default: nil
        }
    }
}
