/// A catalog request this process cannot answer because it holds only some regions (`foodly serve --regions`) and
/// the point or restaurant asked about belongs to another: the refusal names the region to ask instead (the
/// problem's `region`).
public struct OtherRegion: DomainError, Equatable {
    /// The region that serves what was asked about.
    public let region: String
    /// A sentence for people.
    public let message: String

    /// Asked for 421 Misdirected Request: the same request succeeds at the region's own server.
    public var kind: ProblemKind { .misdirected }
    /// The stable code.
    public var code: String { "other_region" }

    /// Restaurants of `region` deliver to the point asked about; this process holds only `served`.
    public static func point(servedBy region: String, served: Set<String>) -> OtherRegion {
        OtherRegion(
            region: region,
            message: "This place is served by region \"\(region)\"; this server holds only \(names(served)).")
    }

    /// The restaurant asked about is in `region`; this process holds only `served`.
    public static func restaurant(in region: String, served: Set<String>) -> OtherRegion {
        OtherRegion(
            region: region,
            message: "This restaurant is in region \"\(region)\"; this server holds only \(names(served)).")
    }

    private static func names(_ regions: Set<String>) -> String {
        regions.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
