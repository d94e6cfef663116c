import FoodlyShared

/// `Menu` (`GET /api/v1/merchant/menu`): the caller's restaurant's menu as its editor shows it.
public struct MenuBody: Codable, Sendable, Equatable {
    /// The restaurant.
    public var restaurant: RestaurantReference
    /// The caller's role there.
    public var role: StaffRole
    /// Whether the caller edits the menu (owners and managers; plain staff only look).
    public var canEdit: Bool
    /// Sections in menu order.
    public var sections: [MenuEditorSectionBody]
    /// Where the listing rule stands.
    public var listing: MenuListingBody

    /// Creates a body.
    public init(
        restaurant: RestaurantReference, role: StaffRole, canEdit: Bool, sections: [MenuEditorSectionBody],
        listing: MenuListingBody
    ) {
        self.restaurant = restaurant
        self.role = role
        self.canEdit = canEdit
        self.sections = sections
        self.listing = listing
    }
}

/// `MenuEditorSection`: a section and its dishes, in order.
public struct MenuEditorSectionBody: Codable, Sendable, Equatable {
    /// The section name.
    public var name: String
    /// Its dishes (sold-out ones included).
    public var dishes: [MenuDishBody]

    /// Creates a body.
    public init(name: String, dishes: [MenuDishBody]) {
        self.name = name
        self.dishes = dishes
    }
}

/// `MenuDish`: a dish as the editor shows it, and as it edits it.
public struct MenuDishBody: Codable, Sendable, Equatable {
    /// The dish as menus show it.
    public var dish: DishBody
    /// The dish as it is written: sent back unchanged to `PUT /api/v1/merchant/menu/dishes/{id}`, it saves the
    /// dish as it is.
    public var draft: MenuDishDraft

    /// Creates a body.
    public init(dish: DishBody, draft: MenuDishDraft) {
        self.dish = dish
        self.draft = draft
    }
}

/// `MenuListing`: the listing rule over a menu (at least 75% of available foods graded A or B).
public struct MenuListingBody: Codable, Sendable, Equatable {
    /// Whether the menu keeps the restaurant listed.
    public var holds: Bool
    /// The available dishes counted.
    public var counted: Int
    /// How many of them are graded A or B.
    public var good: Int
    /// The share graded A or B, in whole percent.
    public var percent: Int
    /// What the rule says, naming the dishes below B when it breaks.
    public var message: String

    /// Creates a body.
    public init(holds: Bool, counted: Int, good: Int, percent: Int, message: String) {
        self.holds = holds
        self.counted = counted
        self.good = good
        self.percent = percent
        self.message = message
    }
}

/// `MenuOrderRequest`: `PUT /api/v1/merchant/menu/order`, every dish on the menu listed once.
public struct MenuOrderRequest: Codable, Sendable, Equatable {
    /// Sections in order.
    public var sections: [MenuOrderSection]

    /// Creates a request.
    public init(sections: [MenuOrderSection]) {
        self.sections = sections
    }
}

/// `MenuOrderSection`: one section's name (a new name renames it) and its dishes in order.
public struct MenuOrderSection: Codable, Sendable, Equatable {
    /// The section name, 1–60 characters.
    public var name: String
    /// Its dishes' ids, in order.
    public var dishIds: [String]

    /// Creates a section.
    public init(name: String, dishIds: [String]) {
        self.name = name
        self.dishIds = dishIds
    }
}

/// `MenuPreview` (`POST /api/v1/merchant/menu/preview`): what saving a dish would do.
public struct MenuPreviewBody: Codable, Sendable, Equatable {
    /// The Nutri-Score it would have.
    public var nutriScore: NutritionScoreResponse
    /// Each component's points, unfavourable first.
    public var components: [NutriScoreComponentBody]
    /// The single changes that give it the next better grade; empty at A.
    public var moves: [NutriScoreMoveBody]
    /// The listing rule over the menu with the dish saved.
    public var listing: MenuListingBody
    /// Whether saving would be refused because of the listing rule.
    public var breaksListing: Bool

    /// Creates a body.
    public init(
        nutriScore: NutritionScoreResponse, components: [NutriScoreComponentBody], moves: [NutriScoreMoveBody],
        listing: MenuListingBody, breaksListing: Bool
    ) {
        self.nutriScore = nutriScore
        self.components = components
        self.moves = moves
        self.listing = listing
        self.breaksListing = breaksListing
    }
}

/// `NutriScoreComponent`: one component's points.
public struct NutriScoreComponentBody: Codable, Sendable, Equatable {
    /// `energy`, `sugars`, `saturatedFat`, `salt`, `fiber`, `protein` or `fruitVegLegume`.
    public var component: String
    /// Its amount in 100 g (energy in kcal, fruit/vegetables/legumes in %, the rest in g).
    public var per100g: Double
    /// The points it costs or earns.
    public var points: Int
    /// "salt 1.4 g/100 g costs 6 points".
    public var text: String

    /// Creates a body.
    public init(component: String, per100g: Double, points: Int, text: String) {
        self.component = component
        self.per100g = per100g
        self.points = points
        self.text = text
    }
}

/// `NutriScoreMove`: one change that alone gives the dish the next better grade.
public struct NutriScoreMoveBody: Codable, Sendable, Equatable {
    /// The component changed.
    public var component: String
    /// The amount in 100 g it takes.
    public var per100g: Double
    /// The same amount in the portion.
    public var perPortion: Double
    /// The grade it would earn.
    public var grade: NutriGrade
    /// "salt at most 0.8 g/100 g (1.6 g a portion) would make it B".
    public var text: String

    /// Creates a body.
    public init(component: String, per100g: Double, perPortion: Double, grade: NutriGrade, text: String) {
        self.component = component
        self.per100g = per100g
        self.perPortion = perPortion
        self.grade = grade
        self.text = text
    }
}
