import FoodlyHTTP

/// Refuses a state-changing API request signed by the session cookie that another site's page sent: browsers add
/// the cookie to cross-site requests, even bodiless ones with `Content-Type: text/plain`, which no JSON check stops.
/// Bearer tokens are never sent by a browser on its own, so requests that carry one are not checked.
enum CrossOriginCheck {
    /// 403 `csrf_failed` when `request` writes, carries the session cookie and no bearer token, and its `Origin`
    /// names another host than the one it was sent to.
    static func check(_ request: Request) throws {
        guard request.method != .get, request.method != .head, request.headers["Authorization"] == nil,
            request.cookies[Authenticator.sessionCookie] != nil, let origin = request.headers["Origin"]
        else { return }
        let authority = origin.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first
        guard let authority, let host = request.headers["Host"], authority.lowercased() == host.lowercased() else {
            throw Refusal.crossSite(
                "This request came from another site's page; it was refused to protect your account.")
        }
    }
}
