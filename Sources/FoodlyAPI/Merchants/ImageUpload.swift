import Foundation

/// The raw bytes of one image, not JSON, with their media type (`Content-Type`): a request body the server hands to
/// the handler unread and the SDK sends as it is, or an answer of format `image` (a door photo).
public struct ImageUpload: Codable, Sendable, Equatable {
    /// The file.
    public var bytes: Data
    /// Its media type: `image/jpeg`, `image/png` or `image/webp`.
    public var mediaType: String

    /// Creates a body.
    public init(bytes: Data, mediaType: String) {
        self.bytes = bytes
        self.mediaType = mediaType
    }
}
