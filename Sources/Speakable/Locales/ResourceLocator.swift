import Foundation

/// Finds the `Resources/` folder shipped with the library, without ever crashing.
///
/// SwiftPM's generated `Bundle.module` calls `fatalError` when the bundle is missing (a CLI binary
/// copied alone). This looks in the places a bundle can be, in order, and reports `nil` instead:
/// `$SPEAKABLE_RESOURCES`, the resource bundle next to the executable or in the main bundle, then
/// the package's own `Resources/` (development builds, `swift run`, `swift test`).
enum ResourceLocator {
    static let bundleNames = ["Speakable_Speakable.resources", "Speakable_Speakable.bundle"]

    static let directory: URL? = {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["SPEAKABLE_RESOURCES"], !override.isEmpty {
            candidates.append(URL(fileURLWithPath: override))
        }
        var roots: [URL] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            roots.append(executable.deletingLastPathComponent())
        }
        roots.append(Bundle.main.bundleURL)
        if let resources = Bundle.main.resourceURL { roots.append(resources) }
        for bundle in Bundle.allBundles { roots.append(bundle.bundleURL.deletingLastPathComponent()) }
        for root in roots {
            for name in bundleNames {
                let bundle = root.appendingPathComponent(name)
                candidates.append(bundle.appendingPathComponent("Resources"))
                candidates.append(bundle.appendingPathComponent("Contents/Resources/Resources"))
            }
        }
        // Sources/Speakable/Locales/ResourceLocator.swift -> <package>/Resources
        candidates.append(URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources"))
        return candidates.first { fileManager.fileExists(atPath: $0.appendingPathComponent("en/numbers.json").path) }
    }()

    static func url(language: String, file: String) -> URL? {
        directory?.appendingPathComponent(language).appendingPathComponent(file)
    }
}
