// swift-tools-version:6.0
// Timing and inspection tool for the foreign-span detector; not part of the Speakable package.
// Build: swift build -c release -Xswiftc -enable-testing --package-path scripts/language-data/Bench
// (and the same flag for the root package, built by path) so that it can `@testable import Speakable`.
import PackageDescription

let package = Package(
    name: "LanguageBench",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Speakable", path: "../../..")],
    targets: [
        .executableTarget(name: "LanguageBench", dependencies: [.product(name: "Speakable", package: "Speakable")]),
    ]
)
