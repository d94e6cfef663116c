import FoodlyCore
import FoodlyStore
import Foundation

/// The server-side cart: one per user, one restaurant at a time, prices always from the catalog.
public struct CartService: Sendable {
    let environment: AppEnvironment
    private let carts: SQLCartStore

    /// The largest tip, in cents.
    public static let maxTip = TipRaise.maximum

    /// Creates the service.
    public init(environment: AppEnvironment) {
        self.environment = environment
        carts = SQLCartStore(database: environment.database)
    }

    /// The user's cart, priced now.
    public func cart(for user: UserAccount) throws -> CartQuote {
        try OrderingStores.read(environment.database) {
            try CartService.quote(user: user, $0, at: environment.clock.now())
        }
    }

    /// Where this customer's order would go now, and where lists and prices are seen from: the cart's address, else
    /// the default saved address, else the profile's; nil before they have any.
    public func deliveryAddress(for user: UserAccount) throws -> Address? {
        try OrderingStores.read(environment.database) { stores in
            let cart = try stores.carts.cart(userID: user.id)
            return try cart.address ?? CartService.defaultAddress(user, cart, stores)
        }
    }

    /// Adds `quantity` of a dish with the chosen `options` and the customer's `note` for the kitchen (to the line of
    /// that dish with those options and that note if there is one: other options or another note make another line;
    /// a note ``KitchenNote`` refuses is 422 on `note`). Another restaurant's dish while the cart holds something is
    /// `cart_restaurant_conflict`, unless `replacing` starts a new cart with it (lines and coupon go, address and tip
    /// stay); unknown dishes 404; options that are no valid choice for the dish (`OptionRules.choice`) 422;
    /// quantities 1–50 per line; a suspended restaurant's dish is `restaurant_suspended`.
    public func add(
        dishID: ID<Dish>, quantity: Int, options: [ID<DishOption>] = [], note: String = "", for user: UserAccount,
        replacing: Bool = false
    ) throws -> CartQuote {
        guard (1...CartService.maxLineQuantity).contains(quantity) else { throw OrderingError.quantity }
        let note = try KitchenNote.checked(note)
        return try change(user) { cart, stores in
            guard let dish = try stores.catalog.dishes(ids: [dishID], includingArchived: false)[dishID] else {
                throw OrderingError.dishNotFound
            }
            _ = try OptionRules.choice(options, from: dish.optionGroups)
            try CartService.refuseSuspended(dish.restaurantID, stores)
            try CartService.hold(dish.restaurantID, in: &cart, replacing: replacing)
            let line = CartRecord.Line(dishID: dishID, quantity: quantity, options: options, note: note)
            if let index = cart.items.firstIndex(where: { $0.isSame(as: line) }) {
                let total = cart.items[index].quantity + quantity
                guard total <= CartService.maxLineQuantity else { throw OrderingError.quantity }
                cart.items[index].quantity = total
            } else {
                cart.items.append(line)
            }
        }
    }

    /// Refuses a dish of a restaurant an operator suspended: `restaurant_suspended`.
    static func refuseSuspended(_ restaurantID: ID<Restaurant>, _ stores: OrderingStores) throws {
        if let restaurant = try stores.catalog.restaurant(id: restaurantID), restaurant.suspension != nil {
            throw OrderingError.blocking(.suspended(restaurant))
        }
    }

    /// Sets a line's quantity (0 removes it; nil keeps it) and, when `note` is given, its note for the kitchen.
    /// `line` is the line's key (`CartRecord.Line.key`: the dish id alone for a line without options or note); a
    /// line not in the cart is 404. A new note gives the line a new key; when another line already has that dish,
    /// options and note the two become one, in that line's place (quantities added, at most `maxLineQuantity`).
    public func setQuantity(_ quantity: Int?, note: String? = nil, line: String, for user: UserAccount) throws
        -> CartQuote
    {
        if let quantity, !(0...CartService.maxLineQuantity).contains(quantity) { throw OrderingError.quantity }
        let note = try note.map { try KitchenNote.checked($0) }
        return try change(user) { cart, _ in
            guard let index = cart.items.firstIndex(where: { $0.key == line }) else {
                throw OrderingError.dishNotFound
            }
            guard quantity != 0 else {
                cart.items.remove(at: index)
                return
            }
            if let quantity { cart.items[index].quantity = quantity }
            if let note { cart.items[index].note = note }
            let changed = cart.items[index]
            if let other = cart.items.indices.first(where: { $0 != index && cart.items[$0].isSame(as: changed) }) {
                guard cart.items[other].quantity + changed.quantity <= CartService.maxLineQuantity else {
                    throw OrderingError.quantity
                }
                cart.items[other].quantity += changed.quantity
                cart.items.remove(at: index)
            }
        }
    }

