import FoodlyCore

/// An address as stored in the JSON of `orders.address` and `carts.address`.
///
/// The keys are fixed here, not taken from `Address`: they are the ones the columns have always held (`line1`,
/// `line2`, `city`, `postcode`, `latitude`, `longitude`, `instructions`; absent optionals left out), so existing rows
/// keep loading and renaming a domain property changes nothing stored.
struct StoredAddress: Codable, Equatable {
    var line1: String
    var line2: String?
    var city: String
    var postcode: String?
    var latitude: Double
    var longitude: Double
    var instructions: String?

    enum CodingKeys: String, CodingKey {
        case line1 = "line1"
        case line2 = "line2"
        case city = "city"
        case postcode = "postcode"
        case latitude = "latitude"
        case longitude = "longitude"
        case instructions = "instructions"
    }

    init(_ address: Address) {
        line1 = address.line1
        line2 = address.line2
        city = address.city
        postcode = address.postcode
        latitude = address.latitude
        longitude = address.longitude
        instructions = address.instructions
    }

    var address: Address {
        Address(
            line1: line1, line2: line2, city: city, postcode: postcode, latitude: latitude, longitude: longitude,
            instructions: instructions)
    }
}
