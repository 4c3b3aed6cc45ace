import Foundation
import SpeakableStringTables
import Testing

/// Inputs found by the fuzz targets in `Fuzz/`, kept so the fixes stay fixed.
@Suite struct FuzzRegressionTests {
    /// Fuzz/android: a value edited to hold a run of spaces was written raw, and Android collapses
    /// raw whitespace, so "Le " + " x" was read back as "Le x". Also a raw "\r" (a collapsible space).
    @Test(arguments: [
        ("Le ", "Le  \"<&'>\\ %d\n"),
        ("Le <b>2e</b> essai", "Le   deuxième"),
        ("a", "a\r\rb"),
        ("a", "  a  "),
        // Fuzz/android crash-c5e01f45: an unbalanced quote; text appended after it lost a space.
        ("\"  Dans 5 jours,\"l'été  \"", "  Dans 5 jours,l'été   \"<&'>\\ %d\n"),
    ])
    func androidEditsKeepTheirWhitespace(original: String, edited: String) throws {
        let xml = "<resources>\n    <string name=\"k\">\(original)</string>\n</resources>\n"
        var table = try StringTable(bytes: Array(xml.utf8), path: "values-fr/strings.xml", format: .android)
        table.update { _ in edited }
        let reread = try StringTable(bytes: table.encoded(), path: "values-fr/strings.xml", format: .android)
        #expect(reread.values.map(\.original) == table.values.map(\.text))
    }
}
