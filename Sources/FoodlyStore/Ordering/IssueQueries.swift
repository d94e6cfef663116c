import FoodlyCore
import Foundation

/// The `order_issues` table on one connection: what customers reported about delivered orders, and the answers.
public struct IssueQueries {
    private let connection: any DatabaseConnection

    /// The reports as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// Stores a new report of `userID`'s.
    public func insert(_ report: OrderIssue, userID: ID<UserAccount>) throws {
        try connection.execute(
            """
            INSERT INTO order_issues (id, order_id, user_id, kind, details, reported_at)
            VALUES (\(report.id), \(report.orderId), \(userID), \(report.kind.rawValue), \(report.details),
                \(report.reportedAt))
            """)
    }

    /// One report, with the id of the customer who made it; nil when there is none.
    public func issue(id: String) throws -> (issue: OrderIssue, userID: ID<UserAccount>)? {
        try connection.queryOne("SELECT \(IssueQueries.columns) FROM order_issues WHERE id = \(id)").map {
            (try IssueQueries.issue(from: $0), ID(try $0.string("user_id")))
        }
    }

    /// An order's reports, the oldest first.
    public func issues(orderID: ID<Order>) throws -> [OrderIssue] {
        try connection.query(
            "SELECT \(IssueQueries.columns) FROM order_issues WHERE order_id = \(orderID) ORDER BY reported_at, id"
        ).map(IssueQueries.issue(from:))
    }

    /// Reports in `state`, the oldest first (what waits longest comes first), at most `limit`, each with its
    /// customer's id.
    public func issues(state: OrderIssueState, limit: Int) throws -> [(issue: OrderIssue, userID: ID<UserAccount>)] {
        try connection.query(
            """
            SELECT \(IssueQueries.columns) FROM order_issues WHERE state = \(state.rawValue)
            ORDER BY reported_at, id LIMIT \(limit)
            """
        ).map { (try IssueQueries.issue(from: $0), ID(try $0.string("user_id"))) }
    }

    /// How many reports each of these customers has made, over all their orders.
    public func counts(userIDs: [ID<UserAccount>]) throws -> [ID<UserAccount>: Int] {
        guard !userIDs.isEmpty else { return [:] }
        let rows = try connection.query(
            """
            SELECT user_id, COUNT(*) AS n FROM order_issues WHERE user_id IN (\(list: Array(Set(userIDs))))
            GROUP BY user_id
            """)
        return Dictionary(uniqueKeysWithValues: try rows.map { (ID(try $0.string("user_id")), try $0.int("n")) })
    }

    /// Records the answer to an open report; false when it was answered already.
    public func answer(
        _ id: String, state: OrderIssueState, answer: String, refunded: Int, bearer: RefundBearer?,
        by operatorID: ID<UserAccount>, at time: Date
    ) throws -> Bool {
        try connection.execute(
            """
            UPDATE order_issues SET state = \(state.rawValue), answer = \(answer), refunded = \(refunded),
                bearer = \(bearer?.rawValue), answered_at = \(time), answered_by = \(operatorID)
            WHERE id = \(id) AND state = \(OrderIssueState.open.rawValue)
            """) == 1
    }

    /// Keeps the photo of an issue (the one it was reported with).
    public func setPhoto(_ photo: PhotoVariant, of issueID: String) throws {
        try connection.execute(
            """
            INSERT INTO order_issue_photos (issue_id, media_type, bytes)
            VALUES (\(issueID), \(photo.mediaType), \(SQLValue.blob(photo.bytes)))
            """)
    }

    /// The photo of an issue (its media type and bytes), or nil.
    public func photo(of issueID: String) throws -> (mediaType: String, bytes: [UInt8])? {
        guard
            let row = try connection.queryOne(
                "SELECT media_type, bytes FROM order_issue_photos WHERE issue_id = \(issueID)")
        else { return nil }
        return (try row.string("media_type"), try row.blob("bytes"))
    }

    private static let columns: SQL = """
        id, order_id, user_id, kind, details, reported_at, state, answer, refunded, bearer, answered_at,
        (SELECT COUNT(*) FROM order_issue_photos p WHERE p.issue_id = order_issues.id) AS photos
        """

    private static func issue(from row: Row) throws -> OrderIssue {
        OrderIssue(
            id: try row.string("id"), orderId: try row.string("order_id"),
            kind: OrderIssueKind(rawValue: try row.string("kind")) ?? .missingItem,
            details: try row.string("details"), reportedAt: try StoreTime.date(try row.string("reported_at")),
            state: OrderIssueState(rawValue: try row.string("state")) ?? .open,
            answer: try row.optionalString("answer"), refunded: try row.int("refunded"),
            bearer: try row.optionalString("bearer").flatMap(RefundBearer.init(rawValue:)),
            answeredAt: try row.optionalString("answered_at").map(StoreTime.date),
            hasPhoto: try row.int("photos") > 0)
    }
}
