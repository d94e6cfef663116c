import CSodium
import Foundation

/// Thin wrappers over libsodium: argon2id password hashes, random tokens, hashing and constant-time comparison.
public enum Sodium {
    /// Runs `sodium_init()` exactly once (thread-safe lazy static).
    private static let initialized: Bool = sodium_init() >= 0

    private static func ensureInitialized() {
        precondition(initialized, "libsodium failed to initialise")
    }

    /// An argon2id hash string (`$argon2id$v=19$…`) of `password`, as costly as `cost` says.
    public static func hashPassword(_ password: String, cost: PasswordCost = .interactive) -> String {
        ensureInitialized()
        var output = [CChar](repeating: 0, count: crypto_pwhash_strbytes())
        let length = UInt64(password.utf8.count)
        let status = password.withCString { bytes in
            crypto_pwhash_str(&output, bytes, length, cost.operations, cost.memory)
        }
        precondition(status == 0, "argon2id ran out of memory")
        return String(decoding: output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `password` matches an argon2id hash string.
    public static func verifyPassword(_ password: String, hash: String) -> Bool {
        ensureInitialized()
        let length = UInt64(password.utf8.count)
        return hash.withCString { hashPointer in
            password.withCString { bytes in crypto_pwhash_str_verify(hashPointer, bytes, length) == 0 }
        }
    }

    /// `count` cryptographically random bytes.
    public static func randomBytes(_ count: Int) -> [UInt8] {
        ensureInitialized()
        var bytes = [UInt8](repeating: 0, count: count)
        randombytes_buf(&bytes, count)
        return bytes
    }

    /// A random token of `byteCount` bytes as unpadded base64url (43 characters for 32 bytes).
    public static func randomToken(byteCount: Int = 32) -> String {
        base64URL(randomBytes(byteCount))
    }

    /// BLAKE2b-256 of `text` as lowercase hex: how tokens are stored.
    public static func hash(_ text: String) -> String {
        ensureInitialized()
        var output = [UInt8](repeating: 0, count: 32)
        let input = Array(text.utf8)
        crypto_generichash(&output, 32, input, UInt64(input.count), nil, 0)
        return output.map { String(format: "%02x", $0) }.joined()
    }

    /// A BLAKE2b digest of `bytes`, `byteCount` bytes long, in lowercase hex (names content, such as a photo's).
    public static func digest(_ bytes: [UInt8], byteCount: Int) -> String {
        ensureInitialized()
        var output = [UInt8](repeating: 0, count: byteCount)
        crypto_generichash(&output, byteCount, bytes, UInt64(bytes.count), nil, 0)
        return output.map { String(format: "%02x", $0) }.joined()
    }

    /// Compares two strings in time that depends only on their length.
    public static func constantTimeEquals(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        return sodium_memcmp(left, right, left.count) == 0
    }

    private static func base64URL(_ bytes: [UInt8]) -> String {
        let variant = Int32(sodium_base64_VARIANT_URLSAFE_NO_PADDING)
        var output = [CChar](repeating: 0, count: sodium_base64_encoded_len(bytes.count, variant))
        sodium_bin2base64(&output, output.count, bytes, bytes.count, variant)
        return String(decoding: output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
