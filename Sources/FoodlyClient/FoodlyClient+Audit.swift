import FoodlyAPI
import FoodlyShared
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FoodlyClient {
    /// `GET /api/v1/admin/audit` (operators): the audit log's entries `query` finds, newest first; pass a page's
    /// `nextCursor` as `before` for the next one.
    public func auditLog(_ query: AuditQuery = AuditQuery()) async throws -> Page<AuditEntryBody> {
        try await send(Endpoints.auditLog, path: NoPath(), query: query, body: NoBody())
    }
}
