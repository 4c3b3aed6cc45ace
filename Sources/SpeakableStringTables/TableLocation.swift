import Foundation

/// What a table's path says: its language (`fr.lproj`, `values-fr-rCA`) and its companion's name.
///
/// ```swift
/// TableLocation.language(of: "App/fr.lproj/Localizable.strings")      // "fr"
/// TableLocation.language(of: "res/values-pt-rBR/strings.xml")        // "pt-BR"
/// TableLocation.companion(of: "ru.lproj/Localizable.strings")        // "ru.lproj/Localizable+Speakable.strings"
/// TableLocation.companion(of: "res/values-fr/strings.xml")           // "res/values-fr/strings_speakable.xml"
/// ```
package enum TableLocation {
    /// The language the enclosing folder names, or nil (`Base.lproj`, `values`, no such folder).
    package static func language(of path: String) -> String? {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        if folder.hasSuffix(".lproj") {
            let name = String(folder.dropLast(6))
            return name == "Base" || name.isEmpty ? nil : name.replacingOccurrences(of: "_", with: "-")
        }
        if folder.hasPrefix("values-") {
            let qualifiers = folder.dropFirst(7).split(separator: "-")
            guard let first = qualifiers.first else { return nil }
            if first.hasPrefix("b+") {   // values-b+sr+Latn
                return first.dropFirst(2).split(separator: "+").joined(separator: "-")
            }
            guard first.count == 2 || first.count == 3, first.allSatisfy({ $0.isLetter && $0.isLowercase }) else { return nil }
            if qualifiers.count > 1, qualifiers[1].hasPrefix("r"), qualifiers[1].count == 3 {
                return "\(first)-\(qualifiers[1].dropFirst())"
            }
            return String(first)
        }
        return nil
    }

    /// The speakable companion written next to a table (Android names are lowercase `[a-z0-9_]`).
    package static func companion(of path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        let file = (path as NSString).lastPathComponent
        let stem = (file as NSString).deletingPathExtension
        let ext = (file as NSString).pathExtension
        let name = ext.lowercased() == "xml" ? "\(stem)_speakable.\(ext)" : "\(stem)+Speakable.\(ext)"
        return directory.isEmpty ? name : (directory as NSString).appendingPathComponent(name)
    }

    /// Whether `path` is a companion this tool wrote (skipped when walking folders).
    package static func isCompanion(_ path: String) -> Bool {
        let stem = (((path as NSString).lastPathComponent) as NSString).deletingPathExtension
        return stem.hasSuffix("+Speakable") || stem.hasSuffix("_speakable")
    }

    /// Whether a file found in a folder is a table to convert: Apple tables by extension, Android
    /// `strings*.xml` inside a `values*` folder.
    package static func isTable(_ path: String) -> Bool {
        guard !isCompanion(path), let format = StringTable.Format(path: path) else { return false }
        guard format == .android else { return true }
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return (folder == "values" || folder.hasPrefix("values-")) && (path as NSString).lastPathComponent.hasPrefix("strings")
    }
}
