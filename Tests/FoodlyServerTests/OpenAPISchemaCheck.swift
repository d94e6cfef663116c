import Foundation

/// Compares the document's schemas with the Swift wire types field by field: each body is a named component
/// (`WireSchema.componentName`), each component has the type's property names, types and required list, and each
/// enum is one component whose values are a Swift enum's cases.
///
/// `required` is read both ways: in a request, it lists at least the keys the type cannot decode without (the
/// server's rules may ask for more); in an answer, exactly the keys its encoding always writes. A request key left
/// out of `required` that the type reads with `decodeIfPresent` must be documented nullable, since a `null` there
/// is read as the key left out.
struct OpenAPISchemaCheck {
    typealias Object = [String: Any]

    /// Which way a schema is sent.
    enum Direction {
        case request
        /// An answer, with the keys its encoding always writes by Swift type name (`WrittenKeys`).
        case answer(written: [String: Set<String>])
    }

    /// `components.schemas`.
    let components: [String: Object]
    /// The enum values each enum component must list, by component name.
    let enums: [String: [String]]
    /// Components already compared, so each is reported once.
    private var compared: Set<String> = []

    init(document: Object, enums: [String: [String]]) {
        let all = document["components"] as? Object ?? [:]
        components = all["schemas"] as? [String: Object] ?? [:]
        self.enums = enums
    }

    /// Every disagreement between `schema` (from the document, at `place`) and `wire`, sent `direction`.
    mutating func differences(_ schema: Object?, _ wire: WireSchema, _ direction: Direction, at place: String)
        -> [String]
    {
        guard let schema = schema.map(Self.withoutNull) else { return ["\(place): no schema"] }
        switch wire {
        case .any:
            return []
        case .object(let swiftName, let properties):
            let name = WireSchema.componentName(of: swiftName)
            switch reference(schema, name, direction, at: place) {
            case .compare(let component):
                return objectDifferences(component, swiftName, properties, direction, at: name)
            case .done(let found): return found
            }
        case .enumeration(let swiftName, let values):
            let name = WireSchema.componentName(of: swiftName)
            switch reference(schema, name, .request, at: place) {
            case .compare(let component):
                guard compared.insert("enum \(name)").inserted else { return [] }
                let documented = component["enum"] as? [String] ?? []
                return documented == values ? [] : ["\(name): enum \(documented) is not \(values)"]
            case .done(let found): return found
            }
        case .array(let element):
            guard Self.type(of: schema) == "array" else { return ["\(place): not an array"] }
            return differences(schema["items"] as? Object, element, direction, at: "\(place)[]")
        case .string, .integer, .number, .boolean:
            let want = "\(wire)"
            if let name = Self.componentName(schema) {
                // A string documented as one of the named enums.
                guard want == "string", let component = components[name], component["enum"] != nil else {
                    return ["\(place): refers to \(name), want a plain \(want)"]
                }
                return enumComponentDifferences(component, name)
            }
            let found = Self.type(of: schema) ?? "no type"
            if schema["enum"] != nil { return ["\(place): an inline enum; name it as a component"] }
            return found == want || (want == "number" && found == "integer") ? [] : ["\(place): \(found), want \(want)"]
        }
    }

    /// What comes of following a reference: a component to compare, or nothing more to do.
    private enum Reference {
        case compare(Object)
        case done([String])
    }

    /// Every enum component whose values are not its Swift enum's (parameters' enums included).
    mutating func enumDifferences() -> [String] {
        components.keys.sorted().flatMap { name in
            components[name]?["enum"] == nil ? [] : enumComponentDifferences(components[name] ?? [:], name)
        }
    }

    /// Checks that `schema` refers to the component `name`; the component is to be compared the first time only.
    private mutating func reference(_ schema: Object, _ name: String, _ direction: Direction, at place: String)
        -> Reference
    {
        guard let found = Self.componentName(schema) else {
            return .done(["\(place): an inline schema; refer to the component \(name)"])
        }
        guard found == name else { return .done(["\(place): refers to \(found), want \(name)"]) }
        guard let component = components[name] else { return .done(["\(place): no component \(name)"]) }
        let key = if case .request = direction { "request \(name)" } else { "answer \(name)" }
        return compared.insert(key).inserted ? .compare(component) : .done([])
    }

    private mutating func objectDifferences(
        _ component: Object, _ swiftName: String, _ properties: [WireSchema.Property], _ direction: Direction,
        at name: String
    ) -> [String] {
        guard Self.type(of: component) == "object" else { return ["\(name): not an object"] }
        let documented = component["properties"] as? [String: Object] ?? [:]
        let required = Set(component["required"] as? [String] ?? [])
        var found: [String] = []
        let names = Set(properties.map(\.name))
        for extra in Set(documented.keys).subtracting(names).sorted() {
            found.append("\(name).\(extra): documented but not in the Swift type")
        }
        for property in properties {
            let place = "\(name).\(property.name)"
            guard let schema = documented[property.name] else {
                found.append("\(place): not documented")
                continue
            }
            switch direction {
            case .request where property.required && !required.contains(property.name):
                found.append("\(place): not in required, but the request cannot be read without it")
            case .request where !property.required && !required.contains(property.name) && !Self.isNullable(schema):
                found.append("\(place): optional, so null is read as absent; document it nullable")
            case .answer(let written)
            where required.contains(property.name)
                != written[swiftName, default: []]
                .contains(property.name):
                found.append(
                    "\(place): " + (required.contains(property.name) ? "in required, but" : "not in required, but")
                        + (required.contains(property.name) ? " left out when empty" : " always written"))
            default: break
            }
            found += differences(schema, property.schema, direction, at: place)
        }
        return found
    }

    private mutating func enumComponentDifferences(_ component: Object, _ name: String) -> [String] {
        guard compared.insert("enum \(name)").inserted else { return [] }
        guard let values = enums[name] else { return ["\(name): an enum with no Swift enum behind it"] }
        let documented = component["enum"] as? [String] ?? []
        return documented == values ? [] : ["\(name): enum \(documented) is not \(values)"]
    }

    /// The component a schema refers to, if it is a `$ref`.
    static func componentName(_ schema: Object) -> String? {
        let prefix = "#/components/schemas/"
        guard let reference = schema["$ref"] as? String, reference.hasPrefix(prefix) else { return nil }
        return String(reference.dropFirst(prefix.count))
    }

    /// The JSON type, with `null` left out of a type list.
    static func type(of schema: Object) -> String? {
        if let type = schema["type"] as? String { return type }
        return (schema["type"] as? [String])?.first { $0 != "null" }
    }

    /// Whether `schema` admits `null` (a type list with it, or a `oneOf`/`anyOf` alternative).
    static func isNullable(_ schema: Object) -> Bool {
        if (schema["type"] as? [String])?.contains("null") == true { return true }
        return ["oneOf", "anyOf"].contains { key in
            (schema[key] as? [Object])?.contains { $0["type"] as? String == "null" } == true
        }
    }

    /// `schema` without the `null` alternative of a nullable value (`oneOf`/`anyOf` with `{"type": "null"}`).
    static func withoutNull(_ schema: Object) -> Object {
        for key in ["oneOf", "anyOf"] {
            guard let choices = schema[key] as? [Object] else { continue }
            let rest = choices.filter { $0["type"] as? String != "null" }
            if rest.count == 1, rest.count < choices.count { return rest[0] }
        }
        return schema
    }
}
