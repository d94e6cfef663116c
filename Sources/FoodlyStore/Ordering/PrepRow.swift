import Foundation

/// When one of a restaurant's orders was accepted and when it was ready.
struct PrepRow: Decodable {
    let acceptedAt: Date
    let readyAt: Date

    enum CodingKeys: String, CodingKey {
        case acceptedAt = "accepted_at"
        case readyAt = "ready_at"
    }
}
