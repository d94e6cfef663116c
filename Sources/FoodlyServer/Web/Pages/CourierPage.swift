import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// The courier screen: on/off duty, the offers to accept or decline before they expire, the deliveries taken
/// (pickup and customer addresses, the customer's first name, note and phone, what to collect, directions to the
/// restaurant until pickup and to the door after), pick up and deliver. While on duty with a delivery the page keeps
/// sending the position (app.js, `data-track`). The deliveries region refreshes by itself.
struct CourierPage {
    let context: WebContext
    let csrf: CSRF
    let courier: Courier
    let deliveries: [OrderDetails]
    let offers: [CourierOffer]
    /// When the page is drawn (offers count down from it).
    let now: Date
    /// The messages of each delivery with its customer.
    var conversations: [ID<Order>: [OrderMessage]] = [:]
    /// Why the last action on this screen was refused (a delivery moved out of turn, going off duty mid-delivery).
    var refusal: String? = nil

    func render() -> Node {
        context.layout.page(
            title: "Deliveries", activeTab: .deliveries, content: content(), tabs: Layout.Tab.bar(for: .courier))
    }

    @NodeBuilder
    private func content() -> [Node] {
        if let refusal { p(.class("notice notice-danger"), .role("alert"), .id("courier-refusal")) { refusal } }
        section(.class("card courier-duty")) {
            p {
                strong { courier.name }
                span(.class("muted block")) {
                    courier.available ? "On duty: deliveries are offered to you." : "Off duty."
                }
            }
            form(.method("post"), .action("/courier/availability")) {
                input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                input(.type("hidden"), .name("available"), .value(courier.available ? "0" : "1"))
                button(.class(courier.available ? "btn btn-secondary" : "btn btn-primary"), .type("submit")) {
                    courier.available ? "Go off duty" : "Go on duty"
                }
            }
            p(.id("locate-status"), .class("muted"), .role("status")) {}
        }
        section(
            .id("courier-deliveries"), .class("stack"), .data("refresh", "4000"), .aria("live", "polite"),
            .aria("label", "Deliveries")
        ) {
            for offer in offers { self.offer(offer) }
            let active = deliveries.filter { $0.order.status.isActive }
            if courier.available && !active.isEmpty {
                // app.js follows the position while this is on the page (on duty, with a delivery).
                span(.data("track", ""), .attr("hidden", "")) {}
            }
            if active.isEmpty && offers.isEmpty {
                div(.class("empty-state")) {
                    h2 { "No deliveries right now" }
                    p {
                        courier.available
                            ? "A delivery offered to you appears here by itself; you have a minute to take it."
                            : "Go on duty to get deliveries."
                    }
                }
            }
            for details in active { delivery(details) }
        }
        a(.class("card card-link"), .href("/courier/earnings"), .id("earnings-link")) {
            span(.class("card-title")) { "Earnings" }
            span(.class("muted block")) { "Pay, tips and cash collected, week by week" }
        }
        a(.class("card card-link"), .href("/courier/schedule"), .id("schedule-link")) {
            span(.class("card-title")) { "My week" }
            span(.class("muted block")) { "The hours you plan to ride, so the operator can count on you" }
        }
    }

