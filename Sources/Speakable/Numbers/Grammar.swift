/// Grammatical gender of the noun a number agrees with.
///
/// French numbers agree in gender ("vingt et un" / "vingt et une"); Russian in gender and case
/// ("двадцать один" / "двадцать одна" / "двадцать одно"); English ignores it.
///
/// ```swift
/// 21.formatted(.speakable(locale: Locale(identifier: "fr_FR")).gender(.feminine))   // "vingt et une"
/// 21.formatted(.speakable(locale: Locale(identifier: "en_US")).gender(.feminine))   // "twenty-one"
/// 21.formatted(.speakable(locale: Locale(identifier: "ru_RU")).gender(.feminine))   // "двадцать одна"
/// SpeakableNumber(locale: "ru").gender(.neuter).format("1")                          // "одно"
/// ```
public enum Gender: String, Sendable, Hashable, CaseIterable, Codable {
    /// A gender: masculine (the default), feminine or neuter (Russian).
    case masculine, feminine, neuter
}

/// Grammatical case of the noun a number agrees with (Russian; other languages ignore it).
///
/// ```swift
/// SpeakableNumber(locale: "ru").grammaticalCase(.genitive).format("2")      // "двух"
/// SpeakableNumber(locale: "ru").grammaticalCase(.instrumental).format("5")  // "пятью"
/// SpeakableNumber(locale: "fr").grammaticalCase(.genitive).format("2")      // "deux"
/// SpeakableNumber(locale: "en").grammaticalCase(.genitive).format("2")      // "two"
/// ```
public enum GrammaticalCase: String, Sendable, Hashable, CaseIterable, Codable {
    /// One of the six Russian cases; `.nominative` is the default.
    case nominative, genitive, dative, accusative, instrumental, prepositional
}

/// CLDR plural category of a number, used to choose the form of the noun that follows it.
///
/// ```swift
/// SpeakableNumber(locale: "fr").pluralCategory(2)       // .other  (fr: 1, "0,5" and "1,5" are .one)
/// SpeakableNumber(locale: "en").pluralCategory(1)       // .one    (en: 2, 5 and "1.5" are .other)
/// SpeakableNumber(locale: "ru").pluralCategory(2)       // .few    (ru: 1 and 21 .one, 5 .many)
/// SpeakableNumber(locale: "ru").pluralCategory("1,5")   // .other
/// ```
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
    /// A CLDR plural category; fr, en and ru use `one`, `few`, `many` and `other`.
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
