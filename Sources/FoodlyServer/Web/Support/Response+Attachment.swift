import FoodlyHTTP

extension Response {
    /// A file to save rather than show: `body` as `contentType`, named `filename` (letters, digits, `.`, `-` and
    /// `_` only, as every caller builds it), never cached (it holds someone's money or details).
    static func attachment(_ body: [UInt8], contentType: String, filename: String) -> Response {
        var response = Response(body: body)
        response.headers.set("Content-Type", contentType)
        response.headers.set("Content-Disposition", "attachment; filename=\"\(filename)\"")
        response.headers.set("Cache-Control", "no-store")
        return response
    }
}
