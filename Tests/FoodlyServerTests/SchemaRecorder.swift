import FoodlyShared
import Foundation

/// A `Decoder` that hands a type made-up values and writes down what it asks for: each key read (and whether with
/// `decodeIfPresent`), each nested type, each list, each case list of a `CaseIterable` enum.
final class SchemaRecorder: Decoder {
    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]
    /// What the decoded type asked for, once it has.
    fileprivate var shape: WireSchema?
    /// The keys read so far, for a keyed type.
    fileprivate var properties: [WireSchema.Property] = []
    /// Keys probed with `decodeNil`, which `decodeIfPresent` does before it reads them.
    fileprivate var optionalKeys: Set<String> = []

    /// A made-up value of `type` and its schema.
    static func record<T: Decodable>(_ type: T.Type) throws -> (schema: WireSchema, value: T) {
        func sample<V>(_ schema: WireSchema, _ value: V) -> (WireSchema, T) { (schema, value as! T) }
        switch type {
        case is String.Type: return sample(.string, "x")
        case is Bool.Type: return sample(.boolean, false)
        case is Int.Type: return sample(.integer, 1)
        case is Int64.Type: return sample(.integer, Int64(1))
        case is Int32.Type: return sample(.integer, Int32(1))
        case is Double.Type: return sample(.number, 1.0)
        case is Date.Type: return sample(.string, Date(timeIntervalSince1970: 0))
        case is DiaryDate.Type: return sample(.string, DiaryDate(dayNumber: 0))
        case is JSONValue.Type: return sample(.any, JSONValue.null)
        default: break
        }
        if let enumeration = type as? any CaseIterable.Type {
            let cases = allCases(enumeration)
            let values = cases.compactMap { ($0 as? any RawRepresentable)?.rawValue as? String }
            guard values.count == cases.count, let first = cases.first as? T else {
                throw Unsupported(description: "\(type) is not an enum of strings")
            }
            return (.enumeration(name: String(describing: type), values: values), first)
        }
        let recorder = SchemaRecorder()
        let value = try T(from: recorder)
        let name = String(describing: type)
        switch recorder.shape {
        case .object?: return (.object(name: name, properties: recorder.properties), value)
        case let shape?: return (shape, value)
        case nil: return (.object(name: name, properties: []), value)
        }
    }

    private static func allCases<C: CaseIterable>(_ type: C.Type) -> [Any] { Array(type.allCases) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        shape = .object(name: "", properties: [])
        return KeyedDecodingContainer(Keyed<Key>(recorder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { Unkeyed(recorder: self) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(recorder: self) }

    /// Records a member read through a keyed container.
    fileprivate func member<T: Decodable>(_ type: T.Type, _ key: String) throws -> T {
        let (schema, value) = try SchemaRecorder.record(type)
        if !properties.contains(where: { $0.name == key }) {
            properties.append(.init(name: key, schema: schema, required: !optionalKeys.contains(key)))
        }
        return value
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let recorder: SchemaRecorder
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }
        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) throws -> Bool {
            recorder.optionalKeys.insert(key.stringValue)
            return false
        }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try recorder.member(type, key.stringValue)
        }
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        { throw Unsupported(description: "nested container for \(key.stringValue)") }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw Unsupported(description: "nested list for \(key.stringValue)")
        }
        func superDecoder() throws -> any Decoder { throw Unsupported(description: "super decoder") }
        func superDecoder(forKey key: Key) throws -> any Decoder { throw Unsupported(description: "super decoder") }
    }

    /// A list: one element is read, so its schema is the element's.
    private struct Unkeyed: UnkeyedDecodingContainer {
        let recorder: SchemaRecorder
        var codingPath: [any CodingKey] { [] }
        var count: Int? { 1 }
        var currentIndex = 0
        var isAtEnd: Bool { currentIndex > 0 }
        mutating func decodeNil() throws -> Bool { false }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let (schema, value) = try SchemaRecorder.record(type)
            recorder.shape = .array(schema)
            currentIndex += 1
            return value
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        { throw Unsupported(description: "nested container in a list") }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            throw Unsupported(description: "nested list in a list")
        }
        mutating func superDecoder() throws -> any Decoder { throw Unsupported(description: "super decoder") }
    }

    /// A single value: its schema is the value's.
    private struct Single: SingleValueDecodingContainer {
        let recorder: SchemaRecorder
        var codingPath: [any CodingKey] { [] }
        func decodeNil() -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let (schema, value) = try SchemaRecorder.record(type)
            recorder.shape = schema
            return value
        }
    }
}
