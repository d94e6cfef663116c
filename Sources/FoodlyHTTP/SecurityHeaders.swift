/// The security header fields every response carries unless it sets its own.
public enum SecurityHeaders {
    /// Same-origin scripts, styles and images only; no framing; no inline script.
    public static let contentSecurityPolicy = [
        "default-src 'self'", "img-src 'self' data:", "style-src 'self'", "script-src 'self'",
        "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'",
        "frame-ancestors 'none'",
    ].joined(separator: "; ")

    /// The default set.
    public static let `default`: HTTPHeaders = [
        "Content-Security-Policy": contentSecurityPolicy,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "same-origin",
        "X-Frame-Options": "DENY",
        "Cross-Origin-Opener-Policy": "same-origin",
        "Permissions-Policy": "geolocation=(self), camera=(), microphone=()",
    ]
}
