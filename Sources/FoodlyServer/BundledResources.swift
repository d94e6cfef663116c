import Foundation

/// Files shipped inside the FoodlyServer resource bundle.
enum BundledResources {
    /// The folder of CSS, JS and SVG served under `/static`.
    static var staticDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("static", isDirectory: true)
    }

    /// The OpenAPI 3.1 description of the HTTP API.
    static func openAPIDocument() throws -> [UInt8] {
        let url = Bundle.module.resourceURL!.appendingPathComponent("openapi.json")
        return Array(try Data(contentsOf: url))
    }
}
