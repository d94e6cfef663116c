import CVips
import FoodlyCore
import Foundation

/// Checks and resizes uploaded photos with libvips: the file must start like a JPEG, PNG or WebP, claim at most
/// `PhotoRules.maxPixels` and sides of at most `PhotoRules.maxSide` (read from its header before any pixel is
/// decoded), decode without a warning when it is a JPEG (corrupt data, a file shorter than its header claims) and
/// decode in full, once, into memory at
/// the largest kept width (upright by its EXIF orientation, never enlarged); each kept width is shrunk from that and
/// written as a JPEG without metadata (EXIF, GPS, XMP, IPTC, ICC). At most `concurrentResizes` photos are processed
/// at once in a process; another upload waits up to `slotWait` for its turn.
public enum PhotoProcessor {
    /// How many photos one process decodes and resizes at once.
    public static let concurrentResizes = 2
    /// How long an upload waits for a slot before it is refused (503 `photos_busy`, `Retry-After`), so waiting
    /// uploads cannot hold every server thread.
    static let slotWait: DispatchTimeInterval = .seconds(3)
    /// The JPEG quality of the kept sizes.
    static let quality: Int32 = 80

    private static let slots = DispatchSemaphore(value: concurrentResizes)

    /// Whether libvips started; the first use starts it. Anything else in the process that calls libvips (the
    /// tests' image maker) asks this first: `vips_init` from two threads at once lets the second use libvips before
    /// the first finished starting it (an assertion in libvips' class table aborted a test run).
    public static var libvipsStarted: Bool { started }

    /// libvips started once per process: no operation cache (a cached operation would keep pointing into an
    /// upload's freed bytes) and one worker thread per operation (the slots bound the rest).
    private static let started: Bool = {
        guard vips_init("foodly") == 0 else { return false }
        vips_cache_set_max(0)
        vips_concurrency_set(1)
        return true
    }()

    /// The kept sizes of the photo in `bytes`, smallest first, under the hash of the largest one's bytes.
    public static func variants(of bytes: [UInt8]) throws -> [PhotoVariant] {
        guard bytes.count <= PhotoRules.maxUploadBytes else { throw PhotoError.fileTooLarge }
        guard let format = PhotoFormat(sniffing: bytes) else { throw PhotoError.notAnImage }
        guard started else { throw VipsFailure(message: "libvips did not start") }
        guard slots.wait(timeout: .now() + slotWait) == .success else { throw PhotoError.busy }
        defer { slots.signal() }
        let sizes = try bytes.withUnsafeBytes { buffer -> [(width: Int, height: Int, bytes: [UInt8])] in
            let (width, height) = try header(buffer)
            guard width * height <= PhotoRules.maxPixels, max(width, height) <= PhotoRules.maxSide else {
                throw PhotoError.tooLarge(width: width, height: height)
            }
            let widths = PhotoRules.widths(forUploadWidth: width)
            // Decoded once, at the largest kept width (JPEG shrinks while it decodes); the rest come from that.
            var decoded: UnsafeMutablePointer<VipsImage>?
            guard
                foodly_vips_decode_shrunk(
                    buffer.baseAddress, buffer.count, Int32(widths.last ?? width), format == .jpeg ? 1 : 0, &decoded)
                    == 0,
                let decoded
            else {
                vips_error_clear()
                throw PhotoError.damagedImage
            }
            defer { g_object_unref(UnsafeMutableRawPointer(decoded)) }
            return try widths.map { try resized(decoded, to: $0) }
        }
        let hash = Sodium.digest(sizes.last?.bytes ?? [], byteCount: 16)
        return sizes.map {
            PhotoVariant(
                hash: hash, width: $0.width, height: $0.height, mediaType: PhotoFormat.jpeg.rawValue, bytes: $0.bytes)
        }
    }

    /// The dimensions the file claims, read from its header alone.
    private static func header(_ buffer: UnsafeRawBufferPointer) throws -> (width: Int, height: Int) {
        guard let image = foodly_vips_header(buffer.baseAddress, buffer.count) else {
            vips_error_clear()
            throw PhotoError.damagedImage
        }
        defer { g_object_unref(UnsafeMutableRawPointer(image)) }
        return (Int(vips_image_get_width(image)), Int(vips_image_get_height(image)))
    }

    /// The decoded photo shrunk to `width` pixels wide and encoded.
    private static func resized(_ decoded: UnsafeMutablePointer<VipsImage>, to width: Int) throws -> (
        width: Int, height: Int, bytes: [UInt8]
    ) {
        var image: UnsafeMutablePointer<VipsImage>?
        guard foodly_vips_shrink(decoded, Int32(width), &image) == 0, let image else { throw VipsFailure.last() }
        defer { g_object_unref(UnsafeMutableRawPointer(image)) }
        var output: UnsafeMutableRawPointer?
        var length = 0
        guard foodly_vips_photo_jpeg(image, quality, &output, &length) == 0, let output else {
            throw VipsFailure.last()
        }
        defer { g_free(output) }
        return (
            Int(vips_image_get_width(image)), Int(vips_image_get_height(image)),
            Array(UnsafeRawBufferPointer(start: output, count: length))
        )
    }
}

/// libvips failing where the upload is not at fault (starting; shrinking or encoding an image decoded already): a
/// 500, its message logged.
struct VipsFailure: Error, CustomStringConvertible {
    let message: String

    /// The message libvips left in its error buffer, which is then cleared.
    static func last() -> VipsFailure {
        let failure = VipsFailure(message: String(cString: vips_error_buffer()))
        vips_error_clear()
        return failure
    }

    var description: String { "libvips: \(message)" }
}
