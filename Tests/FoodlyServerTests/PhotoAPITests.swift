import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyStore
import FoodlyTestSupport
import Foundation
import Testing

/// A restaurant with an owner, a manager and plain staff, and the owner of another restaurant, for photo uploads.
struct PhotoWorld {
    let world: OrderingWorld
    let owner: String
    let manager: String
    let cook: String
    let elsewhere: String
    let elsewhereDish: String

    init() throws {
        world = try OrderingWorld()
        let admin = try CatalogAPI.token(world.app, role: .admin)
        let other = try CatalogAPI.seed(world.app, [CatalogAPI.restaurant("Elsewhere", northKm: 2)])[0]
        let detail = try CatalogAPI.object(world.app.send(.get, "/api/v1/restaurants/\(other)"))
        let menu = detail["menu"] as? [[String: Any]] ?? []
        elsewhereDish = (menu.first?["dishes"] as? [[String: Any]])?.first?["id"] as? String ?? ""
        owner = try Self.staff(world, admin, "boss", world.restaurantID, .owner)
        manager = try Self.staff(world, admin, "manager", world.restaurantID, .manager)
        cook = try Self.staff(world, admin, "cook", world.restaurantID, .staff)
        elsewhere = try Self.staff(world, admin, "elsewhere", other, .owner)
    }

    /// A new staff account at `restaurant` with `role`; its token.
    static func staff(
        _ world: OrderingWorld, _ admin: String, _ name: String, _ restaurant: String, _ role: StaffRole
    ) throws -> String {
        let created = try AccountService(environment: world.app.environment).register(
            Registration(fullName: "Sam \(name)", email: "\(name)@example.com", password: "abcdef1!"),
            role: .staff, signIn: true)
        let assigned = world.send(
            .post, "/api/v1/admin/staff", admin,
            ["email": "\(name)@example.com", "restaurantId": restaurant, "role": role.rawValue])
        #expect(assigned.status == 204)
        return created.token
    }

    var app: TestApp { world.app }
    var dish: String { world.dishes["Lentil Bowl"] ?? "" }

    /// Sends `bytes` as the body, as `mediaType`, with `token`.
    func upload(_ path: String, _ bytes: [UInt8], _ mediaType: String, _ token: String) -> Response {
        app.responder.respond(
            to: Request(
                method: .put, target: path,
                headers: ["Content-Type": mediaType, "Authorization": "Bearer \(token)"], body: bytes))
    }

    /// The `imageUrl` of the dish in the restaurant's public menu.
    func menuImage(_ dishID: String) throws -> String? {
        let detail = try CatalogAPI.object(app.send(.get, "/api/v1/restaurants/\(world.restaurantID)"))
        for section in detail["menu"] as? [[String: Any]] ?? [] {
            for dish in section["dishes"] as? [[String: Any]] ?? [] where dish["id"] as? String == dishID {
                return dish["imageUrl"] as? String
            }
        }
        return nil
    }

    /// The number of stored photo variants.
    func storedVariants() throws -> Int {
        try app.database.read { try $0.queryOne("SELECT COUNT(*) AS n FROM photo_variants", [])?.int("n") ?? -1 }
    }
}

