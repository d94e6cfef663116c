import Foundation

/// One line of the audit log: who did what to which thing when, with the values before and after. Written in the
/// transaction of the action it records and never changed afterwards.
public struct AuditEntry: Sendable, Equatable {
    /// Who acted.
    public struct Actor: Sendable, Equatable {
        /// Their account; nil at the command line.
        public var userID: ID<UserAccount>?
        /// How the log names them: the account's email address, or "command line".
        public var label: String
        /// In which capacity.
        public var role: AuditActorRole

        /// Creates an actor value.
        public init(userID: ID<UserAccount>?, label: String, role: AuditActorRole) {
            self.userID = userID
            self.label = label
            self.role = role
        }

        /// `user` acting as `role`.
        public static func account(_ user: UserAccount, as role: AuditActorRole) -> Actor {
            Actor(userID: user.id, label: user.email, role: role)
        }

        /// An operator at the machine, through the `foodly` command.
        public static let commandLine = Actor(userID: nil, label: "command line", role: .commandLine)
    }

    /// What was changed.
    public typealias Subject = AuditSubject

    /// The longest value kept for a field; longer ones end in "…".
    public static let maxValueLength = 500

    /// The entry's id.
    public let id: ID<AuditEntry>
    /// When.
    public var at: Date
    /// Who.
    public var actor: Actor
    /// What they did.
    public var action: AuditAction
    /// To what.
    public var subject: Subject
    /// The restaurant it concerns, if any (so a restaurant's own actions can be listed).
    public var restaurantID: ID<Restaurant>?
    /// The changed fields' values before the action (empty when the thing is new).
    public var before: [String: String]
    /// The changed fields' values after it (a reason given counts as one).
    public var after: [String: String]

    /// Creates an entry; values longer than ``maxValueLength`` are cut.
    public init(
        id: ID<AuditEntry>, at: Date, actor: Actor, action: AuditAction, subject: Subject,
        restaurantID: ID<Restaurant>? = nil, before: [String: String] = [:], after: [String: String] = [:]
    ) {
        self.id = id
        self.at = at
        self.actor = actor
        self.action = action
        self.subject = subject
        self.restaurantID = restaurantID
        self.before = before.mapValues(AuditEntry.bounded)
        self.after = after.mapValues(AuditEntry.bounded)
    }

    /// The fields whose value differs between before and after, in name order.
    public var changedFields: [String] {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }

    private static func bounded(_ value: String) -> String {
        value.count <= maxValueLength ? value : String(value.prefix(maxValueLength - 1)) + "…"
    }
}
