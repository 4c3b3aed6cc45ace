/// Finds the stretches of a fr, en or ru string that are in another of these languages, so that a
/// screen reader can switch voice for them (`accessibilityLanguage`, SSML `<lang>`).
///
/// Script decides first: Cyrillic words in French or English text are Russian; Latin words in
/// Russian text are English or French (the word model decides, English by default). Latin inside
/// Latin is decided word by word from English and French word frequencies (`words.tsv`, character
/// trigrams for unknown words), then a best path over the words (Viterbi, three states: base and two
/// foreign languages) puts them into spans: switching language costs a penalty, lower at quotes,
/// brackets, ">" and the ends of the text, so one-word spans need strong evidence and whole quoted
/// titles, button labels and menu paths come out as one span. Names, brands, acronyms, numbers and
/// the base language's loanwords never start a span on their own.
///
/// ```swift
/// ForeignSpanDetector.spans(in: "Ouvrez Réglages > Privacy > Location Services", base: "fr", tagging: .default)
/// // [20..<47 "Privacy > Location Services": en]
/// ForeignSpanDetector.spans(in: "Le week-end, regardez le replay en streaming", base: "fr", tagging: .default)
/// // [] (loanwords of French)
/// ForeignSpanDetector.spans(in: "Tap « Mot de passe oublié » to reset it", base: "en", tagging: .default)
/// // [6..<25 "Mot de passe oublié": fr]
/// ForeignSpanDetector.spans(in: "Откройте Settings на iPhone", base: "ru", tagging: .default)
/// // [9..<17 "Settings": en]
/// ```
enum ForeignSpanDetector {
    /// Spans of `text` in a language other than `base` ("fr", "en" or "ru").
    static func spans(in text: String, base: String, tagging: LanguageTagging) -> [LanguageSpan] {
        spans(in: text, base: base, tagging: tagging, parameters: .standard)
    }

    /// The costs and weights of the decision, in log10 likelihood-ratio units.
    struct Parameters: Sendable, Hashable {
        /// Cost of switching language between two words separated by spaces only.
        var space: Float = 1.1
        /// ... by a comma.
        var comma: Float = 0.9
        /// ... by ":" or ";".
        var colon: Float = 0.8
        /// ... by a menu-path separator (">", "›", "→", "|").
        var path: Float = 0.8
        /// ... by a quote, bracket or sentence end.
        var boundary: Float = 0.5
        /// ... at the start or end of the text.
        var edge: Float = 0.6
        /// Evidence added, in French text, to a capitalized word after a capitalized word
        /// ("Location Services"): French labels capitalize only their first word.
        var titleCase: Float = 0.6
        /// Evidence of a Cyrillic word in Latin text, and of a Latin word in Russian text.
        var cyrillic: Float = 6
        var latinInRussian: Float = 2.5
        /// Largest evidence one known word gives.
        var wordLimit: Float = 3
        /// Words whose evidence is smaller than this are used alike in both languages: no evidence.
        var deadZone: Float = 0.3
        /// Trigram model: scale of the mean per-trigram log ratio, and its limit.
        var trigramScale: Float = 1
        var trigramLimit: Float = 1.2
        /// Capitalized unknown words at a sentence start (elsewhere they are names).
        var capitalizedUnknownScale: Float = 0.5
        /// French needs this much more evidence than English for Latin text in Russian.
        var frenchInRussianBias: Float = 0.3
        /// A French span in English text needs a word whose English Zipf x 10 is below this
        /// ("oublié"; not "font", "locale", "photos": English words too).
        var sharedWordZipf: UInt8 = 25
        /// An English span in French text needs a word this much more frequent in English than in
        /// French (Zipf x 10: "privacy", "skip"; not "notifications"). French web text counts
        /// English words at 2.5-3.2, so the test is relative there.
        var ownWordMargin: Int = 10

        static let standard = Parameters()
    }

    /// The base language; the best path's three states are it and two foreign languages.
    enum Base: UInt8, Sendable {
        case fr, en, ru

