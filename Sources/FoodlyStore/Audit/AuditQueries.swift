import FoodlyCore
import Foundation

/// The `audit_log` table on one connection: an action's entry is appended in the action's own transaction (so an
/// action that is refused or rolled back leaves none), and never changed (the table refuses updates).
public struct AuditQueries {
    private let connection: any DatabaseConnection

    /// The table as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// Appends `entry` after the newest one.
    public func append(_ entry: AuditEntry) throws {
        let before = try JSONColumn(entry.before)
        let after = try JSONColumn(entry.after)
        try connection.execute(
            """
            INSERT INTO audit_log (id, seq, at, actor_id, actor_label, actor_role, action, subject_kind, subject_id,
                subject_label, restaurant_id, before_values, after_values)
            VALUES (\(entry.id), \(try nextNumber()), \(entry.at), \(entry.actor.userID), \(entry.actor.label), \(entry.actor.role),
                \(entry.action), \(entry.subject.kind), \(entry.subject.id), \(entry.subject.label),
                \(entry.restaurantID), \(before), \(after))
            """)
    }

    /// The entries `search` finds, newest first.
    public func entries(_ search: AuditSearch) throws -> [AuditEntry] {
        var conditions: [SQL] = ["1 = 1"]
        if let action = search.action { conditions.append("action = \(action)") }
        if let restaurantID = search.restaurantID { conditions.append("restaurant_id = \(restaurantID)") }
        for word in search.text.split(whereSeparator: \.isWhitespace).prefix(5) {
            let pattern = "%" + AuditQueries.escapedForLike(word.lowercased()) + "%"
            conditions.append(
                """
                (LOWER(actor_label) LIKE \(pattern) ESCAPE '\\' OR LOWER(subject_label) LIKE \(pattern) ESCAPE '\\'
                OR LOWER(subject_id) LIKE \(pattern) ESCAPE '\\' OR action LIKE \(pattern) ESCAPE '\\')
                """)
        }
        if let before = search.before {
            conditions.append("seq < (SELECT seq FROM audit_log WHERE id = \(before))")
        }
        return try connection.query(
            """
            SELECT \(AuditRow.columns) FROM audit_log WHERE \(SQL.joined(conditions, separator: " AND "))
            ORDER BY seq DESC LIMIT \(search.limit)
            """, as: AuditRow.self
        ).map(\.entry)
    }

    /// The next entry's number. PostgreSQL draws it from a sequence (reading `MAX(seq)` would make every two
    /// actions at once a serialization conflict); SQLite writes one transaction at a time.
    private func nextNumber() throws -> Int {
        switch connection.dialect {
        case .sqlite: (try connection.queryOne("SELECT MAX(seq) AS n FROM audit_log")?.optionalInt("n") ?? 0) + 1
        case .postgres: try connection.queryOne("SELECT nextval('audit_numbers') AS n")?.int("n") ?? 0
        }
    }

    static func escapedForLike(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
    }
}

extension AuditAction: SQLBindable {}
extension AuditSubjectKind: SQLBindable {}
extension AuditActorRole: SQLBindable {}
