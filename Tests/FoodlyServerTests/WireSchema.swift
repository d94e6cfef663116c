import Foundation

/// The shape of a wire type as its `Decodable` conformance reads it: what the OpenAPI document must describe.
indirect enum WireSchema: Equatable {
    case string
    case integer
    case number
    case boolean
    /// Any JSON value (`JSONValue`).
    case any
    /// A string from a fixed set, named after its Swift type.
    case enumeration(name: String, values: [String])
    case array(WireSchema)
    /// An object named after its Swift type, properties in the order it reads them.
    case object(name: String, properties: [Property])

    /// One member of an object.
    struct Property: Equatable {
        var name: String
        var schema: WireSchema
        /// Read with `decode` (true) or `decodeIfPresent` (false).
        var required: Bool
    }

    /// The schema of `type`, read by decoding one made-up value of it, and the keys encoding that value always
    /// writes, by Swift type name.
    static func of<T: Codable>(_ type: T.Type) throws -> (schema: WireSchema, written: [String: Set<String>]) {
        let (schema, value) = try SchemaRecorder.record(type)
        return (schema, try WrittenKeys.of(value))
    }

    /// The component name a Swift type is documented under: the type's name without a `Body` suffix, and
    /// `Page<OrderBody>` as `OrderPage`.
    static func componentName(of swiftName: String) -> String {
        if swiftName.hasPrefix("Page<"), swiftName.hasSuffix(">") {
            return componentName(of: String(swiftName.dropFirst(5).dropLast())) + "Page"
        }
        return swiftName.hasSuffix("Body") && swiftName != "Body" ? String(swiftName.dropLast(4)) : swiftName
    }
}