    /// An offer with its deadline and the two answers.
    private func offer(_ offer: CourierOffer) -> Node {
        let number = offer.order.number
        let seconds = max(0, Int(offer.offer.expiresAt.timeIntervalSince(now).rounded(.up)))
        let tip = offer.order.pricing.tip
        return article(
            .class("card offer"), .id("offer-\(number)"), .aria("label", "Delivery offered: order \(number)")
        ) {
            div(.class("restaurant-card-head")) {
                h2(.class("card-title")) { "New delivery #\(number)" }
                if offer.joinsRun { span(.class("badge badge-green")) { "On your way" } }
            }
            p {
                strong { "Pick up: " }
                "\(offer.restaurant.name), \(offer.restaurant.address) — "
                offer.pickupKm < 0.05 ? "you are there" : "\(ConsoleRestaurantsPage.km(offer.pickupKm)) km from you"
            }
            p {
                strong { "Ride: " }
                "\(ConsoleRestaurantsPage.km(offer.tripKm)) km to the customer, \(OrdersPage.itemCount(offer.order))"
            }
            p(.class("offer-pay")) {
                strong { "Pays \(Money.format(offer.pay))" }
                if tip > 0 { " + \(Money.format(tip)) tip" }
            }
            p(.class("muted"), .id("offer-time-\(number)")) {
                span(.data("expires", ISO8601DateFormatter().string(from: offer.offer.expiresAt))) {
                    "\(seconds) s left to answer"
                }
            }
            div(.class("row")) {
                form(.method("post"), .action("/courier/offers/\(offer.offer.id.rawValue)/accept"), .data("busy", "")) {
                    input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                    button(.class("btn btn-primary"), .type("submit"), .id("accept-\(number)")) { "Accept" }
                }
                form(.method("post"), .action("/courier/offers/\(offer.offer.id.rawValue)/decline"), .data("busy", ""))
                {
                    input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                    button(.class("btn btn-secondary"), .type("submit"), .id("decline-\(number)")) { "Decline" }
                }
            }
        }
    }

    private func delivery(_ details: OrderDetails) -> Node {
        let order = details.order
        return article(.class("card"), .id("delivery-\(order.number)"), .aria("label", "Delivery \(order.number)")) {
            div(.class("restaurant-card-head")) {
                h2(.class("card-title")) { "#\(order.number)" }
                span(.class("badge badge-green")) { order.status == .ready ? "Ready for pickup" : order.status.label }
            }
            p {
                strong { "Pick up: " }
                "\(details.restaurant.name), \(details.restaurant.address)"
            }
            p {
                strong { "Deliver to: " }
                [details.customer?.firstName, order.address.line1, order.address.line2, order.address.instructions]
                    .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
            }
            if !order.notes.isEmpty {
                p(.class("notice"), .id("note-\(order.number)")) {
                    strong { "Customer's note: " }
                    order.notes
                }
            }
            // What to take at the door: nothing for a card order, the rest of the bill for one paid on delivery.
            p(.class("collect"), .id("collect-\(order.number)")) {
                strong {
                    details.payment == nil
                        ? "Collect \(Money.format(order.pricing.total - order.refunded)) (cash or card)"
                        : "Paid online — collect nothing"
                }
            }
            div(.class("row")) {
                if let phone = details.customer?.phone {
                    a(
                        .class("btn btn-secondary btn-small"), .href("tel:\(phone)"),
                        .id("customer-phone-\(order.number)"),
                        .aria(
                            "label",
                            "Call \(details.customer?.firstName ?? "the customer") at \(PhoneNumber.display(phone))")
                    ) { PhoneNumber.display(phone) }
                }
                let toDoor = order.status == .pickedUp
                a(
                    .class("btn btn-secondary btn-small"),
                    .href(CourierPage.directions(to: toDoor ? order.destination : details.restaurant.location)),
                    .id("directions-\(order.number)"), .attr("rel", "noopener"), .attr("target", "_blank")
                ) {
                    Icon.pin.node()
                    toDoor ? "Directions to the customer" : "Directions to the restaurant"
                }
            }
            p(.class("muted")) { OrdersPage.itemCount(order) }
            ul(.class("list-plain"), .aria("label", "In the bag")) {
                for item in order.items {
                    li {
                        "\(item.quantity) × \(item.name)"
                        LineDetails(item: item).render()
                    }
                }
            }
            if order.door.leaveAtDoor {
                p(.class("notice"), .id("leave-at-door-\(order.number)")) {
                    strong { "Leave at the door" }
                    " — no code: take a photo of the bag at the door as you leave it."
                }
            }
            if order.status == .pickedUp && order.door.leaveAtDoor {
                doorPhotoForm(order)
            } else if let (next, label) = CourierPage.action(for: order.status) {
                form(
                    .method("post"),
                    .action("/courier/deliveries/\(order.id.rawValue)/\(OrderActions.name(of: next))"),
                    .data("busy", "")
                ) {
                    input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                    if next == .delivered && !order.handoverCode.isEmpty {
                        div(.class("field")) {
                            FoodlyHTML.label(.for("code-\(order.number)")) { "Code the customer reads out" }
                            input(
                                .type("text"), .id("code-\(order.number)"), .name("code"),
                                .attr("inputmode", "numeric"), .attr("autocomplete", "off"), .attr("maxlength", "8"),
                                .attr("pattern", "[0-9 ]*"), .aria("required", "true"))
                        }
                    }
                    button(.class("btn btn-primary btn-block"), .type("submit")) { label }
                }
            } else {
                p(.class("muted")) { "The kitchen is preparing it." }
            }
            if order.status == .pickedUp { nobodyAnswers(order) }
            Conversation(
                order: order, messages: conversations[order.id] ?? [], reader: .courier,
                otherName: details.customer?.firstName ?? "the customer", csrf: csrf,
                clock: ClockTime(timeZone: details.restaurant.timeZone)
            ).render()
        }
    }

