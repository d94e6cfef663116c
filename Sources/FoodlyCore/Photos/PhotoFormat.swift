/// The image formats a photo may be uploaded in, told apart by the bytes a file starts with (its media type header
/// is only the client's word; the decoder then checks the whole file).
public enum PhotoFormat: String, Sendable, CaseIterable {
    /// JPEG.
    case jpeg = "image/jpeg"
    /// PNG.
    case png = "image/png"
    /// WebP.
    case webp = "image/webp"

    /// The format `bytes` start like, or nil when they start like none (another format, or no image).
    public init?(sniffing bytes: [UInt8]) {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)),
            Array(bytes[8..<12]) == Array("WEBP".utf8)
        {
            self = .webp
        } else {
            return nil
        }
    }
}