        /// "fr", "fr-CA", "en_US", "ru-RU"; nil for other languages.
        init?(_ language: String) {
            var utf8 = language.utf8.makeIterator()
            guard let a = utf8.next(), let b = utf8.next() else { return nil }
            if let c = utf8.next(), c != UInt8(ascii: "-"), c != UInt8(ascii: "_") { return nil }
            switch (a | 0x20, b | 0x20) {
            case (UInt8(ascii: "f"), UInt8(ascii: "r")): self = .fr
            case (UInt8(ascii: "e"), UInt8(ascii: "n")): self = .en
            case (UInt8(ascii: "r"), UInt8(ascii: "u")): self = .ru
            default: return nil
            }
        }

        var code: String {
            switch self {
            case .fr: return "fr"
            case .en: return "en"
            case .ru: return "ru"
            }
        }

        /// The two foreign languages, in state order (states 1 and 2).
        var foreign: (String, String) {
            switch self {
            case .fr: return ("en", "ru")
            case .en: return ("fr", "ru")
            case .ru: return ("en", "fr")
            }
        }

        /// The flag of this language's loanwords.
        var loanFlag: ForeignLanguageModel.Flags {
            switch self {
            case .fr: return .loanFr
            case .en: return .loanEn
            case .ru: return .loanRu
            }
        }
    }

    /// What one word says, before phrases are matched.
    enum Kind: UInt8, Sendable {
        /// A Latin word with frequency or trigram evidence (`englishness`).
        case word
        /// A loanword of the base language: never starts a span; inside one, it follows its neighbours.
        case loan
        /// A name, brand, acronym, number, technical token or other script: never starts a span,
        /// joins one it touches ("Sign in with Apple").
        case neutral
        case cyrillic
        /// Locked to the base language (allow list, forced spans).
        case locked
    }

    /// log10 P(word | English) / P(word | French), and what kind of word it is.
    struct Evidence: Sendable {
        var kind: Kind
        var englishness: Float = 0
    }

    typealias Words = UnsafeMutableBufferPointer<ScannedWord>
    typealias Evidences = UnsafeMutableBufferPointer<Evidence>

    /// Words of a string kept on the stack; longer strings use arrays.
    static let stackWords = 48

    static func spans(in text: String, base language: String, tagging: LanguageTagging, parameters: Parameters) -> [LanguageSpan] {
        guard tagging.isEnabled, let base = Base(language) else { return [] }
        let model = ForeignLanguageModel.shared
        let phrases = tagging.hasPhrases ? CompiledTagging.compiled(tagging) : nil
        return text.withUTF8Buffer { bytes in
            let onStack = withUnsafeTemporaryAllocation(of: ScannedWord.self, capacity: stackWords) { words in
                withUnsafeTemporaryAllocation(of: Evidence.self, capacity: stackWords) { evidence in
                    spans(bytes, words, evidence, base: base, model: model, phrases: phrases, parameters: parameters)
                }
            }
            return onStack ?? slowSpans(bytes, base: base, model: model, phrases: phrases, parameters: parameters)
        }
    }

    /// One pass over the words into `words` and `evidence`; nil when they do not fit.
    ///
    /// Fast path: every span pays at least two switches of the cheapest kind, so when the positive
    /// evidence of all words together does not exceed that, the best path stays in the base
    /// language and the path is not computed (no phrase of the app can force a span either).
    static func spans(_ bytes: UnsafeBufferPointer<UInt8>, _ words: Words, _ evidence: Evidences, base: Base, model: ForeignLanguageModel?,
                      phrases: CompiledTagging?, parameters: Parameters) -> [LanguageSpan]? {
        var scanner = WordScanner(bytes)
        var count = 0
        var positive: Float = 0
        while let word = scanner.next() {
            guard count < words.count else { return nil }
            let found = self.evidence(word, base: base, model: model, bytes: bytes, parameters: parameters)
            let emission = emissions(found, base: base, parameters: parameters)
            positive += max(0, emission.0, emission.1)
            (words.baseAddress! + count).initialize(to: word)
            (evidence.baseAddress! + count).initialize(to: found)
            count += 1
        }
        if phrases == nil, positive <= cheapestSpan(parameters) { return [] }
        return decide(Words(rebasing: words[0..<count]), Evidences(rebasing: evidence[0..<count]), base: base, model: model, phrases: phrases, parameters: parameters)
    }

    /// The least any span costs: entering and leaving it at the cheapest kind of gap.
    @inline(__always) static func cheapestSpan(_ parameters: Parameters) -> Float {
        2 * min(parameters.edge, parameters.boundary, parameters.comma, parameters.colon, parameters.path, parameters.space)
    }

