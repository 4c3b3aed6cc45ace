import Foundation
import Speakable

let ru = Locale(identifier: "ru_RU"), fr = Locale(identifier: "fr_FR"), en = Locale(identifier: "en_US")
let date = Date(timeIntervalSince1970: 1427866200)                  // 2015-04-01T05:30:00Z
print(21.formatted(.speakable(locale: ru).gender(.feminine)))              // "двадцать одна"
print(21.formatted(.speakable(locale: fr).gender(.feminine)))              // "vingt et une"
print(22.formatted(.speakable(locale: en).ordinal()))                      // "twenty-second"
print("Il reste 21 min".formatted(.speakable(locale: fr)))                 // "Il reste vingt et une minutes"
print(date.formatted(.speakable(locale: fr, timeZone: .gmt)))              // "... premier avril deux mille quinze à cinq heures trente"
print(Duration.seconds(5400).formatted(.speakable(locale: ru)))            // "один час тридцать минут"
print("+33 6 12 34 56 78".formatted(.speakablePhoneNumber(locale: fr)))    // "plus trente-trois, six, douze, ..."
print(Speakable.normalize("21 км", locale: ru))                            // "двадцать один километр"
let style = SpeakableNumber(locale: ru).gender(.feminine)
print(try JSONDecoder().decode(SpeakableNumber.self, from: JSONEncoder().encode(style)) == style)   // true

// Beyond the snippet: every style is Codable and Hashable, modifiers return copies, and the
// other input types find their style by the value they format.
print(Int64(2).formatted(.speakable(locale: ru).grammaticalCase(.genitive)))             // "двух"
print(UInt8(7).formatted(.speakable(locale: en).digits()))                               // "seven"
print(1.5.formatted(.speakable(locale: fr)))                                             // "un virgule cinq"
print(Decimal(string: "0.25")!.formatted(.speakable(locale: ru)))                        // "ноль целых двадцать пять сотых"
print("54 038 921,7".formatted(.speakableNumber(locale: fr)))
print(date.formatted(.speakable(locale: en, timeZone: .gmt)))
print(date.formatted(SpeakableDate(locale: ru, timeZone: .gmt).weekday().style(.date)))
print(Duration.seconds(75).formatted(.speakable(locale: en)))
print("PTS 12".formatted(.speakable(locale: en).abbreviations(["PTS": "points"])))      // "points twelve"
let textStyle = SpeakableFormatStyle(locale: ru).abbreviations(["О": "очки"])
let decodedText = try JSONDecoder().decode(SpeakableFormatStyle.self, from: JSONEncoder().encode(textStyle))
print(decodedText == textStyle, "О 12".formatted(decodedText))                         // true очки двенадцать
let dateStyle = SpeakableDate(locale: fr, timeZone: .gmt).style(.time)
print(try JSONDecoder().decode(SpeakableDate.self, from: JSONEncoder().encode(dateStyle)) == dateStyle)
print(Speakable.format("%d of %d songs", 3, 12, locale: en))
print(SpeakableText("Ouvrez Settings", locale: fr).ssml(languageElement: .voice))
