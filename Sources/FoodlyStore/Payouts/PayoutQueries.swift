import FoodlyCore
import Foundation

/// The `payout_runs` and `payouts` tables on one connection. A run and its payouts are written in one transaction
/// with their ledger entries; afterwards only a payout's status and note change.
public struct PayoutQueries {
    private let connection: any DatabaseConnection

    /// The payouts as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// The latest run, without its payouts; nil before the first.
    public func lastRun() throws -> PayoutRun? {
        try connection.queryOne(
            "SELECT number, through, at, actor_id FROM payout_runs ORDER BY number DESC LIMIT 1", as: RunRow.self)?
            .run(payouts: [])
    }

    /// The latest `limit` runs, newest first, with their payouts.
    public func runs(limit: Int) throws -> [PayoutRun] {
        let rows = try connection.query(
            "SELECT number, through, at, actor_id FROM payout_runs ORDER BY number DESC LIMIT \(limit)",
            as: RunRow.self)
        guard let oldest = rows.last?.number else { return [] }
        let payouts = Dictionary(grouping: try payouts(where: "run_number >= \(oldest)"), by: \.runNumber)
        return try rows.map { try $0.run(payouts: payouts[$0.number] ?? []) }
    }

    /// Run `number` with its payouts; nil when there is none.
    public func run(_ number: Int) throws -> PayoutRun? {
        try connection.queryOne(
            "SELECT number, through, at, actor_id FROM payout_runs WHERE number = \(number)", as: RunRow.self
        )
        .map { try $0.run(payouts: try payouts(where: "run_number = \(number)")) }
    }

    /// The payouts made to `payee`, newest first, at most `limit`.
    public func payouts(to payee: Payee, limit: Int) throws -> [(payout: Payout, at: Date)] {
        let rows = try connection.query(
            """
            SELECT p.*, r.at AS run_at FROM payouts p JOIN payout_runs r ON r.number = p.run_number
            WHERE p.payee = \(payee.description) ORDER BY p.run_number DESC LIMIT \(limit)
            """,
            as: PayoutRow.self)
        return try rows.map { (try $0.payout(), $0.runAt ?? .distantPast) }
    }

    /// The sealed details each payout of run `number` was paid to, by payout id.
    public func sealedDetails(run number: Int) throws -> [String: String] {
        let rows = try connection.query(
            "SELECT id, sealed FROM payouts WHERE run_number = \(number)", as: SealedRow.self)
        return Dictionary(rows.map { ($0.id, $0.sealed) }, uniquingKeysWith: { first, _ in first })
    }

    /// Writes a run (its payouts come after, by `insert(_:sealed:at:)`).
    public func insert(_ run: PayoutRun) throws {
        try connection.execute(
            """
            INSERT INTO payout_runs (number, through, at, actor_id)
            VALUES (\(run.number), \(run.through.text), \(run.at), \(run.actorID))
            """)
    }

    /// Writes a payout paid to the `sealed` details.
    public func insert(_ payout: Payout, sealed: String, at time: Date) throws {
        try connection.execute(
            """
            INSERT INTO payouts (id, run_number, payee, name, owed, cash_set_off, kind, masked, sealed, status, note,
                updated_at)
            VALUES (\(payout.id), \(payout.runNumber), \(payout.payee.description), \(payout.name), \(payout.owed),
                \(payout.cashSetOff), \(payout.kind.rawValue), \(payout.masked), \(sealed), \(payout.status.rawValue),
                \(payout.note), \(time))
            """)
    }

    /// Payout `id`; nil when there is none.
    public func payout(_ id: String) throws -> Payout? {
        try payouts(where: "id = \(id)").first
    }

    /// Stores `payout`'s status and note.
    public func update(_ payout: Payout, at time: Date) throws {
        try connection.execute(
            """
            UPDATE payouts SET status = \(payout.status.rawValue), note = \(payout.note), updated_at = \(time)
            WHERE id = \(payout.id)
            """)
    }

    private func payouts(where condition: SQL) throws -> [Payout] {
        try connection.query(
            "SELECT p.*, NULL AS run_at FROM payouts p WHERE \(condition) ORDER BY run_number, id",
            as: PayoutRow.self
        ).map { try $0.payout() }
    }

    private struct RunRow: Decodable {
        let number: Int
        let through: String
        let at: Date
        let actorID: String?

        enum CodingKeys: String, CodingKey {
            case number, through, at
            case actorID = "actor_id"
        }

        func run(payouts: [Payout]) throws -> PayoutRun {
            guard let day = DiaryDate(through) else {
                throw StoreError.corrupt("payout run \(number) ends on \(through), not a date")
            }
            return PayoutRun(number: number, through: day, at: at, actorID: actorID.map { ID($0) }, payouts: payouts)
        }
    }

    private struct PayoutRow: Decodable {
        let id: String
        let runNumber: Int
        let payee: String
        let name: String
        let owed: Int
        let cashSetOff: Int
        let kind: String
        let masked: String
        let status: String
        let note: String
        let runAt: Date?

        enum CodingKeys: String, CodingKey {
            case id, payee, name, owed, kind, masked, status, note
            case runNumber = "run_number"
            case cashSetOff = "cash_set_off"
            case runAt = "run_at"
        }

        func payout() throws -> Payout {
            guard let payee = Payee(key: payee), let kind = BankAccountKind(rawValue: kind),
                let status = Payout.Status(rawValue: status)
            else { throw StoreError.corrupt("payout \(id) names an unknown payee, kind or status") }
            return Payout(
                id: id, runNumber: runNumber, payee: payee, name: name, owed: owed, cashSetOff: cashSetOff, kind: kind,
                masked: masked, status: status, note: note)
        }
    }

    private struct SealedRow: Decodable {
        let id: String
        let sealed: String
    }
}
