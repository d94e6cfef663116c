import Foundation

extension Restaurant {
    /// Where a pickup order is collected, as an order's address: the street part of its address (up to the first
    /// comma) as the first line, the rest as the city, at its location.
    public var counterAddress: Address {
        let parts = address.split(separator: ",", maxSplits: 1)
        return Address(
            line1: parts.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? address,
            city: parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "",
            latitude: location.latitude, longitude: location.longitude)
    }
}
