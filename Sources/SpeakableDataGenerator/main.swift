// speakable-data: writes the spell-out rules of the ICU-free configuration from ICU, the oracle.
//
//   swift run speakable-data [Resources]
//
// For each language folder of Resources/ it writes `spellout.rbnf` (ICU's rule text for the
// language), `spellout-<REGION>.rbnf` for each ICU locale of the language whose rules differ, and
// `spellout-locales.tsv` naming the rules file and grouping separator of each such locale. Run by
// scripts/generate-data; CI regenerates and fails when the committed files differ.
//
//   swift run speakable-data --sketches Sources/Speakable/Generated/EmbeddedSketches.swift
//
// writes the precompiled sketches of the language tables from the built-in Resources/ (run after
// scripts/embed-language-data.py: the library must hold the new files).
import Foundation
@_spi(DataGeneration) import Speakable

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--sketches" {
    let path = CommandLine.arguments[2]
    let text = SketchGeneration.source()
    if (try? String(contentsOfFile: path, encoding: .utf8)) != text {
        do { try text.write(toFile: path, atomically: true, encoding: .utf8) } catch {
            FileHandle.standardError.write(Data("speakable-data: cannot write \(path): \(error)\n".utf8))
            exit(1)
        }
        print("wrote \(path)")
    }
    exit(0)
}
#if SPEAKABLE_SYSTEM_ICU

let resources = CommandLine.arguments.dropFirst().first ?? "Resources"
let header = """
    # ICU \(ICUDataSource.icuVersion) spell-out rules (CLDR data, Unicode licence), written by `swift run speakable-data`
    # from unum_toPattern: ICU's own rule text, run by RBNFRules in the ICU-free configuration. Do not edit.

    """

func write(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    if let old = try? String(contentsOf: url, encoding: .utf8), old == text { return }
    try text.write(to: url, atomically: true, encoding: .utf8)
    print("wrote \(path)")
}

func codePoints(_ text: String) -> String {
    text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }.joined(separator: " ")
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

/// "U+202F<TAB>3": the grouping separator and the secondary grouping size.
func grouping(_ locale: String) -> String? {
    guard let separator = ICUDataSource.groupingSeparator(locale: locale) else { return nil }
    return "\(codePoints(separator))\t\(ICUDataSource.secondaryGroupingSize(locale: locale))"
}

var failed = false
let available = ICUDataSource.availableLocales
for language in Speakable.supportedLanguages {
    guard let base = ICUDataSource.spellOutRuleText(locale: language),
          let baseGrouping = grouping(language) else {
        FileHandle.standardError.write(Data("speakable-data: ICU has no spell-out rules for \(language)\n".utf8))
        failed = true
        continue
    }
    var rows = [
        "# locale\trules\tgrouping separator (rules' #,##0 substitutions)\tsecondary grouping size (ICU's decimal format, used for Int64.min)",
        "\(language)\tspellout.rbnf\t\(baseGrouping)",
    ]
    var regionFiles: [String: String] = [:]
    for locale in available where locale.hasPrefix(language + "_") {
        guard let text = ICUDataSource.spellOutRuleText(locale: locale), let grouping = grouping(locale) else { continue }
        guard text != base || grouping != baseGrouping else { continue }
        var file = "spellout.rbnf"
        if text != base {
            let suffix = locale.dropFirst(language.count + 1)
            file = "spellout-\(suffix).rbnf"
            regionFiles[file] = text
        }
        rows.append("\(locale)\t\(file)\t\(grouping)")
    }
    let folder = "\(resources)/\(language)"
    try write(header + base, to: "\(folder)/spellout.rbnf")
    for (file, text) in regionFiles { try write(header + text, to: "\(folder)/\(file)") }
    try write(rows.joined(separator: "\n") + "\n", to: "\(folder)/spellout-locales.tsv")
    // Region files ICU no longer has.
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    where name.hasPrefix("spellout-") && name.hasSuffix(".rbnf") && regionFiles[name] == nil {
        try FileManager.default.removeItem(atPath: "\(folder)/\(name)")
        print("removed \(folder)/\(name)")
    }
}
exit(failed ? 1 : 0)
#else
FileHandle.standardError.write(Data("speakable-data reads ICU: build it with the SystemICU trait on Linux (the default)\n".utf8))
exit(2)
#endif
