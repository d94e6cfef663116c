import FoodlyAPI
import FoodlyApp
import FoodlyClient
import FoodlyCore
import FoodlyShared
import FoodlyTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The SDK covers the whole endpoint table: a tour through every SDK method on a live server, after which the
/// server's own request counters must show a successful answer for every endpoint of the table. An endpoint
/// added without an SDK method (or one the SDK cannot call) fails this test.
@Suite("Swift SDK: every endpoint")
struct ClientSDKCoverageTests {
    @Test func everyEndpointIsCalledSuccessfullyThroughTheSDK() async throws {
        let world = try OrderingWorld(couriers: 0, payments: try LocalStripe().provider)
        let live = try LiveServer(responder: world.app.responder)
        defer { live.stop() }
        let anonymous = FoodlyClient(
            baseURL: URL(string: live.baseURL)!, session: URLSession(configuration: .ephemeral))
        func client(_ role: Role) throws -> FoodlyClient {
            FoodlyClient(
                baseURL: anonymous.baseURL, token: try CatalogAPI.token(world.app, role: role),
                session: URLSession(configuration: .ephemeral))
        }
        let admin = try client(.admin)
        let staff = try client(.staff)
        let courier = try client(.courier)

        // Operations and the catalog, anonymously.
        #expect(try await anonymous.health().status == .ok)
        #expect(try await anonymous.openAPIDocument()["openapi"] == .string("3.1.0"))
        #expect(try await !anonymous.categories().items.isEmpty)
        let near = try await anonymous.restaurants(
            latitude: CatalogAPI.customer.latitude, longitude: CatalogAPI.customer.longitude)
        #expect(near.items.map(\.id) == [world.restaurantID])
        let menu = try await anonymous.restaurant(id: world.restaurantID)
        #expect(menu.summary.name == "Lentil Place")
        let first = try #require(menu.menu.first?.dishes.first)
        let detail = try await anonymous.dish(id: first.id)
        #expect(detail.dish == first && detail.restaurant.name == "Lentil Place")
        #expect(try await !anonymous.search("lentil").dishes.isEmpty)
        let score = try await anonymous.nutritionScore(
            NutritionScoreRequest(
                energyKj: 400, sugarsG: 2, saturatedFatG: 1, saltG: 0.3, fiberG: 4, proteinG: 8,
                fruitVegLegumePercent: 60))
        #expect(score.grade.rawValue == "A")
        let target = try await anonymous.nutritionTarget(
            BodyProfile(
                goal: .lose, sex: .female, age: 30, heightCm: 165, weightKg: 60, activity: .light, paceKgPerWeek: 0.25))
        #expect(target.kcal == 1540)

        // Admin: a restaurant, a coupon, a staff member and a courier.
        let imported = try JSONDecoder().decode(
            RestaurantImport.self,
            from: Data(CatalogAPI.body(CatalogAPI.restaurant("Second Place", northKm: 20)).utf8))
        #expect(try await admin.importRestaurants([imported])["name"] == .string("Second Place"))
        #expect(
            try await admin.createCoupon(
                CouponDraft(code: "SAVE5", description: "$5 off", kind: "fixed", amount: 500)
            ).code == "SAVE5")
        try await admin.assignStaff(email: "staff@example.com", restaurantId: world.restaurantID, role: .owner)
        let assigned = try await admin.auditLog(AuditQuery(action: .staffAssigned))
        #expect(assigned.items.map(\.subject.label) == ["staff@example.com"])
        _ = try await admin.createCourier(
            CourierRequest(
                email: "courier@example.com", phone: "+14155550111", vehicle: "bicycle",
                latitude: CatalogAPI.customer.latitude, longitude: CatalogAPI.customer.longitude))
        #expect(try await courier.setCourierAvailable(true).available)
        // The courier's week: evenings every day; the operator's cover counts them as scheduled at 19:00.
        #expect(try await courier.courierSchedule().hours.days.allSatisfy(\.isEmpty))
        let evenings = Array(repeating: [HoursPeriodBody(opens: "18:00", closes: "22:00")], count: 7)
        #expect(try await courier.setCourierSchedule(WeeklyHoursBody(days: evenings)).hours.fri == evenings[4])
        let utcDay = try await admin.courierHours(timeZone: "UTC")
        #expect(utcDay.hours.count == 24 && utcDay.hours[19].scheduled == 1 && utcDay.hours[3].scheduled == 0)

