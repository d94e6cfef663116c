/// The security header fields every response carries unless it sets its own.
public enum SecurityHeaders {
    /// Same-origin scripts, styles and images only; no framing; no inline script.
    public static let contentSecurityPolicy = [
        "default-src 'self'", "img-src 'self' data:", "style-src 'self'", "script-src 'self'",
        "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'",
        "frame-ancestors 'none'",
    ].joined(separator: "; ")

    /// The page policy that also lets the page load scripts and frames from `origins` and talk to them (a payment
    /// provider's card form, whose card numbers go to the provider and never to this server).
    public static func contentSecurityPolicy(allowing origins: [String]) -> String {
        let extra = origins.joined(separator: " ")
        return [
            "default-src 'self'", "img-src 'self' data:", "style-src 'self'", "script-src 'self' \(extra)",
            "connect-src 'self' \(extra)", "frame-src \(extra)", "object-src 'none'", "base-uri 'none'",
            "form-action 'self'", "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    /// For responses that are not HTML (JSON, text, images): nothing may load from them or frame them.
    public static let contentSecurityPolicyForData = "default-src 'none'; frame-ancestors 'none'"

    /// The set for HTML pages.
    public static let `default`: HTTPHeaders = [
        "Content-Security-Policy": contentSecurityPolicy,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "same-origin",
        "X-Frame-Options": "DENY",
        "Cross-Origin-Opener-Policy": "same-origin",
        "Permissions-Policy": "geolocation=(self), camera=(), microphone=()",
    ]

    /// The shorter set for every other response (no page is rendered from it, so page policies are moot).
    public static let data: HTTPHeaders = [
        "Content-Security-Policy": contentSecurityPolicyForData,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "same-origin",
    ]
}
