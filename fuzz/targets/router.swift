import FoodlyAPI
import FoodlyHTTP
import Foundation

/// The router, with every API route of the endpoint table and the static-file route. Any request target either
/// matches a route whose pattern, filled with the captured values, gives back the request's path segments, or is a
/// 405 naming only other methods, or a 404. A path built from a route's pattern (values percent-encoded) is found.
func fuzz(_ bytes: [UInt8]) {
    guard bytes.count >= 2 else { return }
    let method = methods[Int(bytes[0]) % methods.count]
    let text = String(decoding: bytes.dropFirst(2), as: UTF8.self)
    if bytes[1] & 1 == 0 {
        check(method, Request(method: method, target: "/" + text).path)
        return
    }
    let route = router.routes[Int(bytes[1] >> 1) % router.routes.count]
    var values = text.unicodeScalars.split(separator: "\u{0}").map { String($0.filter { $0 != "/" }) }.makeIterator()
    let path = route.pattern.split(separator: "/").map { segment -> String in
        guard segment.hasPrefix(":") || segment.hasPrefix("*") else { return String(segment) }
        let value = values.next().flatMap { $0.isEmpty ? nil : $0 } ?? "x"
        return value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "x"
    }.joined(separator: "/")
    guard case .found = check(route.method, Request(method: route.method, target: "/" + path).path) else {
        fatalError("\(route.method.rawValue) \(route.pattern) does not find its own path /\(path)")
    }
}

private let methods: [HTTPMethod] = [.get, .head, .post, .put, .patch, .delete, HTTPMethod(rawValue: "OPTIONS")]

private let router: Router = {
    var router = Router()
    for endpoint in Endpoints.all {
        let pattern = endpoint.path.replacingOccurrences(of: "{", with: ":").replacingOccurrences(of: "}", with: "")
        router.add(HTTPMethod(rawValue: endpoint.method.rawValue), pattern) { _ in Response() }
    }
    router.get("/static/*path") { _ in Response() }
    return router
}()

/// Checks what the router answers for `method` and `path`, and returns it.
@discardableResult
private func check(_ method: HTTPMethod, _ path: String) -> Router.Match {
    let segments = path.unicodeScalars.split(separator: "/").map(String.init)
    let match = router.match(method, path)
    switch match {
    case .found(let route, let parameters):
        expect(route.method == method || (method == .head && route.method == .get), "\(route.pattern) for \(method)")
        let filled = route.pattern.split(separator: "/").flatMap { segment -> [String] in
            guard let marker = segment.first, marker == ":" || marker == "*" else { return [String(segment)] }
            let value = parameters[String(segment.dropFirst())] ?? ""
            expect(!value.isEmpty, "\(route.pattern) captured nothing for \(segment) in \(path)")
            expect(marker == "*" || !value.contains("/"), "\(route.pattern) captured a slash for \(segment) in \(path)")
            return value.unicodeScalars.split(separator: "/").map(String.init)
        }
        expect(filled == segments, "\(route.pattern) with \(parameters) is not the path \(path)")
    case .methodNotAllowed(let allowed):
        expect(!allowed.isEmpty && !allowed.contains(method), "405 for \(method) \(path) allows \(allowed)")
    case .notFound:
        break
    }
    return match
}