        // A customer account, its profile and its cart.
        let (_, registered) = try await anonymous.register(
            fullName: "Grace Hopper", email: "grace@example.com", password: "cobol1959!")
        // Confirming the address and a forgotten password, with the links mailed.
        func mailed(_ path: String) throws -> String {
            try #require(try world.app.mailbox.messages(to: "grace@example.com").compactMap { $0.token(path) }.last)
        }
        #expect(try await registered.resendEmailVerification().message.contains("grace@example.com"))
        try await anonymous.confirmEmail(token: try mailed("/verify"))
        #expect(try await registered.me().emailVerified)
        try await registered.logout()
        #expect(try await anonymous.requestPasswordReset(email: "grace@example.com").message.hasPrefix("If an account"))
        try await anonymous.confirmPasswordReset(token: try mailed("/reset"), password: "cobol1960!")
        let (_, customer) = try await anonymous.login(email: "grace@example.com", password: "cobol1960!")
        var patch = ProfilePatch()
        patch.dailyKcalTarget = .value(1800)
        #expect(try await customer.updateProfile(patch).dailyKcalTarget == 1800)
        #expect(try await customer.me().email == "grace@example.com")
        let bowl = try #require(world.dishes["Lentil Bowl"])
        let salad = try #require(world.dishes["Lentil Salad"])

        // "Fits my day" and the cart's lighter swaps.
        #expect(try await customer.restaurantFits(id: world.restaurantID, timeZone: "UTC").leftKcal == 1800)
        #expect(try await customer.searchFits("lentil", timeZone: "UTC").dishes.contains { $0.dish.id == bowl })
        let churros = try #require(world.dishes["Churros"])
        _ = try await customer.addToCart(dishId: churros)
        #expect(try await customer.cartSwaps().items.map(\.replacement.id) == [bowl])
        #expect(try await customer.swapCartItem(dishId: churros, to: bowl).items.map(\.dishId) == [bowl])
        try await customer.clearCart()
        _ = try await customer.addToCart(dishId: salad)
        #expect(try await customer.removeFromCart(dishId: salad).items.isEmpty)
        _ = try await customer.addToCart(dishId: bowl)
        #expect(try await customer.setQuantity(3, dishId: bowl).items.first?.quantity == 3)
        #expect(try await customer.applyCoupon("SAVE5").coupon?.code == "SAVE5")
        #expect(try await customer.removeCoupon().coupon == nil)
        #expect(try await customer.setTip(200).pricing.tip == 200)
        try await customer.clearCart()
        #expect(try await customer.cart().items.isEmpty)

