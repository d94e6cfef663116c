/// A mistake in the command line, e.g. `foodly migrate does not take --port. See foodly migrate --help.`
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The exit status after a usage error (other failures exit with 1).
    public static let exitStatus: Int32 = 64

    /// The whole message, ending with where to find help.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