/// Photo uploads through the API: stored in every kept width, served with a year's caching and an ETag, shown on
/// the menu at once (the living catalog), replaced and removed; every refusal with its status and nothing saved.
/// Runs on SQLite and PostgreSQL.
@Suite("Photos API: upload, serve, replace, remove")
struct PhotoAPITests {
    @Test func aDishPhotoIsStoredServedAndOnTheMenuAtOnce() throws {
        let photos = try PhotoWorld()
        let path = "/api/v1/merchant/dishes/\(photos.dish)/photo"
        let jpeg = TestImages.jpegWithLocation(width: 1200, height: 900)
        let uploaded = photos.upload(path, jpeg, "image/jpeg", photos.owner)
        #expect(uploaded.status == 200)
        let body = try CatalogAPI.object(uploaded)
        let url = try #require(body["imageUrl"] as? String)
        #expect(body["widths"] as? [Int] == [160, 480, 960])
        #expect(url.hasPrefix("/photos/") && url.hasSuffix("/960.jpg"))
        #expect((body["srcset"] as? String)?.contains("/160.jpg 160w") == true)
        #expect(try photos.menuImage(photos.dish) == url)

        let served = photos.app.send(.get, url)
        #expect(served.status == 200)
        #expect(served.headers["Content-Type"] == "image/jpeg")
        #expect(served.headers["Cache-Control"] == "public, max-age=31536000, immutable")
        let etag = try #require(served.headers["ETag"])
        #expect(TestImages.header(served.body)?.width == 960)
        #expect(TestImages.header(served.body)?.hasExif == false)
        let again = photos.app.send(.get, url, headers: ["If-None-Match": etag])
        #expect(again.status == 304 && again.body.isEmpty)
        #expect(again.headers["Cache-Control"] == "public, max-age=31536000, immutable")
        #expect(photos.app.send(.get, url.replacingOccurrences(of: "960.jpg", with: "480.jpg")).status == 200)
        #expect(photos.app.send(.get, url.replacingOccurrences(of: "960.jpg", with: "961.jpg")).status == 404)
        #expect(photos.app.send(.get, "/photos/nothing/160.jpg").status == 404)
    }

    @Test func aNewPhotoReplacesTheOldWhichIsDeletedAndRemovingBringsBackTheDrawnPicture() throws {
        let photos = try PhotoWorld()
        let path = "/api/v1/merchant/dishes/\(photos.dish)/photo"
        let drawn = "/static/pictures/dish-harvest-bowl.svg"
        try photos.app.database.write {
            _ = try $0.execute("UPDATE dishes SET image_url = $1 WHERE id = $2", [.text(drawn), .text(photos.dish)])
        }
        let first = try CatalogAPI.object(
            photos.upload(path, TestImages.make(.png, width: 600, height: 400), "image/png", photos.manager))
        let firstURL = try #require(first["imageUrl"] as? String)
        #expect(first["widths"] as? [Int] == [160, 480, 600])
        let second = try CatalogAPI.object(
            photos.upload(path, TestImages.make(.webp, width: 800, height: 800), "image/webp", photos.owner))
        let secondURL = try #require(second["imageUrl"] as? String)
        #expect(secondURL != firstURL)
        #expect(try photos.menuImage(photos.dish) == secondURL)
        #expect(photos.app.send(.get, firstURL).status == 404)
        #expect(try photos.storedVariants() == 3)

        let removed = photos.app.send(.delete, path, headers: CatalogAPI.bearer(photos.owner))
        #expect(removed.status == 204)
        #expect(try photos.menuImage(photos.dish) == drawn)
        #expect(photos.app.send(.delete, path, headers: CatalogAPI.bearer(photos.owner)).status == 204)
        #expect(try photos.menuImage(photos.dish) == drawn)
        #expect(photos.app.send(.get, secondURL).status == 404)
        #expect(try photos.storedVariants() == 0)
    }

