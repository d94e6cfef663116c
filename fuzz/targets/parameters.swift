import FoodlyHTTP
import Foundation

/// Query and form decoding: any text parses into pairs without trapping, the same way through `Request` (query)
/// and `Request.form()` (body), and the pairs, percent-encoded again, parse back to the same pairs.
func fuzz(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let parameters = Parameters(urlEncoded: text[...])
    for (name, value) in parameters.pairs {
        expect(parameters.all(name).contains(value), "all(\(name)) misses \(value)")
        expect(parameters[name] != nil, "no first value for \(name)")
    }

    let reencoded = parameters.pairs.map { "\(encoded($0.name))=\(encoded($0.value))" }.joined(separator: "&")
    expect(Parameters(urlEncoded: reencoded[...]) == parameters, "pairs do not survive encoding: \(reencoded)")

    if !text.contains("?") && !text.contains("#") {
        let request = Request(method: .get, target: "/search?" + text)
        expect(request.query == parameters, "the query reads differently: \(text)")
        expect(request.path == "/search", "the query leaked into the path: \(request.path)")
    }
    let form = Request(
        method: .post, target: "/login", headers: ["Content-Type": "application/x-www-form-urlencoded"], body: bytes)
    expect((try? form.form()) == parameters, "the form reads differently: \(text)")
}

/// Percent-encodes everything but unreserved characters (RFC 3986), spaces as `%20`.
private func encoded(_ text: String) -> String {
    var unreserved = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<"\u{80}"))
    unreserved.insert(charactersIn: "-._~")
    return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
}
