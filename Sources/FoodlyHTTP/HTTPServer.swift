import CMicroHTTPD
import Foundation
import Synchronization

/// An HTTP/1.1 server on GNU libmicrohttpd: a pool of worker threads, each with its own epoll loop,
/// calling a `Responder` synchronously for every fully read request.
///
/// Keep-alive, chunked request bodies, `HEAD` (body omitted, length kept), 431 for oversized headers
/// and the `Date` header come from libmicrohttpd; this type adds the framing check (`FramingCheck`: 400/501),
/// the body limit (413), request ids, client addresses and a graceful stop that lets in-flight requests finish.
public final class HTTPServer: Sendable {
    /// Why the server could not start.
    public struct StartError: Error, CustomStringConvertible {
        /// What went wrong, for people.
        public let description: String
    }

    /// The settings the server was created with.
    public let configuration: ServerConfiguration
    /// The request pipeline.
    public let responder: Responder
    /// The running daemon; `stop()` holds the lock until it has stopped, so a second caller returns only then.
    private let daemon = Mutex<DaemonHandle?>(nil)
    private let boundPort = Atomic<Int>(0)
    private let stopping = Atomic<Bool>(false)
    /// Open event streams, closed at `stop()` (suspended connections must be resumed before the daemon stops).
    private let streams = Mutex<[ObjectIdentifier: EventStream]>([:])
    /// Wakes the ping thread early at `stop()`.
    private let pingWake = DispatchSemaphore(value: 0)

    /// Creates a server; nothing is bound until `start()`.
    public init(configuration: ServerConfiguration, responder: Responder) {
        self.configuration = configuration
        self.responder = responder
    }

    /// The bound port (the real one when configured with port 0); 0 before `start()`.
    public var port: Int { boundPort.load(ordering: .acquiring) }

    /// Requests being read or answered right now.
    public var inFlight: Int { responder.metrics.inFlight }

    /// Binds and starts the worker threads.
    public func start() throws {
        let address = try SocketAddress(host: configuration.host, port: configuration.port)
        var flags =
            MHD_USE_EPOLL_INTERNAL_THREAD.rawValue | MHD_USE_ITC.rawValue | MHD_USE_ERROR_LOG.rawValue
            | MHD_USE_TURBO.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
        if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let started = address.withSockaddr { sockaddr in
            foodly_mhd_start(
                flags, sockaddr, HTTPServer.acceptPolicy, context, HTTPServer.accessHandler, context,
                HTTPServer.requestCompleted, context,
                HTTPServer.uriLogger, context, UInt32(max(1, configuration.threads)),
                configuration.connectionMemoryLimit, UInt32(configuration.idleTimeoutSeconds),
                UInt32(configuration.maxConnections))
        }
        guard let started else {
            throw StartError(
                description: "Could not listen on \(configuration.host):\(configuration.port) (in use or not allowed).")
        }
        daemon.withLock { $0 = DaemonHandle(pointer: started) }
        boundPort.store(Int(foodly_mhd_port(started)), ordering: .releasing)
        startPinging()
    }

    /// Sends a comment line to every open event stream every `streamPingSeconds` until the server stops.
    private func startPinging() {
        let interval = configuration.streamPingSeconds
        Thread { [self] in
            while !stopping.load(ordering: .acquiring) {
                if pingWake.wait(timeout: .now() + interval) == .success { break }
                for stream in streams.withLock({ Array($0.values) }) { stream.send(": ping\n\n") }
            }
        }.start()
    }

    /// Stops accepting connections, waits (up to the grace period) for in-flight requests, then stops.
    ///
    /// Safe to call more than once and from several threads at once: one caller stops the server, the others
    /// wait until it has. New connections are closed as soon as they are accepted (the accept policy) rather than
    /// by `MHD_quiesce_daemon`: in libmicrohttpd 0.9.75 with a thread pool on epoll, quiescing races with the
    /// workers removing the listening socket from their own epoll sets, and the loser aborts the process. The
    /// listening socket stays libmicrohttpd's, closed once by `MHD_stop_daemon` after every worker has ended.
    public func stop() {
        daemon.withLock { handle in
            guard let current = handle.take() else { return }
            stopping.store(true, ordering: .releasing)
            pingWake.signal()
            for stream in streams.withLock({ Array($0.values) }) { stream.close() }
            let deadline = Date().addingTimeInterval(configuration.shutdownGraceSeconds)
            while inFlight > 0 && Date() < deadline {
                usleep(5_000)
            }
            MHD_stop_daemon(current.pointer)
        }
    }

