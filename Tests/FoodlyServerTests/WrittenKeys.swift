import Foundation

/// An `Encoder` that writes nothing and notes, per Swift type, the keys its `Encodable` conformance always writes
/// (`encode`, a `null` included) as opposed to the ones it leaves out when empty (`encodeIfPresent`): what an answer's
/// `required` list must say.
final class WrittenKeys: Encoder {
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]
    /// The keys written with `encode`, by Swift type name.
    private(set) var always: [String: Set<String>] = [:]
    private let typeName: String

    private init(typeName: String, always: [String: Set<String>]) {
        self.typeName = typeName
        self.always = always
    }

    /// The always-written keys of `value`'s type and of every type nested in it, by Swift type name.
    static func of<T: Encodable>(_ value: T) throws -> [String: Set<String>] {
        try WrittenKeys(typeName: "", always: [:]).nested(value)
    }

    /// Encodes `value` with a recorder of its own and merges what it noted.
    fileprivate func nested<T: Encodable>(_ value: T) throws -> [String: Set<String>] {
        if value is String || value is Bool || value is any Numeric || value is Date { return always }
        let child = WrittenKeys(typeName: String(describing: T.self), always: always)
        try value.encode(to: child)
        always = child.always
        return always
    }

    fileprivate func wrote(_ key: String) {
        always[typeName, default: []].insert(key)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if always[typeName] == nil { always[typeName] = [] }
        return KeyedEncodingContainer(Keyed<Key>(recorder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(recorder: self) }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(recorder: self) }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let recorder: WrittenKeys
        var codingPath: [any CodingKey] { [] }
        mutating func encodeNil(forKey key: Key) { recorder.wrote(key.stringValue) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            recorder.wrote(key.stringValue)
            _ = try recorder.nested(value)
        }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            if let value { _ = try recorder.nested(value) }
        }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {}
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {}
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {}
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {}
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        { KeyedEncodingContainer(Keyed<NestedKey>(recorder: recorder)) }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Unkeyed(recorder: recorder)
        }
        mutating func superEncoder() -> any Encoder { recorder }
        mutating func superEncoder(forKey key: Key) -> any Encoder { recorder }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let recorder: WrittenKeys
        var codingPath: [any CodingKey] { [] }
        var count = 0
        mutating func encodeNil() {}
        mutating func encode<T: Encodable>(_ value: T) throws {
            count += 1
            _ = try recorder.nested(value)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        { KeyedEncodingContainer(Keyed<NestedKey>(recorder: recorder)) }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(recorder: recorder) }
        mutating func superEncoder() -> any Encoder { recorder }
    }

    private struct Single: SingleValueEncodingContainer {
        let recorder: WrittenKeys
        var codingPath: [any CodingKey] { [] }
        mutating func encodeNil() {}
        mutating func encode<T: Encodable>(_ value: T) throws { _ = try recorder.nested(value) }
    }
}
