import FoodlyCore
import FoodlyStore
import Foundation

extension AppEnvironment {
    /// Appends an entry for an action to the audit log through `connection`, the action's own transaction, so the
    /// entry and the change land together or not at all.
    func audit(
        _ action: AuditAction, by actor: AuditEntry.Actor, on subject: AuditEntry.Subject,
        restaurant: ID<Restaurant>? = nil, before: [String: String] = [:], after: [String: String] = [:],
        at time: Date, _ connection: any DatabaseConnection
    ) throws {
        try AuditQueries(connection).append(
            AuditEntry(
                id: ID(makeID()), at: time, actor: actor, action: action, subject: subject, restaurantID: restaurant,
                before: before, after: after))
    }
}
