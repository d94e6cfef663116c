import FoodlyCore

/// A row of `couriers`.
struct CourierRow: Decodable {
    let id: ID<Courier>
    let name: String
    let phone: String
    let vehicle: Vehicle
    let latitude: Double
    let longitude: Double
    let available: Bool
    let active: Bool

    /// The columns read into a row, for `SELECT`.
    static let columns: SQL = "id, name, phone, vehicle, latitude, longitude, available, active"

    var courier: Courier {
        Courier(
            id: id, name: name, phone: phone, vehicle: vehicle,
            location: GeoPoint(latitude: latitude, longitude: longitude), available: available, active: active)
    }
}
