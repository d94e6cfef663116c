/// `Photo`: where an uploaded photo is served, in each kept width.
public struct PhotoBody: Codable, Sendable, Equatable {
    /// The largest kept width's URL: the dish's or restaurant's `imageUrl` now.
    public var imageUrl: String
    /// Every kept width's URL with its width, as an HTML `srcset`.
    public var srcset: String
    /// The kept widths, smallest first.
    public var widths: [Int]

    /// Creates a body.
    public init(imageUrl: String, srcset: String, widths: [Int]) {
        self.imageUrl = imageUrl
        self.srcset = srcset
        self.widths = widths
    }
}
