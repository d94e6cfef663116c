import FoodlyCore
import Foundation

/// A Swift value a ``SQL`` statement can bind as a parameter.
public protocol SQLBindable {
    /// The value as bound.
    var sqlValue: SQLValue { get }
}

extension SQLValue: SQLBindable {
    /// Itself.
    public var sqlValue: SQLValue { self }
}

extension String: SQLBindable {
    /// `text`.
    public var sqlValue: SQLValue { .text(self) }
}

extension Int: SQLBindable {
    /// `integer`.
    public var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension Int64: SQLBindable {
    /// `integer`.
    public var sqlValue: SQLValue { .integer(self) }
}

extension Double: SQLBindable {
    /// `real`.
    public var sqlValue: SQLValue { .real(self) }
}

extension Bool: SQLBindable {
    /// `integer` 1 or 0.
    public var sqlValue: SQLValue { .integer(self ? 1 : 0) }
}

extension Date: SQLBindable {
    /// RFC 3339 UTC `text` with milliseconds (``StoreTime``), so text order is time order.
    public var sqlValue: SQLValue { .text(StoreTime.text(self)) }
}

extension Optional: SQLBindable where Wrapped: SQLBindable {
    /// The wrapped value's, or `NULL`.
    public var sqlValue: SQLValue { self?.sqlValue ?? .null }
}

extension SQLBindable where Self: RawRepresentable, RawValue == String {
    /// The raw value as `text`.
    public var sqlValue: SQLValue { .text(rawValue) }
}

extension ID: SQLBindable {}
extension OrderStatus: SQLBindable {}
extension Fulfilment: SQLBindable {}
extension Vehicle: SQLBindable {}
