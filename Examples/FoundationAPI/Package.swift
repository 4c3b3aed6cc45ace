// swift-tools-version:6.1
import PackageDescription

// An app's code against Speakable's public API, kept as a test of that API: a separate package
// that depends on this one by path, as an app does. `.ci/run` builds it, runs it and compares what
// it prints with `expected.txt` (issue 18's snippet).
let package = Package(
    name: "FoundationAPI",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "Speakable", path: "../..")],
    targets: [
        .executableTarget(name: "FoundationAPI", dependencies: [.product(name: "Speakable", package: "Speakable")]),
    ],
    swiftLanguageModes: [.v6]
)
