#if SPEAKABLE_SYSTEM_ICU
import Foundation
import Testing
@testable import Speakable

/// The ICU-free configuration's spell-out against ICU, the oracle: every public rule set of every
/// locale with its own rules or grouping (`spellout-locales.tsv`), at least 100,000 numbers each
/// (every boundary of the rules, each power of ten and its neighbours, and random numbers of every
/// size up to Int64's limits, negatives included), byte for byte. The reference is a formatter
/// opened for the rule set alone (`unum_open` with the rule set as default); the library's own ICU
/// path, which shares one formatter per locale and names the rule set per call, is checked
/// against it on the same numbers.
@Suite struct RBNFDifferentialTests {
    /// The locales of every rule file, plus regions that only fall back (fr-CA, en-GB).
    static let locales: [String] = {
        var locales = ["en_GB", "fr_CA"]
        for language in LanguageResources.languages {
            let table = LanguageResources.text(language, "spellout-locales.tsv") ?? ""
            for line in table.split(separator: "\n") where !line.hasPrefix("#") {
                locales.append(String(line.split(separator: "\t")[0]))
            }
        }
        return locales
    }()

    static let numbersPerRuleSet = 100_000

    /// Boundaries: every rule's base value and its neighbours, powers of ten and their
    /// neighbours, Int64's limits; then seeded random numbers across every magnitude.
    static func numbers(bases: [Int64], seed: UInt64) -> [Int64] {
        var values = Set<Int64>(-1100...1100)
        for base in bases {
            for delta: Int64 in [-1, 0, 1, 2] where base.addingReportingOverflow(delta).overflow == false {
                values.insert(base + delta)
                values.insert(-(base + delta))
            }
        }
        var power: Int64 = 1
        while true {
            for delta: Int64 in [-1, 0, 1] { values.insert(power + delta); values.insert(-(power + delta)); values.insert(2 * power + delta) }
            let (next, overflow) = power.multipliedReportingOverflow(by: 10)
            if overflow { break }
            power = next
        }
        values.formUnion([.max, .max - 1, .min, .min + 1])
        var generator = SplitMix64(seed: seed)
        var ordered = values.sorted()
        while ordered.count < numbersPerRuleSet {
            let digits = Int(generator.next() % 19) + 1
            var limit: UInt64 = 1
            for _ in 0..<digits { limit = limit.multipliedReportingOverflow(by: 10).partialValue }
            var value = Int64(truncatingIfNeeded: generator.next() % (digits == 19 ? UInt64(Int64.max) : limit))
            if generator.next() % 8 == 0 { value = -value }
            ordered.append(value)
        }
        return ordered
    }

    @Test(arguments: locales)
    func everyRuleSetSpellsAsICUDoes(locale: String) throws {
        let icu = try ICUSpellOutFormatter(locale: locale, ruleSet: "")
        let loaded = try RBNFRules.shared(locale: locale)
        #expect(loaded.rules.publicRuleSets == icu.publicRuleSets, "rule sets of \(locale)")
        let bases = Self.ruleBases(loaded.rules)
        for (offset, ruleSet) in icu.publicRuleSets.enumerated() {
            let reference = try ICUSpellOutFormatter(locale: locale, ruleSet: ruleSet, sharingRules: false)
            let shared = try ICUSpellOutFormatter(locale: locale, ruleSet: ruleSet)
            let swift = try RBNFSpellOutFormatter(locale: locale, ruleSet: ruleSet)
            var mismatches: [String] = []
            var compared = 0
            for value in Self.numbers(bases: bases, seed: UInt64(offset + 1) &* 0x9E37_79B9) {
                let expected = try? reference.format(value)
                let actual = try? swift.format(value)
                let sharedWords = try? shared.format(value)
                compared += 1
                if expected != actual || expected != sharedWords, mismatches.count < 5 {
                    mismatches.append("\(value): ICU \(expected ?? "nil") / Swift \(actual ?? "nil") / shared ICU \(sharedWords ?? "nil")")
                }
            }
            #expect(compared >= Self.numbersPerRuleSet)
            #expect(mismatches.isEmpty, "\(locale) \(ruleSet): \(mismatches.joined(separator: "; "))")
        }
    }

    /// Decimal strings through the shared formatter read as through a formatter of the rule set
    /// alone: integers, fractions of every length, and values beyond 2^63 (ICU's DecimalFormat).
    @Test(arguments: locales)
    func sharedRulesReadDecimalsAsAFormatterOfTheRuleSetAlone(locale: String) throws {
        let icu = try ICUSpellOutFormatter(locale: locale, ruleSet: "", sharingRules: false)
        var generator = SplitMix64(seed: 0xDEC1_4A15)
        var decimals = ["0", "-0", "1.0", "0.5", "-12.5", "3.25", "1.05", "0.001", "21.21", "1000000.5",
                        "9223372036854775807", "9223372036854775808.5", "-98765432109876543210.25", "12345678901234567.5"]
        for _ in 0..<600 {
            let integer = generator.next() % [10, 1_000, 1_000_000, 1_000_000_000_000][Int(generator.next() % 4)]
            let fraction = String(generator.next() % 10_000).prefix(Int(generator.next() % 4) + 1)
            decimals.append("\(generator.next() % 5 == 0 ? "-" : "")\(integer).\(fraction)")
        }
        for ruleSet in icu.publicRuleSets {
            let reference = try ICUSpellOutFormatter(locale: locale, ruleSet: ruleSet, sharingRules: false)
            let shared = try ICUSpellOutFormatter(locale: locale, ruleSet: ruleSet)
            let mismatches = decimals.filter { (try? reference.format(decimal: $0)) != (try? shared.format(decimal: $0)) }
            #expect(mismatches.isEmpty, "\(locale) \(ruleSet): \(mismatches.prefix(5))")
        }
    }

    /// Every rule set of a locale reads one ICU formatter: a name the locale lacks fails at open.
    @Test func sharedRulesRejectAnUnknownRuleSet() {
        #expect(throws: ICUError.self) { try ICUSpellOutFormatter(locale: "ru", ruleSet: "%spellout-no-such-set") }
        #expect(throws: ICUError.self) { try ICUSpellOutFormatter(locale: "ru", ruleSet: "%%private-set") }
    }

    static func ruleBases(_ rules: RBNFRules) -> [Int64] {
        rules.allBaseValues
    }
}

#endif