    /// The form that delivers an order left at the door: the phone's camera, then Delivered.
    private func doorPhotoForm(_ order: Order) -> Node {
        let inputID = "door-photo-\(order.number)"
        return form(
            .method("post"), .action("/courier/deliveries/\(order.id.rawValue)/door-photo"),
            .attr("enctype", "multipart/form-data"), .data("busy", "Sending the photo…"), .data("upload", "")
        ) {
            input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
            div(.class("field")) {
                FoodlyHTML.label(.for(inputID)) { "Photo of the order at the door" }
                input(
                    .type("file"), .id(inputID), .name("photo"), .attr("accept", "image/*"),
                    .attr("capture", "environment"), .aria("required", "true"))
            }
            button(.class("btn btn-primary btn-block"), .type("submit")) { "Delivered" }
        }
    }

    /// What to do when nobody answers the door: count a try (the first starts the wait), then, once the wait is
    /// over, give up.
    private func nobodyAnswers(_ order: Order) -> Node {
        let door = order.door
        let base = "/courier/deliveries/\(order.id.rawValue)"
        return div(.class("stack"), .id("door-\(order.number)")) {
            if let ends = door.waitEndsAt {
                p(.class("muted")) {
                    "Nobody answered \(door.attempts == 1 ? "once" : "\(door.attempts) times"). "
                    if door.mayGiveUp(at: now) {
                        "You have waited long enough: you may give up."
                    } else {
                        let minutes = max(1, Int((ends.timeIntervalSince(now) / 60).rounded(.up)))
                        "Keep trying: you may give up in \(minutes) min."
                    }
                }
            }
            div(.class("row")) {
                form(.method("post"), .action("\(base)/not-answering"), .data("busy", "")) {
                    input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                    button(.class("btn btn-secondary btn-small"), .type("submit")) {
                        door.attempts == 0 ? "Customer not answering" : "Tried again"
                    }
                }
                if door.mayGiveUp(at: now) {
                    form(.method("post"), .action("\(base)/give-up"), .data("busy", "")) {
                        input(.type("hidden"), .name(CSRF.field), .value(csrf.token))
                        button(.class("btn btn-danger btn-small"), .type("submit")) { "Give up: not delivered" }
                    }
                }
            }
        }
    }

    /// A maps link with the way to `point` (phones open their maps app).
    static func directions(to point: GeoPoint) -> String {
        "https://www.google.com/maps/dir/?api=1&destination=\(point.latitude),\(point.longitude)"
    }

    /// The courier's next move from a status.
    static func action(for status: OrderStatus) -> (OrderStatus, String)? {
        switch status {
        case .ready: (.pickedUp, "Picked up")
        case .pickedUp: (.delivered, "Delivered")
        default: nil
        }
    }
}
