/// What an address import did: the rows read and imported, and the rows left out by reason with the first few
/// line numbers of each.
public struct AddressImportSummary: Sendable, Equatable {
    /// How many line numbers are kept per reason.
    public static let examplesPerProblem = 5

    /// Data rows read (the header not counted, blank lines skipped).
    public var rows = 0
    /// Rows written to the address table.
    public var imported = 0
    /// Rows left out, by reason.
    public var problems: [AddressCSV.RowProblem: Int] = [:]
    /// The first line numbers (1 is the header) of each reason.
    public var examples: [AddressCSV.RowProblem: [Int]] = [:]

    /// Creates an empty summary.
    public init() {}

    /// Rows left out.
    public var skipped: Int { problems.values.reduce(0, +) }

    /// Notes a row of line `line` left out for `problem`.
    public mutating func note(_ problem: AddressCSV.RowProblem, line: Int, count: Int = 1) {
        problems[problem, default: 0] += count
        if examples[problem, default: []].count < Self.examplesPerProblem {
            examples[problem, default: []].append(line)
        }
    }

    /// One line per reason: "3 bad coordinates (lines 4, 9, 12)".
    public var problemLines: [String] {
        problems.keys.sorted().map { problem in
            let lines = examples[problem] ?? []
            let shown =
                lines.isEmpty
                ? ""
                : " (line\(lines.count == 1 ? "" : "s") "
                    + lines.map(String.init).joined(separator: ", ")
                    + ((problems[problem] ?? 0) > lines.count ? ", …)" : ")")
            return "\(problems[problem] ?? 0) \(problem.description)\(shown)"
        }
    }
}
