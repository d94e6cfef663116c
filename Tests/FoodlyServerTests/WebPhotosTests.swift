import FoodlyHTTP
import FoodlyTestSupport
import Foundation
import Testing

/// The photos page from the kitchen screen, in process and without JavaScript: owners and managers upload a dish
/// photo and the cover with a multipart form and remove them (303 back to the picture), customers then see the
/// photo with its `srcset`; a file that is no image is named under its input (422) with nothing saved; plain staff see
/// the pictures and no forms, and their posts are refused.
@Suite("Web: restaurant photos")
struct WebPhotosTests {
    static func html(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    /// Posts `file` as the `photo` of a multipart form to `path`, with the CSRF pair unless `csrf` is false.
    static func upload(
        _ app: TestApp, _ path: String, _ token: String, _ file: [UInt8], type: String = "image/png", csrf: Bool = true
    ) -> Response {
        var parts: [(String, [UInt8])] = [
            (#"Content-Disposition: form-data; name="photo"; filename="dish.png""# + "\r\nContent-Type: \(type)", file)
        ]
        if csrf {
            parts.insert((#"Content-Disposition: form-data; name="_csrf""#, Array(WebOrderingTests.csrf.utf8)), at: 0)
        }
        var headers = WebOrderingTests.headers(token)
        headers.set("Content-Type", "multipart/form-data; boundary=XyZ")
        return app.responder.respond(
            to: Request(method: .post, target: path, headers: headers, body: MultipartFormTests.body(parts)))
    }

    @Test func anOwnerUploadsAndRemovesAndCustomersSeeThePhoto() throws {
        let photos = try PhotoWorld()
        let app = photos.app
        let kitchen = Self.html(app.send(.get, "/kitchen", headers: WebOrderingTests.headers(photos.owner)))
        #expect(kitchen.contains(#"href="/kitchen/photos""#))
        let page = Self.html(app.send(.get, "/kitchen/photos", headers: WebOrderingTests.headers(photos.owner)))
        #expect(page.contains(#"enctype="multipart/form-data""#) && page.contains(#"id="photo-\#(photos.dish)""#))
        #expect(page.contains(#"accept="image/jpeg,image/png,image/webp""#) && page.contains("No picture yet"))

        let path = "/kitchen/photos/dishes/\(photos.dish)"
        let uploaded = Self.upload(app, path, photos.owner, TestImages.make(.png, width: 1000, height: 750))
        #expect(uploaded.status == 303)
        #expect(uploaded.headers["Location"] == "/kitchen/photos?done=uploaded#photo-\(photos.dish)")
        let url = try #require(try photos.menuImage(photos.dish))
        let after = Self.html(
            app.send(.get, "/kitchen/photos?done=uploaded", headers: WebOrderingTests.headers(photos.owner)))
        #expect(after.contains("The photo is up. Customers see it now.") && after.contains("Remove photo"))

        let customer = try photos.world.customer("Casey")
        let menu = Self.html(
            app.send(.get, "/restaurants/\(photos.world.restaurantID)", headers: WebOrderingTests.headers(customer)))
        let srcset = url.replacingOccurrences(of: "960.jpg", with: "160.jpg") + " 160w"
        #expect(menu.contains(srcset) && menu.contains(#"sizes="96px""#) && menu.contains("Photo of Lentil Bowl"))
        #expect(menu.contains(#"loading="lazy""#))
        let dishPage = Self.html(app.send(.get, "/dishes/\(photos.dish)", headers: WebOrderingTests.headers(customer)))
        #expect(dishPage.contains(#"sizes="(min-width: 520px) 520px, 100vw""#))

        let cover = Self.upload(
            app, "/kitchen/photos/cover", photos.manager, TestImages.make(.jpeg, width: 640, height: 360))
        #expect(cover.status == 303 && cover.headers["Location"] == "/kitchen/photos?done=uploaded#photo-cover")

        let removed = app.send(
            .post, path + "/remove", headers: WebOrderingTests.headers(photos.owner, form: true),
            body: "_csrf=\(WebOrderingTests.csrf)")
        #expect(
            removed.status == 303 && removed.headers["Location"] == "/kitchen/photos?done=removed#photo-\(photos.dish)")
        #expect(try photos.menuImage(photos.dish) == nil)
    }

    @Test func aBadFileIsNamedUnderItsInputAndNothingIsSaved() throws {
        let photos = try PhotoWorld()
        let path = "/kitchen/photos/dishes/\(photos.dish)"
        let text = Self.upload(photos.app, path, photos.owner, Array("not a picture".utf8), type: "text/plain")
        #expect(text.refusalStatus == 415)
        #expect(Self.html(text).contains("Send the photo as image/jpeg, image/png or image/webp."))
        let png = TestImages.make(.png, width: 300, height: 300)
        let cut = Self.upload(photos.app, path, photos.owner, Array(png.prefix(png.count / 2)))
        #expect(cut.refusalStatus == 422)
        let page = Self.html(cut)
        #expect(page.contains(#"id="photo-\#(photos.dish)-file-error""#) && page.contains("damaged or incomplete"))
        #expect(page.contains(#"aria-invalid="true""#))
        let none = Self.upload(photos.app, path, photos.owner, [])
        #expect(none.refusalStatus == 422 && Self.html(none).contains("Choose a photo to upload."))
        let forged = Self.upload(photos.app, path, photos.owner, png, csrf: false)
        #expect(forged.status == 403)
        #expect(try photos.storedVariants() == 0 && photos.menuImage(photos.dish) == nil)
    }

    @Test func plainStaffSeeThePicturesWithoutFormsAndTheirPostsAreRefused() throws {
        let photos = try PhotoWorld()
        let page = Self.html(photos.app.send(.get, "/kitchen/photos", headers: WebOrderingTests.headers(photos.cook)))
        #expect(page.contains(#"id="photos-only-note""#) && !page.contains("multipart/form-data"))
        let png = TestImages.make(.png, width: 300, height: 300)
        let refused = Self.upload(photos.app, "/kitchen/photos/cover", photos.cook, png)
        #expect(refused.refusalStatus == 403)
        #expect(Self.html(refused).contains("Only the restaurant's owners and managers change its photos."))
        let elsewhere = Self.upload(photos.app, "/kitchen/photos/dishes/\(photos.dish)", photos.elsewhere, png)
        #expect(elsewhere.status == 404)
        let customer = try photos.world.customer("Casey")
        #expect(photos.app.send(.get, "/kitchen/photos", headers: WebOrderingTests.headers(customer)).status == 403)
        #expect(try photos.storedVariants() == 0)
    }
}
