/// What a `foodly` command line asks for: help to print, the version, or a command to run.
public enum CommandLineRequest: Sendable, Equatable {
    /// Print this help text.
    case help(String)
    /// Print the version.
    case version
    /// Run a command.
    case run(Invocation)

    /// Reads `words` (the command line without the program name) against `Command.all`.
    ///
    /// No words, `--help`, `-h` or `help` ask for the top-level help; `help <command>`, or `--help` or `-h`
    /// anywhere after a command, for the command's own. Anything else must start with a command.
    public init(_ words: [String], environment: [String: String], version: String) throws {
        guard let first = words.first, !["--help", "-h"].contains(first), words != ["help"] else {
            self = .help(Self.overview(version: version))
            return
        }
        if first == "help" {
            self = try Self(Array(words.dropFirst()) + ["--help"], environment: environment, version: version)
            return
        }
        if first == "--version" {
            self = .version
            return
        }
        if first.hasPrefix("-") {
            throw UsageError("foodly does not take \(first) before a command. See foodly --help.")
        }
        let family = Command.all.filter { $0.words.first == first }
        guard !family.isEmpty else { throw UsageError("foodly: unknown command \(first). See foodly --help.") }
        let wantsHelp = words.contains("--help") || words.contains("-h")
        guard let command = family.first(where: { words.starts(with: $0.words) }) else {
            if wantsHelp {
                self = .help(Self.help(family: first, actions: family))
                return
            }
            let actions = family.map { $0.words.dropFirst().joined(separator: " ") }.joined(separator: ", ")
            throw UsageError("foodly \(first) needs one of: \(actions). See foodly \(first) --help.")
        }
        self =
            wantsHelp
            ? .help(command.help)
            : .run(try Invocation(command, words: words.dropFirst(command.words.count), environment: environment))
    }

    /// What `foodly --help` prints: every command and the top-level options.
    public static func overview(version: String) -> String {
        let lines =
            ["Foodly \(version) — healthy food delivery server.", "", "Usage: foodly <command> [options]", ""]
            + ["Commands:"] + Command.list(Command.all)
            + ["", "Run foodly <command> --help for a command's options.", ""]
            + ["Options:", "  --help, -h   Show this help.", "  --version    Show the version."]
        return lines.joined(separator: "\n")
    }

    /// What `foodly admin --help` prints: the commands that start with `admin`.
    private static func help(family: String, actions: [Command]) -> String {
        let lines =
            ["Usage: foodly \(family) <action> [options]", "", "Actions:"] + Command.list(actions)
            + ["", "Run foodly \(family) <action> --help for an action's options."]
        return lines.joined(separator: "\n")
    }
}
