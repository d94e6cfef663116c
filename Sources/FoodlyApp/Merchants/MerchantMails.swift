import FoodlyCore
import Foundation

/// The mail that invites someone to a restaurant's staff; the link's token appears only in it.
enum MerchantMails {
    /// Mails `invite`'s address the link that accepts it.
    static func sendInvite(
        token: String, _ invite: StaffInvite, restaurant: String, from inviter: UserAccount, _ mailer: Mailer,
        at now: Date
    ) {
        mailer.send(
            to: invite.email, name: nil, subject: "Join \(restaurant) on Foodly",
            text: """
                Hello,

                \(inviter.fullName) invites you to join \(restaurant) on Foodly as \(invite.role.rawValue). Open \
                this link to accept, then sign in or create an account with this address (\(invite.email)):

                \(mailer.link("/staff/join?token=" + token))

                The link works for 7 days and only once. If you do not know \(restaurant), you can ignore this email.

                Foodly
                """, at: now)
    }
}