    /// The fast path's test alone: false when no path through the words can switch language.
    static func mayHaveSpans(_ bytes: UnsafeBufferPointer<UInt8>, base: Base, model: ForeignLanguageModel?, parameters: Parameters) -> Bool {
        var scanner = WordScanner(bytes)
        var positive: Float = 0
        while let word = scanner.next() {
            let evidence = self.evidence(word, base: base, model: model, bytes: bytes, parameters: parameters)
            let emission = emissions(evidence, base: base, parameters: parameters)
            positive += max(0, emission.0, emission.1)
        }
        return positive > cheapestSpan(parameters)
    }

    /// Full path with arrays (strings of more than `stackWords` words, and tests).
    static func slowSpans(_ bytes: UnsafeBufferPointer<UInt8>, base: Base, model: ForeignLanguageModel?, phrases: CompiledTagging?, parameters: Parameters) -> [LanguageSpan] {
        var words: [ScannedWord] = []
        var evidence: [Evidence] = []
        var scanner = WordScanner(bytes)
        while let word = scanner.next() {
            words.append(word)
            evidence.append(self.evidence(word, base: base, model: model, bytes: bytes, parameters: parameters))
        }
        return words.withUnsafeMutableBufferPointer { words in
            evidence.withUnsafeMutableBufferPointer { evidence in
                decide(words, evidence, base: base, model: model, phrases: phrases, parameters: parameters)
            }
        }
    }

    /// Phrases, names, the best path, and the app's forced spans.
    static func decide(_ words: Words, _ evidence: Evidences, base: Base, model: ForeignLanguageModel?, phrases: CompiledTagging?,
                       parameters: Parameters) -> [LanguageSpan] {
        guard !words.isEmpty else { return [] }
        if let model {
            applyBuiltInPhrases(words, evidence, base: base, model: model)
            markProductNames(words, evidence, model: model)
        }
        if base == .en { markFrenchNames(words, evidence, model: model) }
        var forced: [LanguageSpan] = []
        if let phrases { applyAppPhrases(words, evidence, phrases: phrases, forced: &forced) }
        var spans = bestPath(words, evidence, base: base, parameters: parameters)
        if let model, base != .ru {
            // A screen reader switches voice for the span: a false tag is worse than a missed one.
            // "Monospaced font" is English ("font" is an English word too, "Monospaced" unknown).
            spans = spans.filter { hasOwnWord($0, words, base: base, model: model, parameters: parameters) }
        }
        if !forced.isEmpty {
            spans = merge(spans + forced, words: words)
        }
        return spans
    }

    /// Whether a Latin span in Latin text has a word of its language that the base language
    /// does not use (an English span in French text: "Privacy"; not "Notifications push").
    static func hasOwnWord(_ span: LanguageSpan, _ words: Words, base: Base, model: ForeignLanguageModel, parameters: Parameters) -> Bool {
        guard span.language == "en" || span.language == "fr" else { return true }
        for word in words where word.range.lowerBound >= span.range.lowerBound && word.range.upperBound <= span.range.upperBound {
            guard word.script == .latin, let entry = model.entry(word.hash) else { continue }
            if span.language == "fr", entry.fr > 0, entry.en < parameters.sharedWordZipf { return true }
            if span.language == "en", Int(entry.en) - Int(entry.fr) >= parameters.ownWordMargin { return true }
        }
        return false
    }

    // MARK: - Evidence of one word

    /// Hashes of English contraction endings after an apostrophe ("'s", "n't" parts "t", "'re").
    static let contractionEndings: Set<UInt64> = Set(["s", "t", "re", "ll", "ve", "d", "m"].map { WordHash.of($0) })

