import FoodlyHTTP
import FoodlyServer
import Foundation

/// A small app used by the HTTP tests: echo, JSON, slow and failing routes; errors are answered as Foodly
/// answers them (problem+json).
enum TestRoutes {
    struct Greeting: Codable, Equatable {
        var name: String
        var count: Int
    }

    /// A nested body: numbers of both kinds inside a list.
    struct Trip: Codable, Equatable {
        struct Stop: Codable, Equatable {
            var latitude: Double
            var minutes: Int
        }

        var name: String
        var stops: [Stop]
    }

    struct Secret: Error {}

    static func responder(logger: Logger = .discard) -> Responder {
        var router = Router()
        router.get("/hello") { _ in .text("hello") }
        router.get("/client") { request in .text(request.remoteAddress) }
        router.post("/hello") { _ in .text("posted") }
        router.get("/items/:id") { request in .text("item \(try request.parameter("id"))") }
        router.get("/files/*path") { request in .text("file \(try request.parameter("path"))") }
        router.get("/query") { request in
            .text(request.query.pairs.map { "\($0.name)=\($0.value)" }.joined(separator: "|"))
        }
        router.post("/greet") { request in
            let greeting = try request.decodeJSON(Greeting.self)
            return try .json(greeting, status: 201)
        }
        router.post("/trip") { request in try .json(try request.decodeJSON(Trip.self)) }
        router.post("/form") { request in .text(try request.form()["name"] ?? "") }
        router.post("/echo") { request in Response(status: 200, body: request.body) }
        router.get("/slow") { _ in
            Thread.sleep(forTimeInterval: 0.4)
            return .text("finished")
        }
        router.get("/sleep/:ms") { request in
            Thread.sleep(forTimeInterval: Double(Int(try request.parameter("ms")) ?? 0) / 1000)
            return .text("finished")
        }
        router.get("/boom") { _ in throw Secret() }
        router.get("/cookies") { request in
            .text(request.cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";"))
        }
        return Responder(
            router: router, logger: logger,
            presentError: { error, request in ErrorMapping.response(for: error, requestID: request.requestID) })
    }
}
