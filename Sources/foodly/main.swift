import FoodlyApp
import Foundation

/// Entry point: dispatches to a command and turns failures into a message and an exit status.
let usage = """
    Foodly \(FoodlyVersion.current) — healthy food delivery server.

    Usage: foodly <command> [options]

    Commands:
      serve     Run the HTTP server (JSON API and web app).
                  --host ADDRESS   address to bind (FOODLY_HOST, default 127.0.0.1)
                  --port N         port, 0 for any free one (FOODLY_PORT, default 8080)
                  --db PATH|URL    SQLite file, or a postgres:// URL for PostgreSQL
                                   (FOODLY_DATABASE_URL or FOODLY_DB, default data/foodly.sqlite)
                  --threads N      worker threads (FOODLY_THREADS, default 4)
                  --max-body-bytes N  largest request body (FOODLY_MAX_BODY_BYTES, default 1048576)
                  --trusted-proxy A,B  addresses of reverse proxies whose X-Real-IP names the client
                                   (FOODLY_TRUSTED_PROXIES; login throttling counts per client)
                  --secure-cookies mark cookies Secure, for HTTPS (FOODLY_SECURE_COOKIES=1)
                  --demo           play the kitchens and couriers so orders reach "delivered" (FOODLY_DEMO=1)
                  --demo-speed N   demo minutes per real minute (FOODLY_DEMO_SPEED, default 60)
      migrate   Create or upgrade the database schema and exit.
                  --db PATH|URL    as for serve
      import FILE
                Import restaurants in the import format (one object or a list); all or nothing.
      seed      Load the demo city: restaurants and demo accounts (--if-empty: only into an empty catalog).
      generate  Write a synthetic catalog for benchmarks.
                  --restaurants N            (default 1000)
                  --dishes-per-restaurant M  (default 10)
      admin create-user --role admin|staff|courier|customer --email EMAIL --name "FULL NAME"
                Create an account; the password comes from FOODLY_PASSWORD or standard input.
      admin create-coupon --code CODE --description TEXT (--percent N [--cap CENTS] | --amount CENTS |
                --free-delivery) [--minimum CENTS] [--from TIME] [--until TIME] [--total-limit N]
                [--per-customer N] [--first-order] [--restaurant ID]
                Create a coupon (times in RFC 3339, amounts in cents).
      copy-data --from DATABASE --to DATABASE [--force]
                Copy every row from one database to another (e.g. --from sqlite:data/foodly.sqlite
                --to postgres://…), all or nothing, then compare row counts and checksums table by table.
                Refuses a target that holds data unless --force (which replaces it).
      Every other command takes --db PATH|URL.

    Options:
      --help      Show this help.
      --version   Show the version.
    """

let environment = ProcessInfo.processInfo.environment
let words = Array(CommandLine.arguments.dropFirst())
do {
    if words.first == "--help" || words.first == "-h" || words.first == "help" || words.isEmpty {
        print(usage)
    } else if words.first == "--version" {
        print("foodly \(FoodlyVersion.current)")
    } else {
        let arguments = try Arguments(
            words,
            flags: [
                "--host", "--port", "--db", "--trusted-proxy", "--threads", "--max-body-bytes", "--restaurants",
                "--dishes-per-restaurant",
                "--role", "--email", "--name", "--code", "--description", "--percent", "--cap", "--amount", "--minimum",
                "--from", "--to", "--until", "--total-limit", "--per-customer", "--restaurant", "--demo-speed",
            ],
            switchNames: [
                "--help", "--secure-cookies", "--if-empty", "--free-delivery", "--first-order", "--demo", "--force",
            ])
        if arguments.has("--help") {
            print(usage)
        } else {
            if !["import", "admin"].contains(arguments.command ?? ""), let extra = arguments.positionals.first {
                throw Arguments.UsageError(description: "Unexpected argument: \(extra)")
            }
            switch arguments.command {
            case "serve": try ServeCommand(arguments: arguments, environment: environment).run()
            case "migrate": try MigrateCommand(arguments: arguments, environment: environment).run()
            case "import": try CatalogCommands(arguments: arguments, environment: environment).importFile()
            case "seed": try CatalogCommands(arguments: arguments, environment: environment).seed()
            case "generate": try CatalogCommands(arguments: arguments, environment: environment).generate()
            case "admin": try AdminCommand(arguments: arguments, environment: environment).run()
            case "copy-data": try CopyDataCommand(arguments: arguments, environment: environment).run()
            default: throw Arguments.UsageError(description: "Unknown command: \(arguments.command ?? "")")
            }
        }
    }
} catch let error as Arguments.UsageError {
    FileHandle.standardError.write(Data("foodly: \(error.description)\nRun 'foodly --help' for usage.\n".utf8))
    exit(64)
} catch let failure as CommandFailure {
    FileHandle.standardError.write(Data("foodly: \(failure.description)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("foodly: \(error)\n".utf8))
    exit(1)
}
