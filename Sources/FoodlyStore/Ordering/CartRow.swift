import FoodlyCore

/// A row of `carts`.
struct CartRow: Decodable {
    let restaurantID: ID<Restaurant>?
    let couponCode: String?
    let address: JSONColumn<StoredAddress>?
    let tip: Int
    let fulfilment: Fulfilment

    enum CodingKeys: String, CodingKey {
        case restaurantID = "restaurant_id"
        case couponCode = "coupon_code"
        case address, tip, fulfilment
    }
}
