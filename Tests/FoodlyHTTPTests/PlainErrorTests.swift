import FoodlyHTTP
import Testing

@Suite("Errors without an application presenter")
struct PlainErrorTests {
    @Test func httpErrorsArePlainTextWithTheirHeaders() {
        var router = Router()
        router.get("/hello") { _ in .text("hello") }
        let responder = Responder(router: router, logger: .discard)
        let missing = responder.respond(to: Request(method: .get, target: "/nope"))
        #expect(missing.status == 404)
        #expect(missing.headers["Content-Type"] == "text/plain; charset=utf-8")
        #expect(String(decoding: missing.body, as: UTF8.self) == "No such resource.")
        let wrong = responder.respond(to: Request(method: .delete, target: "/hello"))
        #expect(wrong.status == 405 && wrong.headers["Allow"] == "GET, HEAD")
    }
}