        // An order from placing to delivery, watched live; then a review.
        _ = try await customer.addToCart(dishId: bowl, quantity: 2)
        _ = try await customer.setDeliveryAddress(
            Address(
                line1: "1 Market St", city: "San Francisco", latitude: CatalogAPI.customer.latitude,
                longitude: CatalogAPI.customer.longitude))
        let setup = try await customer.createCardSetup()
        #expect(setup.clientSecret.hasPrefix("seti_") && setup.publishableKey == LocalStripe.publishableKey)
        let cardID = try LocalStripe().enterCard("4242424242424242", setup: setup.clientSecret).get()
        let order = try await customer.placeOrder(card: cardID)
        #expect(order.payment.method == .card)
        #expect(try await customer.savedCards().cards.map(\.id) == [cardID])
        #expect(try await customer.setDefaultCard(id: cardID).cards.map(\.isDefault) == [true])
        let watched = Task {
            var statuses: [String] = []
            for try await update in try customer.orderEvents(id: order.id) { statuses.append(update.status.rawValue) }
            return statuses
        }
        let tracked = Task {
            var positions: [Double] = []
            for try await update in try customer.orderUpdates(id: order.id) {
                if case .position(let position) = update { positions.append(position.latitude) }
            }
            return positions
        }
        #expect(try await customer.orders().items.map(\.id) == [order.id])
        #expect(try await customer.order(id: order.id).status.rawValue == "placed")
        #expect(try await staff.kitchenOrders(statuses: ["placed"]).items.map(\.id) == [order.id])
        try await staff.setDishAvailable(false, dishId: salad)
        try await staff.setDishAvailable(true, dishId: salad)
        for move in [KitchenMove.accept, .preparing, .ready] {
            _ = try await staff.kitchenMove(move, orderId: order.id)
        }
        let offered = try #require(try await courier.deliveryOffers().items.first)
        #expect(offered.orderId == order.id)
        try await courier.declineOffer(offered.id)
        #expect(try await courier.deliveryOffers().items.isEmpty)
        try await admin.offerToEveryone(orderId: order.id)
        let toEveryone = try #require(try await courier.deliveryOffers().items.first)
        #expect(try await courier.acceptOffer(toEveryone.id).id == order.id)
        #expect(try await courier.deliveries().items.map(\.id) == [order.id])
        try await courier.setCourierLocation(
            latitude: CatalogAPI.customer.latitude + 0.001, longitude: CatalogAPI.customer.longitude)
        _ = try await courier.pickUp(orderId: order.id)
        let delivered = try await courier.deliver(orderId: order.id, code: try #require(order.handoverCode))
        #expect(delivered.status.rawValue == "delivered")
        #expect(try await watched.value.last == "delivered")
        #expect(try await tracked.value == [CatalogAPI.customer.latitude + 0.001], "the position at the pick-up")
        #expect(try await customer.reviewOrder(id: order.id, rating: 5, comment: "Warm and fast").rating == 5)

        // The restaurant's numbers: the delivered sale, its CSV row, the review answered in public. An order counts
        // on the day it is promised for, which late in the evening is tomorrow: ask for both days.
        let placedDay = DiaryDate(order.placedAt, in: TimeZone(identifier: "America/Los_Angeles")!)
        let (firstDay, lastDay) = (placedDay.text, placedDay.adding(days: 1).text)
        let numbers = try await staff.merchantNumbers(from: firstDay, to: lastDay)
        #expect(numbers.total.orders == 1 && numbers.total.sales == order.pricing.subtotal)
        let sold = try await staff.merchantOrders(on: firstDay).orders + staff.merchantOrders(on: lastDay).orders
        #expect(sold.map(\.id) == [order.id])
        #expect(try await staff.exportMerchantOrders(from: firstDay, to: lastDay).contains("\(order.number),delivered"))
        #expect(try await staff.merchantReviews().reviews.map(\.orderId) == [order.id])
        try await staff.replyToReview(orderId: order.id, text: "Thank you!")
        #expect(try await anonymous.restaurantReviews(world.restaurantID).reviews.first?.reply == "Thank you!")
        try await staff.removeReviewReply(orderId: order.id)

        // The operator's report: the delivered order's total, and its restaurant's row in the CSV.
        let report = try await admin.adminReport(restaurant: world.restaurantID)
        #expect(report.total.delivered == 1 && report.total.paid == order.pricing.total)
        #expect(try await admin.exportAdminReport().contains(",\(world.restaurantID),"))

        // A regular: the tip raised after delivery (charged to the card), the order put back in the cart, favourites kept and let go.
        let tipped = try await customer.raiseTip(orderId: order.id, to: 300)
        #expect(tipped.pricing.tip == 300 && tipped.pricing.total == order.pricing.total + 300)
        // The card paid for the order and its tip; it can go now.
        try await customer.removeSavedCard(id: cardID)
        #expect(try await customer.savedCards().cards.isEmpty)
        let again = try await customer.reorder(orderId: order.id)
        #expect(again.cart.items.map(\.dishId) == [bowl] && again.missing.isEmpty && again.repriced.isEmpty)
        _ = try await customer.removeFromCart(dishId: bowl)
        try await customer.setFavouriteRestaurant(id: world.restaurantID, true)
        try await customer.setFavouriteDish(id: bowl, true)
        let kept = try await customer.favourites()
        #expect(kept.restaurants.map(\.id) == [world.restaurantID] && kept.dishes.map(\.id) == [bowl])
        try await customer.setFavouriteRestaurant(id: world.restaurantID, false)
        try await customer.setFavouriteDish(id: bowl, false)
        #expect(try await customer.favourites() == FavouritesBody(restaurants: [], dishes: []))

        // The diary: the delivered order is in it; a meal added by hand, then taken out.
        let today = String((delivered.timeline.last?.at ?? order.placedAt).ISO8601Format().prefix(10))
        let diary = try await customer.diary(from: today, to: today, timeZone: "UTC")
        #expect(diary.days.first?.entries.map(\.orderId) == [order.id])
        let apple = try await customer.addDiaryEntry(DiaryEntryDraft(name: "Apple", kcal: 80))
        try await customer.removeDiaryEntry(id: apple.id)
        let csv = try await customer.exportDiary(from: today, to: today, timeZone: "UTC")
        #expect(csv.hasPrefix("date,time,name,kcal,protein_g,carbs_g,fat_g,source\r\n"))
        #expect(csv.contains(",order\r\n") && !csv.contains("Apple"))

        // The weight log: two days, one of them replaced, then taken out.
        _ = try await customer.recordWeight(72.4, on: today)
        #expect(try await customer.recordWeight(72.0, on: today).weightKg == 72)
        #expect(try await customer.weights(from: today, to: today).entries == [WeightEntry(date: today, weightKg: 72)])
        try await customer.removeWeight(on: today)
        #expect(try await customer.weights(from: today, to: today).entries.isEmpty)

        // The body profile: kept, read back, forgotten (the energy target it set stays).
        let saved = try await customer.saveBodyProfile(
            BodyProfile(
                goal: .keep, sex: .male, age: 40, heightCm: 180, weightKg: 80, activity: .moderate))
        #expect(try await customer.bodyProfile() == saved)
        try await customer.forgetBodyProfile()
        #expect(try await customer.bodyProfile().dailyKcalTarget == saved.target?.kcal)

        // Addresses: search and the nearest over a small table; saved addresses added, changed, listed, deleted.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sdk-\(UUID().uuidString).csv")
        try "number,street,city,latitude,longitude\n600,Valencia St,San Francisco,37.7617,-122.4217\n"
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try AddressImporter(environment: world.app.environment).importFile(at: file.path)
        let found = try await anonymous.searchAddresses("600 valencia", latitude: 37.76, longitude: -122.42)
        #expect(found.map(\.address.line1) == ["600 Valencia St"])
        #expect(try await anonymous.nearestAddress(latitude: 37.7618, longitude: -122.4216).address == found[0].address)
        let home = try await customer.addSavedAddress(
            SavedAddressDraft(label: .home, address: found[0].address.address))
        #expect(home.isDefault)
        let work = try await customer.updateSavedAddress(
            id: home.id, SavedAddressDraft(label: .work, address: found[0].address.address))
        #expect(work.label == .work && work.isDefault)
        #expect(try await customer.savedAddresses() == [work])
        try await customer.removeSavedAddress(id: home.id)
        #expect(try await customer.savedAddresses().isEmpty)

        // The operator's view of the delivered order: part of it refunded; another order cancelled with a reason.
        #expect(try await admin.operatorOrder(id: order.id).money.charged == tipped.pricing.total)
        let refunded = try await admin.refundOrder(id: order.id, amount: 100, reason: "Cold fries")
        #expect(refunded.money.refunded == 100 && refunded.order.refunded == 100)
        _ = try await customer.addToCart(dishId: bowl, quantity: 2)
        let doomed = try await customer.placeOrder()
        let stopped = try await admin.operatorCancelOrder(id: doomed.id, reason: "Storm")
        #expect(stopped.order.cancellationReason == "Storm" && stopped.money.remaining == 0)

        // One order cancelled by the customer, one rejected by the kitchen.
        for ending in ["cancelled", "rejected"] {
            _ = try await customer.addToCart(dishId: bowl, quantity: 2)
            let next = try await customer.placeOrder()
            let ended =
                ending == "cancelled"
                ? try await customer.cancelOrder(id: next.id)
                : try await staff.rejectOrder(next.id, because: KitchenRejection(reason: .busy))
            #expect(ended.status.rawValue == ending)
        }

        // An order for later through the SDK's checkout flow: quoted, placed for a slot, kept from the kitchen
        // until its time, moved to the next slot.
        _ = try await customer.addToCart(dishId: bowl, quantity: 2)
        let quote = try await customer.checkoutQuote()
        #expect(quote.payment.method == .onDelivery && quote.arrival != nil && quote.scheduledFor == nil)
        let slots = quote.slots
        try #require(slots.count > 8)
        let later = try await customer.checkout(scheduledFor: slots[4])
        #expect(later.status == .scheduled && later.scheduledFor == slots[4])
        #expect(try await !staff.kitchenOrders().items.contains { $0.id == later.id })
        #expect(try await customer.rescheduleOrder(id: later.id, to: slots[5]).scheduledFor == slots[5])
        #expect(try await customer.cancelOrder(id: later.id).status == .cancelled)

        // A dish's options: written by the kitchen's member made a manager, chosen by a customer on a line of its own.
        try await admin.assignStaff(email: "staff@example.com", restaurantId: world.restaurantID, role: .manager)
        let sized = try await staff.setDishOptions(
            dishId: bowl,
            groups: [
                OptionGroupDraftBody(
                    name: "Size", minChoices: 1, maxChoices: 1,
                    options: [OptionDraftBody(name: "Large", priceDelta: 150)])
            ])
        #expect(try await staff.dishOptions(dishId: bowl) == sized)
        let large = try #require(sized.groups.first?.options.first?.id)
        let line = try #require(try await customer.addToCart(dishId: bowl, options: [large]).items.last)
        #expect(line.options.map(\.name) == ["Large"] && line.lineId == "\(bowl)~\(large)")
        #expect(try await customer.removeFromCart(dishId: line.lineId).items.allSatisfy { $0.lineId != line.lineId })

        // A restaurant joins: applied for, approved by the operator (the CLI's service), its staff managed.
        let (_, applicant) = try await anonymous.register(
            fullName: "Olive Owner", email: "olive@example.com", password: "cobol1959!")
        let application = try JSONDecoder().decode(
            RestaurantApplicationRequest.self,
            from: Data(CatalogAPI.body(MerchantAPI.application("Olive Bowls", northKm: 40)).utf8))
        let applied = try await applicant.applyRestaurant(application)
        #expect(try await applicant.restaurantApplications().applications.map(\.id) == [applied.id])
        _ = try MerchantService(environment: world.app.environment).approve(ID(applied.id), by: .commandLine)
        _ = try await applicant.inviteStaff(email: "mona@example.com", role: .manager)
        let invite = try await applicant.resendStaffInvite(email: "mona@example.com")
        #expect(try await applicant.merchantStaff().invites == [invite])
        _ = try await applicant.inviteStaff(email: "nemo@example.com", role: .staff)
        try await applicant.revokeStaffInvite(email: "nemo@example.com")
        #expect(try await applicant.merchantStaff().invites == [invite])
        let (_, mona) = try await anonymous.register(
            fullName: "Mona Manager", email: "mona@example.com", password: "cobol1959!")
        let link = try #require(
            try world.app.mailbox.messages(to: "mona@example.com").compactMap { $0.token("/staff/join") }.last)
        let joined = try await mona.acceptStaffInvite(token: link)
        #expect(joined.role == .manager)
        try await applicant.changeStaffRole(memberId: joined.id, to: .staff)
        try await applicant.removeStaff(memberId: joined.id)
        #expect(try await applicant.merchantStaff().members.map(\.email) == ["olive@example.com"])

