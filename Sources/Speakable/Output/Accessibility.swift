#if canImport(UIKit)
import UIKit

extension SpeakableText {
    /// The spoken text with `.accessibilitySpeechLanguage` on spans in another language.
    public var accessibilityAttributedText: NSAttributedString {
        attributedText(languageKey: .accessibilitySpeechLanguage)
    }
}

extension NSObject {
    /// Sets `accessibilityLabel`, `accessibilityAttributedLabel` and `accessibilityLanguage` from
    /// `text` spoken in `locale`.
    ///
    /// ```swift
    /// button.setSpeakableAccessibilityLabel("Il reste 21 min", locale: "fr")   // "Il reste vingt et une minutes"
    /// label.setSpeakableAccessibilityLabel("3 of 10", locale: "en")            // "three of ten"
    /// cell.setSpeakableAccessibilityLabel("21 км", locale: "ru")               // "двадцать один километр"
    /// ```
    @MainActor
    public func setSpeakableAccessibilityLabel(_ text: String, locale: Locale = .autoupdatingCurrent) {
        setSpeakableAccessibilityLabel(text, locale: locale.identifier)
    }

    /// ``setSpeakableAccessibilityLabel(_:locale:)-(_,Locale)`` for a locale identifier ("fr", "en-GB", "ru_RU").
    @MainActor
    public func setSpeakableAccessibilityLabel(_ text: String, locale: String) {
        let spoken = SpeakableText(text, locale: locale)
        accessibilityLabel = spoken.text
        accessibilityAttributedLabel = spoken.accessibilityAttributedText
        accessibilityLanguage = spoken.language
    }
}
#elseif canImport(AppKit)
import AppKit

extension SpeakableText {
    /// The spoken text with `.accessibilityLanguage` on spans in another language.
    public var accessibilityAttributedText: NSAttributedString {
        attributedText(languageKey: .accessibilityLanguage)
    }
}

extension NSView {
    /// Sets the view's accessibility label to `text` spoken in `locale` (AppKit has no per-element
    /// language; spans in another language are in ``SpeakableText/accessibilityAttributedText``).
    ///
    /// ```swift
    /// view.setSpeakableAccessibilityLabel("Il reste 21 min", locale: "fr")   // "Il reste vingt et une minutes"
    /// view.setSpeakableAccessibilityLabel("3 of 10", locale: "en")           // "three of ten"
    /// view.setSpeakableAccessibilityLabel("21 км", locale: "ru")             // "двадцать один километр"
    /// ```
    @MainActor
    public func setSpeakableAccessibilityLabel(_ text: String, locale: Locale = .autoupdatingCurrent) {
        setSpeakableAccessibilityLabel(text, locale: locale.identifier)
    }

    /// ``setSpeakableAccessibilityLabel(_:locale:)-(_,Locale)`` for a locale identifier ("fr", "en-GB", "ru_RU").
    @MainActor
    public func setSpeakableAccessibilityLabel(_ text: String, locale: String) {
        setAccessibilityLabel(SpeakableText(text, locale: locale).text)
    }
}
#endif
