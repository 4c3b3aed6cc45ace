import Foundation

/// A duration style: hours, minutes and seconds (and days) spoken with agreement.
///
/// `DateComponentsFormatter`, the usual way to do this on Apple platforms, does not exist on Linux.
/// A `FormatStyle` of `Duration` (Codable); `format` never throws.
///
/// ```swift
/// Duration.seconds(5400).formatted(.speakable(locale: Locale(identifier: "ru_RU")))   // "один час тридцать минут"
/// Duration.seconds(5400).formatted(.speakable(locale: Locale(identifier: "fr_FR")))   // "une heure trente minutes"
/// Duration.seconds(5400).formatted(.speakable(locale: Locale(identifier: "en_US")))   // "one hour thirty minutes"
/// SpeakableDuration(locale: "fr").format(hours: 1, minutes: 5)   // "une heure cinq minutes"
/// SpeakableDuration(locale: "en").format(hours: 1, minutes: 5)   // "one hour five minutes"
/// SpeakableDuration(locale: "ru").format(hours: 1, minutes: 5)   // "один час пять минут"
/// SpeakableDuration(locale: "ru").format(minutes: 21)            // "двадцать одна минута"
/// SpeakableDuration(locale: "fr").format(seconds: 90)            // "quatre-vingt-dix secondes"
/// ```
public struct SpeakableDuration: FormatStyle, Sendable, Hashable, Codable {
    /// What the style formats: a `Duration`.
    public typealias FormatInput = Duration
    /// Words.
    public typealias FormatOutput = String

    /// The locale identifier ("fr_FR", "en-GB", "ru").
    public let localeIdentifier: String

    /// The style for a BCP-47 or ICU identifier ("fr", "en-GB", "ru_RU").
    public init(locale: String) {
        self.localeIdentifier = locale
    }

    /// The style for `locale`; by default the user's current locale.
    public init(locale: Locale = .autoupdatingCurrent) {
        self.init(locale: locale.identifier)
    }

    /// The locale, as a Foundation `Locale`.
    public var locale: Locale { Locale(identifier: localeIdentifier) }

    /// The same style in another locale.
    public func locale(_ locale: Locale) -> Self { Self(locale: locale) }

    /// A `Duration` in days, hours, minutes and seconds (days from 24 hours on); fractions of a
    /// second are dropped: `.seconds(5400)` is ru "один час тридцать минут".
    public func format(_ duration: Duration) -> String {
        let (seconds, _) = duration.components
        let sign = seconds < 0 ? -1 : 1
        var rest = seconds.magnitude
        let days = rest / 86_400; rest %= 86_400
        let hours = rest / 3_600; rest %= 3_600
        guard let dayCount = Int(exactly: days) else { return "\(duration)" }
        return format(days: sign * dayCount, hours: sign * Int(hours), minutes: sign * Int(rest / 60), seconds: sign * Int(rest % 60))
    }

    /// Components as given ("90 minutes" stays ninety minutes); zero components are left out.
    /// Negative durations are spoken with the locale's minus word.
    public func format(days: Int = 0, hours: Int = 0, minutes: Int = 0, seconds: Int = 0) -> String {
        let components: [(DurationUnit, Int64)] = [(.day, Int64(days)), (.hour, Int64(hours)), (.minute, Int64(minutes)), (.second, Int64(seconds))]
        let fallback = components.filter { $0.1 != 0 }.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: " ")
        guard let speller = Speakable.speller(for: localeIdentifier) else { return fallback.isEmpty ? "0 second" : fallback }
        let negative = components.contains { $0.1 < 0 }
        let magnitudes = components.map { ($0.0, Int64(clamping: $0.1.magnitude)) }
        guard let words = DateSpeller(speller).duration(magnitudes) else { return fallback }
        return negative ? "\(speller.rules.minus) \(words)" : words
    }

    /// A number of seconds split into hours, minutes and seconds (days from 24 hours on);
    /// fractions of a second are dropped. NaN and infinities return their description.
    public func format(_ interval: TimeInterval) -> String {
        guard interval.isFinite, interval.magnitude < 1e15 else { return "\(interval)" }
        let total = Int(interval.rounded(.towardZero))
        let sign = total < 0 ? -1 : 1
        var rest = abs(total)
        let days = rest / 86_400; rest %= 86_400
        let hours = rest / 3_600; rest %= 3_600
        return format(days: sign * days, hours: sign * hours, minutes: sign * (rest / 60), seconds: sign * (rest % 60))
    }
}
