import FoodlyAPI
import FoodlyShared
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live changes of one order (`GET /api/v1/orders/{id}/events`) as an `AsyncSequence`: the order as it is
/// when iteration starts, then again at every change. The sequence ends after the order's final status, and
/// throws a `Problem` when the server refuses (401, 404).
public struct OrderEventStream: AsyncSequence, Sendable {
    /// Each element is the whole order after a change.
    public typealias Element = OrderBody

    let request: URLRequest
    let configuration: URLSessionConfiguration

    /// Opens the stream; leaving the loop (or cancelling the task) closes the connection.
    public func makeAsyncIterator() -> AsyncThrowingStream<OrderBody, any Error>.Iterator {
        EventStreamReceiver.open(request, configuration) { event, data in
            event == "order" ? try? FoodlyClient.decoder.decode(OrderBody.self, from: data) : nil
        }
    }
}

/// One item of ``OrderUpdateStream``: the order after a change, or where its courier is while it is on the way.
public enum OrderUpdate: Sendable, Equatable {
    /// An `order` event: the whole order.
    case order(OrderBody)
    /// A `position` event: the courier's position and the road kilometres left (only while picked up).
    case position(CourierPosition)
    /// A `chat` event: a message about the order was sent or read; read them with ``FoodlyClient/messages(orderId:)``.
    case chat
}

/// The same stream as ``OrderEventStream`` with the courier's positions too (`position` events), for a live map.
public struct OrderUpdateStream: AsyncSequence, Sendable {
    /// An order or a courier position, in the order the server sent them.
    public typealias Element = OrderUpdate

    let request: URLRequest
    let configuration: URLSessionConfiguration

    /// Opens the stream; leaving the loop (or cancelling the task) closes the connection.
    public func makeAsyncIterator() -> AsyncThrowingStream<OrderUpdate, any Error>.Iterator {
        EventStreamReceiver.open(request, configuration) { event, data in
            switch event {
            case "order": (try? FoodlyClient.decoder.decode(OrderBody.self, from: data)).map(OrderUpdate.order)
            case "position":
                (try? FoodlyClient.decoder.decode(CourierPosition.self, from: data)).map(OrderUpdate.position)
            case "chat": OrderUpdate.chat
            default: nil
            }
        }
    }
}

/// Reads `text/event-stream` bytes as they arrive and yields what `decode` makes of each event (its name and
/// data). URLSession calls it on its own serial delegate queue, so its state needs no lock.
final class EventStreamReceiver<Element: Sendable>: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Decode = @Sendable (_ event: String, _ data: Data) -> Element?

    private let continuation: AsyncThrowingStream<Element, any Error>.Continuation
    private let decode: Decode
    private var status = 0
    private var pending = Data()
    private var event = ""
    private var data = ""

    init(_ continuation: AsyncThrowingStream<Element, any Error>.Continuation, decode: @escaping Decode) {
        self.continuation = continuation
        self.decode = decode
    }

    /// Starts `request` on a session of its own; cancelling the iteration cancels it.
    static func open(
        _ request: URLRequest, _ configuration: URLSessionConfiguration, decode: @escaping Decode
    ) -> AsyncThrowingStream<Element, any Error>.Iterator {
        let (stream, continuation) = AsyncThrowingStream<Element, any Error>.makeStream()
        let receiver = EventStreamReceiver(continuation, decode: decode)
        let session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: nil)
        let task = session.dataTask(with: request)
        continuation.onTermination = { _ in
            task.cancel()
            session.invalidateAndCancel()
        }
        task.resume()
        return stream.makeAsyncIterator()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        status = (response as? HTTPURLResponse)?.statusCode ?? 0
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive bytes: Data) {
        pending.append(bytes)
        guard status == 200 else { return }
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
            pending.removeSubrange(pending.startIndex...newline)
            read(line.hasSuffix("\r") ? String(line.dropLast()) : line)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error, (error as? URLError)?.code != .cancelled {
            continuation.finish(throwing: error)
        } else if status != 0 && !(200..<300).contains(status) {
            continuation.finish(throwing: FoodlyClient.problem(status: status, data: pending))
        } else {
            continuation.finish()
        }
    }

    /// One line of the event stream: fields accumulate until a blank line dispatches the event.
    private func read(_ line: String) {
        if line.isEmpty {
            if let element = decode(event, Data(data.utf8)) { continuation.yield(element) }
            event = ""
            data = ""
        } else if line.hasPrefix("event:") {
            event = line.dropFirst("event:".count).trimmingCharacters(in: .whitespaces)
        } else if line.hasPrefix("data:") {
            data += (data.isEmpty ? "" : "\n") + line.dropFirst("data:".count).trimmingCharacters(in: .whitespaces)
        }
    }
}