    static func evidence(_ word: ScannedWord, base: Base, model: ForeignLanguageModel?, bytes: UnsafeBufferPointer<UInt8>, parameters: Parameters) -> Evidence {
        switch word.script {
        case .cyrillic: return Evidence(kind: .cyrillic)
        case .latin: break
        default: return Evidence(kind: .neutral)
        }
        if word.hasDigit || word.technical || word.innerUpper { return Evidence(kind: .neutral) }
        // ALL-CAPS acronyms and single capitals ("USB", "OK", "Galaxy Z"); longer all-caps words are read as words.
        if word.isAllCaps, word.letters <= 5 { return Evidence(kind: .neutral) }
        guard let model else { return Evidence(kind: base == .ru ? .word : .neutral) }
        let loan = base.loanFlag
        let capitalized = word.firstIsUpper
        let entry = model.entry(word.hash)
        if let entry {
            if entry.flags.contains(.brand), capitalized { return Evidence(kind: .neutral) }
            if entry.flags.contains(loan) { return Evidence(kind: .loan) }
            if entry.flags.contains(.name), word.isCapitalized { return Evidence(kind: .neutral) }
        }
        if word.lastScalar == 0x73, word.letters > 3, let singular = model.entry(word.hashWithoutLast), singular.flags.contains(loan) {
            return Evidence(kind: .loan)
        }
        // French labels capitalize their first word only: "Location Services" is English title case.
        let titleCase: Float = base == .fr && word.isCapitalized && word.afterCapitalized && !word.sentenceStart ? parameters.titleCase : 0
        if let entry, entry.en > 0 || entry.fr > 0 {
            return Evidence(kind: .word, englishness: englishness(entry, parameters) + titleCase)
        }
        // "Jean-Pierre", "Saint-Étienne", "Marie-Claire": capitalized parts make a name.
        if word.partCount > 1, word.partsCapitalized, word.afterApostrophe == 0 { return Evidence(kind: .neutral) }
        if word.partCount > 1 {
            var sum: Float = 0
            var known = 0
            for n in 0..<min(word.partCount, 4) {
                let hash = word.part(n)
                if word.afterApostrophe & (1 << UInt8(n)) != 0, contractionEndings.contains(hash) {
                    sum += 1
                    known += 1
                } else if let part = model.entry(hash), part.en > 0 || part.fr > 0 {
                    if part.flags.contains(loan) { continue }
                    sum += englishness(part, parameters)
                    known += 1
                }
            }
            if known > 0 {
                return Evidence(kind: .word, englishness: max(-parameters.wordLimit, min(parameters.wordLimit, sum)) + titleCase)
            }
        }
        // Unknown: a name when capitalized inside a sentence (Russian text: always), else trigrams.
        if capitalized, !word.sentenceStart || base == .ru { return Evidence(kind: .neutral) }
        var score = trigramEnglishness(bytes, word, model: model, parameters: parameters)
        if capitalized { score *= parameters.capitalizedUnknownScale }
        return Evidence(kind: .word, englishness: score)
    }

    @inline(__always) static func englishness(_ entry: ForeignLanguageModel.Entry, _ parameters: Parameters) -> Float {
        // Lists stop at Zipf 1.0: a word missing from one language's list is rarer than that.
        let en = entry.en == 0 ? 8 : Float(entry.en)
        let fr = entry.fr == 0 ? 8 : Float(entry.fr)
        let ratio = (en - fr) / 10
        guard abs(ratio) >= parameters.deadZone else { return 0 }
        return max(-parameters.wordLimit, min(parameters.wordLimit, ratio))
    }

    /// Mean per-trigram log10 ratio of English to French over the word's letters, scaled and bounded.
    static func trigramEnglishness(_ bytes: UnsafeBufferPointer<UInt8>, _ word: ScannedWord, model: ForeignLanguageModel, parameters: Parameters) -> Float {
        var a: UInt32 = 0x5E, b: UInt32 = 0
        var count = 0
        var total = 0
        var index = word.bytes.lowerBound
        var first = true
        while index < word.bytes.upperBound {
            let (value, length) = WordScanner.decode(bytes, at: index)
            index += length
            let kind = ScalarKind(value)
            guard kind.isLetter else { a = 0x5E; first = true; continue }
            let c = kind.normalized(value)
            if first { b = c; first = false; continue }
            total += model.trigramLogRatio(ForeignLanguageModel.trigramHash(a, b, c))
            count += 1
            a = b
            b = c
        }
        if !first {
            total += model.trigramLogRatio(ForeignLanguageModel.trigramHash(a, b, 0x24))
            count += 1
        }
        guard count > 0 else { return 0 }
        let score = parameters.trigramScale * Float(total) / Float(count) / 100
        return max(-parameters.trigramLimit, min(parameters.trigramLimit, score))
    }

