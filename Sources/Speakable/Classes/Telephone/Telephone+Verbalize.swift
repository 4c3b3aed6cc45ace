// Verbalizing: tokens of this class into words. Never looks at the text.

extension TelephoneClass {
    /// fr "zéro six, onze, vingt-deux", en "two one two, five five five", ru "девятьсот двенадцать".
    static func verbalize(_ parsed: Parsed, with speller: NumberSpeller) -> String? {
        let rules = speller.data.phones
        var parts: [String] = []
        if let code = parsed.countryCode {
            let words = rules.countryCode == .digits ? speller.digits(code) : speller.cardinal(digits: code[...], negative: false)
            guard let words else { return nil }
            parts.append("\(rules.plus) \(words)")
        }
        let areaCode = parsed.countryCode == nil && parsed.groups.first == "1" ? 1 : 0
        for (index, group) in parsed.groups.enumerated() {
            // A toll-free number's word ("FLOWERS", "GO-2-HAUL"): letters as written, digits one by one.
            if group.contains(where: \.isLetter) {
                parts.append(group.split(separator: "-").map { $0.allSatisfy(\.isNumber) ? speller.digits(String($0)) : String($0) }.joined(separator: " "))
                continue
            }
            let vanity = parsed.groups.last?.contains(where: \.isLetter) == true
            if index == areaCode, parsed.groups.count - areaCode == 3 || vanity, let words = rules.areaCodeWords?[group] {
                parts.append(words)
                continue
            }
            guard let words = self.group(group, rules: rules, speller: speller) else { return nil }
            parts.append(words)
        }
        return parts.joined(separator: rules.separator)
    }

    /// en "star six seven", fr "étoile dièse zéro six dièse", ru "звёздочка сто решётка".
    static func verbalize(serviceCode code: String, with speller: NumberSpeller) -> String? {
        let rules = speller.data.phones
        guard let signs = rules.serviceCodeSigns else { return nil }
        var words: [String] = []
        var digits = ""
        func flush() -> Bool {
            guard !digits.isEmpty else { return true }
            guard let spoken = group(digits, rules: rules, speller: speller) else { return false }
            words.append(spoken)
            digits = ""
            return true
        }
        for character in code {
            if character.isNumber { digits.append(character); continue }
            guard flush() else { return nil }
            words.append(character == "*" ? signs.star : signs.hash)
        }
        guard flush() else { return nil }
        return words.joined(separator: " ")
    }
}
