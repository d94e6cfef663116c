/// An HTTP request method such as `GET` or `POST`.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method token, upper case.
    public let rawValue: String

    /// Creates a method from its token.
    public init(rawValue: String) {
        self.rawValue = rawValue.uppercased()
    }

    /// `GET`.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `HEAD`: answered by the GET route without a body.
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// `POST`.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `PATCH`.
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `DELETE`.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `OPTIONS`.
    public static let options = HTTPMethod(rawValue: "OPTIONS")

    /// The method token.
    public var description: String { rawValue }
}
