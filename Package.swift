// swift-tools-version:6.1
import PackageDescription

// Two configurations, chosen by the `SystemICU` trait (on by default). Both spell numbers with ICU's
// own rules (RBNF rule text generated from ICU into `Resources/<lang>/spellout*.rbnf`) run by a Swift
// interpreter, and take plural categories from CLDR's rule text (`Resources/<lang>/plurals.tsv`):
// - `swift build`: on Linux, Android and Windows, the system ICU (`libicu-dev`) is linked as the
//   oracle (differential tests, the data generator, the benchmark's reference), reached through ONE
//   small C target (`SpeakableICUShim`) whose public header exposes no ICU types; only
//   `Sources/Speakable/ICU/` imports it.
// - `swift build --disable-default-traits`, and every Apple build whatever its traits: no ICU at
//   all. libicucore is never linked (its C symbols are non-public API on Apple platforms).
// Language data is compiled into the library (`Sources/Speakable/Generated/`, from `Resources/`):
// no resource bundle.
let systemICU: [Platform] = [.linux, .android, .windows]

let package = Package(
    name: "Speakable",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "Speakable", targets: ["Speakable"]),
        .library(name: "SpeakableStringTables", targets: ["SpeakableStringTables"]),
        .executable(name: "speakable", targets: ["SpeakableCLI"]),
    ],
    traits: [
        .trait(name: "SystemICU", description: "Spell numbers with the system ICU (libicu-dev) on Linux, Android and Windows; Apple builds never use ICU."),
        .default(enabledTraits: ["SystemICU"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // One relaxed atomic load per call tells each thread's caches that the app registered
        // abbreviations (`Synchronization.Atomic` needs macOS 15 / iOS 18).
        .package(url: "https://github.com/apple/swift-atomics", from: "1.2.0"),
        // `swift package generate-documentation` (DocC), run by CI with --warnings-as-errors.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
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
            dependencies: [.target(name: "CICU", condition: .when(platforms: systemICU, traits: ["SystemICU"]))],
            path: "Sources/SpeakableICUShim",
            cSettings: [.define("SPEAKABLE_SYSTEM_ICU", .when(platforms: systemICU, traits: ["SystemICU"]))]
        ),
        .target(
            name: "Speakable",
            dependencies: [
                .target(name: "SpeakableICUShim", condition: .when(platforms: systemICU, traits: ["SystemICU"])),
                .product(name: "Atomics", package: "swift-atomics"),
            ],
            path: "Sources/Speakable",
            swiftSettings: [.define("SPEAKABLE_SYSTEM_ICU", .when(platforms: systemICU, traits: ["SystemICU"]))]
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
        // Writes Resources/<lang>/spellout*.rbnf from ICU (scripts/generate-data); not a product.
        .executableTarget(
            name: "speakable-data",
            dependencies: ["Speakable"],
            path: "Sources/SpeakableDataGenerator",
            swiftSettings: [.define("SPEAKABLE_SYSTEM_ICU", .when(platforms: systemICU, traits: ["SystemICU"]))]
        ),
        .testTarget(
            name: "SpeakableTests",
            dependencies: ["Speakable", "SpeakableStringTables", "SpeakableCLI"],
            path: "Tests/SpeakableTests",
            resources: [.copy("Fixtures")],
            swiftSettings: [.define("SPEAKABLE_SYSTEM_ICU", .when(platforms: systemICU, traits: ["SystemICU"]))]
        ),
    ],
    swiftLanguageModes: [.v6]
)
