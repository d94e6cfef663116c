import FoodlyShared

/// The rules for names, email addresses and passwords, shared by the API and the web forms.
public enum AccountRules {
    /// Longest accepted full name, in Unicode scalars (`Text.length`, as every limit here).
    public static let maxNameLength = 100
    /// Longest accepted email address (RFC 5321 path limit).
    public static let maxEmailLength = 254
    /// Shortest and longest accepted password.
    public static let passwordLength = 8...128

    /// Issues with a full name: required, a first and a last name, at most 100 characters.
    public static func fullNameIssues(_ fullName: String, field: String = "fullName") -> [FieldError] {
        let name = Text.clean(fullName)
        if name.isEmpty { return [Text.required(field)] }
        if Text.length(name) > maxNameLength { return [Text.tooLong(field, maxNameLength)] }
        if Text.hasHiddenCharacters(name) { return [Text.hiddenCharacters(field)] }
        // Words without letters (an emoji, a dash) may stand between the names but do not count as one.
        let names = name.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) }
        if names.count < 2 {
            return [
                FieldError(field: field, code: "first_and_last_name", message: "Enter your first and last name.")
            ]
        }
        return []
    }

    /// Issues with an email address: required, one `@`, a plausible local part and a dotted domain.
    public static func emailIssues(_ email: String, field: String = "email") -> [FieldError] {
        let address = Text.clean(email)
        if address.isEmpty { return [Text.required(field)] }
        if Text.length(address) > maxEmailLength { return [Text.tooLong(field, maxEmailLength)] }
        return isPlausibleEmail(address)
            ? [] : [FieldError(field: field, code: "invalid_email", message: "Enter a valid email address.")]
    }

    /// Issues with a new password: 8–128 characters with a letter, a digit and a special character.
    public static func passwordIssues(_ password: String, field: String = "password") -> [FieldError] {
        if password.allSatisfy(\.isWhitespace) { return [Text.required(field)] }
        if Text.length(password) > passwordLength.upperBound {
            return [Text.tooLong(field, passwordLength.upperBound)]
        }
        let strong =
            Text.length(password) >= passwordLength.lowerBound && password.contains(where: \.isLetter)
            && password.contains(where: \.isNumber)
            && password.contains { !$0.isLetter && !$0.isNumber && !$0.isWhitespace }
        return strong
            ? []
            : [
                FieldError(
                    field: field, code: "too_weak",
                    message: "Use at least 8 characters with a letter, a digit and a special character.")
            ]
    }

    /// The canonical form of an email address: trimmed and lowercased.
    public static func normalizedEmail(_ email: String) -> String {
        Text.clean(email).lowercased()
    }

    /// The first name: the first word of the full name.
    public static func firstName(of fullName: String) -> String {
        fullName.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? fullName
    }

    private static func isPlausibleEmail(_ address: String) -> Bool {
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, Text.length(parts[0]) <= 64 else { return false }
        let local = parts[0]
        let domain = parts[1]
        let localAllowed = local.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "!#$%&'*+/=?^_`{|}~.-".unicodeScalars.contains(scalar)
        }
        guard localAllowed, !local.hasPrefix("."), !local.hasSuffix("."), !local.contains("..") else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, Text.length(labels.last!) >= 2, labels.last!.allSatisfy(\.isLetter) else {
            return false
        }
        return labels.allSatisfy { label in
            !label.isEmpty && Text.length(label) <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.unicodeScalars.allSatisfy {
                    $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-"
                }
        }
    }
}
