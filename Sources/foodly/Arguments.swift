/// A parsed command line: `foodly <command> [--flag value | --switch]…`.
///
/// Hand-written because no argument-parsing package is available; it knows only flags and switches.
struct Arguments {
    /// A mistake in the command line, shown to the user with the usage text.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// The first word, e.g. `serve`; nil when there is none.
    let command: String?
    /// Words after the command that are not options (`admin create-user` → `["create-user"]`, a file name).
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var switches: Set<String> = []

    /// Parses `words` (without the program name). `flags` take a value; `switchNames` don't.
    init(_ words: [String], flags: Set<String>, switchNames: Set<String>) throws {
        var rest = words[...]
        if let first = rest.first, !first.hasPrefix("-") {
            command = first
            rest = rest.dropFirst()
        } else {
            command = nil
        }
        while let word = rest.popFirst() {
            var name = word
            var inlineValue: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            if switchNames.contains(name), inlineValue == nil {
                switches.insert(name)
            } else if flags.contains(name) {
                guard let value = inlineValue ?? rest.popFirst(), !value.hasPrefix("--") || inlineValue != nil else {
                    throw UsageError(description: "\(name) needs a value.")
                }
                values[name] = value
            } else if !word.hasPrefix("-") {
                positionals.append(word)
            } else {
                throw UsageError(description: "Unknown option: \(word)")
            }
        }
    }

    /// Whether a switch was given.
    func has(_ name: String) -> Bool { switches.contains(name) }

    /// A flag's value, else the environment variable's, else nil.
    func value(_ name: String, environment variable: String? = nil, in environment: [String: String]) -> String? {
        if let value = values[name] { return value }
        if let variable, let value = environment[variable], !value.isEmpty { return value }
        return nil
    }

    /// An integer flag within `range`, with the same fallbacks as `value`.
    func integer(
        _ name: String, environment variable: String? = nil, in environment: [String: String], default fallback: Int,
        range: ClosedRange<Int>
    ) throws -> Int {
        guard let text = value(name, environment: variable, in: environment) else { return fallback }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(
                description:
                    "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(text)\".")
        }
        return number
    }
}
