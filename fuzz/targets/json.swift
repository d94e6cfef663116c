import FoodlyAPI
import FoodlyHTTP
import Foundation

/// The JSON body reader (`Request.decodeJSON`, Foundation's `JSONDecoder`) and `JSONValue`: any body decodes or
/// fails with a `JSONSyntaxError` (only when Foundation's parser refuses the text too, at a position inside it) or a
/// `JSONFieldError` (never "wrong type" for a `JSONValue`, which takes every type); a decoded `JSONValue` encodes and
/// decodes back to itself. (A field error in text the parser refuses is right: a lone surrogate escape is JSON.)
func fuzz(_ bytes: [UInt8]) {
    let request = Request(method: .post, target: "/", headers: ["Content-Type": "application/json"], body: bytes)
    let data = Data(bytes)
    // Foundation's parser accepts a number followed by a NUL byte (`0\0`), which no JSON contains.
    let isJSON =
        !bytes.contains(0) && (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
    // Typed bodies: a number their field cannot hold (`"quantity": 1.5`) is still reported as a syntax error on main;
    // the HTTP-framing work names the field instead, and then `isJSON` can be passed here too.
    check({ try request.decodeJSON(Registration.self) }, data, false)
    check({ try request.decodeJSON(ProfilePatch.self) }, data, false)
    check({ try request.decodeJSON(AddCartItemRequest.self) }, data, false)
    guard let value = check({ try request.decodeJSON(JSONValue.self) }, data, isJSON, takesAnyType: true) else {
        return
    }
    do {
        let again = try JSONCoding.decode(JSONValue.self, from: JSONCoding.encode(value))
        expect(again == value, "\(value) reads back as \(again)")
    } catch {
        fatalError("\(value) does not read back: \(error)")
    }
}

/// Runs `decode` and checks how it failed; returns the value when it did not.
@discardableResult
private func check<T>(_ decode: () throws -> T, _ data: Data, _ isJSON: Bool, takesAnyType: Bool = false) -> T? {
    do {
        return try decode()
    } catch let error as JSONSyntaxError {
        expect(!isJSON, "a syntax error in JSON that parses: \(error.message)")
        expect((0...data.count).contains(error.offset), "offset \(error.offset) outside \(data.count) bytes")
        expect(error.line >= 1 && error.column >= 1, "position \(error.line):\(error.column)")
        expect(error.offset <= data.firstIndex(of: 0) ?? data.count, "offset \(error.offset) past a NUL byte")
    } catch let error as JSONFieldError {
        expect(
            !takesAnyType || error.reason != .wrongType, "\(T.self) refused a type at \(error.field): \(error.message)")
    } catch {
        fatalError("unexpected error \(type(of: error)): \(error)")
    }
    return nil
}
