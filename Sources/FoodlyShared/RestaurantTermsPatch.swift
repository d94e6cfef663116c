/// Any of a restaurant's terms, as an operator changes them (`PATCH /api/v1/admin/restaurants/{id}`): what is left
/// out stays as it is.
public struct RestaurantTermsPatch: Codable, Sendable, Equatable {
    /// Fees to change.
    public var fees: FeesPatch?
    /// Sales tax in basis points, 0 to 3,000.
    public var taxRateBps: Int?
    /// Sales tax on drinks, 0 to 3,000 basis points: nil leaves it as it is, `.some(nil)` (`null` on the wire) taxes
    /// drinks at `taxRateBps` as food.
    public var drinksTaxRateBps: Int??
    /// Delivery radius, 0.1 to 50 km.
    public var deliveryRadiusKm: Double?

    /// Creates a patch.
    public init(
        fees: FeesPatch? = nil, taxRateBps: Int? = nil, drinksTaxRateBps: Int?? = nil, deliveryRadiusKm: Double? = nil
    ) {
        self.fees = fees
        self.taxRateBps = taxRateBps
        self.drinksTaxRateBps = drinksTaxRateBps
        self.deliveryRadiusKm = deliveryRadiusKm
    }

    private enum CodingKeys: String, CodingKey {
        case fees, taxRateBps, drinksTaxRateBps, deliveryRadiusKm
    }

    /// Reads the patch, telling `drinksTaxRateBps: null` (as food) from it left out (unchanged).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fees = try container.decodeIfPresent(FeesPatch.self, forKey: .fees)
        taxRateBps = try container.decodeIfPresent(Int.self, forKey: .taxRateBps)
        if container.contains(.drinksTaxRateBps) {
            drinksTaxRateBps = .some(try container.decodeIfPresent(Int.self, forKey: .drinksTaxRateBps))
        }
        deliveryRadiusKm = try container.decodeIfPresent(Double.self, forKey: .deliveryRadiusKm)
    }

    /// Writes the patch, `drinksTaxRateBps: null` for drinks taxed as food.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(fees, forKey: .fees)
        try container.encodeIfPresent(taxRateBps, forKey: .taxRateBps)
        if let change = drinksTaxRateBps {
            if let rate = change {
                try container.encode(rate, forKey: .drinksTaxRateBps)
            } else {
                try container.encodeNil(forKey: .drinksTaxRateBps)
            }
        }
        try container.encodeIfPresent(deliveryRadiusKm, forKey: .deliveryRadiusKm)
    }
}

/// Any of a restaurant's delivery fees and its minimum order, in cents, with the import format's ranges.
public struct FeesPatch: Codable, Sendable, Equatable {
    /// The fee for the first 2 km, 0 to 10,000.
    public var deliveryBase: Int?
    /// The fee per km beyond the first 2 km, 0 to 10,000.
    public var deliveryPerKm: Int?
    /// Free delivery from this subtotal: nil leaves it as it is, `.some(nil)` (`null` on the wire) makes it never.
    public var freeDeliveryOver: Int??
    /// The smallest subtotal taken, 0 to 1,000,000.
    public var minimumOrder: Int?

    /// Creates a patch.
    public init(
        deliveryBase: Int? = nil, deliveryPerKm: Int? = nil, freeDeliveryOver: Int?? = nil, minimumOrder: Int? = nil
    ) {
        self.deliveryBase = deliveryBase
        self.deliveryPerKm = deliveryPerKm
        self.freeDeliveryOver = freeDeliveryOver
        self.minimumOrder = minimumOrder
    }

    private enum CodingKeys: String, CodingKey {
        case deliveryBase, deliveryPerKm, freeDeliveryOver, minimumOrder
    }

    /// Reads the patch, telling `freeDeliveryOver: null` (never) from `freeDeliveryOver` left out (unchanged).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        deliveryBase = try container.decodeIfPresent(Int.self, forKey: .deliveryBase)
        deliveryPerKm = try container.decodeIfPresent(Int.self, forKey: .deliveryPerKm)
        if container.contains(.freeDeliveryOver) {
            freeDeliveryOver = .some(try container.decodeIfPresent(Int.self, forKey: .freeDeliveryOver))
        }
        minimumOrder = try container.decodeIfPresent(Int.self, forKey: .minimumOrder)
    }

    /// Writes the patch, `freeDeliveryOver: null` for never.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(deliveryBase, forKey: .deliveryBase)
        try container.encodeIfPresent(deliveryPerKm, forKey: .deliveryPerKm)
        if let change = freeDeliveryOver {
            if let amount = change {
                try container.encode(amount, forKey: .freeDeliveryOver)
            } else {
                try container.encodeNil(forKey: .freeDeliveryOver)
            }
        }
        try container.encodeIfPresent(minimumOrder, forKey: .minimumOrder)
    }
}
