/// A template of `dates.json` ("{day} {month}", "{date} à {time}"), parsed once when the
/// language data loads into literal text and named slots, and filled in one pass.
///
/// Filling used to run `String.replacing` once per key, which searched the whole text each time
/// and was most of the cost of `SpeakableDate.format`. Now the text is built once into a `String`
/// sized in advance: fr `"{date} à {time}"` filled with "premier avril deux mille quinze" and
/// "cinq heures trente" gives "premier avril deux mille quinze à cinq heures trente".
///
/// A brace pair that names no known slot stays as written, as `replacing` left it.
struct DateTemplate: Hashable, Sendable {
    /// The values a template can name.
    enum Slot: String, Hashable, Sendable, CaseIterable {
        case day, month, date, year, weekday, time
    }

    enum Part: Hashable, Sendable {
        case literal(String)
        case slot(Slot)
    }

    /// The template as written in `dates.json`.
    let text: String
    let parts: [Part]
    /// The UTF-8 length of the literal parts (to size the result).
    private let literalLength: Int

    init(_ text: String) {
        self.text = text
        var parts: [Part] = []
        var literal = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { rest = rest[open...]; break }
            if let slot = Slot(rawValue: String(rest[afterOpen..<close])) {
                if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
                parts.append(.slot(slot))
                rest = rest[rest.index(after: close)...]
            } else {
                // Not a slot: keep the brace and read on from just after it.
                literal += "{"
                rest = rest[afterOpen...]
            }
        }
        literal += rest
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.parts = parts
        self.literalLength = parts.reduce(0) { total, part in
            if case let .literal(text) = part { return total + text.utf8.count }
            return total
        }
    }

    /// The template with `first` and `second` in their slots; a slot given no value is left as
    /// written ("{time}").
    func fill(_ first: Slot, _ firstValue: String, _ second: Slot, _ secondValue: String) -> String {
        var result = ""
        result.reserveCapacity(literalLength + firstValue.utf8.count + secondValue.utf8.count)
        for part in parts {
            switch part {
            case let .literal(text): result += text
            case let .slot(slot):
                if slot == first { result += firstValue }
                else if slot == second { result += secondValue }
                else { result += "{\(slot.rawValue)}" }
            }
        }
        return result
    }
}

extension DateTemplate: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        self.init(try json.string())
    }
}
