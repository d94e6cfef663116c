// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Foodly",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "foodly", targets: ["foodly"]),
        .library(name: "FoodlyClient", targets: ["FoodlyClient"]),
    ],
    targets: [
        // C libraries from Debian, through pkg-config.
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CPostgres", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
        .systemLibrary(name: "CSodium", pkgConfig: "libsodium", providers: [.apt(["libsodium-dev"])]),
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CVips", pkgConfig: "vips", providers: [.apt(["libvips-dev"])]),
        .systemLibrary(name: "CMalloc"),
        .systemLibrary(name: "CHaru", providers: [.apt(["libhpdf-dev"])]),

        // Generic layers that know nothing of food.
        .target(name: "FoodlyHTTP", dependencies: ["CMicroHTTPD"]),
        .target(name: "FoodlyHTML"),

        // Values shared by the domain and the wire contract (a leaf: it depends on nothing).
        .target(name: "FoodlyShared"),

        // Domain, contract, storage, use cases.
        .target(name: "FoodlyCore", dependencies: ["FoodlyShared"]),
        .target(name: "FoodlyAPI", dependencies: ["FoodlyShared"]),
        // FoodlyShared is named although FoodlyCore re-exports it: an incremental build then recompiles the store when a
        // shared enum gains a case (its `Optional` layout changes), which it did not always do otherwise.
        .target(name: "FoodlyStore", dependencies: ["FoodlyCore", "FoodlyShared", "CSQLite", "CPostgres"]),
        .target(
            name: "FoodlyApp",
            dependencies: [
                "FoodlyCore", "FoodlyStore", "FoodlyShared", "CSodium", "CCurl", "CVips", "CMalloc", "CHaru",
            ],
            resources: [.copy("Resources/demo")]
        ),
        .target(
            name: "FoodlyServer",
            dependencies: [
                "FoodlyHTTP", "FoodlyHTML", "FoodlyApp", "FoodlyAPI", "FoodlyStore", "FoodlyCore", "FoodlyShared",
            ],
            resources: [.copy("Resources/static"), .copy("Resources/openapi.json")]
        ),
        .target(name: "FoodlyClient", dependencies: ["FoodlyAPI", "FoodlyShared"]),

        // The command line: commands declared as values, parsed and explained from the declarations.
        .target(name: "FoodlyCLI"),
        .executableTarget(
            name: "foodly",
            dependencies: ["FoodlyCLI", "FoodlyServer", "FoodlyStore", "FoodlyApp", "FoodlyCore", "FoodlyShared"]),

        .target(
            name: "FoodlyTestSupport", dependencies: ["FoodlyServer", "FoodlyHTTP", "FoodlyStore", "CVips"],
            path: "Tests/FoodlyTestSupport"),
        .testTarget(name: "FoodlyHTTPTests", dependencies: ["FoodlyHTTP", "FoodlyServer", "FoodlyTestSupport"]),
        .testTarget(name: "FoodlyHTMLTests", dependencies: ["FoodlyHTML"]),
        .testTarget(name: "FoodlyCoreTests", dependencies: ["FoodlyCore", "FoodlyShared"]),
        .testTarget(
            name: "FoodlyAppTests", dependencies: ["FoodlyApp", "FoodlyShared", "FoodlyTestSupport"],
            exclude: ["search-relevance.json"]),
        .testTarget(name: "FoodlyStoreTests", dependencies: ["FoodlyStore", "FoodlyTestSupport"]),
        .testTarget(
            name: "FoodlyServerTests",
            dependencies: ["FoodlyServer", "FoodlyClient", "FoodlyAPI", "FoodlyShared", "FoodlyTestSupport"]),
        .testTarget(name: "FoodlyCLITests", dependencies: ["FoodlyCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
