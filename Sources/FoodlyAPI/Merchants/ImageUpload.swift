import Foundation

/// A request body that is not JSON but the raw bytes of one image, with the media type they were sent as
/// (`Content-Type`). The server hands both to the handler unread; the SDK sends them as they are.
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
