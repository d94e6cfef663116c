import FoodlyShared

extension Endpoints {
    /// `GET /api/v1/admin/accounts`: accounts found by email, name or order number (operators).
    public static let findAccounts = Endpoint<NoPath, AccountSearchQuery, NoBody, AccountRecordsBody, Caller.Admin>(
        "findAccounts", .get, "/api/v1/admin/accounts")
    /// `GET /api/v1/admin/accounts/{id}`: an account with its orders.
    public static let adminAccount = Endpoint<IDPath, NoQuery, NoBody, AccountDetailBody, Caller.Admin>(
        "adminAccount", .get, "/api/v1/admin/accounts/{id}", problems: [.notFound])
    /// `POST /api/v1/admin/accounts/{id}/lock`: locks an account with a reason; its sessions end.
    public static let lockAccount = Endpoint<IDPath, NoQuery, ReasonRequest, AccountRecordBody, Caller.Admin>(
        "lockAccount", .post, "/api/v1/admin/accounts/{id}/lock",
        problems: [.notFound, .cannotLockSelf, .alreadyLocked])
    /// `POST /api/v1/admin/accounts/{id}/unlock`: opens a locked account again.
    public static let unlockAccount = Endpoint<IDPath, NoQuery, NoBody, AccountRecordBody, Caller.Admin>(
        "unlockAccount", .post, "/api/v1/admin/accounts/{id}/unlock", problems: [.notFound, .notLocked])
}

extension ProblemCode {
    /// An operator locking their own account.
    public static let cannotLockSelf = ProblemCode("cannot_lock_self", .conflict)
    /// Locking an account that is locked.
    public static let alreadyLocked = ProblemCode("already_locked", .conflict)
    /// Opening an account that is not locked.
    public static let notLocked = ProblemCode("not_locked", .conflict)
}
