import FoodlyCore
import FoodlyStore
import Foundation

extension AppEnvironment {
    /// The audit entry of an action as a step a store runs on its own write transaction once the change is made
    /// (`alongside:`), so the entry lands with the change or not at all; timed now.
    func auditing(
        _ action: AuditAction, by actor: AuditEntry.Actor, on subject: AuditEntry.Subject,
        restaurant: ID<Restaurant>?, before: [String: String] = [:], after: [String: String] = [:]
    ) -> (any DatabaseConnection) throws -> Void {
        let now = clock.now()
        return { connection in
            try audit(
                action, by: actor, on: subject, restaurant: restaurant, before: before, after: after, at: now,
                connection)
        }
    }

    /// `auditing` with only the fields whose values differ between `before` and `after` (`AuditFields.changed`).
    func auditingChanges(
        _ action: AuditAction, by actor: AuditEntry.Actor, on subject: AuditEntry.Subject,
        restaurant: ID<Restaurant>?, before: [String: String], after: [String: String]
    ) -> (any DatabaseConnection) throws -> Void {
        let changed = AuditFields.changed(before, after)
        return auditing(
            action, by: actor, on: subject, restaurant: restaurant, before: changed.before, after: changed.after)
    }
}
