import FoodlyShared

/// Reads typed fields out of a `JSONValue` and collects an issue, named by JSON path, for every bad one.
final class FieldReader {
    private(set) var issues: [FieldError] = []

    /// Records an issue once (reading several fields of one bad value must not repeat it).
    func fail(_ path: String, _ code: String, _ message: String) {
        let issue = FieldError(field: path, code: code, message: message)
        if !issues.contains(issue) { issues.append(issue) }
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

    func string(_ object: JSONValue, _ key: String, _ path: String, maxLength: Int, allowEmpty: Bool = false)
        -> String?
    {
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
        return cleaned
    }

    func optionalString(_ object: JSONValue, _ key: String, _ path: String, maxLength: Int) -> String? {
        guard value(object, key, path, required: false) != nil else { return nil }
        return string(object, key, path, maxLength: maxLength)
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

    func array(_ object: JSONValue, _ key: String, _ path: String, required: Bool = true) -> [JSONValue]? {
        guard let member = value(object, key, path, required: required) else { return nil }
        guard case .array(let items) = member else {
            fail(join(path, key), "wrong_type", "Expected a list, found \(member.typeName).")
            return nil
        }
        return items
    }

    /// A list of ids from a fixed set; unknown ones are reported by index.
    func ids<T: RawRepresentable<String>>(_ object: JSONValue, _ key: String, _ path: String, as _: T.Type) -> [T] {
        guard let items = array(object, key, path, required: false) else { return [] }
        var result: [T] = []
        for (index, item) in items.enumerated() {
            if case .string(let text) = item, let id = T(rawValue: text) {
                if !result.contains(where: { $0.rawValue == id.rawValue }) { result.append(id) }
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
