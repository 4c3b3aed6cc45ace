import Foundation
import SpeakableStringTables
import Testing
@testable import Speakable

/// No English value of the real string tables gets a foreign-language tag: a screen reader would
/// switch voice for an English word ("font", "Locale", "photos" are English words too). The
/// tables kept in the package, and `../shared/corpus/string-tables` when it is beside the clone.
@Suite struct EnglishTableTaggingTests {
    static let englishTables = TableFixtures.realTables().filter { url in
        let path = url.path
        return path.contains("/en.lproj/") || path.contains("/Base.lproj/") || url.lastPathComponent.hasPrefix("en.lproj.")
    }

    @Test func thereAreEnglishTables() {
        #expect(!Self.englishTables.isEmpty)
    }

    @Test(arguments: englishTables)
    func noEnglishValueIsTaggedForeign(_ url: URL) throws {
        let table = try TableFixtures.read(url)
        var values = 0
        for value in table.values {
            values += 1
            let spans = ForeignSpanDetector.spans(in: value.original, base: "en", tagging: .default)
            #expect(spans.isEmpty, "\(url.lastPathComponent) \(value.key): \(value.original.debugDescription) tagged \(spans)")
        }
        #expect(values > 0, "\(url.path) has no value")
    }
}
