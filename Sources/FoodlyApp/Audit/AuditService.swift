import FoodlyCore
import FoodlyStore
import Foundation

/// The audit log for operators: searched newest first, in pages. Only admins read it.
public struct AuditService: Sendable {
    private let environment: AppEnvironment

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The entries `search` finds, newest first, and the entry the next page starts before (nil on the last page).
    public func entries(_ search: AuditSearch, for user: UserAccount) throws -> (
        entries: [AuditEntry], next: ID<AuditEntry>?
    ) {
        guard user.role == .admin else { throw AuditService.operatorsOnly }
        let entries = try environment.database.read { try AuditQueries($0).entries(search) }
        return (entries, entries.count == search.limit ? entries.last?.id : nil)
    }

    /// Anyone but an operator asking for the log.
    public static let operatorsOnly = MerchantError(
        kind: .forbidden, code: "forbidden", message: "Only operators read the audit log.")
}
