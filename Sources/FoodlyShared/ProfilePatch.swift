/// A field of a PATCH body: absent (unchanged), `null` (clear) or a value.
public enum PatchField<Value: Codable & Sendable & Equatable>: Sendable, Equatable {
    /// The key was not sent.
    case absent
    /// The key was sent as `null`.
    case null
    /// The key was sent with a value.
    case value(Value)
}

/// `PATCH /api/v1/me`: any subset of the profile fields; `null` clears an optional field.
public struct ProfilePatch: Codable, Sendable, Equatable {
    /// New full name.
    public var fullName: String?
    /// New phone, or null to clear.
    public var phone: PatchField<String> = .absent
    /// New address, or null to clear.
    public var address: PatchField<Address> = .absent
    /// New daily kcal target, or null to clear.
    public var dailyKcalTarget: PatchField<Int> = .absent
    /// Diet ids (replaces the list).
    public var diets: [String]?
    /// Allergen ids to avoid (replaces the list).
    public var avoidAllergens: [String]?
    /// Whether to show calories.
    public var showCalories: Bool?

    enum CodingKeys: String, CodingKey {
        case fullName, phone, address, dailyKcalTarget, diets, avoidAllergens, showCalories
    }

    /// A patch; what is left out stays as it is.
    public init(
        fullName: String? = nil, phone: PatchField<String> = .absent, address: PatchField<Address> = .absent,
        dailyKcalTarget: PatchField<Int> = .absent, diets: [String]? = nil, avoidAllergens: [String]? = nil,
        showCalories: Bool? = nil
    ) {
        self.fullName = fullName
        self.phone = phone
        self.address = address
        self.dailyKcalTarget = dailyKcalTarget
        self.diets = diets
        self.avoidAllergens = avoidAllergens
        self.showCalories = showCalories
    }

    /// Decodes, telling an absent key from an explicit `null`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fullName = try container.decodeIfPresent(String.self, forKey: .fullName)
        phone = try Self.field(container, .phone)
        address = try Self.field(container, .address)
        dailyKcalTarget = try Self.field(container, .dailyKcalTarget)
        diets = try container.decodeIfPresent([String].self, forKey: .diets)
        avoidAllergens = try container.decodeIfPresent([String].self, forKey: .avoidAllergens)
        showCalories = try container.decodeIfPresent(Bool.self, forKey: .showCalories)
    }

    /// Encodes only the fields that are set; `null` for cleared ones.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(fullName, forKey: .fullName)
        try Self.encode(phone, .phone, &container)
        try Self.encode(address, .address, &container)
        try Self.encode(dailyKcalTarget, .dailyKcalTarget, &container)
        try container.encodeIfPresent(diets, forKey: .diets)
        try container.encodeIfPresent(avoidAllergens, forKey: .avoidAllergens)
        try container.encodeIfPresent(showCalories, forKey: .showCalories)
    }

    private static func field<T>(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws
        -> PatchField<T>
    {
        guard container.contains(key) else { return .absent }
        if try container.decodeNil(forKey: key) { return .null }
        return .value(try container.decode(T.self, forKey: key))
    }

    private static func encode<T>(
        _ field: PatchField<T>, _ key: CodingKeys, _ container: inout KeyedEncodingContainer<CodingKeys>
    ) throws {
        switch field {
        case .absent: break
        case .null: try container.encodeNil(forKey: key)
        case .value(let value): try container.encode(value, forKey: key)
        }
    }
}
