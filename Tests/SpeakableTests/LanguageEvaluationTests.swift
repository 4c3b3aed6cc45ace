import Foundation
import Testing
@testable import Speakable

/// Span precision and recall on `Fixtures/language/<base>/mixed.tsv`, false tags on `pure.tsv`,
/// per base language and split. Prints the table; asserts the bar on the held-out split.
///
/// `LANGUAGE_EVAL_VERBOSE=1 swift test --filter LanguageEvaluation` also prints every dev-split miss.
@Suite struct LanguageEvaluationTests {
    struct Score: CustomStringConvertible {
        var predicted = 0, expected = 0, exact = 0
        var overlapPredicted = 0, overlapExpected = 0
        var pure = 0, falselyTagged = 0
        var anglicisms = 0, anglicismsTagged = 0

        var precision: Double { predicted == 0 ? 1 : Double(exact) / Double(predicted) }
        var recall: Double { expected == 0 ? 1 : Double(exact) / Double(expected) }
        var overlapPrecision: Double { predicted == 0 ? 1 : Double(overlapPredicted) / Double(predicted) }
        var overlapRecall: Double { expected == 0 ? 1 : Double(overlapExpected) / Double(expected) }
        var falseTagRate: Double { pure == 0 ? 0 : Double(falselyTagged) / Double(pure) }

        var description: String {
            String(format: "P %.3f R %.3f (overlap P %.3f R %.3f; %d spans, %d found) | pure %d/%d falsely tagged (%.3f)",
                   precision, recall, overlapPrecision, overlapRecall, expected, predicted, falselyTagged, pure, falseTagRate)
                + (anglicisms > 0 ? " | anglicisms tagged \(anglicismsTagged)/\(anglicisms)" : "")
        }
    }

    static func evaluate(base: String, split: String, verbose: Bool) -> Score {
        var score = Score()
        for fixture in LanguageFixtures.evaluationCases("mixed") where fixture.base == base && fixture.split == split {
            let found = ForeignSpanDetector.spans(in: fixture.text, base: base, tagging: fixture.tagging)
            score.predicted += found.count
            score.expected += fixture.expected.count
            score.exact += found.filter { fixture.expected.contains($0) }.count
            score.overlapPredicted += found.filter { span in fixture.expected.contains { $0.language == span.language && $0.range.overlaps(span.range) } }.count
            score.overlapExpected += fixture.expected.filter { span in found.contains { $0.language == span.language && $0.range.overlaps(span.range) } }.count
            if verbose, Set(found) != Set(fixture.expected) {
                print("  miss \(fixture.file):\(fixture.line)\n    expected \(fixture.marked(fixture.expected))\n    found    \(fixture.marked(found))")
            }
        }
        for fixture in LanguageFixtures.evaluationCases("pure") where fixture.base == base && fixture.split == split {
            let found = ForeignSpanDetector.spans(in: fixture.text, base: base, tagging: fixture.tagging)
            score.pure += 1
            if !found.isEmpty { score.falselyTagged += 1 }
            if fixture.note == "anglicism" {
                score.anglicisms += 1
                if !found.isEmpty { score.anglicismsTagged += 1 }
            }
            if verbose, !found.isEmpty { print("  false tag \(fixture.file):\(fixture.line) \(fixture.marked(found))") }
        }
        return score
    }

    @Test(arguments: LanguageFixtures.bases)
    func heldOutMeetsTheBar(_ base: String) {
        let verbose = ProcessInfo.processInfo.environment["LANGUAGE_EVAL_VERBOSE"] == "1"
        let dev = Self.evaluate(base: base, split: "dev", verbose: verbose)
        let test = Self.evaluate(base: base, split: "test", verbose: false)
        print("language \(base) dev:  \(dev)")
        print("language \(base) test: \(test)")
        #expect(test.expected >= 40 && test.pure >= 30, "\(base): held-out set too small")
        #expect(test.precision >= 0.9, "\(base) held-out precision \(test.precision)")
        #expect(test.recall >= 0.85, "\(base) held-out recall \(test.recall)")
        #expect(test.falselyTagged == 0, "\(base) held-out pure strings falsely tagged: \(test.falselyTagged)")
        #expect(dev.falselyTagged == 0, "\(base) dev pure strings falsely tagged: \(dev.falselyTagged)")
    }

    @Test func fixturesParse() {
        for kind in ["mixed", "pure"] {
            for fixture in LanguageFixtures.evaluationCases(kind) {
                #expect(fixture.split == "dev" || fixture.split == "test", "\(fixture.file):\(fixture.line) split \(fixture.split)")
                #expect(kind == "pure" ? fixture.expected.isEmpty : !fixture.expected.isEmpty, "\(fixture.file):\(fixture.line)")
            }
        }
        for base in LanguageFixtures.bases {
            #expect(LanguageFixtures.evaluationCases("mixed").filter { $0.base == base }.count >= 80)
            #expect(LanguageFixtures.evaluationCases("pure").filter { $0.base == base }.count >= 60)
        }
    }
}
