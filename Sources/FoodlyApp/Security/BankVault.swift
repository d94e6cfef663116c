import CSodium
import FoodlyCore
import Foundation
import Glibc

/// Seals and opens bank details with libsodium's secretbox (XSalsa20-Poly1305) under a 32-byte key that lives in a
/// file outside the database (`--bank-key-file`). A sealed value is base64 of a random nonce and the ciphertext of
/// the account and its owner's key as JSON: a value copied to another owner's row does not open there.
public struct BankVault: Sendable {
    private let key: [UInt8]

    /// A vault with `key` (32 bytes).
    public init(key: [UInt8]) {
        precondition(key.count == crypto_secretbox_keybytes(), "a bank-details key is 32 bytes")
        self.key = key
    }

    /// A vault with a new random key (for tests and a first run).
    public static func random() -> BankVault { BankVault(key: Sodium.randomBytes(crypto_secretbox_keybytes())) }

    /// The vault whose key `path` holds as 64 hex digits. With `create`, a missing file is made first with a new
    /// random key, readable by its owner only.
    public static func load(keyFile path: String, create: Bool) throws -> BankVault {
        if create, !FileManager.default.fileExists(atPath: path) {
            let hex = Array((Sodium.randomBytes(32).map { String(format: "%02x", $0) }.joined() + "\n").utf8)
            // Made readable by its owner only from the start (O_EXCL: never over a file another process just made).
            let file = Glibc.open(path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
            guard file >= 0 else { throw KeyFileError("cannot write a new bank-details key to \(path)") }
            let written = Glibc.write(file, hex, hex.count)
            Glibc.close(file)
            guard written == hex.count else { throw KeyFileError("cannot write a new bank-details key to \(path)") }
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw KeyFileError("cannot read the bank-details key file \(path)")
        }
        let hex = Array(text.trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        guard hex.count == 64, let bytes = Self.bytes(hex: hex) else {
            throw KeyFileError("the bank-details key file \(path) must hold 64 hexadecimal digits (32 bytes)")
        }
        return BankVault(key: bytes)
    }

    /// A key file that cannot be used.
    public struct KeyFileError: Error, CustomStringConvertible {
        /// What is wrong.
        public let description: String

        init(_ description: String) { self.description = description }
    }

    /// `account` sealed for `owner`.
    public func seal(_ account: BankAccount, owner: String) -> String {
        let plain = Array((try? JSONEncoder().encode(Envelope(owner: owner, account: account))) ?? Data())
        let nonce = Sodium.randomBytes(crypto_secretbox_noncebytes())
        var box = [UInt8](repeating: 0, count: plain.count + crypto_secretbox_macbytes())
        _ = crypto_secretbox_easy(&box, plain, UInt64(plain.count), nonce, key)
        return Data(nonce + box).base64EncodedString()
    }

    /// The account `sealed` holds for `owner`; nil when it was sealed under another key, for another owner, or
    /// changed.
    public func open(_ sealed: String, owner: String) -> BankAccount? {
        guard let data = Data(base64Encoded: sealed) else { return nil }
        let bytes = Array(data)
        let nonceCount = crypto_secretbox_noncebytes()
        guard bytes.count >= nonceCount + crypto_secretbox_macbytes() else { return nil }
        let box = Array(bytes[nonceCount...])
        var plain = [UInt8](repeating: 0, count: box.count - crypto_secretbox_macbytes())
        guard crypto_secretbox_open_easy(&plain, box, UInt64(box.count), Array(bytes[..<nonceCount]), key) == 0,
            let envelope = try? JSONDecoder().decode(Envelope.self, from: Data(plain)), envelope.owner == owner
        else { return nil }
        return envelope.account
    }

    private struct Envelope: Codable {
        let owner: String
        let account: BankAccount
    }

    private static func bytes(hex: [UInt8]) -> [UInt8]? {
        func nibble(_ c: UInt8) -> UInt8? {
            switch c {
            case 48...57: c - 48
            case 97...102: c - 87
            case 65...70: c - 55
            default: nil
            }
        }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: hex.count, by: 2) {
            guard let high = nibble(hex[index]), let low = nibble(hex[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }
}
