import Foundation

/// A cookie to set on the client, rendered as a `Set-Cookie` field value.
public struct SetCookie: Sendable, Equatable {
    /// The `SameSite` attribute.
    public enum SameSite: String, Sendable {
        /// Sent on top-level navigations from other sites, not on their sub-requests or posts.
        case lax = "Lax"
        /// Never sent with cross-site requests.
        case strict = "Strict"
    }

    /// The cookie name.
    public var name: String
    /// The cookie value (must be a cookie-safe token; callers pass base64url or similar).
    public var value: String
    /// The path scope.
    public var path = "/"
    /// Lifetime in seconds; nil for a session cookie, 0 to delete.
    public var maxAge: Int?
    /// Hidden from JavaScript.
    public var httpOnly = true
    /// Sent only over HTTPS.
    public var secure = false
    /// Cross-site policy.
    public var sameSite = SameSite.lax

    /// Creates a cookie with safe defaults (HttpOnly, SameSite=Lax, path /).
    public init(name: String, value: String, maxAge: Int? = nil, secure: Bool = false) {
        self.name = name
        self.value = value
        self.maxAge = maxAge
        self.secure = secure
    }

    /// A cookie that deletes `name` on the client.
    public static func expired(_ name: String, secure: Bool = false) -> SetCookie {
        SetCookie(name: name, value: "", maxAge: 0, secure: secure)
    }

    /// The `Set-Cookie` field value.
    public var headerValue: String {
        var parts = ["\(name)=\(value)", "Path=\(path)"]
        if let maxAge { parts.append("Max-Age=\(maxAge)") }
        if httpOnly { parts.append("HttpOnly") }
        if secure { parts.append("Secure") }
        parts.append("SameSite=\(sameSite.rawValue)")
        return parts.joined(separator: "; ")
    }
}

extension Request {
    /// The cookies the client sent, by name (the first wins when a name repeats).
    public var cookies: [String: String] {
        var result: [String: String] = [:]
        for field in headers.values(for: "Cookie") {
            for pair in field.split(separator: ";") {
                let pieces = pair.split(separator: "=", maxSplits: 1)
                guard pieces.count == 2 else { continue }
                let name = pieces[0].trimmingCharacters(in: .whitespaces)
                if result[name] == nil {
                    result[name] = pieces[1].trimmingCharacters(in: .whitespaces)
                }
            }
        }
        return result
    }
}
