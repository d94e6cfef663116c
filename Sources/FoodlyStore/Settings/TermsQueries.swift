import FoodlyCore
import Foundation

/// The settlement terms on one connection: the operators' terms (JSON under `settlement_terms` in `app_settings`,
/// ``SettlementTerms/standard`` until they are set) and each restaurant's own commission (`restaurant_commissions`).
/// Read in the transaction of the order they apply to, so an order is settled by the terms of its moment.
public struct TermsQueries {
    private let connection: any DatabaseConnection

    /// The key of the operators' terms in `app_settings`.
    static let key = "settlement_terms"

    /// The terms as seen from `connection`.
    public init(_ connection: any DatabaseConnection) {
        self.connection = connection
    }

    /// The operators' terms.
    public func platform() throws -> SettlementTerms {
        guard
            let row = try connection.queryOne(
                "SELECT value FROM app_settings WHERE key = \(Self.key)", as: ValueRow.self)
        else { return .standard }
        do {
            return try JSONDecoder().decode(SettlementTerms.self, from: Data(row.value.utf8))
        } catch {
            throw StoreError.corrupt("the settlement terms in app_settings cannot be read: \(error)")
        }
    }

    /// Stores the operators' terms.
    public func setPlatform(_ terms: SettlementTerms, at time: Date) throws {
        let value = String(decoding: try JSONEncoder().encode(terms), as: UTF8.self)
        let changed = try connection.execute(
            "UPDATE app_settings SET value = \(value), updated_at = \(time) WHERE key = \(Self.key)")
        if changed == 0 {
            try connection.execute(
                "INSERT INTO app_settings (key, value, updated_at) VALUES (\(Self.key), \(value), \(time))")
        }
    }

    /// `restaurantID`'s own commission in basis points; nil when it pays the default.
    public func commission(of restaurantID: ID<Restaurant>) throws -> Int? {
        try connection.queryOne(
            "SELECT commission_bps FROM restaurant_commissions WHERE restaurant_id = \(restaurantID)",
            as: CommissionRow.self)?.commissionBps
    }

    /// Gives `restaurantID` a commission of its own, or (nil) the default again.
    public func setCommission(_ bps: Int?, of restaurantID: ID<Restaurant>, at time: Date) throws {
        try connection.execute("DELETE FROM restaurant_commissions WHERE restaurant_id = \(restaurantID)")
        guard let bps else { return }
        try connection.execute(
            """
            INSERT INTO restaurant_commissions (restaurant_id, commission_bps, updated_at)
            VALUES (\(restaurantID), \(bps), \(time))
            """)
    }

    /// The terms an order of `restaurantID` is settled by: the operators' with the restaurant's own commission.
    public func terms(for restaurantID: ID<Restaurant>) throws -> SettlementTerms {
        try platform().commission(try commission(of: restaurantID))
    }

    private struct ValueRow: Decodable {
        let value: String
    }

    private struct CommissionRow: Decodable {
        let commissionBps: Int

        enum CodingKeys: String, CodingKey {
            case commissionBps = "commission_bps"
        }
    }
}
