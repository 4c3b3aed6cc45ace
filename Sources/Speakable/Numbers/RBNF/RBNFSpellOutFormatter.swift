/// One rule set of a locale's RBNF rules, with the API of the ICU formatter it replaces in the
/// ICU-free configuration (`SpellOutFormatter` there).
///
/// ```swift
/// try RBNFSpellOutFormatter(locale: "fr", ruleSet: "%spellout-cardinal-feminine").format(21)  // "vingt-et-une"
/// try RBNFSpellOutFormatter(locale: "en", ruleSet: "%spellout-numbering-year").format(1984)  // "nineteen eighty-four"
/// try RBNFSpellOutFormatter(locale: "ru", ruleSet: "%spellout-cardinal-feminine").format(21)  // "двадцать одна"
/// ```
///
/// Sendable notes: the rules are parsed once per locale and only read afterwards.
final class RBNFSpellOutFormatter: Sendable {
    let locale: String
    let ruleSet: String
    private let rules: RBNFRules
    private let index: Int

    /// The formatter of `ruleSet` ("" for the locale's default); throws for an unknown rule set or
    /// broken rule data.
    init(locale: String, ruleSet: String) throws(LanguageDataError) {
        ICUOpenCounter.record()
        let rules = try RBNFRules.shared(locale: locale)
        guard let index = rules.ruleSetIndex(ruleSet) else {
            throw LanguageDataError(file: rules.file, expected: "a rule set named \(ruleSet)")
        }
        self.locale = locale
        self.ruleSet = ruleSet
        self.rules = rules.rules
        self.index = index
    }

    func format(_ value: Int64) throws(LanguageDataError) -> String {
        guard let words = format(value, finishing: { $0.count }) else {
            throw LanguageDataError(file: "\(locale) \(ruleSet)", expected: "a rule for \(value)")
        }
        return words
    }

    /// The hot path's form: the words as UTF-8, checked and rewritten in place by `finish` (it
    /// returns the new length, at most the old one, or nil to reject), then one `String`.
    @inline(__always)
    func format(_ value: Int64, finishing finish: (UnsafeMutableBufferPointer<UInt8>) -> Int?) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(96)
        guard rules.append(value, ruleSet: index, to: &bytes) else { return nil }
        return bytes.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let count = finish(buffer), count <= buffer.count else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// The locale's public rule set names, e.g. `%spellout-cardinal-feminine`.
    var publicRuleSets: [String] { rules.publicRuleSets }
}

extension RBNFRules {
    /// Parsed rules with the data file they came from.
    struct Loaded: Sendable {
        let rules: RBNFRules
        let file: String
        func ruleSetIndex(_ name: String) -> Int? { rules.ruleSetIndex(name) }
    }

    /// Parsed rules by ICU locale id ("fr_CH"): one graph per distinct rule file.
    private static let byLocale = LockedCache<String, Result<Loaded, LanguageDataError>>(limit: 32)
    private static let byFile = LockedCache<String, Result<Loaded, LanguageDataError>>(limit: 32)

    /// The rules ICU uses for `locale`, from `Resources/<lang>/spellout-locales.tsv`: the row of the
    /// locale itself, else the language's own row.
    /// Broken rule data is reported (`LanguageDataError.report`), never taken for a missing locale.
    static func shared(locale: String) throws(LanguageDataError) -> Loaded {
        switch byLocale.value(for: locale, create: { load(locale) }) {
        case let .success(loaded): return loaded
        case let .failure(error):
            LanguageDataError.report(error)
            throw error
        }
    }

    /// Forgets every parsed graph (benchmarks time a first call again).
    static func removeAllShared() {
        byLocale.removeAll()
        byFile.removeAll()
    }

    private static func load(_ locale: String) -> Result<Loaded, LanguageDataError> {
        let language = String(locale.prefix { $0 != "_" && $0 != "-" }).lowercased()
        let index = "\(language)/spellout-locales.tsv"
        guard let table = LanguageResources.text(language, "spellout-locales.tsv") else {
            return .failure(LanguageDataError(file: index, expected: "the file to exist (no spell-out rules for \(locale))"))
        }
        var rows: [String: (file: String, grouping: String, secondary: Int)] = [:]
        for (number, line) in table.splitASCII("\n").enumerated()
        where !line.isEmpty && !line.hasPrefix("#") {
            let columns = line.splitASCII("\t")
            guard columns.count == 4, let grouping = Self.scalar(columns[2]), let secondary = Int(columns[3]), secondary > 0 else {
                return .failure(LanguageDataError(file: index, line: number + 1, column: 1, expected: "locale<TAB>rules file<TAB>grouping separator as U+XXXX<TAB>secondary grouping size"))
            }
            rows[String(columns[0])] = (String(columns[1]), grouping, secondary)
        }
        guard let row = rows[locale.replacingAll("-", with: "_")] ?? rows[language] else {
            return .failure(LanguageDataError(file: index, expected: "a row for \(language)"))
        }
        let key = "\(language)/\(row.file)|\(row.grouping)|\(row.secondary)"
        return byFile.value(for: key) {
            let file = "\(language)/\(row.file)"
            // (Read in place from the compiled-in bytes.)
            let loaded = LanguageResources.withBytes(language, row.file) { bytes -> Result<Loaded, LanguageDataError> in
                do throws(LanguageDataError) {
                    // (The speller's, parsed once per language; a broken file was reported there.)
                    guard let plurals = FormatterCache.pluralRules(locale: language, ordinal: false) else {
                        throw LanguageDataError(file: "\(language)/plurals.tsv", expected: "cardinal plural rules that parse")
                    }
                    let rules = try RBNFRules(locale: locale, bytes: bytes, groupingSeparator: row.grouping, secondaryGroupingSize: row.secondary, plurals: plurals, file: file)
                    return .success(Loaded(rules: rules, file: file))
                } catch {
                    return .failure(error)
                }
            }
            return loaded ?? .failure(LanguageDataError(file: file, expected: "the file to exist (named in \(index))"))
        }
    }

    /// "U+202F" -> "\u{202F}".
    private static func scalar(_ text: Substring) -> String? {
        guard text.hasPrefix("U+"), let value = UInt32(text.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
        return String(Character(scalar))
    }
}
