/// An ordered list of HTTP header fields with case-insensitive lookup.
public struct HTTPHeaders: Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// The fields in the order they were added.
    public private(set) var fields: [(name: String, value: String)] = []

    /// Creates an empty header list.
    public init() {}

    /// Creates a header list from literal pairs.
    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { add(name, value) }
    }

    /// The first value for `name` (case-insensitive), or nil.
    public subscript(name: String) -> String? {
        fields.first { $0.name.caseInsensitiveEquals(name) }?.value
    }

    /// Every value for `name` (case-insensitive), in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveEquals(name) }.map(\.value)
    }

    /// Whether a field named `name` exists.
    public func contains(_ name: String) -> Bool {
        self[name] != nil
    }

    /// Appends a field, keeping any existing ones with the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append((name, value))
    }

    /// Replaces every field named `name` with a single one.
    public mutating func set(_ name: String, _ value: String) {
        remove(name)
        fields.append((name, value))
    }

    /// Removes every field named `name`.
    public mutating func remove(_ name: String) {
        fields.removeAll { $0.name.caseInsensitiveEquals(name) }
    }

    /// Iterates over the fields in order.
    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }
}

extension String {
    /// ASCII case-insensitive comparison, as HTTP field names require.
    func caseInsensitiveEquals(_ other: String) -> Bool {
        let lhs = utf8
        let rhs = other.utf8
        guard lhs.count == rhs.count else { return false }
        return zip(lhs, rhs).allSatisfy { asciiLower($0) == asciiLower($1) }
    }
}

/// Lowercases an ASCII letter byte, leaving every other byte alone.
func asciiLower(_ byte: UInt8) -> UInt8 {
    (65...90).contains(byte) ? byte + 32 : byte
}
