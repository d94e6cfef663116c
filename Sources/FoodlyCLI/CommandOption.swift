/// One `--flag` a command takes: an option with a value (`--port N`) or a switch (`--demo`).
public struct CommandOption: Sendable, Equatable {
    /// The flag as typed, e.g. `--port`.
    public let name: String
    /// What its value looks like in help, e.g. `N`; nil for a switch, which takes no value.
    public let placeholder: String?
    /// `FOODLY_*` variables read in order when the flag is absent; a switch is on when one is `1`, `true` or `yes`.
    public let environment: [String]
    /// The value when neither the flag nor a variable gives one; shown in help.
    public let defaultValue: String?
    /// What it is for, shown in help.
    public let help: String

    /// An option that takes a value, e.g. `.value("--port", "N", environment: "FOODLY_PORT", default: "8080", …)`.
    static func value(
        _ name: String, _ placeholder: String, environment: String..., default defaultValue: String? = nil,
        help: String
    ) -> CommandOption {
        CommandOption(
            name: name, placeholder: placeholder, environment: environment, defaultValue: defaultValue, help: help)
    }

    /// A switch, on when given (or when its variable is `1`, `true` or `yes`).
    static func flag(_ name: String, environment: String..., help: String) -> CommandOption {
        CommandOption(name: name, placeholder: nil, environment: environment, defaultValue: nil, help: help)
    }

    /// The help's left column, e.g. `--port N`.
    var synopsis: String { placeholder.map { "\(name) \($0)" } ?? name }

    /// Where else the value can come from, for help: `(FOODLY_PORT, default 8080)`; nil when nowhere.
    var sources: String? {
        var sources: [String] = []
        if !environment.isEmpty {
            let variables = environment.joined(separator: " or ")
            sources.append(placeholder == nil ? "\(variables)=1" : variables)
        }
        if let defaultValue { sources.append("default \(defaultValue)") }
        return sources.isEmpty ? nil : "(\(sources.joined(separator: ", ")))"
    }
}
