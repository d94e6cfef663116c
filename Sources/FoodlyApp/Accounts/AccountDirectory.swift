import FoodlyCore
import FoodlyStore
import Foundation

/// Accounts for operators: found by email, name or order number, each with its orders; locked (its sessions end
/// and it cannot log in again until opened) and opened, each decision in the audit log with its reason.
public struct AccountDirectory: Sendable {
    /// The most accounts one search answers.
    public static let maxResults = 50
    /// The most orders shown with an account.
    public static let maxOrders = 50

    private let environment: AppEnvironment

    /// Creates the directory.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The accounts matching `text` (see `AccountDirectoryQueries.search`), newest first; a text longer than
    /// `AuditSearch.maxTextLength` is refused as `QueryOutOfBounds` for `q`.
    public func find(_ text: String) throws -> [AccountRecord] {
        try QueryOutOfBounds.check("q", text, atMost: AuditSearch.maxTextLength)
        let text = Text.clean(text)
        return try environment.database.read {
            try AccountDirectoryQueries($0).search(text, limit: AccountDirectory.maxResults)
        }
    }

    /// The account with `id` and its newest orders.
    public func account(_ id: ID<UserAccount>) throws -> (record: AccountRecord, orders: [OrderDetails]) {
        guard let record = try environment.database.read({ try AccountDirectoryQueries($0).record(id: id) }) else {
            throw AccountDirectory.notFound
        }
        return try OrderingStores.read(environment.database) { stores in
            (record, try stores.details(try stores.orders.orders(userID: id, limit: AccountDirectory.maxOrders)))
        }
    }

    /// Locks the account for `reason` (`Reason`): its sessions end at once and a courier goes off duty (no new
    /// deliveries for someone who cannot sign in; a delivery under way stays theirs). Operators cannot lock themselves;
    /// a locked account is `already_locked`.
    public func lock(_ id: ID<UserAccount>, reason: String, by user: UserAccount) throws -> AccountRecord {
        try ValidationFailure.check(Reason.issues(reason))
        guard id != user.id else {
            throw OrderingError(kind: .conflict, code: "cannot_lock_self", message: "You cannot lock your own account.")
        }
        return try change(id, to: Text.clean(reason), by: user)
    }

    /// Opens a locked account again; an open one is `not_locked`.
    public func unlock(_ id: ID<UserAccount>, by user: UserAccount) throws -> AccountRecord {
        try change(id, to: nil, by: user)
    }

    private func change(_ id: ID<UserAccount>, to reason: String?, by user: UserAccount) throws -> AccountRecord {
        let now = environment.clock.now()
        let record = try environment.database.write { connection in
            let accounts = AccountDirectoryQueries(connection)
            guard let before = try accounts.record(id: id) else { throw AccountDirectory.notFound }
            switch (before.isLocked, reason) {
            case (true, .some):
                throw OrderingError(kind: .conflict, code: "already_locked", message: "This account is locked.")
            case (false, nil):
                throw OrderingError(kind: .conflict, code: "not_locked", message: "This account is not locked.")
            default: break
            }
            _ = try accounts.setLock(id, reason: reason, at: now)
            if reason != nil {
                _ = try AccountQueries(connection).endSessions(userID: id)
                let couriers = CourierQueries(connection)
                if let courier = try couriers.courier(userID: id), courier.available {
                    try couriers.setAvailable(courier.id, false, at: now)
                }
            }
            let subject = AuditEntry.Subject(kind: .account, id: id.rawValue, label: before.user.email)
            try environment.audit(
                reason == nil ? .accountUnlocked : .accountLocked, by: .account(user, as: .operator), on: subject,
                before: ["locked": before.isLocked ? "yes" : "no"],
                after: ["locked": reason == nil ? "no" : "yes"].merging(reason.map { ["reason": $0] } ?? [:]) { $1 },
                at: now, connection)
            guard let after = try accounts.record(id: id) else { throw AccountDirectory.notFound }
            return after
        }
        if reason != nil { environment.orderEvents.couriersChanged() }
        return record
    }

    private static let notFound = OrderingError(
        kind: .notFound, code: "not_found", message: "There is no such account.")
}
