/// What an audit entry changed, in the log and on the wire (`AuditEntry.Subject`).
public struct AuditSubject: Codable, Sendable, Equatable {
    /// What kind of thing it is (a restaurant, a coupon, an order, an account…).
    public var kind: AuditSubjectKind
    /// Its id, as its own table names it (a coupon's code, an account's email for an invitation).
    public var id: String
    /// How people know it: a restaurant's name, an order's number, an email address.
    public var label: String

    /// Names a changed thing.
    public init(kind: AuditSubjectKind, id: String, label: String) {
        self.kind = kind
        self.id = id
        self.label = label
    }
}
