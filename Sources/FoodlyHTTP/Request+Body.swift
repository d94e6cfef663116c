import Foundation

extension Request {
    /// Decodes a JSON body into `T`.
    ///
    /// - 415 `unsupported_media_type` when the body is not `application/json` (or `…+json`);
    /// - 400 `malformed_json` naming the line, column and byte offset of the first syntax error;
    /// - 422 `validation_failed` naming the JSON path of a missing field or a field of the wrong type.
    public func decodeJSON<T: Decodable>(_ type: T.Type) throws -> T {
        guard let media = mediaType, media == "application/json" || media.hasSuffix("+json") else {
            throw HTTPError(
                status: 415, code: "unsupported_media_type",
                detail: "Send the body as application/json.")
        }
        let data = Data(body)
        do {
            return try JSONCoding.decode(type, from: data)
        } catch let error as DecodingError {
            throw Request.describe(error, in: data)
        }
    }

    /// Parses an `application/x-www-form-urlencoded` body (415 for any other content type).
    public func form() throws -> Parameters {
        guard mediaType == "application/x-www-form-urlencoded" else {
            throw HTTPError(
                status: 415, code: "unsupported_media_type",
                detail: "Send the form as application/x-www-form-urlencoded.")
        }
        return Parameters(urlEncoded: Substring(decoding: body, as: UTF8.self))
    }

    private static func describe(_ error: DecodingError, in data: Data) -> HTTPError {
        switch error {
        case .typeMismatch(let expected, let context):
            return fieldError(context.codingPath, code: "wrong_type", message: "Expected \(typeName(expected)).")
        case .valueNotFound(let expected, let context):
            return fieldError(context.codingPath, code: "required", message: "Expected \(typeName(expected)).")
        case .keyNotFound(let key, let context):
            return fieldError(context.codingPath + [key], code: "required", message: "This field is required.")
        case .dataCorrupted(let context) where !context.codingPath.isEmpty:
            return fieldError(context.codingPath, code: "invalid", message: "This value is not valid.")
        default:
            return JSONSyntaxError(data: data).httpError
        }
    }

    private static func fieldError(_ path: [any CodingKey], code: String, message: String) -> HTTPError {
        let field = JSONPath.render(path)
        return .validation(
            [HTTPError.FieldError(field: field, code: code, message: message)],
            detail: "The field \(field.isEmpty ? "(body)" : field) is not valid.")
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