    /// The best lighter swap for each plain line of the user's cart (no options, no note: its key is the dish id),
    /// by ``LighterSwap``: same restaurant, same kind, available, at least 100 kcal lighter, never with an allergen
    /// they avoid or outside a diet they follow.
    public func swaps(for user: UserAccount) throws -> [LighterSwap] {
        let cart = try carts.cart(userID: user.id)
        guard let restaurantID = cart.restaurantID, !cart.items.isEmpty else { return [] }
        let menu = try SQLCatalogStore(database: environment.database).dishes(restaurantID: restaurantID)
        let byID = Dictionary(menu.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let lines = cart.items.filter { $0.options.isEmpty && $0.note.isEmpty }.compactMap { line in
            byID[line.dishID].map { (dish: $0, quantity: line.quantity) }
        }
        return LighterSwap.best(for: lines, menu: menu, avoiding: user.avoidAllergens, diets: user.diets)
    }

    /// Replaces a line (by its key, `CartRecord.Line.key`) by another dish of the cart's restaurant without
    /// options, keeping its quantity and note (added to that dish's line with that note when it is in the cart
    /// already). A line not in the cart, or an unknown replacement, is 404; another restaurant's is `cart_restaurant_conflict`; a sold-out one
    /// `dish_unavailable`; one that needs a choice of options 422.
    public func swap(line: String, to replacementID: ID<Dish>, for user: UserAccount) throws -> CartQuote {
        try change(user) { cart, stores in
            guard let index = cart.items.firstIndex(where: { $0.key == line }) else {
                throw OrderingError.dishNotFound
            }
            guard
                let replacement = try stores.catalog.dishes(ids: [replacementID], includingArchived: false)[
                    replacementID]
            else {
                throw OrderingError.dishNotFound
            }
            guard replacement.restaurantID == cart.restaurantID else { throw OrderingError.swapElsewhere }
            guard replacement.available else { throw OrderingError.soldOut(replacement.name) }
            _ = try OptionRules.choice([], from: replacement.optionGroups)
            let quantity = cart.items[index].quantity
            let swapped = CartRecord.Line(dishID: replacementID, quantity: quantity, note: cart.items[index].note)
            guard !swapped.isSame(as: cart.items[index]) else { return }
            if let other = cart.items.firstIndex(where: { $0.isSame(as: swapped) }) {
                guard cart.items[other].quantity + quantity <= CartService.maxLineQuantity else {
                    throw OrderingError.quantity
                }
                cart.items[other].quantity += quantity
                cart.items.remove(at: index)
            } else {
                cart.items[index] = swapped
            }
        }
    }

    /// Applies a coupon after checking it against the cart now; a refusal names its reason.
    public func applyCoupon(_ code: String, for user: UserAccount) throws -> CartQuote {
        try change(user) { cart, stores in
            guard let coupon = try stores.coupons.coupon(code: code) else {
                throw OrderingError.blocking(.coupon(.unknown))
            }
            cart.couponCode = coupon.code
            let quote = try CartService.quote(user: user, cart: cart, stores, at: environment.clock.now())
            if let problem = quote.problems.first(where: { $0.kind == .invalid }) {
                throw OrderingError.blocking(problem)
            }
        }
    }

    /// Removes the coupon.
    public func removeCoupon(for user: UserAccount) throws -> CartQuote {
        try change(user) { cart, _ in cart.couponCode = nil }
    }

    /// Sets the delivery address for this cart; outside the restaurant's area is `outside_delivery_area`.
    public func setAddress(_ address: Address, for user: UserAccount) throws -> CartQuote {
        let checked = try address.validated(prefix: "")
        return try change(user) { cart, stores in
            if let id = cart.restaurantID, !cart.items.isEmpty, let restaurant = try stores.catalog.restaurant(id: id),
                !restaurant.delivers(to: GeoPoint(latitude: checked.latitude, longitude: checked.longitude))
            {
                throw OrderingError(
                    kind: .invalid, code: CartProblem.outside.code, message: CartProblem.outside.message)
            }
            cart.address = checked
        }
    }

    /// Sets the tip (0 to $100).
    public func setTip(_ amount: Int, for user: UserAccount) throws -> CartQuote {
        guard (0...CartService.maxTip).contains(amount) else { throw OrderingError.tip }
        return try change(user) { cart, _ in cart.tip = amount }
    }

    /// Chooses delivery or pickup for this cart. Pickup needs a cart whose restaurant offers it
    /// (`pickup_unavailable` otherwise); it drops the delivery fee, the tip and the address checks.
    public func setFulfilment(_ fulfilment: Fulfilment, for user: UserAccount) throws -> CartQuote {
        try change(user) { cart, stores in
            if fulfilment == .pickup {
                let restaurant = try cart.restaurantID.flatMap { try stores.catalog.restaurant(id: $0) }
                guard let restaurant, !cart.items.isEmpty, restaurant.offersPickup else {
                    throw OrderingError.pickupUnavailable(restaurant.map(\.name))
                }
            }
            cart.fulfilment = fulfilment
        }
    }

    /// Empties the cart (coupon, tip and, unless `keepingAddress`, the address too).
    public func clear(for user: UserAccount, keepingAddress: Bool = false) throws {
        try carts.update(userID: user.id, at: environment.clock.now()) { cart in
            var emptied = CartRecord.empty
            if keepingAddress { emptied.address = cart.address }
            return emptied
        }
    }

    /// The most of one dish a cart line holds.
    public static let maxLineQuantity = 50

    /// Makes `cart` one of `restaurantID`'s: another restaurant's lines are `cart_restaurant_conflict`, unless
    /// `replacing` starts a new cart (lines and coupon go, address and tip stay).
    static func hold(_ restaurantID: ID<Restaurant>, in cart: inout CartRecord, replacing: Bool) throws {
        if replacing && cart.restaurantID != restaurantID {
            cart.items = []
            cart.couponCode = nil
            cart.fulfilment = .delivery
        }
        if let current = cart.restaurantID, !cart.items.isEmpty, current != restaurantID {
            throw OrderingError.restaurantConflict
        }
        cart.restaurantID = restaurantID
    }

    /// Changes the cart in one transaction and prices the result.
    func change(
        _ user: UserAccount, _ body: (inout CartRecord, OrderingStores) throws -> Void
    ) throws -> CartQuote {
        let now = environment.clock.now()
        return try OrderingStores.write(environment.database) { stores in
            var cart = try stores.carts.cart(userID: user.id)
            try body(&cart, stores)
            if cart.items.isEmpty {
                cart.restaurantID = nil
                cart.fulfilment = .delivery
            }
            try stores.carts.save(cart, userID: user.id, at: now)
            return try CartService.quote(user: user, cart: cart, stores, at: now)
        }
    }

    /// The user's stored cart, priced.
    static func quote(user: UserAccount, _ stores: OrderingStores, at now: Date) throws -> CartQuote {
        try quote(user: user, cart: try stores.carts.cart(userID: user.id), stores, at: now)
    }

    /// A cart priced against the catalog and coupon rules as they are in this transaction (`forLater`: for a slot,
    /// so a restaurant closed now does not stop it).
    static func quote(
        user: UserAccount, cart: CartRecord, _ stores: OrderingStores, at now: Date, forLater: Bool = false
    ) throws -> CartQuote {
        let restaurant = try cart.restaurantID.flatMap { try stores.catalog.restaurant(id: $0) }
        let dishes = try stores.catalog.dishes(ids: cart.items.map(\.dishID))
        var coupon: (Coupon, CouponUse)?
        if let code = cart.couponCode, let found = try stores.coupons.coupon(code: code), let restaurant {
            let redemptions = try stores.coupons.redemptions(code: found.code, userID: user.id)
            coupon = (
                found,
                CouponUse(
                    subtotal: 0, restaurantID: restaurant.id, instant: now, totalRedemptions: redemptions.total,
                    customerRedemptions: redemptions.mine, customerOrders: try stores.orders.orderCount(userID: user.id)
                )
            )
        }
        return CartQuote(
            cart: cart, restaurant: restaurant, dishes: dishes, coupon: coupon,
            fallbackAddress: try defaultAddress(user, cart, stores), at: now,
            forLater: forLater)
    }

    /// The address a cart without one delivers to: the customer's default saved address, else the profile's.
    static func defaultAddress(_ user: UserAccount, _ cart: CartRecord, _ stores: OrderingStores) throws -> Address? {
        guard cart.address == nil else { return user.address }
        return try stores.savedAddresses.addresses(userID: user.id).first { $0.isDefault }?.address ?? user.address
    }
}
