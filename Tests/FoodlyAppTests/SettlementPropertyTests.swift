import FoodlyApp
import FoodlyCore
import FoodlyShared
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// Random order histories (placed, refunded in parts before and after delivery by whoever bears them, cancelled or
/// rejected, tipped after delivery, disputed, paid by card or in cash) written through ``Settlement`` into the
/// store: the database takes every entry (it refuses one that does not balance), and what each account holds for
/// each order is what the rules say, worked out here on their own, to the cent.
@Suite("Settlement: random order histories")
struct SettlementPropertyTests {
    /// What the test expects of one order, built as its history is written.
    struct Expected {
        var restaurant = 0
        var courier = 0
        var tax = 0
        var platformRevenue = 0
        var taken = 0
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func everyEntryBalancesAndEachOrdersAccountsHoldWhatTheRulesSay(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let fixture = try LedgerFixture(try TestDatabase.migrated())
        let terms = SettlementTerms.standard
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        var expected: [String: Expected] = [:]
        for number in 1...40 {
            let id = "order-\(seed)-\(number)"
            let orderID = ID<Order>(id)
            // One in five is collected at the counter: no courier, no delivery fee, no tip, cash the restaurant's.
            let pickup = Int.random(in: 0..<5, using: &random) == 0
            let courier = pickup ? nil : ID<Courier>("courier-\(Int.random(in: 1...3, using: &random))")
            let subtotal = Int.random(in: 500...6000, using: &random)
            let discount = Bool.random(using: &random) ? Int.random(in: 0...(subtotal / 4), using: &random) : 0
            let delivery = pickup ? 0 : Int.random(in: 0...600, using: &random)
            let service = Int.random(in: 0...400, using: &random)
            let tax = Money.percent(subtotal - discount + service, basisPoints: 875)
            let tip = !pickup && Bool.random(using: &random) ? Int.random(in: 0...500, using: &random) : 0
            let pricing = PriceBreakdown(
                subtotal: subtotal, discount: discount, deliveryFee: delivery, serviceFee: service, tax: tax, tip: tip,
                total: subtotal - discount + delivery + service + tax + tip)
            let byCard = Bool.random(using: &random)
            let km = Double.random(in: 0...8, using: &random)
            let time = start.addingTimeInterval(Double(number) * 600)
            try fixture.insertOrder(id, number: number, status: .placed, pricing: pricing, at: time)
            let order = try #require(try fixture.database.read { try OrderQueries($0).order(id: orderID) })
            var model = Expected()
            let commission = terms.commission(on: subtotal)
            model.restaurant = subtotal - commission
            model.platformRevenue = commission + delivery + service - discount

            try write(fixture) {
                try $0.post(try Settlement.placed(order, terms: terms, reason: "order placed", at: time))
            }
            var refundsBefore = 0
            for round in 0..<Int.random(in: 0...2, using: &random) {
                let amount = try refund(
                    fixture, orderID, "before-\(round)", courier: courier, byCard: byCard, model: &model, &random,
                    at: time)
                refundsBefore += amount
            }
            if Int.random(in: 0..<4, using: &random) == 0 {
                // Cancelled or rejected: everything it moved is undone.
                try write(fixture) { ledger in
                    let entry = try Settlement.closed(
                        orderID, balances: try ledger.balances(orderID: orderID),
                        status: Bool.random(using: &random) ? .cancelled : .rejected, by: nil, at: time)
                    if let entry { try ledger.post(entry) }
                }
                expected[id] = Expected()
                continue
            }
            let billLeft = pricing.total - refundsBefore
            let pay = pickup ? 0 : terms.courierPay(km: km)
            // One delivery in five never reaches a hand: nobody answered the door (a card is charged, cash not
            // collected).
            let unanswered = !pickup && Int.random(in: 0..<5, using: &random) == 0
            try write(fixture) { ledger in
                let held = try ledger.balances(orderID: orderID)
                #expect(held[.customer(orderID)] ?? 0 == billLeft)
                let tipHeld = -(held[.tips(orderID)] ?? 0)
                let entries =
                    unanswered
                    ? try Settlement.undelivered(
                        orderID, courier: courier, byCard: byCard, billLeft: billLeft, tipHeld: tipHeld, km: km,
                        terms: terms, at: time)
                    : try Settlement.delivered(
                        orderID, courier: courier, byCard: byCard, billLeft: billLeft, tipHeld: tipHeld, km: km,
                        terms: terms, at: time, counter: pickup ? fixture.restaurant : nil)
                for entry in entries { try ledger.post(entry) }
            }
            let written = unanswered && !byCard ? billLeft : 0
            model.taken = billLeft - written
            if pickup && !byCard { model.restaurant -= billLeft }  // paid at its counter: the restaurant holds it
            model.platformRevenue -= written
            model.courier += pay + tip
            model.tax = tax
            model.platformRevenue -= pay + terms.cardFee(on: byCard ? billLeft : 0)
            for round in 0..<Int.random(in: 0...2, using: &random) {
                _ = try refund(
                    fixture, orderID, "after-\(round)", courier: courier, byCard: byCard, model: &model, &random,
                    at: time)
            }
            if byCard && !pickup {
                for raise in 0..<Int.random(in: 0...2, using: &random) {
                    let amount = Int.random(in: 1...400, using: &random)
                    try write(fixture) { ledger in
                        for entry in try Settlement.tip(
                            amount, id: "tip-\(id)-\(raise)", of: orderID, courier: courier, byCard: true,
                            terms: terms, at: time)
                        {
                            try ledger.post(entry)
                        }
                    }
                    model.courier += amount
                    model.platformRevenue -= terms.cardFee(on: amount)
                }
                if Int.random(in: 0..<5, using: &random) == 0 {
                    let lost = Int.random(in: 1...max(1, billLeft), using: &random)
                    try write(fixture) {
                        try $0.post(try Settlement.dispute(lost, id: "dispute-\(id)", of: orderID, at: time))
                    }
                    model.platformRevenue -= lost
                }
            }
            expected[id] = model
        }

        // The database holds no entry whose postings do not sum to zero.
        let lopsided = try fixture.database.read { connection in
            try connection.query(
                "SELECT entry_id FROM ledger_postings GROUP BY entry_id HAVING SUM(amount) <> 0", [])
        }
        #expect(lopsided.isEmpty)
        var whole: [LedgerAccount.Kind: Int] = [:]
        for (id, model) in expected {
            let balances = try fixture.database.read { try LedgerQueries($0).balances(orderID: ID(id)) }
            var byKind: [LedgerAccount.Kind: Int] = [:]
            for (account, amount) in balances { byKind[account.kind, default: 0] += amount }
            for (kind, amount) in byKind { whole[kind, default: 0] += amount }
            #expect(byKind[.customer] ?? 0 == 0, "\(id): the bill is settled")
            #expect(byKind[.tipsPayable] ?? 0 == 0, "\(id): the tip went to the courier")
            #expect(-(byKind[.restaurantPayable] ?? 0) == model.restaurant, "\(id): the restaurant's share")
            #expect(-(byKind[.courierPayable] ?? 0) == model.courier, "\(id): the courier's pay and tips")
            #expect(-(byKind[.taxPayable] ?? 0) == model.tax, "\(id): the tax")
            let result = byKind.filter { $0.key.isPlatformResult }.values.reduce(0, +)
            #expect(-result == model.platformRevenue, "\(id): Foodly's revenue less its costs")
            let taken = try fixture.database.read { try LedgerQueries($0).entries(orderID: ID(id)) }
                .filter { $0.event == .captured || $0.event == .cashCollected }.map(\.amount).reduce(0, +)
            #expect(taken == model.taken, "\(id): what was taken at the door or from the card")
        }
        // Money held (at the processor, in couriers' pockets) is what is owed plus what Foodly made.
        let shares = LedgerShares(
            Dictionary(whole.map { (LedgerAccount($0.key), $0.value) }, uniquingKeysWith: +))
        #expect(shares.reconciles && shares.unpaidBills == 0)
        #expect(shares.restaurants == expected.values.map(\.restaurant).reduce(0, +))
        #expect(shares.platform == expected.values.map(\.platformRevenue).reduce(0, +))
    }

