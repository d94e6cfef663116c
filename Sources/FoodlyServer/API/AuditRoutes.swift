import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared

/// The audit log's search for operators (the route group refuses everyone else). A bad action, limit or too long
/// text is a 400 naming the parameter.
struct AuditRoutes {
    let audit: AuditService

    func register(in api: inout APIRouter) {
        let audit = self.audit
        api.handle(Endpoints.auditLog) { call in
            let (entries, next) = try audit.entries(try AuditRoutes.search(call.query), for: call.caller.account)
            return Page(items: entries.map(AuditEntryBody.init), nextCursor: next?.rawValue)
        }
    }

    /// The search a query asks for: `q`, `action`, `restaurant`, `before` and `limit` (1–100, default 50).
    static func search(_ query: QueryReader) throws -> AuditSearch {
        let text = query["q"] ?? ""
        guard text.count <= AuditSearch.maxTextLength else {
            throw QueryReader.badQuery("q", "use at most \(AuditSearch.maxTextLength) characters.")
        }
        let restaurant = query["restaurant"].flatMap { $0.isEmpty ? nil : $0 }
        let before = query["before"].flatMap { $0.isEmpty ? nil : $0 }
        for (name, value) in [("restaurant", restaurant), ("before", before)] where (value?.count ?? 0) > 100 {
            throw QueryReader.badQuery(name, "use an id of at most 100 characters.")
        }
        return AuditSearch(
            text: text, action: try query.choice("action", AuditAction.self), restaurantID: restaurant.map { ID($0) },
            before: before.map { ID($0) },
            limit: try query.integer("limit", in: 1...AuditSearch.maxLimit, default: 50))
    }
}

extension AuditEntryBody {
    /// The wire form of an entry.
    init(_ entry: AuditEntry) {
        self.init(
            id: entry.id.rawValue, at: entry.at,
            actor: AuditActorBody(
                userId: entry.actor.userID?.rawValue, label: entry.actor.label, role: entry.actor.role),
            action: entry.action,
            subject: AuditSubjectBody(kind: entry.subject.kind, id: entry.subject.id, label: entry.subject.label),
            restaurantId: entry.restaurantID?.rawValue,
            changes: entry.changedFields.map {
                AuditChangeBody(field: $0, before: entry.before[$0], after: entry.after[$0])
            })
    }
}
