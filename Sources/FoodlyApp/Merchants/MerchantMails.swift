import FoodlyCore
import FoodlyStore
import Foundation

/// The mails of joining Foodly: an application's decision to its contact address, and the invitation to a
/// restaurant's staff (the link's token appears only in it).
enum MerchantMails {
    /// Mails the applicant's contact address what was decided about `application`: the way to the kitchen screen,
    /// or the reason and the way to apply again.
    static func sendDecision(
        _ application: RestaurantApplication, _ mailer: Mailer, at now: Date, in connection: any DatabaseConnection
    ) throws {
        let name = application.draft.details.name
        let approved = application.status == .approved
        let body =
            approved
            ? """
            \(name) is approved. Log in to open its kitchen screen and write the menu; customers find the \
            restaurant as soon as it has a dish:

            \(mailer.link("/kitchen"))
            """
            : """
            \(name) was not approved, for this reason:

            \(application.reason ?? "")

            You can change the application and send it again from your profile:

            \(mailer.link("/profile/restaurant"))
            """
        try mailer.send(
            to: application.draft.contactEmail, name: nil,
            subject: approved ? "\(name) is on Foodly" : "Your application for \(name)",
            text: "Hello,\n\n\(body)\n\nFoodly\n", at: now, in: connection)
    }

    /// Mails `invite`'s address the link that accepts it.
    static func sendInvite(
        token: String, _ invite: StaffInvite, restaurant: String, from inviter: UserAccount, _ mailer: Mailer,
        at now: Date, in connection: any DatabaseConnection
    ) throws {
        try mailer.send(
            to: invite.email, name: nil, subject: "Join \(restaurant) on Foodly",
            text: """
                Hello,

                \(inviter.fullName) invites you to join \(restaurant) on Foodly as \(invite.role.rawValue). Open \
                this link to accept, then sign in or create an account with this address (\(invite.email)):

                \(mailer.link("/staff/join?token=" + token))

                The link works for 7 days and only once. If you do not know \(restaurant), you can ignore this email.

                Foodly
                """, at: now, in: connection)
    }
}
