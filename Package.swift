// swift-tools-version:6.0
import PackageDescription

// ICU is reached through ONE small C target (`SpeakableICUShim`) whose public header exposes no ICU
// types. On Linux it builds against the system ICU (`libicu-dev`) through the `CICU` system library;
// on Apple platforms it links `libicucore`, which ships without headers (the shim declares the few
// functions it needs itself). Only `Sources/Speakable/ICU/` imports the shim.
let darwin: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst]

let package = Package(
    name: "Speakable",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "Speakable", targets: ["Speakable"]),
        .library(name: "SpeakableStringTables", targets: ["SpeakableStringTables"]),
        .executable(name: "speakable", targets: ["SpeakableCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // One relaxed atomic load per call tells each thread's caches that the app registered
        // abbreviations (`Synchronization.Atomic` needs macOS 15 / iOS 18).
        .package(url: "https://github.com/apple/swift-atomics", from: "1.2.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CICU",
            path: "Sources/CICU",
            pkgConfig: "icu-i18n icu-uc",
            providers: [.apt(["libicu-dev"])]
        ),
        .target(
            name: "SpeakableICUShim",
            dependencies: [.target(name: "CICU", condition: .when(platforms: [.linux, .android, .windows]))],
            path: "Sources/SpeakableICUShim",
            linkerSettings: [.linkedLibrary("icucore", .when(platforms: darwin))]
        ),
        .target(
            name: "Speakable",
            dependencies: ["SpeakableICUShim", .product(name: "Atomics", package: "swift-atomics")],
            path: "Sources/Speakable",
            resources: [.copy("../../Resources")]
        ),
        .target(
            name: "SpeakableStringTables",
            dependencies: ["Speakable"],
            path: "Sources/SpeakableStringTables"
        ),
        .executableTarget(
            name: "SpeakableCLI",
            dependencies: [
                "Speakable",
                "SpeakableStringTables",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/SpeakableCLI"
        ),
        .testTarget(
            name: "SpeakableTests",
            dependencies: ["Speakable", "SpeakableStringTables", "SpeakableCLI"],
            path: "Tests/SpeakableTests",
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
