import FoodlyShared
import Foundation

/// A row of `diary_entries`.
struct DiaryRow: Decodable {
    let id: String
    let eatenAt: Date
    let name: String
    let kcal: Double
    let proteinG: Double?
    let carbsG: Double?
    let fatG: Double?
    let orderID: String?

    enum CodingKeys: String, CodingKey {
        case id, name, kcal
        case eatenAt = "eaten_at"
        case proteinG = "protein_g"
        case carbsG = "carbs_g"
        case fatG = "fat_g"
        case orderID = "order_id"
    }

    /// The columns read into a row, for `SELECT`.
    static let columns: SQL = "id, eaten_at, name, kcal, protein_g, carbs_g, fat_g, order_id"

    var entry: DiaryEntry {
        DiaryEntry(
            id: id, eatenAt: eatenAt, name: name, kcal: kcal, proteinG: proteinG, carbsG: carbsG, fatG: fatG,
            orderId: orderID)
    }
}
