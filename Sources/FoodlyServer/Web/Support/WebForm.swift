import FoodlyHTTP

/// A form post whose CSRF token was checked: the request and its fields.
struct WebForm: Sendable {
    /// The request (path parameters, headers, cookies).
    let request: Request
    /// The form's fields.
    let fields: Parameters

    /// The value of field `name`, or nil.
    subscript(name: String) -> String? { fields[name] }
}
