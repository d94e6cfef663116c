import FoodlyApp
import FoodlyCore
import FoodlyTestSupport
import Foundation
import Testing

/// Uploaded photos through libvips: what is accepted, what each kept size looks like, and every refusal.
@Suite("Photo processing (libvips)")
struct PhotoProcessorTests {
    @Test func aJPEGWithLocationComesBackUprightInEveryWidthWithoutItsMetadata() throws {
        let upload = TestImages.jpegWithLocation(width: 1600, height: 1200)
        #expect(TestImages.header(upload)?.hasExif == true)
        #expect(upload.contains(subsequence: Array(TestImages.secret.utf8)))
        let variants = try PhotoProcessor.variants(of: upload)
        #expect(variants.map(\.width) == [160, 480, 960])
        #expect(variants.map(\.height) == [120, 360, 720])
        for variant in variants {
            let header = try #require(TestImages.header(variant.bytes))
            #expect(header.width == variant.width && header.height == variant.height)
            #expect(!header.hasExif, "width \(variant.width) kept EXIF")
            #expect(!variant.bytes.contains(subsequence: Array(TestImages.secret.utf8)))
            #expect(!variant.bytes.contains(subsequence: Array("Exif".utf8)))
            #expect(PhotoFormat(sniffing: variant.bytes) == .jpeg && variant.mediaType == "image/jpeg")
        }
        #expect(Set(variants.map(\.hash)).count == 1 && PhotoRules.isHash(variants[0].hash))
    }

    @Test func pngAndWebPAreAcceptedAndASmallPhotoIsNeverEnlarged() throws {
        let png = try PhotoProcessor.variants(of: TestImages.make(.png, width: 300, height: 200))
        #expect(png.map(\.width) == [160, 300])
        #expect(png.last?.height == 200)
        let webp = try PhotoProcessor.variants(of: TestImages.make(.webp, width: 500, height: 500))
        #expect(webp.map(\.width) == [160, 480, 500])
        let dot = try PhotoProcessor.variants(of: TestImages.make(.png, width: 1, height: 1))
        #expect(dot.map(\.width) == [1] && dot[0].height == 1)
    }

    @Test func theSamePhotoHasTheSameHashAndAnotherAnother() throws {
        let first = try PhotoProcessor.variants(of: TestImages.make(.png, width: 200, height: 100))
        let again = try PhotoProcessor.variants(of: TestImages.make(.png, width: 200, height: 100))
        let other = try PhotoProcessor.variants(of: TestImages.make(.png, width: 210, height: 100))
        #expect(first[0].hash == again[0].hash && first[0].hash != other[0].hash)
    }

    @Test func filesThatAreNoImageOrDoNotDecodeAreRefusedByName() throws {
        var random = SeededRandom(seed: 18)
        let noise = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) }
        #expect(throws: PhotoError.notAnImage) { try PhotoProcessor.variants(of: noise) }
        #expect(throws: PhotoError.notAnImage) { try PhotoProcessor.variants(of: Array("<svg></svg>".utf8)) }
        #expect(throws: PhotoError.notAnImage) { try PhotoProcessor.variants(of: []) }
        let png = TestImages.make(.png, width: 400, height: 300)
        #expect(throws: PhotoError.damagedImage) { try PhotoProcessor.variants(of: Array(png.prefix(png.count / 2))) }
        let jpeg = TestImages.make(.jpeg, width: 400, height: 300)
        #expect(throws: PhotoError.damagedImage) {
            try PhotoProcessor.variants(of: Array(jpeg.prefix(jpeg.count / 2)))
        }
        #expect(throws: PhotoError.damagedImage) { try PhotoProcessor.variants(of: Array(png.prefix(40))) }
    }

    @Test func aHeaderClaimingAHugeImageIsRefusedBeforeItIsDecoded() throws {
        let bomb = TestImages.pngClaiming(width: 30_000, height: 30_000)
        #expect(TestImages.header(bomb)?.width == 30_000)
        #expect(throws: PhotoError.tooLarge(width: 30_000, height: 30_000)) {
            try PhotoProcessor.variants(of: bomb)
        }
        #expect(PhotoError.tooLarge(width: 30_000, height: 30_000).message.contains("at most 50 megapixels"))
    }

    @Test func aStripLongerThanAnySideAPhotoMayHaveIsRefusedBeforeItIsDecoded() throws {
        // 1 x 70,000: few pixels, but every kept size would be taller than a JPEG may be (65,500).
        let strip = TestImages.pngClaiming(width: 1, height: 70_000)
        #expect(throws: PhotoError.tooLarge(width: 1, height: 70_000)) { try PhotoProcessor.variants(of: strip) }
        #expect(PhotoError.tooLarge(width: 1, height: 70_000).message.contains("at most 16,384 pixels"))
        let tall = TestImages.make(.png, width: 20, height: PhotoRules.maxSide)
        #expect(try PhotoProcessor.variants(of: tall).last?.height == PhotoRules.maxSide, "the longest side allowed")
    }

    @Test func aJPEGThatDecodesOnlyWithWarningsIsRefusedAsDamaged() throws {
        let jpeg = TestImages.make(.jpeg, width: 640, height: 480)
        // A byte flipped every 37 bytes of the scan: libjpeg warns "Corrupt JPEG data" and fills in the rest.
        let scan = try #require(jpeg.indices.dropLast(1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA })
        var flipped = jpeg
        for index in stride(from: scan + 20, to: flipped.count - 2, by: 37) { flipped[index] ^= 0xFF }
        #expect(throws: PhotoError.damagedImage) { try PhotoProcessor.variants(of: flipped) }
        // A header that claims 4,000 x 3,000 over the data of 640 x 480: the file ends long before the image does.
        var claiming = jpeg
        let frame = try #require(
            claiming.indices.dropLast(8).first { claiming[$0] == 0xFF && claiming[$0 + 1] == 0xC0 })
        claiming.replaceSubrange((frame + 5)...(frame + 8), with: [0x0B, 0xB8, 0x0F, 0xA0])  // height, width
        #expect(TestImages.header(claiming)?.width == 4_000)
        #expect(throws: PhotoError.damagedImage) { try PhotoProcessor.variants(of: claiming) }
        #expect(try PhotoProcessor.variants(of: jpeg).last?.width == 640, "the undamaged photo is kept")
    }

    @Test func anUploadOverTenMegabytesIsRefusedUnread() throws {
        let big = [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0, count: PhotoRules.maxUploadBytes)
        #expect(throws: PhotoError.fileTooLarge) { try PhotoProcessor.variants(of: big) }
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the bytes.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, count >= needle.count else { return false }
        return (0...(count - needle.count)).contains { self[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
