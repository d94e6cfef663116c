/// A `foodly` command, declared once (see `Commands.swift`): its name, what it does, the arguments and the
/// options it takes. Parsing (`Invocation`), help and usage errors are all read from the declaration.
public struct Command: Sendable, Equatable {
    /// The words that name it after `foodly`, e.g. `serve` or `admin create-user`.
    public let name: String
    /// What it does, in one line.
    public let summary: String
    /// Placeholders for the words it needs that are not options, e.g. `["FILE"]`; each must be given.
    public let arguments: [String]
    /// The flags it takes, in the order its help lists them.
    public let options: [CommandOption]

    /// Declares a command; most take no arguments.
    init(name: String, summary: String, arguments: [String] = [], options: [CommandOption]) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.options = options
    }

    /// The option called `name` (e.g. `--port`), if the command takes it.
    public func option(_ name: String) -> CommandOption? { options.first { $0.name == name } }

    /// What `foodly <command> --help` prints: the usage line, the summary and every option.
    public var help: String {
        let rows = options.map { (left: $0.synopsis, right: $0.help, more: $0.sources) }
        return (["Usage: foodly \(synopsis) [options]", "", summary, "", "Options:"] + Self.columns(rows))
            .joined(separator: "\n")
    }

    /// The words of `name`.
    var words: [String] { name.split(separator: " ").map(String.init) }

    /// The name with the arguments' placeholders, e.g. `import FILE`.
    var synopsis: String { ([name] + arguments).joined(separator: " ") }

    /// The end of every usage error about this command.
    var seeHelp: String { "See foodly \(name) --help." }

    /// One line per command, its synopsis then its summary, for the lists in the top-level help.
    static func list(_ commands: [Command]) -> [String] {
        columns(commands.map { (left: $0.synopsis, right: $0.summary, more: nil) })
    }

    /// Two-column lines, indented, the right column aligned; `more` follows `right` on the same line, or on the
    /// next line under it when the line would pass 100 characters.
    private static func columns(_ rows: [(left: String, right: String, more: String?)]) -> [String] {
        let width = (rows.map(\.left.count).max() ?? 0) + 2
        return rows.map { row in
            let line = "  " + row.left + String(repeating: " ", count: width - row.left.count) + row.right
            guard let more = row.more else { return line }
            let indent = String(repeating: " ", count: width + 2)
            return line.count + 1 + more.count <= 100 ? "\(line) \(more)" : "\(line)\n\(indent)\(more)"
        }
    }
}