    /// The evidence for foreign states 1 and 2 (the base state's is 0).
    @inline(__always) static func emissions(_ evidence: Evidence, base: Base, parameters: Parameters) -> (Float, Float) {
        let impossible: Float = -100
        let join: Float = 0.01
        switch (evidence.kind, base) {
        case (.locked, _): return (impossible, impossible)
        case (.neutral, _): return (join, join)
        case (.cyrillic, .ru): return (impossible, impossible)
        case (.cyrillic, _): return (impossible, parameters.cyrillic)
        case (.loan, _): return (0, 0)
        case (.word, .ru):
            let half = evidence.englishness / 2
            return (parameters.latinInRussian + half, parameters.latinInRussian - half - parameters.frenchInRussianBias)
        case (.word, .fr): return (evidence.englishness, impossible)
        case (.word, .en): return (-evidence.englishness, impossible)
        }
    }

    // MARK: - Phrases

    /// Multi-word brands ("Apple Music") become names; the base language's loan phrases ("déjà vu") loanwords.
    static func applyBuiltInPhrases(_ words: Words, _ evidence: Evidences, base: Base, model: ForeignLanguageModel) {
        let loan = base.loanFlag
        var i = 0
        while i < words.count {
            guard let entry = model.entry(words[i].hash), entry.flags.contains(.phrase), let candidates = model.phrases[words[i].hash] else {
                i += 1
                continue
            }
            var matched = 0
            for phrase in candidates where phrase.flags.contains(.brand) ? words[i].firstIsUpper : phrase.flags.contains(loan) {
                if matches(phrase.words, words, at: i) {
                    let kind: Kind = phrase.flags.contains(.brand) ? .neutral : .loan
                    for j in i..<(i + phrase.words.count) where evidence[j].kind != .locked { evidence[j] = Evidence(kind: kind) }
                    matched = phrase.words.count
                    break
                }
            }
            i += max(1, matched)
        }
    }

    /// "iPhone 15 Pro Max", "PlayStation Plus": a capitalized product word after a name is part of it.
    static func markProductNames(_ words: Words, _ evidence: Evidences, model: ForeignLanguageModel) {
        for i in words.indices.dropFirst() where words[i].firstIsUpper && words[i].gap == .space && evidence[i - 1].kind == .neutral {
            if let entry = model.entry(words[i].hash), entry.flags.contains(.product), evidence[i].kind != .locked {
                evidence[i] = Evidence(kind: .neutral)
            }
        }
    }

    /// Hashes of the French articles and prepositions found inside names ("Hôtel de Ville", "Gare du Nord").
    static let nameLinks: Set<UInt64> = Set(["de", "du", "des", "d", "la", "le", "les", "l", "et", "sur", "en", "aux", "au"].map { WordHash.of($0) })

    /// In English text, capitalized words in a row inside a sentence are a name, even when French
    /// ("at the Hôtel de Ville stop", "near Gare du Nord"); quoted titles are not touched.
    static func markFrenchNames(_ words: Words, _ evidence: Evidences, model: ForeignLanguageModel?) {
        var i = 0
        while i < words.count {
            guard words[i].isCapitalized, !words[i].sentenceStart, words[i].gap <= .comma else { i += 1; continue }
            var j = i
            var capitals = 1
            var k = i + 1
            while k < words.count, words[k].gap == .space {
                if words[k].isCapitalized { capitals += 1; j = k } else if !nameLinks.contains(words[k].hash) { break }
                k += 1
            }
            if capitals >= 2 {
                for n in i...j where evidence[n].kind != .locked { evidence[n] = Evidence(kind: .neutral) }
            }
            i = j + 1
        }
    }

    /// App allow-list phrases are locked to the base language; deny-list phrases become forced spans.
    static func applyAppPhrases(_ words: Words, _ evidence: Evidences, phrases: CompiledTagging, forced: inout [LanguageSpan]) {
        var i = 0
        while i < words.count {
            var matched = 0
            for phrase in phrases.phrases[words[i].hash] ?? [] where matches(phrase.words, words, at: i) {
                let last = i + phrase.words.count - 1
                for j in i...last { evidence[j] = Evidence(kind: .locked) }
                if let language = phrase.language {
                    forced.append(LanguageSpan(range: words[i].range.lowerBound..<words[last].range.upperBound, language: language))
                }
                matched = phrase.words.count
                break
            }
            i += max(1, matched)
        }
    }

