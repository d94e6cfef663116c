/// One kept size of an uploaded photo: its encoded bytes and dimensions, under the photo's content hash.
public struct PhotoVariant: Sendable, Equatable {
    /// The photo's content hash (`PhotoRules.isHash`).
    public let hash: String
    /// Pixels wide.
    public let width: Int
    /// Pixels high.
    public let height: Int
    /// The media type of `bytes` (`image/webp`).
    public let mediaType: String
    /// The encoded image.
    public let bytes: [UInt8]

    /// Creates a variant.
    public init(hash: String, width: Int, height: Int, mediaType: String, bytes: [UInt8]) {
        self.hash = hash
        self.width = width
        self.height = height
        self.mediaType = mediaType
        self.bytes = bytes
    }

    /// Its URL (`PhotoRules.url(hash:width:)`).
    public var url: String { PhotoRules.url(hash: hash, width: width) }
}
