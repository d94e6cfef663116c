import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP

/// A dish's option groups for its restaurant's staff. The route group lets staff in (403 otherwise);
/// `OptionService` checks the dish is their restaurant's (404) and that only owners and managers save (403).
struct OptionRoutes {
    let options: OptionService

    func register(in api: inout APIRouter) {
        let options = self.options
        api.handle(Endpoints.dishOptions) { call in
            let (dish, canEdit) = try options.dish(ID(call.path.id), for: call.caller.account)
            return DishOptionsBody(dish, canEdit: canEdit)
        }
        api.handle(Endpoints.setDishOptions) { call in
            let saved = try options.setOptionGroups(
                call.body.groups.map(OptionGroupDraft.init), dishID: ID(call.path.id), by: call.caller.account)
            return DishOptionsBody(saved, canEdit: true)
        }
    }
}

extension DishOptionsBody {
    /// The API view of a dish's options.
    init(_ dish: Dish, canEdit: Bool) {
        self.init(
            dishId: dish.id.rawValue, name: dish.name, price: dish.price, canEdit: canEdit,
            groups: dish.optionGroups.map(OptionGroupBody.init))
    }
}

extension OptionGroupDraft {
    /// The draft a request's group carries.
    init(_ body: OptionGroupDraftBody) {
        self.init(
            id: body.id, name: body.name, minChoices: body.minChoices, maxChoices: body.maxChoices,
            options: body.options.map { option in
                OptionGroupDraft.Option(
                    id: option.id, name: option.name, priceDelta: option.priceDelta,
                    nutrition: option.nutrition ?? .zero, allergens: option.allergens ?? [],
                    unsuitableFor: option.unsuitableFor ?? [])
            })
    }
}
