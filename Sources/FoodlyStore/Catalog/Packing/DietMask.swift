import FoodlyCore

/// A set of diets as bits, for filtering many dishes and restaurants quickly.
public struct DietMask: Sendable, Equatable {
    /// One bit per `Diet.allCases` position.
    public private(set) var bits: UInt32 = 0

    /// The empty set.
    public init() {}

    /// The set whose bits are `bits` (as `bits` gave them).
    init(bits: UInt32) {
        self.bits = bits
    }

    /// The set of `diets`.
    public init(_ diets: [Diet]) {
        for diet in diets { bits |= DietMask.bit(diet) }
    }

    /// Whether `diet` is in the set.
    public func contains(_ diet: Diet) -> Bool {
        bits & DietMask.bit(diet) != 0
    }

    /// Adds every diet of `other`.
    public mutating func formUnion(_ other: DietMask) {
        bits |= other.bits
    }

    private static func bit(_ diet: Diet) -> UInt32 {
        1 << UInt32(Diet.allCases.firstIndex(of: diet) ?? 0)
    }
}
