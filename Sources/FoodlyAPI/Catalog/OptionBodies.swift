import Foundation

/// `OptionGroup` (in the OpenAPI document): a dish's choice such as "Size", with its options.
public struct OptionGroupBody: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// Name.
    public var name: String
    /// Whether a choice is needed (`minChoices` ≥ 1).
    public var required: Bool
    /// The fewest options to choose.
    public var minChoices: Int
    /// The most options to choose (1: one of them, as radio buttons).
    public var maxChoices: Int
    /// The options, in menu order.
    public var options: [DishOptionBody]

    /// Creates a group body.
    public init(id: String, name: String, required: Bool, minChoices: Int, maxChoices: Int, options: [DishOptionBody]) {
        self.id = id
        self.name = name
        self.required = required
        self.minChoices = minChoices
        self.maxChoices = maxChoices
        self.options = options
    }
}

/// `DishOption` (in the OpenAPI document): one option, with what it adds to the dish per portion.
public struct DishOptionBody: Codable, Sendable, Equatable {
    /// Opaque id.
    public var id: String
    /// Name.
    public var name: String
    /// Added to the price, in cents (may be negative; a line never goes below 0).
    public var priceDelta: Int
    /// Added to the nutrition per portion.
    public var nutrition: OptionNutrition
    /// The EU allergens it adds to the dish.
    public var allergens: [Allergen]
    /// The diets the dish no longer suits with it.
    public var unsuitableFor: [Diet]

    /// Creates an option body.
    public init(
        id: String, name: String, priceDelta: Int, nutrition: OptionNutrition, allergens: [Allergen] = [],
        unsuitableFor: [Diet] = []
    ) {
        self.id = id
        self.name = name
        self.priceDelta = priceDelta
        self.nutrition = nutrition
        self.allergens = allergens
        self.unsuitableFor = unsuitableFor
    }
}

/// `ChosenOption` (in the OpenAPI document): an option chosen on a cart or order line, as it was when chosen.
public struct ChosenOption: Codable, Sendable, Equatable {
    /// The option's id.
    public var id: String
    /// Its group's name ("Size").
    public var group: String
    /// Its name ("Large").
    public var name: String
    /// What it added to the price, in cents.
    public var priceDelta: Int
    /// What it added in kcal.
    public var kcal: Double
    /// The allergens it added.
    public var allergens: [Allergen]

    /// Creates a chosen option.
    public init(id: String, group: String, name: String, priceDelta: Int, kcal: Double, allergens: [Allergen] = []) {
        self.id = id
        self.group = group
        self.name = name
        self.priceDelta = priceDelta
        self.kcal = kcal
        self.allergens = allergens
    }
}

/// `PUT /api/v1/merchant/dishes/{id}/options` (`OptionGroupsRequest`): a dish's whole set of option groups.
public struct OptionGroupsRequest: Codable, Sendable, Equatable {
    /// The groups, in menu order (empty removes every group).
    public var groups: [OptionGroupDraftBody]

    /// Creates a request.
    public init(groups: [OptionGroupDraftBody]) {
        self.groups = groups
    }
}

/// `OptionGroupDraft` (in the OpenAPI document): a group as written; `id` keeps one the dish has.
public struct OptionGroupDraftBody: Codable, Sendable, Equatable {
    /// A group the dish has already, to keep its id; null or absent for a new one.
    public var id: String?
    /// Name (1–60 characters).
    public var name: String
    /// The fewest choices (0: optional).
    public var minChoices: Int
    /// The most choices (1 to the number of options, not below `minChoices`).
    public var maxChoices: Int
    /// 1–20 options.
    public var options: [OptionDraftBody]

    /// Creates a group draft.
    public init(id: String? = nil, name: String, minChoices: Int, maxChoices: Int, options: [OptionDraftBody]) {
        self.id = id
        self.name = name
        self.minChoices = minChoices
        self.maxChoices = maxChoices
        self.options = options
    }
}

/// `OptionDraft` (in the OpenAPI document): an option as written; `id` keeps one the dish has.
public struct OptionDraftBody: Codable, Sendable, Equatable {
    /// An option the dish has already, to keep its id (carts holding it keep it); null or absent for a new one.
    public var id: String?
    /// Name (1–60 characters).
    public var name: String
    /// Price delta in cents (−10,000 to 10,000).
    public var priceDelta: Int
    /// Nutrition delta; null or absent for none.
    public var nutrition: OptionNutrition?
    /// The allergens it adds; null or absent for none.
    public var allergens: [Allergen]?
    /// The diets the dish no longer suits with it; null or absent for none.
    public var unsuitableFor: [Diet]?

    /// Creates an option draft.
    public init(
        id: String? = nil, name: String, priceDelta: Int, nutrition: OptionNutrition? = nil,
        allergens: [Allergen]? = nil, unsuitableFor: [Diet]? = nil
    ) {
        self.id = id
        self.name = name
        self.priceDelta = priceDelta
        self.nutrition = nutrition
        self.allergens = allergens
        self.unsuitableFor = unsuitableFor
    }
}

/// `DishOptions` (in the OpenAPI document): a dish of the caller's restaurant with its option groups.
public struct DishOptionsBody: Codable, Sendable, Equatable {
    /// The dish's id.
    public var dishId: String
    /// Its name.
    public var name: String
    /// Its price without options, in cents.
    public var price: Int
    /// Whether the caller may change them (owners and managers).
    public var canEdit: Bool
    /// The groups, in menu order.
    public var groups: [OptionGroupBody]

    /// Creates the body.
    public init(dishId: String, name: String, price: Int, canEdit: Bool, groups: [OptionGroupBody]) {
        self.dishId = dishId
        self.name = name
        self.price = price
        self.canEdit = canEdit
        self.groups = groups
    }
}
