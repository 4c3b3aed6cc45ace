/// The SSML element that marks a span in another language.
///
/// SSML 1.1's `<lang xml:lang>` is the standard one; some engines switch pronunciation only on
/// `<voice xml:lang>` (espeak-ng 1.51 reads "Paramètres" inside `<lang xml:lang="fr">` with English
/// phonemes, and as French inside `<voice xml:lang="fr">`).
///
/// ```swift
/// SpeakableText("Open Paramètres généraux", locale: "en").ssml(languageElement: .voice)
/// // <speak … xml:lang="en">Open <voice xml:lang="fr">Paramètres généraux</voice></speak>
/// SpeakableText("Ouvrez Settings", locale: "fr").ssml(languageElement: .lang)
/// // <speak … xml:lang="fr">Ouvrez <lang xml:lang="en">Settings</lang></speak>
/// SpeakableText("Откройте Settings", locale: "ru").ssml(languageElement: .voice)
/// // <speak … xml:lang="ru">Откройте <voice xml:lang="en">Settings</voice></speak>
/// ```
public enum SSMLLanguageElement: String, Sendable, Hashable, Codable, CaseIterable {
    /// `<lang xml:lang="…">`: SSML 1.1, the default.
    case lang
    /// `<voice xml:lang="…">`: for engines that change voice, not only language, to switch.
    case voice
}
