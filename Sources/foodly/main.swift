import FoodlyApp
import FoodlyCLI
import Foundation

/// Entry point: reads the command line against the declared commands (`Command.all`), runs the one asked for,
/// and turns failures into a message and an exit status.
let environment = ProcessInfo.processInfo.environment
let words = Array(CommandLine.arguments.dropFirst())
do {
    switch try CommandLineRequest(words, environment: environment, version: FoodlyVersion.current) {
    case .help(let text): print(text)
    case .version: print("foodly \(FoodlyVersion.current)")
    case .run(let invocation):
        switch invocation.command {
        case .serve: try ServeCommand(invocation: invocation).run()
        case .migrate: try MigrateCommand(invocation: invocation).run()
        case .importFile: try CatalogCommands(invocation: invocation).importFile()
        case .importAddresses: try AddressCommands(invocation: invocation).importAddresses()
        case .seed: try CatalogCommands(invocation: invocation).seed()
        case .generate: try CatalogCommands(invocation: invocation).generate()
        case .createUser: try AdminCommand(invocation: invocation, environment: environment).createUser()
        case .createCoupon: try AdminCommand(invocation: invocation, environment: environment).createCoupon()
        case .approveRestaurant: try MerchantCommands(invocation: invocation).approve()
        case .rejectRestaurant: try MerchantCommands(invocation: invocation).reject()
        case .copyData: try CopyDataCommand(invocation: invocation).run()
        case .backup: try BackupCommands(invocation: invocation).backup()
        case .restore: try BackupCommands(invocation: invocation).restore()
        default: preconditionFailure("foodly \(invocation.command.name) is declared but has no case here")
        }
    }
} catch let error as UsageError {
    FileHandle.standardError.write(Data("\(error.description)\n".utf8))
    exit(UsageError.exitStatus)
} catch let failure as CommandFailure {
    FileHandle.standardError.write(Data("foodly: \(failure.description)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("foodly: \(error)\n".utf8))
    exit(1)
}
