import FoodlyAPI
import FoodlyApp
import FoodlyCore

extension MenuBody {
    /// The API view of a menu in the editor.
    init(_ menu: MenuOverview) {
        self.init(
            restaurant: RestaurantReference(id: menu.restaurant.id.rawValue, name: menu.restaurant.name),
            role: menu.role, canEdit: menu.canEdit,
            sections: menu.sections.map {
                MenuEditorSectionBody(name: $0.name, dishes: $0.dishes.map(MenuDishBody.init))
            },
            listing: MenuListingBody(menu.listing, message: menu.listingSummary))
    }
}

extension MenuDishBody {
    /// The API view of a dish in the editor.
    init(_ dish: Dish) {
        self.init(dish: DishBody(dish), draft: dish.menuDraft)
    }
}

extension MenuListingBody {
    /// The API view of the listing rule over a menu.
    init(_ rule: ListingRule, message: String) {
        self.init(holds: rule.holds, counted: rule.counted, good: rule.good, percent: rule.percent, message: message)
    }
}

extension MenuPreviewBody {
    /// The API view of a dish's preview.
    init(_ preview: MenuPreview) {
        let explanation = preview.explanation
        let score = explanation.score
        self.init(
            nutriScore: NutritionScoreResponse(score: score.score, grade: score.grade, points: score.points),
            components: explanation.lines.map {
                NutriScoreComponentBody(
                    component: $0.component.rawValue, per100g: $0.per100g, points: $0.points, text: $0.text)
            },
            moves: explanation.moves.map {
                NutriScoreMoveBody(
                    component: $0.component.rawValue, per100g: $0.per100g, perPortion: $0.perPortion, grade: $0.grade,
                    text: $0.text)
            },
            listing: MenuListingBody(preview.listing, message: preview.listingSummary),
            breaksListing: preview.breaksListing)
    }
}
