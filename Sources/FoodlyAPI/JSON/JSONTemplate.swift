import Foundation

/// JSON text written once with holes where values change from one use to the next (`JSONWriter.hole()`), filled
/// in each time it is written out: the fixed members cost nothing per request.
public struct JSONTemplate: Sendable {
    /// The text without the varying values.
    private let text: [UInt8]
    /// Where each value was left out of `text`, in order.
    private let holes: [Int]

    /// The text `writer` wrote, with its holes.
    public init(_ writer: JSONWriter) {
        text = writer.bytes
        holes = writer.holes
    }

    /// Writes the text as one JSON value, `fill` writing the value of each hole (numbered from 0).
    public func write(to writer: inout JSONWriter, filling fill: (Int, inout JSONWriter) -> Void) {
        var from = 0
        for (number, hole) in holes.enumerated() {
            writer.embed(text[from..<hole], startsValue: number == 0, endsWithKey: true)
            fill(number, &writer)
            from = hole
        }
        writer.embed(text[from...], startsValue: holes.isEmpty, endsWithKey: false)
    }
}

/// The members of a restaurant's JSON that depend on the customer or the clock, in the order their holes come in the
/// summary's and the page's templates (keys sorted): why closed, delivery fee, distance, ETA (max, then min), open
/// now, when it opens.
struct ListingMembers {
    let closedReason: ClosedReason?
    let deliveryFee: Int
    let distanceKm: Double?
    let etaMinutes: MinutesRange
    let isOpen: Bool
    let opensAt: Date?

    /// Writes the value of hole `number`.
    func fill(_ number: Int, _ writer: inout JSONWriter) {
        switch number {
        case 0: writer.string(closedReason?.rawValue)
        case 1: writer.int(deliveryFee)
        case 2: writer.double(distanceKm)
        case 3: writer.int(etaMinutes.max)
        case 4: writer.int(etaMinutes.min)
        case 5: writer.bool(isOpen)
        default: writer.string(opensAt.map(ListingMembers.timestamp))
        }
    }

    /// An instant as `JSONEncoder`'s ISO 8601 strategy writes it.
    static func timestamp(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}
