import FoodlyApp
import FoodlyCore
import FoodlyHTML
import Foundation

/// The live operations board (`/admin/board`): the counts, the city map, the orders in flight (late ones and ones
/// waiting for a courier first, each linking to the console's order page, each with a form giving it to a free
/// courier on duty) and the couriers on duty. `#board` follows the board's event stream with JavaScript (app.js
/// fetches the page again and swaps it); without, the Refresh link does.
struct BoardPage {
    let console: ConsoleLayout
    let csrf: CSRF
    let board: Board
    let clock: ClockTime
    /// What the page says after a change.
    var notice: String?
    /// A refused change, shown at the top.
    var refusal: String?

    func render() -> Node {
        console.page(
            title: "Live board", section: .board,
            content: [
                div(
                    .class("stack board"), .id("board"), .data("board-events", "/api/v1/admin/board/events"),
                    .data("status", "board-status"), .data("updated", "Board updated.")
                ) {
                    div(.class("board-head")) {
                        h1(.class("page-title")) { "Live board" }
                        p(.class("muted")) {
                            "As of \(clock.clock(board.at)) · "
                            a(.href("/admin/board"), .id("board-refresh")) { "Refresh" }
                        }
                    }
                    if let notice { p(.class("notice notice-success"), .role("status")) { notice } }
                    if let refusal {
                        p(.class("notice notice-danger"), .role("alert"), .id("board-refusal")) { refusal }
                    }
                    summary
                    BoardMap(board: board).render()
                    orders
                    couriers
                },
                p(.class("visually-hidden"), .id("board-status"), .role("status")) {},
            ])
    }

    private var summary: Node {
        section(.class("stack"), .aria("labelledby", "board-summary-title")) {
            h2(.class("section-title"), .id("board-summary-title")) { "Now" }
            dl(.class("figure-grid board-figures")) {
                figure("In flight", "\(board.inFlight)", id: "board-in-flight")
                figure("Late", "\(board.late)", id: "board-late")
                figure("Waiting for a courier", "\(board.waiting)", id: "board-waiting")
                figure("Couriers on duty", "\(board.couriers.count)", id: "board-couriers-count")
            }
            ul(.class("board-status-counts list-plain"), .aria("label", "Orders in flight by status")) {
                for status in FlightOrder.statuses + [.scheduled] where board.counts[status] != nil {
                    li(.class("badge")) {
                        "\(status == .scheduled ? "For later, due" : status.label): \(board.counts[status] ?? 0)"
                    }
                }
            }
            if board.inFlight > board.lines.count {
                p(.class("muted")) {
                    "Listing the \(board.lines.count) orders with the earliest promised arrival of \(board.inFlight) in flight."
                }
            }
        }
    }

    private func figure(_ name: String, _ value: String, id: String) -> Node {
        div(.class("figure"), .id(id)) {
            dt { name }
            dd(.class("figure-value")) { value }
        }
    }

    private var free: [DutyCourier] { board.couriers.filter(\.isFree) }

    private var orders: Node {
        section(.class("stack"), .aria("labelledby", "board-orders-title")) {
            h2(.class("section-title"), .id("board-orders-title")) { "Orders in flight" }
            if board.lines.isEmpty {
                p(.class("card"), .id("board-no-orders")) { "No orders in flight right now." }
            } else {
                div(.class("table-scroll")) {
                    table(.class("data-table board-orders")) {
                        thead {
                            tr {
                                for name in ["Order", "Restaurant", "Status", "Age", "Arrival", "Courier", "Reassign"] {
                                    th(.attr("scope", "col")) { name }
                                }
                            }
                        }
                        tbody {
                            for line in board.lines { row(line) }
                        }
                    }
                }
            }
        }
    }

