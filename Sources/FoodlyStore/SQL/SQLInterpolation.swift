/// The interpolations a ``SQL`` literal accepts: values (bound), lists of values, fragments and static raw text.
public struct SQLInterpolation: StringInterpolationProtocol, Sendable {
    private(set) var pieces: [SQL.Piece] = []

    /// Prepares for a literal of this size.
    public init(literalCapacity: Int, interpolationCount: Int) {
        pieces.reserveCapacity(interpolationCount * 2 + 1)
    }

    /// Appends literal SQL text.
    public mutating func appendLiteral(_ literal: String) {
        guard !literal.isEmpty else { return }
        pieces.append(.text(literal))
    }

    /// Binds a value as a parameter.
    public mutating func appendInterpolation(_ value: some SQLBindable) {
        pieces.append(.value(value.sqlValue))
    }

    /// Binds an optional value as a parameter, `NULL` when nil.
    public mutating func appendInterpolation(_ value: (some SQLBindable)?) {
        pieces.append(.value(value.sqlValue))
    }

    /// Binds each value as a parameter, separated by commas; an empty list is `NULL`, so `IN (…)` matches nothing.
    public mutating func appendInterpolation(list values: [some SQLBindable]) {
        guard !values.isEmpty else {
            pieces.append(.text("NULL"))
            return
        }
        for (index, value) in values.enumerated() {
            if index > 0 { pieces.append(.text(", ")) }
            pieces.append(.value(value.sqlValue))
        }
    }

    /// Embeds another statement fragment, its values still bound.
    public mutating func appendInterpolation(_ fragment: SQL) {
        pieces += fragment.pieces
    }

    /// Adds text as it is: only for identifiers and keywords fixed in the source (a `StaticString`), never input.
    public mutating func appendInterpolation(raw text: StaticString) {
        pieces.append(.text(text.description))
    }
}
