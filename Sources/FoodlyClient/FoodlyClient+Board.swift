import FoodlyAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FoodlyClient {
    /// `GET /api/v1/admin/board` (operators): orders in flight, couriers on duty, the restaurants on the map.
    public func adminBoard() async throws -> BoardBody {
        try await send(Endpoints.adminBoard, path: NoPath(), query: NoQuery(), body: NoBody())
    }

    /// `POST /api/v1/admin/orders/{id}/courier` (operators): gives the order to another courier on duty.
    public func reassignCourier(orderId: String, courierId: String) async throws -> OrderBody {
        try await send(
            Endpoints.reassignCourier, path: IDPath(id: orderId), query: NoQuery(),
            body: CourierAssignment(courierId: courierId))
    }

    /// `POST /api/v1/admin/orders/{id}/offers` (operators): offers an order waiting for a courier to every courier
    /// on duty at once; the first to accept takes it.
    public func offerToEveryone(orderId: String) async throws {
        _ = try await send(Endpoints.offerToEveryone, path: IDPath(id: orderId), query: NoQuery(), body: NoBody())
    }

    /// `GET /api/v1/admin/board/events` (operators): a change each time any order changes or couriers move, until
    /// the task is cancelled.
    public func boardEvents() throws -> BoardEventStream {
        BoardEventStream(
            request: try urlRequest(
                Endpoints.adminBoardEvents, path: NoPath(), query: NoQuery(), body: NoBody(), headers: [:]),
            configuration: session.configuration)
    }
}

/// The board's changes (`GET /api/v1/admin/board/events`) as an `AsyncSequence`: one element per `board` event;
/// fetch the board again on each.
public struct BoardEventStream: AsyncSequence, Sendable {
    /// Each element names the orders that changed (none when couriers moved).
    public typealias Element = BoardChange

    let request: URLRequest
    let configuration: URLSessionConfiguration

    /// Opens the stream; leaving the loop (or cancelling the task) closes the connection.
    public func makeAsyncIterator() -> AsyncThrowingStream<BoardChange, any Error>.Iterator {
        EventStreamReceiver.open(request, configuration) { event, data in
            event == "board" ? try? FoodlyClient.decoder.decode(BoardChange.self, from: data) : nil
        }
    }
}
