import FoodlyCLI
import Testing

/// The command to run that `words` ask for; fails the test when they ask for help or the version instead.
func invocation(_ words: [String], environment: [String: String] = [:]) throws -> Invocation {
    let request = try CommandLineRequest(words, environment: environment, version: "1.0")
    guard case .run(let invocation) = request else { throw NotACommand(request: request) }
    return invocation
}

/// What `invocation` throws for a command line that does not run a command.
struct NotACommand: Error {
    let request: CommandLineRequest
}

/// The message of the usage error `words` get.
func usageError(_ words: [String], environment: [String: String] = [:]) -> String? {
    #expect(throws: UsageError.self) { try CommandLineRequest(words, environment: environment, version: "1.0") }?
        .description
}

@Suite("Invocation")
struct InvocationTests {
    @Test func valuesSwitchesAndArgumentsInAnyOrder() throws {
        let serve = try invocation(["serve", "--demo", "--port", "9000", "--host=::1", "--trusted-proxy=a,b"])
        #expect(serve.command == .serve)
        #expect(try serve.integer("--port", in: 0...65535) == 9000)
        #expect(serve.value("--host") == "::1")
        #expect(serve.value("--trusted-proxy") == "a,b")
        #expect(serve.has("--demo"))
        #expect(!serve.has("--secure-cookies"))
        #expect(serve.arguments.isEmpty)

        let load = try invocation(["import", "--db=x.sqlite", "menu.json"])
        #expect(load.command == .importFile)
        #expect(load.arguments == ["menu.json"])
        #expect(load.value("--db") == "x.sqlite")

        let user = try invocation(["admin", "create-user", "--name", "Chef Rosa", "--role", "staff"])
        #expect(user.command == .createUser)
        #expect(user.value("--name") == "Chef Rosa")
        #expect(user.value("--email") == nil)
    }

    @Test func theLastOfARepeatedFlagWins() throws {
        #expect(try invocation(["serve", "--port", "1", "--port=2"]).integer("--port", in: 0...65535) == 2)
    }

