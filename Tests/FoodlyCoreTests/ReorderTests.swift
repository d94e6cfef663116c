import FoodlyCore
import Foundation
import Testing

/// ``Reorder``: what a past order puts back in the cart against the menu now.
@Suite("Order again rules")
struct ReorderTests {
    static func item(_ dish: Dish, quantity: Int, price: Int = 1000) -> Order.Item {
        Order.Item(
            dishID: dish.id, name: dish.name, unitPrice: price, quantity: quantity, kcal: 400, proteinG: 20, carbsG: 40,
            fatG: 10)
    }

    @Test func availableDishesGoBackSoldOutAndArchivedOnesAreNamedNewPricesToo() {
        let bowl = menuDish("Lentil Bowl", kcal: 400)
        var salad = menuDish("Green Salad", kcal: 200)
        salad.price = 1150
        let soup = menuDish("Soup", kcal: 150, available: false)
        let churros = menuDish("Churros", kcal: 450)
        let items = [
            Self.item(bowl, quantity: 2), Self.item(salad, quantity: 1), Self.item(soup, quantity: 1),
            Self.item(churros, quantity: 3),
            Order.Item(
                dishID: ID("gone"), name: "Old Special", unitPrice: 900, quantity: 1, kcal: 0, proteinG: 0, carbsG: 0,
                fatG: 0),
        ]
        let current = Dictionary(uniqueKeysWithValues: [bowl, salad, soup, churros].map { ($0.id, $0) })
        let plan = Reorder(items: items, current: current, archived: [churros.id])
        #expect(
            plan.lines == [Reorder.Line(dishID: bowl.id, quantity: 2), Reorder.Line(dishID: salad.id, quantity: 1)])
        #expect(
            plan.missing == [
                Reorder.Missing(name: "Soup", reason: .soldOut), Reorder.Missing(name: "Churros", reason: .archived),
                Reorder.Missing(name: "Old Special", reason: .archived),
            ])
        #expect(
            plan.missing.map(\.sentence) == [
                "Soup is sold out today.", "Churros is no longer on the menu.", "Old Special is no longer on the menu.",
            ])
        #expect(plan.repriced == [Reorder.PriceChange(name: "Green Salad", was: 1000, now: 1150)])
    }

    @Test func anEmptyOrderPutsNothingBack() {
        let plan = Reorder(items: [], current: [:], archived: [])
        #expect(plan.lines.isEmpty && plan.missing.isEmpty && plan.repriced.isEmpty)
    }
}
