import FoodlyAPI
import FoodlyApp
import FoodlyHTTP

/// `/api/v1/password-resets`, `/api/v1/email-verifications`, `/api/v1/me/email-verification`.
struct AccountRecoveryRoutes {
    let recovery: AccountRecoveryService

    func register(in api: inout APIRouter) {
        let recovery = self.recovery
        api.handle(Endpoints.requestPasswordReset) { call in
            try recovery.requestPasswordReset(email: call.body.email, clientAddress: call.request.remoteAddress)
            return MailNotice(message: AccountRecoveryService.resetRequested)
        }
        api.handle(Endpoints.confirmPasswordReset) { call in
            try recovery.resetPassword(token: call.body.token, newPassword: call.body.password)
            return NoContent()
        }
        api.handle(Endpoints.confirmEmail) { call in
            try recovery.confirmEmail(token: call.body.token)
            return NoContent()
        }
        api.handle(Endpoints.resendEmailVerification) { call in
            let user = call.caller.account
            try recovery.resendVerification(to: user, clientAddress: call.request.remoteAddress)
            return MailNotice(message: AccountRecoveryService.verificationSent(to: user.email))
        }
    }
}
