import CSodium
import Foundation

/// Stripe's webhook signature: the `Stripe-Signature` header `t=<unix time>,v1=<hex>[,v1=…]`, where each `v1` is
/// HMAC-SHA256 of `"<t>.<payload>"` keyed with the endpoint's signing secret. A payload is accepted when one `v1`
/// matches (compared in constant time) and `t` is within `tolerance` of now, so a recorded event replayed later
/// is refused even with its signature.
enum StripeSignature {
    /// How far the signed time may be from now.
    static let tolerance: TimeInterval = 5 * 60

    /// Why a payload was refused.
    enum Failure: Error, Equatable {
        /// No `t=` or no `v1=` in the header.
        case malformed
        /// No `v1` matches.
        case mismatch
        /// Signed more than `tolerance` from now.
        case stale
    }

    /// Throws unless `header` signs `payload` with `secret` within `tolerance` of `now`.
    static func verify(_ payload: [UInt8], header: String, secret: String, at now: Date) throws {
        var time: Int?
        var signatures: [String] = []
        for part in header.split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { continue }
            if pair[0] == "t" { time = Int(pair[1]) }
            if pair[0] == "v1" { signatures.append(pair[1].lowercased()) }
        }
        guard let time, !signatures.isEmpty, signatures.count <= 8 else { throw Failure.malformed }
        let expected = sign(payload, time: time, secret: secret)
        guard signatures.contains(where: { Sodium.constantTimeEquals($0, expected) }) else { throw Failure.mismatch }
        guard abs(now.timeIntervalSince1970 - Double(time)) <= tolerance else { throw Failure.stale }
    }

    /// The `v1` signature of `payload` signed at `time` (lowercase hex).
    static func sign(_ payload: [UInt8], time: Int, secret: String) -> String {
        var state = crypto_auth_hmacsha256_state()
        let key = Array(secret.utf8)
        let prefix = Array("\(time).".utf8)
        var mac = [UInt8](repeating: 0, count: Int(crypto_auth_hmacsha256_BYTES))
        crypto_auth_hmacsha256_init(&state, key, key.count)
        crypto_auth_hmacsha256_update(&state, prefix, UInt64(prefix.count))
        crypto_auth_hmacsha256_update(&state, payload, UInt64(payload.count))
        crypto_auth_hmacsha256_final(&state, &mac)
        return mac.map { String(format: "%02x", $0) }.joined()
    }
}