    @Test func aValueThatLooksLikeAFlagMustBeWrittenInline() throws {
        #expect(
            usageError(["admin", "create-coupon", "--description", "--first-order"])
                == "foodly admin create-coupon --description needs a value. See foodly admin create-coupon --help.")
        let coupon = try invocation(["admin", "create-coupon", "--description=--first-order", "--cap", "-5"])
        #expect(coupon.value("--description") == "--first-order")
        #expect(coupon.value("--cap") == "-5")
        #expect(!coupon.has("--first-order"))
    }

    @Test func defaultsApplyWhenNothingElseGivesAValue() throws {
        let serve = try invocation(["serve"])
        #expect(serve.value("--host") == "127.0.0.1")
        #expect(try serve.integer("--port", in: 0...65535) == 8080)
        #expect(try serve.integer("--threads", in: 1...256) == 4)
        #expect(try serve.integer("--max-body-bytes", in: 1024...(64 << 20)) == 1 << 20)
        #expect(try serve.integer("--demo-speed", in: 1...3600) == 60)
        #expect(serve.value("--db") == "data/foodly.sqlite")
        #expect(serve.value("--trusted-proxy") == nil)
        #expect(!serve.has("--demo"))
        let generate = try invocation(["generate"])
        #expect(try generate.integer("--restaurants", in: 1...1_000_000) == 1000)
        #expect(try generate.integer("--dishes-per-restaurant", in: 1...200) == 10)
    }

    @Test func variablesFillInForAbsentFlagsInOrderAndFlagsWin() throws {
        let environment = ["FOODLY_PORT": "7000", "FOODLY_HOST": "0.0.0.0", "FOODLY_TRUSTED_PROXIES": "10.0.0.1"]
        let fromVariables = try invocation(["serve"], environment: environment)
        #expect(try fromVariables.integer("--port", in: 0...65535) == 7000)
        #expect(fromVariables.value("--host") == "0.0.0.0")
        #expect(fromVariables.value("--trusted-proxy") == "10.0.0.1")
        let flagged = try invocation(["serve", "--port", "9000"], environment: environment)
        #expect(try flagged.integer("--port", in: 0...65535) == 9000)

        let url = "postgres://foodly@localhost/foodly"
        #expect(
            try invocation(["migrate"], environment: ["FOODLY_DATABASE_URL": url, "FOODLY_DB": "b.sqlite"])
                .value("--db") == url)
        #expect(
            try invocation(["migrate"], environment: ["FOODLY_DATABASE_URL": "", "FOODLY_DB": "b.sqlite"])
                .value("--db") == "b.sqlite")
        #expect(
            try invocation(["migrate", "--db", "a.sqlite"], environment: ["FOODLY_DB": "b"]).value("--db") == "a.sqlite"
        )
    }

    @Test func switchesAreOnWhenTheirVariableSaysSo() throws {
        for (text, on) in [("1", true), ("true", true), ("yes", true), ("0", false), ("no", false), ("", false)] {
            let serve = try invocation(["serve"], environment: ["FOODLY_DEMO": text, "FOODLY_SECURE_COOKIES": text])
            #expect(serve.has("--demo") == on, "FOODLY_DEMO=\(text)")
            #expect(serve.has("--secure-cookies") == on, "FOODLY_SECURE_COOKIES=\(text)")
        }
    }

    @Test func numbersAreChecked() throws {
        let message =
            "foodly serve: --port must be a whole number from 0 to 65535, not \"abc\". See foodly serve --help."
        let error = #expect(throws: UsageError.self) {
            try invocation(["serve", "--port", "abc"]).integer("--port", in: 0...65535)
        }
        #expect(error?.description == message)
        let fromVariable = #expect(throws: UsageError.self) {
            try invocation(["serve"], environment: ["FOODLY_PORT": "70000"]).integer("--port", in: 0...65535)
        }
        #expect(fromVariable?.description.contains("not \"70000\"") == true)
    }

    @Test func aRequiredValueThatIsMissingIsNamed() throws {
        let error = #expect(throws: UsageError.self) {
            try invocation(["admin", "create-coupon", "--description", "x"]).required("--code")
        }
        #expect(
            error?.description == "foodly admin create-coupon needs --code CODE. See foodly admin create-coupon --help."
        )
        #expect(try invocation(["admin", "create-coupon", "--code", "SAVE5"]).required("--code") == "SAVE5")
    }

    @Test func aCommandsOwnUsageErrorsNameIt() throws {
        #expect(
            try invocation(["admin", "create-user"]).usageError("--role must be one of admin, staff.").description
                == "foodly admin create-user: --role must be one of admin, staff. See foodly admin create-user --help.")
    }

    @Test func anotherCommandsFlagIsRefusedByName() {
        #expect(
            usageError(["migrate", "--port", "1"]) == "foodly migrate does not take --port. See foodly migrate --help.")
    }

    /// Every flag some command takes, plus two nobody does, is refused by every command that does not declare it.
    @Test(arguments: Command.all.map(\.name))
    func aFlagTheCommandDoesNotDeclareIsRefused(name: String) throws {
        let command = try #require(Command.all.first { $0.name == name })
        let everyFlag = Set(Command.all.flatMap { $0.options.map(\.name) } + ["--nope", "-x"])
        let undeclared = everyFlag.subtracting(command.options.map(\.name)).sorted()
        #expect(!undeclared.isEmpty)
        let words = name.split(separator: " ").map(String.init)
        for flag in undeclared {
            let message = "foodly \(name) does not take \(flag). See foodly \(name) --help."
            #expect(usageError(words + [flag]) == message)
            #expect(usageError(words + [flag + "=1"]) == message)
            if command.option("--db") != nil {
                #expect(usageError(words + ["--db", "x.sqlite", flag, "1"]) == message)
            }
        }
    }

    @Test func aMissingValueIsNamed() {
        #expect(usageError(["serve", "--port"]) == "foodly serve --port needs a value. See foodly serve --help.")
        #expect(
            usageError(["copy-data", "--from", "--to", "b"])
                == "foodly copy-data --from needs a value. See foodly copy-data --help.")
    }

    @Test func aSwitchTakesNoValue() {
        #expect(usageError(["serve", "--demo=1"]) == "foodly serve --demo takes no value. See foodly serve --help.")
    }

    @Test func argumentsAreCounted() {
        #expect(usageError(["import"]) == "foodly import needs FILE. See foodly import --help.")
        #expect(
            usageError(["import", "a.json", "b.json"])
                == "foodly import takes FILE only, not also b.json. See foodly import --help.")
        #expect(
            usageError(["migrate", "extra"])
                == "foodly migrate takes no arguments, not extra. See foodly migrate --help.")
        #expect(
            usageError(["admin", "create-user", "now"])
                == "foodly admin create-user takes no arguments, not now. See foodly admin create-user --help.")
    }
}
