import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import Foundation

/// The operators' live board: the board itself, its event stream and reassigning an order's courier. The route
/// group answers 401/403 to everyone but operators.
struct BoardRoutes {
    let board: BoardService
    let events: OrderEvents

    func register(in api: inout APIRouter) {
        let board = self.board
        let events = self.events
        api.handle(Endpoints.adminBoard) { call in BoardBody(try board.board(for: call.caller.account)) }
        api.handle(Endpoints.reassignCourier) { call in
            OrderBody(try board.reassign(ID(call.path.id), to: call.body.courierId, by: call.caller.account))
        }
        api.handle(Endpoints.offerToEveryone) { call in
            _ = try board.offerToEveryone(ID(call.path.id), by: call.caller.account)
            return NoContent()
        }
        api.respond(Endpoints.adminBoardEvents) { _ in
            let stream = EventStream()
            let token = events.subscribeToAll { orders in stream.send(BoardRoutes.event(orders)) }
            stream.onClose { events.unsubscribeFromAll(token: token) }
            stream.send("retry: 2000\n\n")
            var response = Response(
                status: 200,
                headers: ["Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no"])
            response.stream = stream
            return response
        }
    }

    /// The `board` event for a change of `orders` (none: couriers changed, or listening restarted).
    static func event(_ orders: [ID<Order>]) -> String {
        let body = BoardChange(orderIds: orders.map(\.rawValue))
        let json = (try? JSONCoding.encode(body)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "event: board\ndata: \(json)\n\n"
    }
}
