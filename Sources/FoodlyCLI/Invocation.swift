/// A command line read against one command's declaration: its arguments, its options' values and switches, and
/// the environment their `FOODLY_*` fallbacks come from.
public struct Invocation: Sendable, Equatable {
    /// The command being run.
    public let command: Command
    /// The words that are not options, one for each of the command's declared arguments.
    public private(set) var arguments: [String] = []
    private var values: [String: String] = [:]
    private var switches: Set<String> = []
    private let environment: [String: String]

    /// Reads `words`, the ones after the command's name: `--flag value`, `--flag=value`, `--switch` and
    /// arguments, in any order (a repeated flag's last value wins).
    ///
    /// Refuses a flag the command does not declare, a missing value, a value on a switch, and too many or too
    /// few arguments.
    init(_ command: Command, words: some Sequence<String>, environment: [String: String]) throws {
        self.command = command
        self.environment = environment
        var rest = Array(words)[...]
        while let word = rest.popFirst() {
            guard word.hasPrefix("-") else {
                arguments.append(word)
                continue
            }
            let name = String(word.prefix { $0 != "=" })
            let inlineValue = word.firstIndex(of: "=").map { String(word[word.index(after: $0)...]) }
            guard let option = command.option(name) else {
                throw UsageError("foodly \(command.name) does not take \(name). \(command.seeHelp)")
            }
            if option.placeholder == nil {
                guard inlineValue == nil else {
                    throw UsageError("foodly \(command.name) \(name) takes no value. \(command.seeHelp)")
                }
                switches.insert(name)
            } else {
                guard let value = inlineValue ?? rest.popFirst(), inlineValue != nil || !value.hasPrefix("--") else {
                    throw UsageError("foodly \(command.name) \(name) needs a value. \(command.seeHelp)")
                }
                values[name] = value
            }
        }
        if arguments.count > command.arguments.count {
            let extra = arguments[command.arguments.count]
            let expected =
                command.arguments.isEmpty
                ? "no arguments, not" : command.arguments.joined(separator: " ") + " only, not also"
            throw UsageError("foodly \(command.name) takes \(expected) \(extra). \(command.seeHelp)")
        }
        if arguments.count < command.arguments.count {
            let missing = command.arguments[arguments.count...].joined(separator: " ")
            throw UsageError("foodly \(command.name) needs \(missing). \(command.seeHelp)")
        }
    }

    /// Option `name`'s value: from the command line, else from the first of its variables that is set and not
    /// empty, else its default; nil when none gives one.
    public func value(_ name: String) -> String? {
        let option = declared(name)
        return values[name] ?? option.environment.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
            ?? option.defaultValue
    }

    /// Option `name`'s value, which the command cannot do without (a declared default always gives one).
    public func required(_ name: String) throws -> String {
        guard let value = value(name) else {
            throw UsageError("foodly \(command.name) needs \(declared(name).synopsis). \(command.seeHelp)")
        }
        return value
    }

    /// Option `name`'s value as a whole number within `range`.
    public func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int {
        let text = try required(name)
        guard let number = Int(text), range.contains(number) else {
            throw usageError(
                "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(text)\".")
        }
        return number
    }

    /// Whether switch `name` is on: given, or one of its variables is `1`, `true` or `yes`.
    public func has(_ name: String) -> Bool {
        switches.contains(name)
            || declared(name).environment.contains { ["1", "true", "yes"].contains(environment[$0] ?? "") }
    }

    /// A usage error about this command, e.g. `foodly serve: --port must be …. See foodly serve --help.`
    public func usageError(_ message: String) -> UsageError {
        UsageError("foodly \(command.name): \(message) \(command.seeHelp)")
    }

    /// The declaration of `name`; reading a flag the command does not declare is a mistake in the code, since
    /// the command line could never give it.
    private func declared(_ name: String) -> CommandOption {
        guard let option = command.option(name) else {
            preconditionFailure("foodly \(command.name) reads \(name) but does not declare it")
        }
        return option
    }
}
