import Testing
@testable import Speakable

/// CLDR plural rules evaluated from `Resources/<lang>/plurals.tsv` (the ICU-free configuration):
/// CLDR's own samples, the errors of broken rules, and, with the system ICU, agreement with
/// ICU's `uplrules_select` and `uplrules_selectFormatted`.
@Suite struct CLDRPluralRulesTests {
    static let languages = ["en", "fr", "ru"]

    /// The examples of the documentation.
    @Test func documentedExamples() throws {
        let ru = try CLDRPluralRules(locale: "ru", ordinal: false)
        #expect(ru.keyword(21) == "one")
        #expect(ru.keyword(24) == "few")
        #expect(ru.keyword(11) == "many")
        #expect(ru.keyword(decimal: "1.0") == "other")
        #expect(ru.keyword(decimal: "1.5") == "other")
        #expect(ru.keyword(decimal: "-21") == "one")
        #expect(try CLDRPluralRules(locale: "fr_BE", ordinal: false).keyword(decimal: "1.5") == "one")
        #expect(try CLDRPluralRules(locale: "fr", ordinal: false).keyword(2_000_000) == "many")
        #expect(try CLDRPluralRules(locale: "fr", ordinal: false).keyword(decimal: "2000000.0") == "other")
        #expect(try CLDRPluralRules(locale: "en", ordinal: false).keyword(decimal: "1.0") == "other")
        #expect(try CLDRPluralRules(locale: "en", ordinal: true).keyword(23) == "few")
        #expect(try CLDRPluralRules(locale: "en", ordinal: false).keyword(decimal: "123456789012345678901234.5") == "other")
        // ICU's arithmetic, kept so that both configurations agree: doubles beyond 2^53 ...
        #expect(ru.keyword(9_007_199_254_740_993) == "few")
        // ... and the last 18 digits of a decimal string's integer part.
        #expect(try CLDRPluralRules(locale: "en", ordinal: false).keyword(decimal: "1000000000000000000001") == "one")
        // Not a decimal number: "other", as the ICU configuration answers.
        #expect(ru.keyword(decimal: "") == "other")
        #expect(ru.keyword(decimal: "1,5") == "other")
    }

    /// One `@integer` or `@decimal` sample of `plurals.tsv`.
    struct Sample {
        let ordinal: Bool
        let category: String
        let number: String
        let integer: Bool
    }