    // MARK: - libmicrohttpd callbacks

    /// Called with the raw request target before headers are parsed; its result becomes `*con_cls`.
    private static let uriLogger:
        @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?)
            -> UnsafeMutableRawPointer? = { cls, uri, _ in
                guard let cls else { return nil }
                let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
                server.responder.metrics.requestStarted()
                let pending = PendingRequest(target: uri.map { String(cString: $0) } ?? "/")
                return Unmanaged.passRetained(pending).toOpaque()
            }

    /// Refuses connections accepted once `stop()` has begun: they are closed before any byte is read.
    private static let acceptPolicy: MHD_AcceptPolicyCallback = { cls, _, _ in
        guard let cls else { return .NO }
        let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
        return server.stopping.load(ordering: .acquiring) ? .NO : .YES
    }

    private static let requestCompleted: MHD_RequestCompletedCallback = { cls, _, contextSlot, _ in
        guard let cls, let contextSlot, let pointer = contextSlot.pointee else { return }
        Unmanaged<PendingRequest>.fromOpaque(pointer).release()
        contextSlot.pointee = nil
        Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue().responder.metrics.requestEnded()
    }

    private static let accessHandler: MHD_AccessHandlerCallback = {
        cls, connection, _, method, version, uploadData, uploadSize, contextSlot in
        guard let cls, let connection, let method, let uploadSize, let pointer = contextSlot?.pointee else {
            return .NO
        }
        let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
        let pending = Unmanaged<PendingRequest>.fromOpaque(pointer).takeUnretainedValue()
        return server.handle(
            connection, String(cString: method), version.map { String(cString: $0) } ?? "", pending, uploadData,
            uploadSize)
    }

    private func handle(
        _ connection: OpaquePointer, _ method: String, _ version: String, _ pending: PendingRequest,
        _ uploadData: UnsafePointer<CChar>?, _ uploadSize: UnsafeMutablePointer<Int>
    ) -> MHD_Result {
        if !pending.headersSeen {
            // Answering on this header-only call would close a keep-alive connection: wait for the body, unless
            // the request is to be refused anyway.
            pending.headersSeen = true
            let headers = HeaderCollector.collect(from: connection)
            if let refusal = FramingCheck.refusal(version: version, headers: headers) {
                return answer(connection, method, pending, refusing: refusal)
            }
            pending.maxBodyBytes = configuration.maxBodyBytes(HTTPMethod(rawValue: method), target: pending.target)
            if let declared = headers["Content-Length"].flatMap({ Int($0) }), declared > pending.maxBodyBytes {
                return answer(connection, method, pending, refusing: tooLarge(pending))
            }
            return .YES
        }
        if uploadSize.pointee > 0 {
            let size = uploadSize.pointee
            uploadSize.pointee = 0
            if pending.answered { return .YES }
            if pending.tooLarge || pending.body.count + size > pending.maxBodyBytes {
                // Keep reading (and dropping) a bounded amount so the 413 reaches the client before the
                // connection closes; a client that never stops gets its answer after 4x the limit.
                pending.tooLarge = true
                pending.body = []
                pending.discardedBytes += size
                if pending.discardedBytes > 4 * pending.maxBodyBytes {
                    return answer(connection, method, pending, refusing: tooLarge(pending))
                }
                return .YES
            }
            if let uploadData {
                uploadData.withMemoryRebound(to: UInt8.self, capacity: size) { bytes in
                    pending.body.append(contentsOf: UnsafeBufferPointer(start: bytes, count: size))
                }
            }
            return .YES
        }
        if pending.answered { return .YES }
        return answer(connection, method, pending, refusing: pending.tooLarge ? tooLarge(pending) : nil)
    }

    /// The answer to a body over the request's limit.
    private func tooLarge(_ pending: PendingRequest) -> HTTPError {
        HTTPError(status: 413, message: "The request body is larger than \(pending.maxBodyBytes) bytes.")
    }

    /// The peer, or the `X-Real-IP` a trusted proxy sent when it looks like an address.
    private func clientAddress(peer: String, _ headers: HTTPHeaders) -> String {
        // A server bound to `::` sees IPv4 peers as `::ffff:a.b.c.d`; a proxy listed as `a.b.c.d` is trusted too.
        let plainPeer = peer.hasPrefix("::ffff:") ? String(peer.dropFirst("::ffff:".count)) : peer
        guard configuration.trustedProxies.contains(peer) || configuration.trustedProxies.contains(plainPeer),
            let forwarded = headers["X-Real-IP"],
            (2...45).contains(forwarded.utf8.count),
            forwarded.allSatisfy({ $0.isHexDigit || $0 == "." || $0 == ":" })
        else { return peer }
        return forwarded
    }

    /// Answers the request: with `refusal` unrouted (and the connection closed), else through the responder.
    private func answer(
        _ connection: OpaquePointer, _ method: String, _ pending: PendingRequest, refusing refusal: HTTPError?
    ) -> MHD_Result {
        pending.answered = true
        let headers = HeaderCollector.collect(from: connection)
        let request = Request(
            method: HTTPMethod(rawValue: method), target: pending.target, headers: headers,
            body: refusal == nil ? pending.body : [],
            remoteAddress: clientAddress(peer: SocketAddress.describe(foodly_mhd_client_address(connection)), headers))
        pending.body = []
        var response: Response
        if let refusal {
            response = responder.reject(request, with: refusal)
            response.headers.set("Connection", "close")
        } else {
            response = responder.respond(to: request)
        }
        if stopping.load(ordering: .acquiring) { response.headers.set("Connection", "close") }
        if let stream = response.stream { return queueStream(stream, response, on: connection) }
        return HTTPServer.queue(response, on: connection)
    }

    /// Queues a response whose body `stream` writes over time (its size unknown: sent chunked).
    private func queueStream(_ stream: EventStream, _ response: Response, on connection: OpaquePointer) -> MHD_Result {
        // Registered before the stopping check: a stop that starts in between still finds and closes it.
        streams.withLock { $0[ObjectIdentifier(stream)] = stream }
        if stopping.load(ordering: .acquiring) { stream.close() }
        stream.onFinished { [weak self] in
            self?.streams.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(stream)) }
        }
        stream.attach(connection)
        let context = Unmanaged.passRetained(stream).toOpaque()
        guard
            let mhdResponse = MHD_create_response_from_callback(
                UInt64.max, 4096, HTTPServer.streamReader, context, HTTPServer.streamFinished)
        else {
            Unmanaged<EventStream>.fromOpaque(context).release()
            stream.finished()
            return .NO
        }
        defer { MHD_destroy_response(mhdResponse) }
        for (name, value) in response.headers {
            _ = MHD_add_response_header(mhdResponse, name, value)
        }
        return MHD_queue_response(connection, UInt32(response.status), mhdResponse)
    }

    private static let streamReader: MHD_ContentReaderCallback = { cls, _, buffer, max in
        guard let cls, let buffer else { return -1 }
        return Unmanaged<EventStream>.fromOpaque(cls).takeUnretainedValue().read(into: buffer, max: max)
    }

    private static let streamFinished: MHD_ContentReaderFreeCallback = { cls in
        guard let cls else { return }
        let stream = Unmanaged<EventStream>.fromOpaque(cls).takeRetainedValue()
        stream.finished()
    }

    private static func queue(_ response: Response, on connection: OpaquePointer) -> MHD_Result {
        var body = response.body
        let mhdResponse = body.withUnsafeMutableBytes { buffer in
            MHD_create_response_from_buffer(buffer.count, buffer.baseAddress, .RESPMEM_MUST_COPY)
        }
        guard let mhdResponse else { return .NO }
        defer { MHD_destroy_response(mhdResponse) }
        for (name, value) in response.headers {
            _ = MHD_add_response_header(mhdResponse, name, value)
        }
        return MHD_queue_response(connection, UInt32(response.status), mhdResponse)
    }
}

/// The libmicrohttpd daemon pointer; libmicrohttpd's daemon functions are thread-safe.
private struct DaemonHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}
