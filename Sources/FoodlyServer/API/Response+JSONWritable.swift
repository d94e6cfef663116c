import FoodlyAPI
import FoodlyHTTP

extension Response {
    /// A JSON response written by `JSONWriter` (same bytes as `JSONEncoder`, a fraction of the time).
    static func json<T: JSONWritable>(_ value: T, status: Int = 200) -> Response {
        Response(status: status, headers: ["Content-Type": "application/json"], body: value.jsonBytes())
    }
}
