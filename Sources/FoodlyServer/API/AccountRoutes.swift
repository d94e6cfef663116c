import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// `/api/v1/users`, `/api/v1/sessions`, `/api/v1/me`.
struct AccountRoutes {
    let accounts: AccountService

    func register(in api: inout APIRouter) {
        let accounts = self.accounts
        api.handle(Endpoints.register) { call in
            let signedIn = try accounts.register(call.body, clientAddress: call.request.remoteAddress)
            return AuthResponse(user: User(signedIn.user), token: signedIn.token, deviceToken: signedIn.deviceToken)
        }
        api.handle(Endpoints.login) { call in
            let signedIn = try accounts.login(
                email: call.body.email, password: call.body.password, clientAddress: call.request.remoteAddress,
                device: call.body.deviceToken)
            return AuthResponse(user: User(signedIn.user), token: signedIn.token, deviceToken: signedIn.deviceToken)
        }
        api.handle(Endpoints.logout) { call in
            try accounts.logout(token: call.caller.token)
            return NoContent()
        }
        api.handle(Endpoints.me) { call in User(call.caller.account) }
        api.handle(Endpoints.updateMe) { call in
            User(try accounts.updateProfile(of: call.caller.account, with: call.body))
        }
    }
}
