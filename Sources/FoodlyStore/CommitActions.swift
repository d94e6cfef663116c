/// What a connection runs once its open write transaction commits (`DatabaseConnection.afterCommit`): kept in
/// order, run after `COMMIT`, dropped after a rollback or a new `BEGIN`.
struct CommitActions {
    private var actions: [@Sendable () -> Void] = []

    /// Keeps `action` for the end of the transaction.
    mutating func add(_ action: @escaping @Sendable () -> Void) {
        actions.append(action)
    }

    /// What was kept, now forgotten: to run after a commit, or to drop.
    mutating func take() -> [@Sendable () -> Void] {
        defer { actions = [] }
        return actions
    }
}
