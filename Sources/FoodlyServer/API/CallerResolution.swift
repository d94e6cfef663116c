import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// How the server finds the caller an endpoint's rule asks for, before the handler runs: the handler receives the
/// result and never looks the caller up itself.
protocol ServerCallerRule: CallerRule {
    /// What the handler receives.
    associatedtype Context: Sendable
    /// The caller of `request`, or a 401 (no valid token) or 403 (wrong role) error.
    static func resolve(_ request: Request, _ authenticator: Authenticator) throws -> Context
}

/// A signed-in account and the token it presented.
struct SignedInCaller: Sendable {
    /// The account.
    let account: UserAccount
    /// The session token (to revoke at logout).
    let token: String
}

/// An account whose role was checked against the endpoint's rule.
struct RoleCaller: Sendable {
    /// The account; its role is the one the rule names.
    let account: UserAccount
}

extension Caller.Anyone: ServerCallerRule {
    static func resolve(_ request: Request, _ authenticator: Authenticator) throws {}
}

extension Caller.SignedIn: ServerCallerRule {
    static func resolve(_ request: Request, _ authenticator: Authenticator) throws -> SignedInCaller {
        let (account, token) = try authenticator.requireUser(request)
        return SignedInCaller(account: account, token: token)
    }
}

extension Caller.Staff: ServerCallerRule {
    static func resolve(_ request: Request, _ authenticator: Authenticator) throws -> RoleCaller {
        try RoleCaller.require(.staff, request, authenticator)
    }
}

extension Caller.Courier: ServerCallerRule {
    static func resolve(_ request: Request, _ authenticator: Authenticator) throws -> RoleCaller {
        try RoleCaller.require(.courier, request, authenticator)
    }
}

extension Caller.Admin: ServerCallerRule {
    static func resolve(_ request: Request, _ authenticator: Authenticator) throws -> RoleCaller {
        try RoleCaller.require(.admin, request, authenticator)
    }
}

extension Caller.Monitoring: ServerCallerRule {
    static func resolve(_ request: Request, _ authenticator: Authenticator) throws {
        guard
            authenticator.metrics.allows(
                clientAddress: request.remoteAddress, forwardedClient: request.headers["X-Real-IP"],
                bearer: authenticator.bearer(in: request))
        else { throw OrderingError.forbidden }
    }
}

extension RoleCaller {
    /// The signed-in account when its role is `role`; 401 when nobody is signed in, 403 for another role.
    static func require(_ role: Role, _ request: Request, _ authenticator: Authenticator) throws -> RoleCaller {
        let account = try authenticator.requireAccount(request)
        guard account.role == role else { throw OrderingError.forbidden }
        return RoleCaller(account: account)
    }
}
