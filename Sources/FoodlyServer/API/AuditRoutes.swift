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
        let limit = try query.integer("limit", in: 1...AuditSearch.maxLimit, default: 50)
        do {
            return try AuditSearch.reading(
                text: query["q"] ?? "", action: query["action"] ?? "", restaurant: query["restaurant"] ?? "",
                before: query["before"] ?? "", limit: limit)
        } catch {
            throw QueryReader.badQuery(error)
        }
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
            subject: entry.subject,
            restaurantId: entry.restaurantID?.rawValue,
            changes: entry.changedFields.map {
                AuditChangeBody(field: $0, before: entry.before[$0], after: entry.after[$0])
            })
    }
}
