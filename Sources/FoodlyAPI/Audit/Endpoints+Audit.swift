import FoodlyShared

extension Endpoints {
    /// `GET /api/v1/admin/audit`: the audit log's entries the query finds, newest first (operators only).
    public static let auditLog = Endpoint<NoPath, AuditQuery, NoBody, Page<AuditEntryBody>, Caller.Admin>(
        "auditLog", .get, "/api/v1/admin/audit")
}