    /// The rows (type and category) of a language's `plurals.tsv` and every sample they list, ranges
    /// ("0~15", "0.00~0.04") expanded, "…" and exponent samples ("1c6") skipped. Read here
    /// independently of the evaluator.
    static func samples(_ language: String) -> (rows: Set<String>, samples: [Sample]) {
        guard let text = LanguageResources.text(language, "plurals.tsv") else { return ([], []) }
        var rows: Set<String> = []
        var samples: [Sample] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("type\t") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            let ordinal = fields[0] == "ordinal"
            let category = String(fields[1])
            rows.insert("\(fields[0]) \(category)")
            for list in fields[2].split(separator: "@", omittingEmptySubsequences: false).dropFirst() {
                let integer = list.hasPrefix("integer")
                for item in list.dropFirst("integer".count).split(separator: ",") {
                    let item = String(item.filter { $0 != " " })
                    if item == "…" || item.contains("c") || item.contains("e") { continue }
                    for number in expand(item) {
                        samples.append(Sample(ordinal: ordinal, category: category, number: number, integer: integer))
                    }
                }
            }
        }
        return (rows, samples)
    }

    /// "2~5" -> 2, 3, 4, 5; "0.0~0.3" -> 0.0, 0.1, 0.2, 0.3 (the fraction digits of the bounds kept).
    static func expand(_ item: String) -> [String] {
        let bounds = item.split(separator: "~")
        guard bounds.count == 2 else { return [item] }
        let fractionDigits = bounds[0].split(separator: ".").dropFirst().first?.count ?? 0
        guard let low = Int(bounds[0].filter { $0 != "." }), let high = Int(bounds[1].filter { $0 != "." }),
              low <= high, high - low <= 1_000
        else { return [item] }   // left as is: the evaluator then answers "other", and the test reports it
        var scale = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        return (low...high).map { scaled in
            guard fractionDigits > 0 else { return "\(scaled)" }
            let fraction = String(scaled % scale)
            return "\(scaled / scale)." + String(repeating: "0", count: fractionDigits - fraction.count) + fraction
        }
    }

    /// Every sample CLDR lists for a category evaluates to that category, as an `Int64` and as a
    /// decimal string; every row has at least one sample checked.
    @Test(arguments: languages)
    func cldrSamplesHaveTheirOwnCategory(language: String) throws {
        let cardinal = try CLDRPluralRules(locale: language, ordinal: false)
        let ordinal = try CLDRPluralRules(locale: language, ordinal: true)
        let (rows, samples) = Self.samples(language)
        var failures: [String] = []
        var checked: Set<String> = []
        for sample in samples {
            let rules = sample.ordinal ? ordinal : cardinal
            let type = sample.ordinal ? "ordinal" : "cardinal"
            var got = [rules.keyword(decimal: sample.number)]
            if sample.integer {
                guard let value = Int64(sample.number) else {
                    failures.append("\(language) \(type) \(sample.number): not an integer")
                    continue
                }
                got.append(rules.keyword(value))
            }
            if got.allSatisfy({ $0 == sample.category }) {
                checked.insert("\(type) \(sample.category)")
            } else {
                failures.append("\(language) \(type) \(sample.number): \(got), CLDR lists it under \(sample.category)")
            }
        }
        #expect(samples.count > 20)
        #expect(failures.count == 0, "\(failures.count) failures, first: \(Array(failures.prefix(5)))")
        #expect(checked == rows, "rows without a checked sample: \(rows.subtracting(checked).sorted())")
    }

    /// A rule that does not parse is an error naming the file, the line and the column.
    @Test func brokenRuleNamesFileLineAndColumn() {
        let rule = "v = 0 and i % 10 = 1 and i %% 100"
        do {
            _ = try CLDRPluralRules(ruleText: [("one", rule), ("other", "")], file: "ru/plurals.tsv")
            Issue.record("the broken rule was accepted")
        } catch {
            #expect(error.file == "ru/plurals.tsv")
            #expect(error.line == 1)
            #expect(error.column == 29)   // the second '%'
            #expect(error.expected == "a value after '%'")
        }
    }

    /// In a file, the line is the file's and the column counts from the start of the line.
    @Test func brokenFileRowNamesTheFilesLineAndColumn() {
        let text = "# comment\ntype\tcategory\trule\ncardinal\tone\ti = 1 and i %% 100\ncardinal\tother\t@integer 0\n"
        do {
            _ = try CLDRPluralRules(tsv: text, file: "en/plurals.tsv", ordinal: false)
            Issue.record("the broken rule was accepted")
        } catch {
            #expect(error == LanguageDataError(file: "en/plurals.tsv", line: 3, column: 27, expected: "a value after '%'"))
        }
    }

    static let brokenRules: [(rules: [(category: String, rule: String)], line: Int?, column: Int?, expected: String)] = [
        ([("one", "x = 1"), ("other", "")], 1, 1, "an operand: n, i, v, w, f, t, c or e"),
        ([("one", "i = 1 and"), ("other", "")], 1, 10, "an operand: n, i, v, w, f, t, c or e"),
        ([("one", "i == 1"), ("other", "")], 1, 4, "a value"),
        ([("one", "i = 5..3"), ("other", "")], 1, 8, "a value not below the range's start"),
        ([("one", "i % 0 = 1"), ("other", "")], 1, 5, "a modulus above 0"),
        ([("one", "i not 1"), ("other", "")], 1, 7, "'in' or 'within' after 'not'"),
        ([("one", "i = 1 xor i = 2"), ("other", "")], 1, 7, "'and', 'or', '@integer', '@decimal' or the end of the rule"),
        ([("one", "i = 1 @integer 1, 2~"), ("other", "")], 1, 21, "a sample number"),
        ([("one", "i = 1 @decimal 1.0 @integer 1"), ("other", "")], 1, 20, "the end of the rule"),
        ([("one", "@integer 1"), ("other", "")], 1, 1, "a condition (only `other` has none)"),
        ([("one", "i = 1"), ("several", "i = 2"), ("other", "")], 2, nil, "a category: zero, one, two, few, many or other (found \"several\")"),
        ([("one", "i = 1"), ("one", "i = 2"), ("other", "")], 2, nil, "each category once (\"one\" is repeated)"),
        ([("one", "i = 1"), ("other", "i = 2")], 2, 1, "no condition for `other`, only samples"),
        ([("other", ""), ("one", "i = 1")], 2, nil, "`other` as the last row"),
        ([("one", "i = 1")], nil, nil, "an `other` rule"),
    ]

    /// Unknown operands and categories, a missing `other` and other malformed rules are errors.
    @Test(arguments: brokenRules.indices)
    func brokenRulesAreErrors(index: Int) {
        let broken = Self.brokenRules[index]
        do {
            _ = try CLDRPluralRules(ruleText: broken.rules, file: "fr/plurals.tsv")
            Issue.record("accepted: \(broken.rules)")
        } catch {
            #expect(error.file == "fr/plurals.tsv")
            #expect(error.line == broken.line)
            #expect(error.column == broken.column)
            #expect(error.expected.hasSuffix(broken.expected), "\(error)")
        }
    }

    /// The older TR35 syntax: `mod`, `is [not]`, `[not] in`, `within` (real intervals).
    @Test func olderSyntax() throws {
        let rules = try CLDRPluralRules(ruleText: [("one", "n mod 10 in 1..2 and n is not 11"),
                                                   ("few", "n within 3..4"),
                                                   ("many", "v not in 0 and i = 7"),
                                                   ("other", "")], file: "xx/plurals.tsv")
        #expect(rules.keyword(12) == "one")
        #expect(rules.keyword(11) == "other")
        #expect(rules.keyword(decimal: "3.5") == "few")      // within: 3.5 lies between 3 and 4
        #expect(rules.keyword(decimal: "21.5") == "other")   // in: 1.5 is in no integer range
        #expect(rules.keyword(decimal: "7.25") == "many")
        #expect(rules.keyword(7) == "other")
    }


    #if SPEAKABLE_SYSTEM_ICU
    /// Same category as ICU for every integer 0...2000, 20,000 random integers of every magnitude
    /// (negatives too), their decimal strings, and 5,000 random decimals with 1-3 fraction digits
    /// (cardinal only: ordinals are for integers).
    @Test(arguments: languages)
    func agreesWithICU(language: String) throws {
        var random = SplitMix64(seed: 0x5EED_CAFE)
        var integers = Array(Int64(0)...2_000)
        for _ in 0..<20_000 {
            let digits = Int(random.next() % 19) + 1
            var value: Int64
            if digits == 19 {
                value = Int64(bitPattern: random.next())
            } else {
                var bound: UInt64 = 1
                for _ in 0..<digits { bound *= 10 }
                value = Int64(random.next() % bound)
            }
            if random.next() % 2 == 0, value != .min { value = -value }
            integers.append(value)
        }
        integers += [.min, .max, .min + 1, .max - 1, 1 << 53, (1 << 53) + 1, 1_000_000_000_000_000_000]
        var decimals: [String] = []
        for _ in 0..<5_000 {
            let integerDigits = Int(random.next() % 24) + 1
            let fractionDigits = Int(random.next() % 3) + 1
            var text = random.next() % 4 == 0 ? "-" : ""
            for position in 0..<integerDigits {
                let digit = random.next() % 10
                text += String(position == 0 && integerDigits > 1 ? max(digit, 1) : digit)
            }
            text += "."
            for _ in 0..<fractionDigits { text += String(random.next() % 10) }
            decimals.append(text)
        }
        decimals += ["0.0", "1.0", "1.5", "2.0", "11.1", "21.1", "1000000.0", "0.00", "1.00", "-1.0", "0.001"]

        var mismatches: [String] = []
        for ordinal in [false, true] {
            let type = ordinal ? "ordinal" : "cardinal"
            let mine = try CLDRPluralRules(locale: language, ordinal: ordinal)
            let icu = try ICUPluralRules(locale: language, ordinal: ordinal)
            for value in integers {
                let (got, expected) = (mine.keyword(value), icu.keyword(value))
                if got != expected { mismatches.append("\(language) \(type) \(value): \(got), ICU \(expected)") }
                let (gotText, expectedText) = (mine.keyword(decimal: "\(value)"), icu.keyword(decimal: "\(value)"))
                if gotText != expectedText { mismatches.append("\(language) \(type) \"\(value)\": \(gotText), ICU \(expectedText)") }
            }
            guard !ordinal else { continue }
            for decimal in decimals {
                let (got, expected) = (mine.keyword(decimal: decimal), icu.keyword(decimal: decimal))
                if got != expected { mismatches.append("\(language) \(type) \"\(decimal)\": \(got), ICU \(expected)") }
            }
        }
        #expect(mismatches.count == 0, "\(mismatches.count) mismatches, first: \(Array(mismatches.prefix(5)))")
    }
    #endif
}
