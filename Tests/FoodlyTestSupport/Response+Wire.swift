import FoodlyHTTP
import Foundation
import Testing

extension Response {
    /// The body decoded into the wire type the API declares for it, as the SDK decodes it: an answer that does not
    /// have the type's shape fails the test, naming the field.
    public func decoded<Wire: Decodable>(_ type: Wire.Type = Wire.self) throws -> Wire {
        try JSONCoding.decode(type, from: Data(body))
    }

    /// The body read as the wire type `Wire`, once the status is `status` (else a failure that shows the body).
    public func decoded<Wire: Decodable>(status expected: Int, as type: Wire.Type = Wire.self) throws -> Wire {
        try #require(status == expected, "answered \(status): \(String(decoding: body, as: UTF8.self))")
        return try decoded(type)
    }

    /// The status of what was refused: a web form shown again with its errors answers 200 and names the refusal's
    /// status in `Foodly-Refusal`; any other answer, its own status.
    public var refusalStatus: Int {
        headers["Foodly-Refusal"].flatMap { Int($0) } ?? status
    }
}
