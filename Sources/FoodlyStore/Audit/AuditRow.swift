import FoodlyCore
import Foundation

/// A row of `audit_log`.
struct AuditRow: Decodable {
    let id: String
    let at: Date
    let actorID: String?
    let actorLabel: String
    let actorRole: AuditActorRole
    let action: AuditAction
    let subjectKind: AuditSubjectKind
    let subjectID: String
    let subjectLabel: String
    let restaurantID: String?
    let beforeValues: JSONColumn<[String: String]>
    let afterValues: JSONColumn<[String: String]>

    enum CodingKeys: String, CodingKey {
        case id, at, action
        case actorID = "actor_id"
        case actorLabel = "actor_label"
        case actorRole = "actor_role"
        case subjectKind = "subject_kind"
        case subjectID = "subject_id"
        case subjectLabel = "subject_label"
        case restaurantID = "restaurant_id"
        case beforeValues = "before_values"
        case afterValues = "after_values"
    }

    /// The columns read into a row, for `SELECT`.
    static let columns: SQL = """
        id, at, actor_id, actor_label, actor_role, action, subject_kind, subject_id, subject_label, restaurant_id,
        before_values, after_values
        """

    var entry: AuditEntry {
        AuditEntry(
            id: ID(id), at: at,
            actor: AuditEntry.Actor(userID: actorID.map { ID($0) }, label: actorLabel, role: actorRole),
            action: action, subject: AuditEntry.Subject(kind: subjectKind, id: subjectID, label: subjectLabel),
            restaurantID: restaurantID.map { ID($0) }, before: beforeValues.value, after: afterValues.value)
    }
}
