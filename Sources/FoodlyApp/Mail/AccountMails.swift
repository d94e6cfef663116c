import FoodlyCore
import FoodlyStore
import Foundation

/// The mails about an account: the link that confirms its address, the link that sets a new password, and the
/// note that the password was changed. Plain text; each link's token appears only in the mail.
enum AccountMails {
    /// Mails `user` the link that confirms their address.
    static func sendVerification(
        token: String, to user: UserAccount, _ mailer: Mailer, at now: Date, in connection: any DatabaseConnection
    ) throws {
        try mailer.send(
            to: user.email, name: user.fullName, subject: "Confirm your email address for Foodly",
            text: """
                Hello \(user.firstName),

                Welcome to Foodly! Please confirm that this is your email address by opening this link:

                \(mailer.link("/verify?token=" + token))

                The link works for \(duration(.emailVerification)). If you did not create a Foodly account, you can \
                ignore this email.

                Foodly
                """, at: now, in: connection)
    }

    /// Mails `user` the link that sets a new password.
    static func sendPasswordReset(
        token: String, to user: UserAccount, _ mailer: Mailer, at now: Date, in connection: any DatabaseConnection
    ) throws {
        try mailer.send(
            to: user.email, name: user.fullName, subject: "Reset your Foodly password",
            text: """
                Hello \(user.firstName),

                Someone, we hope you, asked to reset the password of your Foodly account. Open this link to choose \
                a new one:

                \(mailer.link("/reset?token=" + token))

                The link works for \(duration(.passwordReset)) and only once. Setting a new password logs you out \
                everywhere.

                If you did not ask for this, you can ignore this email: your password stays as it is.

                Foodly
                """, at: now, in: connection)
    }

    /// Tells `user` that their password was changed and every session ended.
    static func sendPasswordChanged(
        to user: UserAccount, _ mailer: Mailer, at now: Date, in connection: any DatabaseConnection
    ) throws {
        try mailer.send(
            to: user.email, name: user.fullName, subject: "Your Foodly password was changed",
            text: """
                Hello \(user.firstName),

                The password of your Foodly account was just changed, and every device that was logged in to it has \
                been logged out.

                If you did not do this, ask for a new password at once: \(mailer.link("/forgot"))

                Foodly
                """, at: now, in: connection)
    }

    /// Tells `user` that someone keeps trying passwords on their account from devices it never signed in from.
    static func sendGuessingWarning(
        to user: UserAccount, _ mailer: Mailer, at now: Date, in connection: any DatabaseConnection
    ) throws {
        try mailer.send(
            to: user.email, name: user.fullName, subject: "Someone is trying to log in to your Foodly account",
            text: """
                Hello \(user.firstName),

                Someone has tried \(LoginThrottle.freeAccountFailures) wrong passwords on your Foodly account today, \
                from devices you have not logged in from. From now on, such devices have to wait longer and longer \
                between tries. Devices you have logged in from before are not slowed down.

                If this was you, there is nothing to do. If not, your password is still safe as long as it is not \
                used elsewhere; to be sure, choose a new one: \(mailer.link("/forgot"))

                Foodly
                """, at: now, in: connection)
    }

    /// "30 minutes", "24 hours".
    static func duration(_ purpose: AccountTokenPurpose) -> String {
        let minutes = Int(purpose.lifetime / 60)
        return minutes % 60 == 0 ? "\(minutes / 60) hours" : "\(minutes) minutes"
    }
}
