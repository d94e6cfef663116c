import FoodlyShared

/// Reads typed fields out of a `JSONValue` and collects an issue, named by JSON path, for every bad one, up to
/// `maxIssues`: what a body costs to check and to answer grows with its size, never faster.
final class FieldReader {
    /// The most issues reported for one body; past it a last issue (`too_many_errors`) says the list was cut.
    static let maxIssues = 100

    private(set) var issues: [FieldError] = []
    private var seen: Set<FieldError> = []

    /// Records an issue once (reading several fields of one bad value must not repeat it).
    func fail(_ path: String, _ code: String, _ message: String) {
        guard issues.count <= Self.maxIssues else { return }
        let issue = FieldError(field: path, code: code, message: message)
        guard seen.insert(issue).inserted else { return }
        if issues.count == Self.maxIssues {
            issues.append(
                FieldError(
                    field: "", code: "too_many_errors",
                    message: "Only the first \(Self.maxIssues) problems are listed; fix them and send again."))
        } else {
            issues.append(issue)
        }
    }

    private func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    func value(_ object: JSONValue, _ key: String, _ path: String, required: Bool = true) -> JSONValue? {
        guard case .object = object else {
            fail(path, "wrong_type", "Expected an object, found \(object.typeName).")
            return nil
        }
        let member = object[key]
        if member == nil || member == .null {
            if required { fail(join(path, key), "required", "This field is required.") }
            return nil
        }
        return member
    }

    /// A string of at most `maxLength` characters, trimmed; one line unless `multiline` (`Text.hasHiddenCharacters`).
    func string(
        _ object: JSONValue, _ key: String, _ path: String, maxLength: Int, allowEmpty: Bool = false,
        multiline: Bool = false
    ) -> String? {
        guard let member = value(object, key, path) else { return nil }
        guard case .string(let text) = member else {
            fail(join(path, key), "wrong_type", "Expected a string, found \(member.typeName).")
            return nil
        }
        let cleaned = Text.clean(text)
        if cleaned.isEmpty && !allowEmpty {
            fail(join(path, key), "required", "This field must not be empty.")
            return nil
        }
        if Text.length(cleaned) > maxLength {
            fail(join(path, key), "too_long", "Use at most \(maxLength) characters.")
            return nil
        }
        if Text.hasHiddenCharacters(cleaned, multiline: multiline) {
            let issue = Text.hiddenCharacters(join(path, key))
            fail(issue.field, issue.code, issue.message)
            return nil
        }
        return cleaned
    }

    func optionalString(
        _ object: JSONValue, _ key: String, _ path: String, maxLength: Int, allowEmpty: Bool = false
    ) -> String? {
        guard value(object, key, path, required: false) != nil else { return nil }
        return string(object, key, path, maxLength: maxLength, allowEmpty: allowEmpty)
    }

    func number(_ object: JSONValue, _ key: String, _ path: String, range: ClosedRange<Double>, required: Bool = true)
        -> Double?
    {
        guard let member = value(object, key, path, required: required) else { return nil }
        guard case .number(let number) = member, number.isFinite else {
            fail(join(path, key), "wrong_type", "Expected a number, found \(member.typeName).")
            return nil
        }
        guard range.contains(number) else {
            fail(
                join(path, key), "out_of_range",
                "Must be between \(format(range.lowerBound)) and \(format(range.upperBound)).")
            return nil
        }
        return number
    }

    func integer(_ object: JSONValue, _ key: String, _ path: String, range: ClosedRange<Int>, required: Bool = true)
        -> Int?
    {
        guard
            let number = number(
                object, key, path, range: Double(range.lowerBound)...Double(range.upperBound), required: required)
        else { return nil }
        guard number.rounded() == number else {
            fail(join(path, key), "not_an_integer", "Expected a whole number (cents, minutes or basis points).")
            return nil
        }
        return Int(number)
    }

    func bool(_ object: JSONValue, _ key: String, _ path: String) -> Bool? {
        guard let member = value(object, key, path) else { return nil }
        guard case .bool(let flag) = member else {
            fail(join(path, key), "wrong_type", "Expected true or false, found \(member.typeName).")
            return nil
        }
        return flag
    }

    /// A list of at most `maxCount` items; a longer one is refused whole (`too_many`) before any item is read.
    func array(_ object: JSONValue, _ key: String, _ path: String, required: Bool = true, maxCount: Int)
        -> [JSONValue]?
    {
        guard let member = value(object, key, path, required: required) else { return nil }
        guard case .array(let items) = member else {
            fail(join(path, key), "wrong_type", "Expected a list, found \(member.typeName).")
            return nil
        }
        guard items.count <= maxCount else {
            fail(join(path, key), "too_many", "List at most \(maxCount) items.")
            return nil
        }
        return items
    }

    /// A list of ids from a fixed set, each kept once; unknown ones are reported by index. A list of more than 50
    /// items (or than the set has values, when it has more) is refused whole.
    func ids<T: RawRepresentable<String> & CaseIterable>(
        _ object: JSONValue, _ key: String, _ path: String, as _: T.Type
    ) -> [T] {
        let most = max(T.allCases.count, 50)
        guard let items = array(object, key, path, required: false, maxCount: most) else { return [] }
        var result: [T] = []
        var kept: Set<String> = []
        for (index, item) in items.enumerated() {
            if case .string(let text) = item, let id = T(rawValue: text) {
                if kept.insert(text).inserted { result.append(id) }
            } else {
                fail("\(join(path, key))[\(index)]", "unknown_value", "Unknown value \(describe(item)).")
            }
        }
        return result
    }

    private func describe(_ value: JSONValue) -> String {
        if case .string(let text) = value { return "\"\(text)\"" }
        return value.typeName
    }

    private func format(_ number: Double) -> String {
        number.rounded() == number ? String(Int(number)) : String(number)
    }
}
