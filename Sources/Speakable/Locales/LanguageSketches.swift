/// The sketches of one language's large tables, which answer a process's first lookups before
/// any table is built: read from the files' bytes, or taken precompiled (`EmbeddedSketches`,
/// written by `swift run speakable-data --sketches`) when they were computed from these very
/// bytes. Reading them costs a cold process about 3 million instructions (the files' lines,
/// words and scalars); taking them precompiled, the hash of the files and the inserts.
///
/// ```swift
/// let sketches = LanguageSketches.load("fr", replacing: [:])   // precompiled, as generated
/// sketches.units.mayStart(with: "k")                          // true: "km", "kg"
/// ```
struct LanguageSketches: Sendable {
    /// Every form of every noun (`nouns.tsv`, `nouns-cldr.tsv`).
    var nouns: KeySet64
    var idioms: SymbolSketch
    var units: SymbolSketch
    var currencies: SymbolSketch
    var minorCurrencies: SymbolSketch
    var abbreviations: SymbolSketch
    /// The words of `abbreviations.tsv`'s written forms and expansions (`LazyWordSet`).
    var abbreviationWords: KeySet64

    /// What a precompiled set of sketches holds, and the hash of the files it was read from.
    struct Snapshot: Equatable, Sendable {
        var sourceHash: UInt64
        /// idioms, units, currencies, minor currencies, abbreviations.
        var symbols: [SymbolSketch.Snapshot]
        /// nouns, abbreviation words.
        var keySets: [[UInt64]]
    }

    /// The files the sketches read, in the order they are hashed.
    static let sourceFiles = ["nouns.tsv", "nouns-cldr.tsv", "idioms.tsv", "units.tsv", "currencies.tsv", "currencies-cldr.tsv", "abbreviations.tsv"]

    /// The sketches of `language`: precompiled when `replacing` replaces none of their files and
    /// the precompiled ones were read from the same bytes; else read now.
    static func load(_ language: String, replacing: [String: String]) -> LanguageSketches {
        if !sourceFiles.contains(where: { replacing[$0] != nil }), let snapshot = EmbeddedSketches.snapshot(language),
           snapshot.sourceHash == sourceHash(language), let sketches = LanguageSketches(snapshot: snapshot) {
            return sketches
        }
        return LanguageSketches(reading: language, replacing: replacing)
    }

    /// The sketches read from the files' bytes.
    init(reading language: String, replacing: [String: String]) {
        func files(_ names: [String]) -> [[UInt8]] { LanguageData.files(language, names, replacing: replacing) }
        nouns = LazyWordDictionary<LanguageData.Noun>.sketch(files: files(["nouns.tsv", "nouns-cldr.tsv"]), columns: ["key"] + PluralCategory.allCases.map(\.rawValue))
        idioms = SymbolSketch(files: files(["idioms.tsv"]), columns: ["written"], whole: true, variants: .spaced)
        units = SymbolSketch(files: files(["units.tsv"]), columns: ["symbol"], whole: true, variants: .anyCase)
        let currencyFiles = files(["currencies.tsv", "currencies-cldr.tsv"])
        currencies = SymbolSketch(files: currencyFiles, columns: ["code", "symbols"], skip: Array("-".utf8), variants: .none)
        minorCurrencies = SymbolSketch(files: currencyFiles, columns: ["minorSymbols"], variants: .none)
        let abbreviationFiles = files(["abbreviations.tsv"])
        abbreviations = SymbolSketch(files: abbreviationFiles, columns: ["written"], whole: true, variants: .capitalized)
        abbreviationWords = LazyWordSet.sketch(files: abbreviationFiles, columns: ["written", "expansion"])
    }

    /// The sketches a snapshot holds; nil when it does not hold them all.
    init?(snapshot: Snapshot) {
        guard snapshot.symbols.count == 5, snapshot.keySets.count == 2 else { return nil }
        nouns = KeySet64(keys: snapshot.keySets[0])
        idioms = SymbolSketch(snapshot: snapshot.symbols[0])
        units = SymbolSketch(snapshot: snapshot.symbols[1])
        currencies = SymbolSketch(snapshot: snapshot.symbols[2])
        minorCurrencies = SymbolSketch(snapshot: snapshot.symbols[3])
        abbreviations = SymbolSketch(snapshot: snapshot.symbols[4])
        abbreviationWords = KeySet64(keys: snapshot.keySets[1])
    }

    func snapshot(sourceHash: UInt64) -> Snapshot {
        Snapshot(sourceHash: sourceHash, symbols: [idioms.snapshot, units.snapshot, currencies.snapshot, minorCurrencies.snapshot, abbreviations.snapshot],
                 keySets: [nouns.sortedKeys, abbreviationWords.sortedKeys])
    }

    /// A 64-bit hash of the built-in bytes of the files the sketches read, eight bytes at a time
    /// (about one instruction a byte).
    static func sourceHash(_ language: String, replacing: [String: String] = [:]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for file in sourceFiles {
            func hashing(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
                var index = 0
                while index + 8 <= bytes.count {
                    var word: UInt64 = 0
                    withUnsafeMutableBytes(of: &word) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[index..<index + 8])) }
                    hash = (hash ^ word) &* 0x100_0000_01B3
                    hash ^= hash >> 29
                    index += 8
                }
                while index < bytes.count {
                    hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01B3
                    index += 1
                }
                return bytes.count
            }
            var replacement = replacing[file]
            let length = replacement?.withUTF8(hashing) ?? LanguageResources.withBytes(language, file, hashing) ?? -1
            hash = (hash ^ UInt64(bitPattern: Int64(length))) &* 0x100_0000_01B3
        }
        return hash
    }

    /// The Swift source of `EmbeddedSketches`: every language's sketches, read from its files.
    static func embeddedSource() -> String {
        func list(_ keys: [UInt64]) -> String {
            "[" + keys.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: ", ") + "]"
        }
        var lines = [
            "// Generated by `swift run speakable-data --sketches` (scripts/generate-data) from Resources/. Do not edit.",
            "",
            "/// The sketches of each language's tables, precompiled (`LanguageSketches`).",
            "enum EmbeddedSketches {",
            "    static func snapshot(_ language: String) -> LanguageSketches.Snapshot? {",
            "        switch language {",
        ]
        for language in LanguageResources.languages.sorted() { lines.append("        case \"\(language)\": \(language)") }
        lines += ["        default: nil", "        }", "    }"]
        for language in LanguageResources.languages.sorted() {
            let snapshot = LanguageSketches(reading: language, replacing: [:]).snapshot(sourceHash: sourceHash(language))
            lines.append("")
            lines.append("    static let \(language) = LanguageSketches.Snapshot(sourceHash: 0x\(String(snapshot.sourceHash, radix: 16, uppercase: true)), symbols: [")
            for symbol in snapshot.symbols {
                lines.append("        SymbolSketch.Snapshot(keys: \(list(symbol.keys)), longest: \(symbol.longest), isEmpty: \(symbol.isEmpty), asciiFirsts: \(list(symbol.asciiFirsts))),")
            }
            lines.append("    ], keySets: [")
            for keys in snapshot.keySets { lines.append("        \(list(keys)),") }
            lines.append("    ])")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Writes the precompiled sketches (`swift run speakable-data --sketches <file>`).
@_spi(DataGeneration)
public enum SketchGeneration {
    /// The Swift source of `Sources/Speakable/Generated/EmbeddedSketches.swift`.
    public static func source() -> String { LanguageSketches.embeddedSource() }
}
