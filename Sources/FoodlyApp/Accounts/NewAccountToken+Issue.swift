import FoodlyCore
import FoodlyStore
import Foundation

extension NewAccountToken {
    /// A new random token for a link (256 bits, base64url) and the record that keeps only its hash.
    static func issue(_ purpose: AccountTokenPurpose, at now: Date) -> (token: String, record: NewAccountToken) {
        let token = Sodium.randomToken()
        return (
            token,
            NewAccountToken(
                tokenHash: Sodium.hash(token), purpose: purpose, createdAt: now,
                expiresAt: now.addingTimeInterval(purpose.lifetime))
        )
    }
}
