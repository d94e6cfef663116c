import FoodlyHTTP
import Foundation

extension Response {
    /// The body decoded into the wire type the API declares for it, as the SDK decodes it: an answer that does not
    /// have the type's shape fails the test, naming the field.
    public func decoded<Wire: Decodable>(_ type: Wire.Type = Wire.self) throws -> Wire {
        try JSONCoding.decode(type, from: Data(body))
    }
}
