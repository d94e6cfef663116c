import FoodlyCLI
import Testing

@Suite("Command line")
struct CommandLineRequestTests {
    /// What `words` ask for.
    private func request(_ words: [String]) throws -> CommandLineRequest {
        try CommandLineRequest(words, environment: [:], version: "1.0")
    }

    /// The option lines of a command's help, as the flags they start with.
    private func flags(in help: String) -> [String] {
        help.split(separator: "\n").filter { $0.hasPrefix("  --") }.map { String($0.dropFirst(2).prefix { $0 != " " }) }
    }

    @Test func helpAndVersion() throws {
        let overview = CommandLineRequest.overview(version: "1.0")
        for words in [[], ["--help"], ["-h"], ["help"]] {
            #expect(try request(words) == .help(overview), "\(words)")
        }
        #expect(try request(["--version"]) == .version)
        #expect(overview.hasPrefix("Foodly 1.0 — "))
    }

    @Test func theTopLevelHelpListsEveryCommand() {
        let lines = CommandLineRequest.overview(version: "1.0").split(separator: "\n")
        for command in Command.all {
            #expect(
                lines.contains { $0.hasPrefix("  \(command.name) ") && $0.hasSuffix(command.summary) },
                "\(command.name)")
        }
        #expect(lines.contains { $0.hasPrefix("  import FILE ") })
    }

    /// `--help`, `-h` and `help <command>` show the same text, listing exactly the declared flags, each with its
    /// help, its variables and its default.
    @Test(arguments: Command.all.map(\.name))
    func aCommandsHelpListsExactlyItsFlags(name: String) throws {
        let command = try #require(Command.all.first { $0.name == name })
        let words = name.split(separator: " ").map(String.init)
        guard case .help(let help) = try request(words + ["--help"]) else {
            Issue.record("\(name) --help shows no help")
            return
        }
        #expect(try request(words + ["-h"]) == .help(help))
        #expect(try request(["help"] + words) == .help(help))
        #expect(try request(words + ["--port", "--help"]) == .help(help), "--help wins over anything else")
        #expect(help.hasPrefix("Usage: foodly \(([name] + command.arguments).joined(separator: " ")) [options]"))
        #expect(help.contains(command.summary))
        #expect(flags(in: help) == command.options.map(\.name))
        for option in command.options {
            #expect(help.contains(option.help))
            for variable in option.environment { #expect(help.contains(variable)) }
            if let defaultValue = option.defaultValue { #expect(help.contains("default \(defaultValue)")) }
        }
    }

    @Test func aHelpLooksLikeThis() throws {
        #expect(
            try request(["migrate", "--help"])
                == .help(
                    """
                    Usage: foodly migrate [options]

                    Create or upgrade the database schema and exit.

                    Options:
                      --db PATH|URL  SQLite file, or a postgres:// URL for PostgreSQL
                                     (FOODLY_DATABASE_URL or FOODLY_DB, default data/foodly.sqlite)
                    """))
        guard case .help(let serve) = try request(["serve", "--help"]) else { return }
        #expect(
            serve.contains("  --port N                      port, 0 for any free one (FOODLY_PORT, default 8080)\n"))
        #expect(serve.contains("  --demo                        play the kitchens and couriers"))
        #expect(serve.contains("(FOODLY_DEMO=1)"))
    }

    @Test func anUnknownCommandOrAnOptionBeforeTheCommand() {
        #expect(usageError(["frobnicate"]) == "foodly: unknown command frobnicate. See foodly --help.")
        #expect(usageError(["help", "frobnicate"]) == "foodly: unknown command frobnicate. See foodly --help.")
        #expect(usageError(["--port", "1"]) == "foodly does not take --port before a command. See foodly --help.")
    }

    @Test func adminNeedsAnAction() throws {
        let message =
            "foodly admin needs one of: create-user, create-coupon, approve-restaurant, reject-restaurant. "
            + "See foodly admin --help."
        #expect(usageError(["admin"]) == message)
        #expect(usageError(["admin", "delete-user"]) == message)
        #expect(usageError(["admin", "--email", "a@example.com"]) == message)
        guard case .help(let help) = try request(["admin", "--help"]) else {
            Issue.record("admin --help shows no help")
            return
        }
        #expect(help.contains("  admin create-user ") && help.contains("  admin create-coupon "))
        #expect(!help.contains("  serve"))
    }
}
