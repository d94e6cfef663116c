/// `PATCH /api/v1/kitchen/dishes/{id}` and `PUT /api/v1/courier/availability`.
public struct AvailabilityRequest: Codable, Sendable, Equatable {
    /// On (available) or off.
    public var available: Bool

    /// Creates a request.
    public init(available: Bool) {
        self.available = available
    }
}

/// `PUT /api/v1/courier/location`.
public struct LocationRequest: Codable, Sendable, Equatable {
    /// Degrees, −90…90.
    public var latitude: Double
    /// Degrees, −180…180.
    public var longitude: Double

    /// Creates a request.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// `POST /api/v1/orders/{id}/review`.
public struct ReviewRequest: Codable, Sendable, Equatable {
    /// 1–5 stars.
    public var rating: Int
    /// Optional words (at most 500 characters).
    public var comment: String?

    /// Creates a request.
    public init(rating: Int, comment: String? = nil) {
        self.rating = rating
        self.comment = comment
    }
}

/// `POST /api/v1/admin/staff`: makes an existing staff account work for a restaurant.
public struct StaffRequest: Codable, Sendable, Equatable {
    /// The staff account's email.
    public var email: String
    /// The restaurant.
    public var restaurantId: String
    /// Their role there; `staff` when left out.
    public var role: StaffRole?

    /// Creates a request.
    public init(email: String, restaurantId: String, role: StaffRole? = nil) {
        self.email = email
        self.restaurantId = restaurantId
        self.role = role
    }
}

/// `POST /api/v1/admin/couriers`: a courier record for an existing courier account.
public struct CourierRequest: Codable, Sendable, Equatable {
    /// The courier account's email.
    public var email: String
    /// The phone customers call.
    public var phone: String
    /// `bicycle`, `scooter` or `car`.
    public var vehicle: String
    /// Where they start, degrees.
    public var latitude: Double
    /// Where they start, degrees.
    public var longitude: Double

    /// Creates a request.
    public init(email: String, phone: String, vehicle: String, latitude: Double, longitude: Double) {
        self.email = email
        self.phone = phone
        self.vehicle = vehicle
        self.latitude = latitude
        self.longitude = longitude
    }
}
