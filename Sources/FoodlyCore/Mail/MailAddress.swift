import Foundation

/// An email address with an optional display name, safe to write in a header and an SMTP envelope: no line
/// breaks, control characters, spaces or angle brackets, one `@` with something on both sides.
public struct MailAddress: Sendable, Equatable {
    /// `someone@example.com`.
    public let address: String
    /// `Ada Lovelace`, if any.
    public let name: String?

    /// Checks and wraps an address and a display name.
    public init(_ address: String, name: String? = nil) throws {
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        let forbidden = Set("<>()[],;:\\\" ".unicodeScalars)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
            !address.unicodeScalars.contains(where: { forbidden.contains($0) || MailHeader.isControl($0) })
        else { throw MailError.invalidAddress(address) }
        if let name { try MailHeader.check(name, field: "display name") }
        self.address = address
        self.name = name.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Reads `Name <someone@example.com>` or a bare `someone@example.com` (the `--mail-from` value).
    public init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") else {
            try self.init(trimmed)
            return
        }
        let name = trimmed[..<open].trimmingCharacters(in: .whitespaces)
        let quoted = name.count >= 2 && name.hasPrefix("\"") && name.hasSuffix("\"")
        try self.init(
            String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]),
            name: quoted ? String(name.dropFirst().dropLast()) : name)
    }

    /// The domain after the `@`.
    public var domain: Substring { address.split(separator: "@").last ?? "" }

    /// As a header writes it: `Ada Lovelace <ada@example.com>`, the name quoted or encoded when it must be.
    var header: String {
        guard let name else { return address }
        return "\(MailHeader.phrase(name)) <\(address)>"
    }
}