    @Test func theRestaurantCoverIsUploadedAndRemoved() throws {
        let photos = try PhotoWorld()
        let uploaded = photos.upload(
            "/api/v1/merchant/photo", TestImages.make(.jpeg, width: 1600, height: 900), "image/jpeg", photos.owner)
        #expect(uploaded.status == 200)
        let url = try #require(try CatalogAPI.object(uploaded)["imageUrl"] as? String)
        let detail = try CatalogAPI.object(photos.app.send(.get, "/api/v1/restaurants/\(photos.world.restaurantID)"))
        #expect(detail["imageUrl"] as? String == url)
        #expect(
            photos.app.send(.delete, "/api/v1/merchant/photo", headers: CatalogAPI.bearer(photos.owner)).status == 204)
        let after = try CatalogAPI.object(photos.app.send(.get, "/api/v1/restaurants/\(photos.world.restaurantID)"))
        #expect(after["imageUrl"] is NSNull)
    }

    @Test func badFilesAreRefusedByNameAndNothingIsSaved() throws {
        let photos = try PhotoWorld()
        let path = "/api/v1/merchant/dishes/\(photos.dish)/photo"
        var random = SeededRandom(seed: 7)
        let noise = (0..<2048).map { _ in UInt8.random(in: 0...255, using: &random) }
        let png = TestImages.make(.png, width: 300, height: 300)
        let cases: [(bytes: [UInt8], type: String, status: Int, code: String)] = [
            (noise, "image/jpeg", 422, "not_an_image"),
            (Array(png.prefix(png.count / 2)), "image/png", 422, "damaged_image"),
            (TestImages.pngClaiming(width: 20_000, height: 20_000), "image/png", 422, "image_too_large"),
            (png, "application/json", 415, "unsupported_media_type"),
            (png, "image/gif", 415, "unsupported_media_type"),
            ([], "image/png", 422, "not_an_image"),
        ]
        for (bytes, type, status, code) in cases {
            let answer = photos.upload(path, bytes, type, photos.owner)
            #expect(answer.status == status, "\(code)")
            let problem = try CatalogAPI.object(answer)
            #expect(problem["code"] as? String == code)
            #expect((problem["detail"] as? String)?.isEmpty == false)
        }
        #expect(try photos.storedVariants() == 0)
        #expect(try photos.menuImage(photos.dish) == nil)
    }

    @Test func plainStaffAreRefusedAndAnotherRestaurantsDishIsNotFound() throws {
        let photos = try PhotoWorld()
        let png = TestImages.make(.png, width: 200, height: 200)
        let cook = photos.upload("/api/v1/merchant/dishes/\(photos.dish)/photo", png, "image/png", photos.cook)
        #expect(cook.status == 403)
        #expect(photos.upload("/api/v1/merchant/photo", png, "image/png", photos.cook).status == 403)
        let other = photos.upload(
            "/api/v1/merchant/dishes/\(photos.elsewhereDish)/photo", png, "image/png", photos.owner)
        #expect(other.status == 404)
        let theirs = photos.upload("/api/v1/merchant/dishes/\(photos.dish)/photo", png, "image/png", photos.elsewhere)
        #expect(theirs.status == 404)
        let customer = try photos.world.customer("Casey")
        #expect(photos.upload("/api/v1/merchant/photo", png, "image/png", customer).status == 403)
        #expect(try photos.storedVariants() == 0)
        #expect(try photos.menuImage(photos.dish) == nil)
    }

    @Test func aFiftyMegabyteUploadIsRefusedAtOnceAndTenMegabytesAreReadOnTheUploadRouteOnly() throws {
        let photos = try PhotoWorld()
        let live = try LiveServer(responder: photos.app.responder)
        defer { live.stop() }
        let path = "/api/v1/merchant/dishes/\(photos.dish)/photo"
        let declared = try live.connect()
        try declared.send(
            "PUT \(path) HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(photos.owner)\r\n"
                + "Content-Type: image/jpeg\r\nContent-Length: \(50 * 1024 * 1024)\r\n\r\n")
        // Answered before a byte of the body is sent: refused from the declared length alone.
        #expect(try declared.readReply().status == 413)

        // 2 MB is over the server's 1 MiB limit but within the upload route's allowance: read and judged.
        let body = [UInt8](repeating: 0x41, count: 2 * 1024 * 1024)
        let bearer = ["Authorization": "Bearer \(photos.owner)", "Content-Type": "image/jpeg"]
        let within = try live.connect().request("PUT", path, headers: bearer, body: body)
        #expect(within.status == 422)
        // The same length on another route is over the server's limit (declared only: the server answers and
        // closes without reading a body, so sending one could meet a reset connection).
        let elsewhere = try live.connect()
        try elsewhere.send(
            "PUT /api/v1/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(photos.owner)\r\n"
                + "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n")
        #expect(try elsewhere.readReply().status == 413)
    }
}
