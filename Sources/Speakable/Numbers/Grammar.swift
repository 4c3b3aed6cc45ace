/// Grammatical gender of the noun a number agrees with.
///
/// French numbers agree in gender ("vingt et un" / "vingt et une"); Russian in gender and case
/// ("двадцать один" / "двадцать одна" / "двадцать одно"); English ignores it.
public enum Gender: String, Sendable, Hashable, CaseIterable, Codable {
    case masculine, feminine, neuter
}

/// Grammatical case of the noun a number agrees with (Russian; other languages ignore it).
///
/// `SpeakableNumber(locale: "ru").grammaticalCase(.genitive).format(2)` is "двух".
public enum GrammaticalCase: String, Sendable, Hashable, CaseIterable, Codable {
    case nominative, genitive, dative, accusative, instrumental, prepositional
}

/// CLDR plural category of a number, used to choose the form of the noun that follows it.
///
/// fr: 1 -> `.one`, 2 -> `.other`; en: 1 -> `.one`; ru: 1 -> `.one`, 2 -> `.few`, 5 -> `.many`,
/// 1.5 -> `.other`.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
    case zero, one, two, few, many, other

    /// The category named by a CLDR keyword's UTF-8 bytes, compared in place.
    init?(keyword bytes: UnsafeBufferPointer<UInt8>) {
        for category in PluralCategory.allCases {
            let name = category.rawValue.utf8
            if name.count == bytes.count, name.elementsEqual(bytes) { self = category; return }
        }
        return nil
    }
}

/// The grammatical features a number takes from the noun it agrees with.
struct Agreement: Hashable, Sendable {
    var gender: Gender = .masculine
    var grammaticalCase: GrammaticalCase = .nominative
    /// Plural ordinal ("premières", "первые"); Russian plural cardinal for pluralia tantum.
    var plural = false

    static let `default` = Agreement()
}
