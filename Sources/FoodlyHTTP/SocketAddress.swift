import Foundation

/// An IPv4 or IPv6 socket address to bind, built from a literal host (or `localhost`) and a port.
struct SocketAddress {
    private var storage = sockaddr_storage()
    /// Whether this is an IPv6 address.
    let isIPv6: Bool

    /// Parses `host`; names other than `localhost` are refused (bind to an address, not a DNS name).
    init(host: String, port: Int) throws {
        guard (0...65535).contains(port) else {
            throw HTTPServer.StartError(description: "Port \(port) is out of range (0–65535).")
        }
        let literal = host == "localhost" ? "127.0.0.1" : host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, literal, &v4) == 1 {
            isIPv6 = false
            withUnsafeMutableBytes(of: &storage) { raw in
                let address = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in.self)
                address.pointee.sin_family = sa_family_t(AF_INET)
                address.pointee.sin_port = in_port_t(UInt16(port).bigEndian)
                address.pointee.sin_addr = v4
            }
        } else if inet_pton(AF_INET6, literal, &v6) == 1 {
            isIPv6 = true
            withUnsafeMutableBytes(of: &storage) { raw in
                let address = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in6.self)
                address.pointee.sin6_family = sa_family_t(AF_INET6)
                address.pointee.sin6_port = in_port_t(UInt16(port).bigEndian)
                address.pointee.sin6_addr = v6
            }
        } else {
            throw HTTPServer.StartError(description: "Host \"\(host)\" is not an IP address or localhost.")
        }
    }

    /// Calls `body` with a pointer to the address.
    func withSockaddr<T>(_ body: (UnsafePointer<sockaddr>) -> T) -> T {
        withUnsafeBytes(of: storage) { raw in
            body(raw.baseAddress!.assumingMemoryBound(to: sockaddr.self))
        }
    }

    /// The numeric host of a peer address, or `"unknown"`.
    static func describe(_ address: UnsafePointer<sockaddr>?) -> String {
        guard let address else { return "unknown" }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            var v4 = UnsafeRawPointer(address).assumingMemoryBound(to: sockaddr_in.self).pointee.sin_addr
            guard inet_ntop(AF_INET, &v4, &buffer, socklen_t(buffer.count)) != nil else { return "unknown" }
        case AF_INET6:
            var v6 = UnsafeRawPointer(address).assumingMemoryBound(to: sockaddr_in6.self).pointee.sin6_addr
            guard inet_ntop(AF_INET6, &v6, &buffer, socklen_t(buffer.count)) != nil else { return "unknown" }
        default:
            return "unknown"
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
