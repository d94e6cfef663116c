import FoodlyShared
import Foundation

/// `AuditEntry` (in the OpenAPI document): one action in the audit log.
public struct AuditEntryBody: Codable, Sendable, Equatable {
    /// Opaque id (the `before` of the next page).
    public var id: String
    /// When it happened.
    public var at: Date
    /// Who acted.
    public var actor: AuditActorBody
    /// What they did.
    public var action: AuditAction
    /// What they did it to.
    public var subject: AuditSubject
    /// The restaurant it concerns; null for none.
    @AlwaysWritten public var restaurantId: String?
    /// Each changed field with its values before and after, in field name order (a reason given is one).
    public var changes: [AuditChangeBody]

    /// Creates a body.
    public init(
        id: String, at: Date, actor: AuditActorBody, action: AuditAction, subject: AuditSubject,
        restaurantId: String?, changes: [AuditChangeBody]
    ) {
        self.id = id
        self.at = at
        self.actor = actor
        self.action = action
        self.subject = subject
        self.restaurantId = restaurantId
        self.changes = changes
    }
}

/// `AuditChange`: one field an action changed.
public struct AuditChangeBody: Codable, Sendable, Equatable {
    /// The field, e.g. `price` (cents), `status`, `reason`.
    public var field: String
    /// Its value before; null when it had none (a thing made by the action).
    @AlwaysWritten public var before: String?
    /// Its value after; null when it has none now (a thing removed).
    @AlwaysWritten public var after: String?

    /// Creates a body.
    public init(field: String, before: String?, after: String?) {
        self.field = field
        self.before = before
        self.after = after
    }
}

/// `AuditActor`: who acted, in which capacity.
public struct AuditActorBody: Codable, Sendable, Equatable {
    /// Their account; null at the command line.
    @AlwaysWritten public var userId: String?
    /// Their email address, or "command line".
    public var label: String
    /// In which capacity.
    public var role: AuditActorRole

    /// Creates a body.
    public init(userId: String?, label: String, role: AuditActorRole) {
        self.userId = userId
        self.label = label
        self.role = role
    }
}
