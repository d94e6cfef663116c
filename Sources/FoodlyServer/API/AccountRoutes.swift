import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// `/api/v1/users`, `/api/v1/sessions`, `/api/v1/me`.
struct AccountRoutes {
    let accounts: AccountService
    let authenticator: Authenticator

    func register(in router: inout Router) {
        let accounts = self.accounts
        let authenticator = self.authenticator
        router.post("/api/v1/users") { request in
            let body = try request.decodeJSON(RegisterRequest.self)
            let signedIn = try accounts.register(
                Registration(fullName: body.fullName, email: body.email, password: body.password))
            return try .json(AuthResponse(user: User(signedIn.user), token: signedIn.token), status: 201)
        }
        router.post("/api/v1/sessions") { request in
            let body = try request.decodeJSON(LoginRequest.self)
            let signedIn = try accounts.login(
                email: body.email, password: body.password, clientAddress: request.remoteAddress)
            return try .json(AuthResponse(user: User(signedIn.user), token: signedIn.token), status: 201)
        }
        router.delete("/api/v1/sessions/current") { request in
            let (_, token) = try authenticator.requireUser(request)
            try accounts.logout(token: token)
            return .noContent
        }
        router.get("/api/v1/me") { request in
            try .json(User(authenticator.requireAccount(request)))
        }
        router.patch("/api/v1/me") { request in
            let (user, _) = try authenticator.requireUser(request)
            let (changes, issues) = try request.decodeJSON(ProfilePatch.self).changes()
            return try .json(User(accounts.updateProfile(of: user, with: changes, inputIssues: issues)))
        }
    }
}