    /// Writes a random refund of what is left of `orderID`'s bill (nothing when nothing is left), borne by a random
    /// bearer, and adds its shares to `model`; the amount.
    private func refund(
        _ fixture: LedgerFixture, _ orderID: ID<Order>, _ name: String, courier: ID<Courier>?, byCard: Bool,
        model: inout Expected, _ random: inout SeededRandom, at time: Date
    ) throws -> Int {
        let left = try fixture.database.read { try LedgerQueries($0).money(orderID: orderID).remaining }
        guard left > 0 else { return 0 }
        let amount = Int.random(in: 1...left, using: &random)
        let bearer = RefundBearer.allCases.randomElement(using: &random) ?? .platform
        try write(fixture) { ledger in
            try ledger.post(
                try Settlement.refund(
                    amount, id: "\(orderID.rawValue)-\(name)", of: orderID, restaurant: fixture.restaurant,
                    courier: courier, bearer: bearer,
                    billLeft: try ledger.balances(orderID: orderID)[.customer(orderID)] ?? 0,
                    byCard: byCard, reason: "test", by: nil, at: time))
        }
        let shares = bearer.shares(of: amount)
        model.restaurant -= shares.restaurant
        // Without a courier (a pickup), Foodly bears a courier's share.
        model.platformRevenue -= shares.platform + (courier == nil ? shares.courier : 0)
        model.courier -= courier == nil ? 0 : shares.courier
        return amount
    }

    /// Runs `body` on the ledger in one write transaction.
    private func write(_ fixture: LedgerFixture, _ body: (LedgerQueries) throws -> Void) throws {
        try fixture.database.write { try body(LedgerQueries($0)) }
    }
}
