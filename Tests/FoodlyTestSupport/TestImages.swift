import CVips
import FoodlyApp
import Foundation

/// Images made in the test through libvips itself (a gradient, so every size differs), and damaged or hostile ones
/// made from them by hand.
public enum TestImages {
    /// The ways an image is encoded.
    public enum Format { case jpeg, png, webp }

    /// A `width` x `height` image in `format`.
    public static func make(_ format: Format, width: Int, height: Int) -> [UInt8] {
        precondition(PhotoProcessor.libvipsStarted, "libvips did not start")
        guard let image = foodly_vips_test_image(Int32(width), Int32(height)) else { fatalError(lastError()) }
        defer { g_object_unref(UnsafeMutableRawPointer(image)) }
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        let failed =
            switch format {
            case .jpeg: foodly_vips_jpeg(image, 90, 1, &buffer, &length)
            case .png: foodly_vips_png(image, &buffer, &length)
            case .webp: foodly_vips_webp(image, 90, &buffer, &length)
            }
        guard failed == 0, let buffer else { fatalError(lastError()) }
        defer { g_free(buffer) }
        return Array(UnsafeRawBufferPointer(start: buffer, count: length))
    }

    /// The words the EXIF block of `jpegWithLocation` carries as its image description.
    public static let secret = "Kitchen at 37.7749 N 122.4194 W"

    /// A JPEG carrying an EXIF block (APP1) with an image description and a GPS position (latitude 37° 46' 30" N),
    /// as a phone camera writes it.
    public static func jpegWithLocation(width: Int, height: Int) -> [UInt8] {
        let jpeg = make(.jpeg, width: width, height: height)
        var tiff: [UInt8] = Array("II".utf8) + le16(42) + le32(8)
        // IFD0 at 8: ImageDescription (ASCII, at 38) and the GPS IFD's offset; then the GPS IFD at 38 + text.
        let text = Array(secret.utf8) + [0]
        let gpsOffset = 38 + text.count + (text.count % 2)
        tiff += le16(2)
        tiff += le16(0x010E) + le16(2) + le32(UInt32(text.count)) + le32(38)
        tiff += le16(0x8825) + le16(4) + le32(1) + le32(UInt32(gpsOffset))
        tiff += le32(0)
        tiff += text + (text.count % 2 == 1 ? [0] : [])
        // GPS IFD: GPSLatitudeRef "N", GPSLatitude 37/1 46/1 30/1 (rationals after the IFD).
        let rationals = gpsOffset + 2 + 2 * 12 + 4
        tiff += le16(2)
        tiff += le16(0x0001) + le16(2) + le32(2) + Array("N".utf8) + [0, 0, 0]
        tiff += le16(0x0002) + le16(5) + le32(3) + le32(UInt32(rationals))
        tiff += le32(0)
        for value: UInt32 in [37, 46, 30] { tiff += le32(value) + le32(1) }
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let segment: [UInt8] = [0xFF, 0xE1] + be16(UInt16(payload.count + 2)) + payload
        return Array(jpeg[0..<2]) + segment + Array(jpeg[2...])
    }

    /// A PNG header that claims `width` x `height` pixels, with a tiny, valid-looking rest: a decompression bomb's
    /// shape (its header is all a careful reader looks at before refusing it).
    public static func pngClaiming(width: UInt32, height: UInt32) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", be32(width) + be32(height) + [8, 2, 0, 0, 0])
        png += chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
        png += chunk("IEND", [])
        return png
    }

    /// Whether `bytes` decode to an image carrying EXIF data (libvips' `exif-data` field), and its size.
    public static func header(_ bytes: [UInt8]) -> (width: Int, height: Int, hasExif: Bool)? {
        _ = vips_init("foodly-tests")
        return bytes.withUnsafeBytes { buffer in
            guard let image = foodly_vips_header(buffer.baseAddress, buffer.count) else {
                vips_error_clear()
                return nil
            }
            defer { g_object_unref(UnsafeMutableRawPointer(image)) }
            return (
                Int(vips_image_get_width(image)), Int(vips_image_get_height(image)),
                vips_image_get_typeof(image, "exif-data") != 0
            )
        }
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    private static func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
    private static func be32(_ value: UInt32) -> [UInt8] {
        (0..<4).reversed().map { UInt8((value >> (8 * $0)) & 0xFF) }
    }

    private static func lastError() -> String {
        String(cString: vips_error_buffer())
    }
}
