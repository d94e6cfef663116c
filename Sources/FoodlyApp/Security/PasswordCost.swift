import CSodium

/// How much work and memory one argon2id password hash takes. Everything Foodly runs (`foodly serve` and every
/// command) hashes at ``interactive``; the Swift test suites' environments hash at ``minimum``, so that their
/// thousands of sign-ups and logins do not spend a quarter of the suites' time in argon2. A hash string records its
/// own cost, so a password verifies whatever cost it was hashed at.
public enum PasswordCost: Sendable {
    /// libsodium's interactive limits: two passes over 64 MiB (about 80 ms on a 2-core machine).
    case interactive
    /// libsodium's smallest limits: one pass over 8 KiB (for tests only: it protects nothing).
    case minimum

    /// The passes argon2id makes.
    var operations: UInt64 {
        UInt64(self == .interactive ? crypto_pwhash_opslimit_interactive() : crypto_pwhash_opslimit_min())
    }

    /// The memory argon2id fills, in bytes.
    var memory: Int {
        self == .interactive ? crypto_pwhash_memlimit_interactive() : crypto_pwhash_memlimit_min()
    }
}
