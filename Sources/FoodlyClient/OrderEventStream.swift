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
        let (stream, continuation) = AsyncThrowingStream<OrderBody, any Error>.makeStream()
        let receiver = EventStreamReceiver(continuation)
        let session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: nil)
        let task = session.dataTask(with: request)
        continuation.onTermination = { _ in
            task.cancel()
            session.invalidateAndCancel()
        }
        task.resume()
        return stream.makeAsyncIterator()
    }
}

/// Reads `text/event-stream` bytes as they arrive and yields each `order` event's data as an `OrderBody`.
/// URLSession calls it on its own serial delegate queue, so its state needs no lock.
final class EventStreamReceiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let continuation: AsyncThrowingStream<OrderBody, any Error>.Continuation
    private var status = 0
    private var pending = Data()
    private var event = ""
    private var data = ""

    init(_ continuation: AsyncThrowingStream<OrderBody, any Error>.Continuation) {
        self.continuation = continuation
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
            if event == "order", let order = try? FoodlyClient.decoder.decode(OrderBody.self, from: Data(data.utf8)) {
                continuation.yield(order)
            }
            event = ""
            data = ""
        } else if line.hasPrefix("event:") {
            event = line.dropFirst("event:".count).trimmingCharacters(in: .whitespaces)
        } else if line.hasPrefix("data:") {
            data += (data.isEmpty ? "" : "\n") + line.dropFirst("data:".count).trimmingCharacters(in: .whitespaces)
        }
    }
}
