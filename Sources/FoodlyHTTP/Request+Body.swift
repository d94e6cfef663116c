import Foundation

extension Request {
    /// Decodes a JSON body into `T`.
    ///
    /// - a 415 `HTTPError` when the body is not `application/json` (or `…+json`);
    /// - a `JSONSyntaxError` naming the line, column and byte offset of the first syntax error;
    /// - a `JSONFieldError` naming the JSON path of a missing field, a field of the wrong type or a number the field
    ///   cannot hold (a fraction for an integer, a value out of range).
    public func decodeJSON<T: Decodable>(_ type: T.Type) throws -> T {
        guard let media = mediaType, media == "application/json" || media.hasSuffix("+json") else {
            throw HTTPError(status: 415, message: "Send the body as application/json.")
        }
        let data = Data(body)
        do {
            return try JSONCoding.decode(type, from: data)
        } catch let error as DecodingError {
            if Request.isPathless(error),
                let refused = JSONNumberLocator(data).fieldError(refuses: { body in
                    do {
                        _ = try JSONCoding.decode(type, from: body)
                        return false
                    } catch let error as DecodingError {
                        return Request.isPathless(error)
                    } catch {
                        return false
                    }
                })
            {
                throw refused
            }
            throw Request.describe(error, in: data)
        }
    }

    /// Whether the decoder gave up at no path: invalid JSON, or a number it cannot hold, which it reports alike.
    private static func isPathless(_ error: DecodingError) -> Bool {
        if case .dataCorrupted(let context) = error { return context.codingPath.isEmpty }
        return false
    }

    /// Parses an `application/x-www-form-urlencoded` body (415 for any other content type).
    public func form() throws -> Parameters {
        guard mediaType == "application/x-www-form-urlencoded" else {
            throw HTTPError(status: 415, message: "Send the form as application/x-www-form-urlencoded.")
        }
        return Parameters(urlEncoded: Substring(decoding: body, as: UTF8.self))
    }

    private static func describe(_ error: DecodingError, in data: Data) -> any Error {
        switch error {
        case .typeMismatch(let expected, let context):
            return JSONFieldError(context.codingPath, .wrongType, message: "Expected \(typeName(expected)).")
        case .valueNotFound(let expected, let context):
            return JSONFieldError(context.codingPath, .required, message: "Expected \(typeName(expected)).")
        case .keyNotFound(let key, let context):
            return JSONFieldError(context.codingPath + [key], .required, message: "This field is required.")
        case .dataCorrupted(let context) where !context.codingPath.isEmpty:
            return JSONFieldError(context.codingPath, .invalid, message: "This value is not valid.")
        default:
            return JSONSyntaxError(data: data)
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Int64.Type: "an integer"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: type is any Collection.Type ? "a list" : "an object"
        }
    }
}

/// Renders a coding path as a JSON path: `menu[0].dishes[2].price`.
public enum JSONPath {
    /// The path as text; empty for the root.
    public static func render(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}