    @inline(__always) static func matches(_ phrase: [UInt64], _ words: Words, at start: Int) -> Bool {
        guard start + phrase.count <= words.count else { return false }
        for (offset, hash) in phrase.enumerated() where words[start + offset].hash != hash { return false }
        return true
    }

    // MARK: - Best path

    static func penalty(_ gap: ScannedWord.Gap, _ parameters: Parameters) -> Float {
        switch gap {
        case .space: return parameters.space
        case .comma: return parameters.comma
        case .colon: return parameters.colon
        case .path: return parameters.path
        case .boundary: return parameters.boundary
        case .edge: return parameters.edge
        }
    }

    /// Viterbi over three states (0 = base, 1 and 2 = foreign); runs of a foreign state are spans.
    static func bestPath(_ words: Words, _ evidence: Evidences, base: Base, parameters: Parameters) -> [LanguageSpan] {
        let count = words.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count * 4) { buffer in
            bestPath(words, evidence, base: base, parameters: parameters, back: buffer.baseAddress!, states: buffer.baseAddress! + count * 3)
        }
    }

    /// `back`: 3 bytes a word (the state each state came from); `states`: 1 byte a word.
    private static func bestPath(_ words: Words, _ evidence: Evidences, base: Base, parameters: Parameters,
                                 back: UnsafeMutablePointer<UInt8>, states: UnsafeMutablePointer<UInt8>) -> [LanguageSpan] {
        let count = words.count
        // Scores before the first word: starting in a foreign state costs an edge switch.
        var score: (Float, Float, Float) = (0, -parameters.edge, -parameters.edge)
        for i in 0..<count {
            // Before the first word, the start scores already hold the edge switch.
            let cost = i == 0 ? Float.infinity : penalty(words[i].gap, parameters)
            let emission = emissions(evidence[i], base: base, parameters: parameters)
            // Ties: a foreign state is entered as late as possible, and left as early as possible.
            var toBase = (score.0, UInt8(0))
            if score.1 - cost > toBase.0 { toBase = (score.1 - cost, 1) }
            if score.2 - cost > toBase.0 { toBase = (score.2 - cost, 2) }
            var toFirst = (score.1, UInt8(1))
            if score.0 - cost >= toFirst.0 { toFirst = (score.0 - cost, 0) }
            if score.2 - cost >= toFirst.0 { toFirst = (score.2 - cost, 2) }
            var toSecond = (score.2, UInt8(2))
            if score.0 - cost >= toSecond.0 { toSecond = (score.0 - cost, 0) }
            if score.1 - cost >= toSecond.0 { toSecond = (score.1 - cost, 1) }
            back[i * 3] = toBase.1
            back[i * 3 + 1] = toFirst.1
            back[i * 3 + 2] = toSecond.1
            score = (toBase.0, toFirst.0 + emission.0, toSecond.0 + emission.1)
        }
        // Ending in a foreign state costs an edge switch.
        var state = 0
        var best = score.0
        if score.1 - parameters.edge > best { best = score.1 - parameters.edge; state = 1 }
        if score.2 - parameters.edge > best { state = 2 }
        for i in stride(from: count - 1, through: 0, by: -1) {
            states[i] = UInt8(state)
            state = Int(back[i * 3 + state])
        }
        var spans: [LanguageSpan] = []
        var i = 0
        while i < count {
            let state = states[i]
            guard state != 0 else { i += 1; continue }
            var j = i
            while j + 1 < count, states[j + 1] == state { j += 1 }
            spans.append(LanguageSpan(range: words[i].range.lowerBound..<words[j].range.upperBound,
                                      language: state == 1 ? base.foreign.0 : base.foreign.1))
            i = j + 1
        }
        return spans
    }

    /// Sorted spans; neighbours of one language with no word between them become one span.
    static func merge(_ spans: [LanguageSpan], words: Words) -> [LanguageSpan] {
        let sorted = spans.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var result: [LanguageSpan] = []
        for span in sorted {
            if let last = result.last, last.language == span.language, last.range.upperBound <= span.range.lowerBound,
               !words.contains(where: { $0.range.lowerBound >= last.range.upperBound && $0.range.upperBound <= span.range.lowerBound }) {
                result[result.count - 1].range = last.range.lowerBound..<span.range.upperBound
            } else {
                result.append(span)
            }
        }
        return result
    }
}
