import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

@testable import FoodlyServer

/// The `multipart/form-data` reader behind photo uploads: fields and files as browsers send them, and every
/// malformed or oversized body refused with 400 (415 for another media type), never a crash.
@Suite("Multipart form reader")
struct MultipartFormTests {
    /// A body as a browser writes it, with `boundary`.
    static func body(_ parts: [(headers: String, content: [UInt8])], boundary: String = "XyZ") -> [UInt8] {
        var bytes: [UInt8] = []
        for part in parts {
            bytes += Array("--\(boundary)\r\n\(part.headers)\r\n\r\n".utf8) + part.content + Array("\r\n".utf8)
        }
        return bytes + Array("--\(boundary)--\r\n".utf8)
    }

    static func status(_ body: [UInt8], _ type: String = "multipart/form-data; boundary=XyZ") -> Int? {
        do {
            _ = try MultipartForm(body: body, contentType: type)
            return nil
        } catch let error as HTTPError {
            return error.status
        } catch {
            return -1
        }
    }

    @Test func fieldsAndAFileWithAnyBytesAreRead() throws {
        // The file holds CR LF, dashes and most of the delimiter, as images do.
        let file: [UInt8] = [0xFF, 0xD8, 13, 10, 45, 45, 88, 121, 0, 13, 10, 13, 10, 45, 45, 0xFF, 0xD9]
        let body = Self.body([
            (#"Content-Disposition: form-data; name="_csrf""#, Array("token-1".utf8)),
            (
                #"Content-Disposition: form-data; name="photo"; filename="bowl \"1\".jpg""#
                    + "\r\nContent-Type: image/JPEG",
                file
            ),
            (#"content-disposition: form-data; name="note""#, Array("two words".utf8)),
        ])
        let form = try MultipartForm(body: body, contentType: #"multipart/form-data; boundary="XyZ""#)
        #expect(form.fields["_csrf"] == "token-1" && form.fields["note"] == "two words")
        let photo = try #require(form.files["photo"])
        #expect(photo.bytes == file && photo.filename == #"bowl "1".jpg"# && photo.mediaType == "image/jpeg")
    }

    @Test func anEmptyFileInputIsAFileWithNoBytes() throws {
        let body = Self.body([
            (
                #"Content-Disposition: form-data; name="photo"; filename="""#
                    + "\r\nContent-Type: application/octet-stream", []
            )
        ])
        let form = try MultipartForm(body: body, contentType: "multipart/form-data; boundary=XyZ")
        #expect(form.files["photo"]?.bytes == [] && form.files["photo"]?.filename == "")
    }

    @Test func malformedAndOversizedBodiesAreRefused() {
        let field = { (name: String, value: String) in
            (#"Content-Disposition: form-data; name="\#(name)""#, Array(value.utf8))
        }
        #expect(Self.status(Self.body([field("a", "1")]), "application/x-www-form-urlencoded") == 415)
        #expect(Self.status(Self.body([field("a", "1")]), "multipart/form-data") == 400)
        #expect(Self.status(Self.body([field("a", "1")]), "multipart/form-data; boundary=") == 400)
        let long = String(repeating: "b", count: 71)
        #expect(
            Self.status(Self.body([field("a", "1")], boundary: long), "multipart/form-data; boundary=\(long)") == 400)
        #expect(Self.status(Array("no boundary here".utf8)) == 400)
        let unterminated = Array("--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nvalue".utf8)
        #expect(Self.status(unterminated) == 400)
        #expect(Self.status(Self.body((0..<17).map { field("f\($0)", "x") })) == 400)
        #expect(Self.status(Self.body([field("a", String(repeating: "x", count: 4097))])) == 400)
        let bigHeader = (#"Content-Disposition: form-data; name="a"; x=""# + String(repeating: "h", count: 3000) + "\"")
        #expect(Self.status(Self.body([(bigHeader, [])])) == 400)
        #expect(Self.status(Self.body([("Content-Type: text/plain", [])])) == 400)
        #expect(Self.status(Self.body([("no colon", [])])) == 400)
        #expect(Self.status(Self.body([field("a", "1")])) == nil)
    }

    @Test func randomAndCutBodiesNeverCrash() {
        var random = SeededRandom(seed: 2026)
        let good = Self.body([
            (#"Content-Disposition: form-data; name="_csrf""#, Array("t".utf8)),
            (#"Content-Disposition: form-data; name="photo"; filename="a.png""#, [1, 2, 3, 13, 10, 45, 45]),
        ])
        for cut in 0...good.count {
            _ = Self.status(Array(good.prefix(cut)))
        }
        for _ in 0..<2000 {
            var bytes = good
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] =
                    [13, 10, 45, 88, 34, 59, 61, UInt8.random(in: 0...255, using: &random)].randomElement(
                        using: &random) ?? 0
            }
            #expect(Self.status(bytes) != -1)
        }
    }
}