    private func row(_ line: Board.Line) -> Node {
        let flight = line.flight
        let order = flight.order
        let late = flight.isLate(at: board.at)
        return tr(.id("order-\(order.number)"), .class(late ? "board-row is-late" : "board-row")) {
            th(.attr("scope", "row")) { a(.href("/admin/orders/\(order.id.rawValue)")) { "#\(order.number)" } }
            td { line.restaurant.name }
            td { order.status == .scheduled ? "Due (for later)" : order.status.label }
            td { "\(flight.ageMinutes(at: board.at)) min" }
            td {
                if late {
                    span(.class("badge badge-danger board-late")) { "▲ Late \(flight.minutesLate(at: board.at)) min" }
                } else {
                    "by \(clock.clock(flight.promisedBy))"
                }
            }
            td {
                if let courier = line.courier {
                    courier.name
                } else if flight.waitsForCourier {
                    span(.class("badge badge-danger board-waiting")) {
                        "◆ Waiting for a courier, \(flight.ageMinutes(at: board.at)) min"
                    }
                } else {
                    span(.class("muted")) { "None yet" }
                }
            }
            td {
                reassign(order)
                if order.needsCourier {
                    offerToEveryone(order)
                }
            }
        }
    }

    /// Offers a waiting order to every courier on duty at once (the first to accept takes it).
    private func offerToEveryone(_ order: Order) -> Node {
        FoodlyHTML.form(
            .class("board-offer"), .method("post"),
            .action("/admin/board/orders/\(order.id.rawValue)/offers#order-\(order.number)"), .data("in-place", "board")
        ) {
            FormField.csrf(csrf.token)
            button(
                .class("btn btn-secondary btn-small"), .type("submit"),
                .aria("label", "Offer order #\(order.number) to every courier on duty")
            ) { "Offer to all" }
        }
    }

    private func reassign(_ order: Order) -> Node {
        if order.status == .pickedUp { return span(.class("muted")) { "On its way" } }
        let choices = free.filter { $0.courier.id != order.courierID }
        guard !choices.isEmpty else { return span(.class("muted")) { "No courier free" } }
        let id = "courier-for-\(order.number)"
        return FoodlyHTML.form(
            .class("board-reassign"), .method("post"),
            .action("/admin/board/orders/\(order.id.rawValue)/courier#order-\(order.number)"),
            .data("in-place", "board")
        ) {
            FormField.csrf(csrf.token)
            label(.class("visually-hidden"), .for(id)) { "Courier for order #\(order.number)" }
            select(.id(id), .name("courierId")) {
                for duty in choices { option(.value(duty.courier.id.rawValue)) { duty.courier.name } }
            }
            button(.class("btn btn-secondary btn-small"), .type("submit")) { "Reassign" }
        }
    }

    private var couriers: Node {
        section(.class("stack"), .aria("labelledby", "board-couriers-title")) {
            h2(.class("section-title"), .id("board-couriers-title")) { "Couriers on duty" }
            if board.couriers.isEmpty {
                p(.class("card")) { "No courier is on duty." }
            } else {
                div(.class("table-scroll")) {
                    table(.class("data-table board-couriers")) {
                        thead {
                            tr {
                                for name in ["Courier", "Vehicle", "Last position", "Delivering"] {
                                    th(.attr("scope", "col")) { name }
                                }
                            }
                        }
                        tbody {
                            for duty in board.couriers {
                                let courier = duty.courier
                                tr(.id("courier-\(courier.id.rawValue)")) {
                                    th(.attr("scope", "row")) { courier.name }
                                    td { courier.vehicle.rawValue.capitalized }
                                    td {
                                        String(
                                            format: "%.4f, %.4f", courier.location.latitude, courier.location.longitude)
                                        span(.class("muted block")) { "at \(clock.clock(duty.locatedAt))" }
                                    }
                                    td {
                                        if let current = duty.currentOrder {
                                            a(.href("/admin/orders/\(current.id.rawValue)")) { "#\(current.number)" }
                                        } else {
                                            span(.class("muted")) { "Free" }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
