import FoodlyHTTP
import Foundation

/// Files shipped inside the FoodlyServer resource bundle.
enum BundledResources {
    /// The folder of CSS, JS and SVG served under `/static`.
    static var staticDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("static", isDirectory: true)
    }

    /// The bundled assets under `/static`, read and hashed once per process: they never change while it runs, and
    /// every app built in it (one per test) serves the same ones.
    static let assets = Result { try StaticFiles(directory: staticDirectory, prefix: "/static") }

    /// The OpenAPI 3.1 description of the HTTP API.
    static func openAPIDocument() throws -> [UInt8] {
        let url = Bundle.module.resourceURL!.appendingPathComponent("openapi.json")
        return Array(try Data(contentsOf: url))
    }
}