        // Its owner writes the menu: a dish checked first, added, changed, put in order, and one archived.
        func menuDish(_ name: String, section: String) throws -> MenuDishDraft {
            var object = CatalogAPI.dish(name)
            object["section"] = section
            return try JSONDecoder().decode(MenuDishDraft.self, from: Data(CatalogAPI.body(object).utf8))
        }
        let preview = try await applicant.previewMenuDish(
            MenuPreviewRequest(draft: try menuDish("Lentil Salad", section: "Salads")))
        #expect(preview.nutriScore.grade == .a && !preview.breaksListing)
        let menuSalad = try await applicant.addMenuDish(try menuDish("Lentil Salad", section: "Salads"))
        let menuBowl = try await applicant.addMenuDish(try menuDish("Green Bowl", section: "Bowls"))
        let menuSoup = try await applicant.addMenuDish(try menuDish("Pea Soup", section: "Bowls"))
        #expect(
            try await applicant.updateMenuDish(id: menuSoup.dish.id, menuDish("Pea Soup", section: "Soups")).draft
                .section
                == "Soups")
        try await applicant.arrangeMenu([
            MenuOrderSection(name: "Bowls", dishIds: [menuBowl.dish.id]),
            MenuOrderSection(name: "Soups", dishIds: [menuSoup.dish.id]),
            MenuOrderSection(name: "Salads", dishIds: [menuSalad.dish.id]),
        ])
        try await applicant.archiveMenuDish(id: menuSoup.dish.id)
        #expect(try await applicant.merchantMenu().sections.map(\.name) == ["Bowls", "Salads"])
        // Its hours, a closure, a pause and the preparation time.
        let lunch = [
            HoursPeriodBody(opens: "11:00", closes: "15:00"), HoursPeriodBody(opens: "17:00", closes: "22:00"),
        ]
        let week = try await applicant.setMerchantHours(WeeklyHoursBody(days: Array(repeating: lunch, count: 7)))
        #expect(week.hours.mon == lunch)
        let localToday = DiaryDate(Date(), in: TimeZone(identifier: week.timeZone) ?? .gmt)
        let closure = try await applicant.addClosure(
            first: localToday.adding(days: 10).text, last: localToday.adding(days: 11).text, reason: "Inventory")
        #expect(try await applicant.merchantSchedule().closures == [closure])
        try await applicant.removeClosure(id: closure.id)
        let paused = try await applicant.pauseOrders(minutes: 15)
        #expect(paused.paused && paused.closedReason == .paused && paused.pausedUntil != nil)
        #expect(try await applicant.resumeOrders().paused == false)
        #expect(try await applicant.setPrepTime(minutes: 25).prepMinutes == 25)
        // Photos: the kitchen's account made an owner uploads a dish photo and the cover, then removes both.
        try await admin.assignStaff(email: "staff@example.com", restaurantId: world.restaurantID, role: .owner)
        let png = Data(TestImages.make(.png, width: 320, height: 240))
        let photo = try await staff.setDishPhoto(dishId: bowl, image: png, mediaType: "image/png")
        #expect(photo.widths == [160, 320] && photo.imageUrl.hasSuffix("/320.jpg"))
        #expect(try await customer.dish(id: bowl).dish.imageUrl == photo.imageUrl)
        try await staff.removeDishPhoto(dishId: bowl)
        let cover = try await staff.setRestaurantPhoto(image: png, mediaType: "image/png")
        #expect(cover.srcset.contains("160w"))
        try await staff.removeRestaurantPhoto()

        // The operator's console: an application rejected, the next one approved, the restaurant found, looked at,
        // suspended and reinstated.
        let (_, basil) = try await anonymous.register(
            fullName: "Basil Owner", email: "basil@example.com", password: "cobol1959!")
        let basilApplication = try JSONDecoder().decode(
            RestaurantApplicationRequest.self,
            from: Data(CatalogAPI.body(MerchantAPI.application("Basil Bowls", northKm: 45)).utf8))
        let refused = try await basil.applyRestaurant(basilApplication)
        #expect(try await admin.consoleApplications(status: .pending).applications.map(\.id) == [refused.id])
        #expect(try await admin.rejectApplication(id: refused.id, reason: "Send the licence").status == .rejected)
        let second = try await basil.applyRestaurant(basilApplication)
        let basilBowls = try #require(try await admin.approveApplication(id: second.id).restaurantId)
        #expect(try await admin.consoleRestaurants(q: "basil").restaurants.map(\.id) == [basilBowls])
        #expect(try await admin.consoleRestaurant(id: basilBowls).staff.map(\.email) == ["basil@example.com"])
        #expect(try await admin.suspendRestaurant(id: basilBowls, reason: "Checks").listing == .suspended)
        #expect(try await admin.reinstateRestaurant(id: basilBowls).listing == .noDishes)
        #expect(
            try await admin.changeRestaurantTerms(id: basilBowls, RestaurantTermsPatch(taxRateBps: 900)).taxRateBps
                == 900)
        let lentils = try await customer.restaurant(id: world.restaurantID)
        let zone = DeliveryZone(
            name: "Market",
            polygon: [
                DeliveryZoneTestRing.square(
                    around: GeoPoint(latitude: lentils.latitude, longitude: lentils.longitude), halfDegrees: 0.01)
            ], deliveryFee: 99, minimumOrder: 500)
        #expect(try await admin.setRestaurantZones(id: world.restaurantID, [zone]) == [zone])
        #expect(try await admin.restaurantZones(id: world.restaurantID) == [zone])
        #expect(try await admin.setRestaurantZones(id: world.restaurantID, []).isEmpty)
        let rider = try #require(
            try await admin.consoleCouriers(timeZone: "UTC").couriers.first { $0.email == "courier@example.com" })
        #expect(try await admin.updateCourier(id: rider.id, CourierPatchRequest(vehicle: "car")).vehicle == .car)
        // Dispatch: how many deliveries a courier may carry, read and set back to what it was.
        let dispatch = try await admin.dispatchSettings()
        #expect(try await admin.setDispatchSettings(dispatch) == dispatch)

        // At the door: an order left there is delivered with a photo its customer sees; a door nobody opens.
        func carried(_ order: OrderBody) async throws {
            for move in [KitchenMove.accept, .preparing, .ready] {
                _ = try await staff.kitchenMove(move, orderId: order.id)
            }
            let offer = try #require(try await courier.deliveryOffers().items.first { $0.orderId == order.id })
            _ = try await courier.acceptOffer(offer.id)
            _ = try await courier.pickUp(orderId: order.id)
        }
        _ = try await customer.addToCart(dishId: salad, quantity: 2)
        let left = try await customer.placeOrder(leaveAtDoor: true)
        try await carried(left)
        let photographed = try await courier.sendDoorPhoto(orderId: left.id, image: png, mediaType: "image/png")
        #expect(photographed.doorstep.photoUrl == "/api/v1/orders/\(left.id)/door-photo")
        #expect(try await courier.deliver(orderId: left.id, code: nil).status == .delivered)
        #expect(try await customer.doorPhoto(orderId: left.id).mediaType == "image/jpeg")
        _ = try await customer.addToCart(dishId: salad, quantity: 2)
        let unanswered = try await customer.placeOrder()
        try await carried(unanswered)
        #expect(try await courier.sendMessage(orderId: unanswered.id, text: "At your door").sender == .courier)
        #expect(try await customer.messages(orderId: unanswered.id).items.map(\.text) == ["At your door"])
        #expect(try await courier.customerNotAnswering(orderId: unanswered.id).doorstep.attempts == 1)
        try DoorstepTests.backdateWait(world.app.database, unanswered.id)
        #expect(try await courier.giveUpDelivery(orderId: unanswered.id).status == .failed)
        // A courier who cannot finish on their phone: an operator marks the order delivered for them.
        _ = try await customer.addToCart(dishId: salad, quantity: 2)
        let stranded = try await customer.placeOrder()
        try await carried(stranded)
        let markedDelivered = try await admin.operatorDeliverOrder(id: stranded.id, reason: "Phone died")
        #expect(markedDelivered.order.status == .delivered)
        // Pickup: offered by the owner, chosen in the cart, handed over at the counter with the customer's code.
        #expect(try await staff.setPickup(true).offersPickup)
        _ = try await customer.addToCart(dishId: salad, quantity: 2)
        #expect(try await customer.setFulfilment(.pickup).pricing.deliveryFee == 0)
        let collected = try await customer.placeOrder()
        for move in [KitchenMove.accept, .preparing, .ready] {
            _ = try await staff.kitchenMove(move, orderId: collected.id)
        }
        let code = try #require(collected.handoverCode)
        #expect(try await staff.handOver(orderId: collected.id, code: code).status == .delivered)
        #expect(try await staff.setPickup(false).offersPickup == false)
        // An issue with a delivered order: reported by its customer, answered by an operator with a refund.
        let issue = try await customer.reportIssue(
            orderId: collected.id, OrderIssueDraft(kind: .missingItem, details: "No lentils in the bag"))
        #expect(try await customer.setIssuePhoto(id: issue.id, image: png, mediaType: "image/png").hasPhoto)
        #expect(try await admin.issuePhoto(id: issue.id).mediaType == "image/jpeg")
        #expect(try await admin.openIssues().items.map(\.issue.id).contains(issue.id))
        let issueAnswer = try await admin.answerIssue(
            id: issue.id, OrderIssueAnswer(refund: 100, bearer: .restaurant, answer: "Refunded, sorry"))
        #expect(issueAnswer.state == .refunded)
        #expect(try await customer.orderIssues(orderId: collected.id).items.map(\.state) == [.refunded])

        // The operator's board: an order waiting in the kitchen, given to a second courier while the board's stream
        // listens.
        let boardChanges = Task {
            for try await change in try admin.boardEvents() where !change.orderIds.isEmpty { return change.orderIds }
            return []
        }
        let events = world.app.environment.orderEvents
        for _ in 0..<500 where events.listenerCount == 0 { try await Task.sleep(for: .milliseconds(10)) }
        _ = try await customer.addToCart(dishId: salad, quantity: 2)
        let waiting = try await customer.placeOrder()
        _ = try AccountService(environment: world.app.environment).register(
            Registration(fullName: "Rita Rider", email: "rider2@example.com", password: "abcdef1!"), role: .courier,
            signIn: false)
        _ = try await admin.createCourier(
            CourierRequest(
                email: "rider2@example.com", phone: "+14155550112", vehicle: "scooter",
                latitude: CatalogAPI.customer.latitude, longitude: CatalogAPI.customer.longitude))
        let board = try await admin.adminBoard()
        let free = try #require(board.couriers.first { $0.currentDelivery == nil })
        #expect(board.orders.map(\.id).contains(waiting.id))
        let given = try await admin.reassignCourier(orderId: waiting.id, courierId: free.id)
        #expect(given.courier?.name == free.name)
        #expect(try await !boardChanges.value.isEmpty)

        // The console: an account found, locked and opened again; coupons listed, changed and ended.
        let grace = try #require(try await admin.findAccounts("grace@example.com").accounts.first)
        #expect(try await admin.adminAccount(grace.id).account.email == "grace@example.com")
        #expect(try await admin.lockAccount(grace.id, reason: "Chargeback").lockedReason == "Chargeback")
        #expect(try await admin.unlockAccount(grace.id).lockedAt == nil)
        #expect(try await admin.adminCoupons().coupons.contains { $0.code == "SAVE5" })
        #expect(try await admin.adminCoupon("save5").coupon.code == "SAVE5")
        #expect(try await admin.setCouponTerms("SAVE5", CouponTerms(totalLimit: 100)).totalLimit == 100)
        #expect(try await admin.expireCoupon("SAVE5").state == .expired)

        let metrics = try await anonymous.metrics()
        let answered = Self.successfulRoutes(in: metrics)
        for endpoint in Endpoints.all {
            #expect(answered.contains(endpoint.route), "no successful SDK call of \(endpoint.route)")
        }
    }

    /// `METHOD template` of every route the server counted a 2xx answer for (`/metrics` counts itself
    /// afterwards, so its own request is taken as answered).
    static func successfulRoutes(in metrics: String) -> Set<String> {
        var routes: Set<String> = ["GET /metrics"]
        for line in metrics.split(separator: "\n") where line.hasPrefix("http_requests_total{") {
            let labels = Dictionary(
                line.dropFirst("http_requests_total{".count).prefix { $0 != "}" }.split(separator: ",").compactMap {
                    pair -> (String, String)? in
                    let parts = pair.split(separator: "=", maxSplits: 1)
                    guard parts.count == 2 else { return nil }
                    return (String(parts[0]), parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
                }, uniquingKeysWith: { first, _ in first })
            if let route = labels["route"], let method = labels["method"], labels["status"]?.hasPrefix("2") == true {
                routes.insert("\(method) \(RouteTemplate.of(route))")
            }
        }
        return routes
    }
}
