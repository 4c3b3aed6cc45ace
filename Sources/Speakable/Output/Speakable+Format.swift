import Foundation

extension Speakable {
    /// Formats like `String(format:)`, then speaks the result, so a count that a string table
    /// cannot hold is spoken with the words around it.
    ///
    /// ```swift
    /// Speakable.format("il y a %ldh", 5, locale: "fr")        // "il y a cinq heures"
    /// Speakable.format("il y a %ldh", 1, locale: "fr")        // "il y a une heure"
    /// Speakable.format("%d of %d songs", 3, 12, locale: "en") // "three of twelve songs"
    /// Speakable.format("%d км", 21, locale: "ru")             // "двадцать один километр"
    /// Speakable.format("%2$@ : %1$d min", 21, "Trajet", locale: "fr")  // "Trajet : vingt et une minutes"
    /// ```
    ///
    /// Arguments: integers and floating-point numbers for numeric conversions (`%d %ld %lld %u %f
    /// %.1f %x`...), anything for `%@` and `%s` (its description). Positional arguments (`%1$d`)
    /// are honoured; `%%` is a percent sign. Stringsdict variables (`%#@count@`), placeholders
    /// without an argument, and arguments of the wrong type are kept as written.
    public static func format(_ format: String, _ arguments: Any..., locale: String) -> String {
        Self.format(format, arguments: arguments, locale: locale)
    }

    /// ``format(_:_:locale:)-(_,_,String)`` with the arguments in an array.
    public static func format(_ format: String, arguments: [Any], locale: String) -> String {
        normalize(RuntimeFormat.substitute(format, arguments: arguments, locale: locale), locale: locale)
    }
}

/// printf substitution that knows which argument each placeholder takes.
enum RuntimeFormat {
    /// One argument in one conversion: integers as 64-bit, floating point as Double, anything for
    /// `%@`/`%s`; nil when the argument does not fit the conversion.
    private static func format(_ value: Any, flags: String, conversion: Character, locale: Locale) -> String? {
        switch conversion {
        case "d", "D", "i":
            guard let integer = value as? any BinaryInteger, let wide = Int64(exactly: integer) else { return nil }
            return String(format: "%\(flags)lld", locale: locale, wide)
        case "u", "U", "x", "X", "o", "O":
            guard let integer = value as? any BinaryInteger else { return nil }
            return String(format: "%\(flags)ll\(conversion)", locale: locale, UInt64(truncatingIfNeeded: integer))
        case "f", "F", "e", "E", "g", "G", "a", "A":
            let double: Double
            if let floating = value as? any BinaryFloatingPoint { double = Double(floating) }
            else if let integer = value as? any BinaryInteger { double = Double(integer) }
            else { return nil }
            return String(format: "%\(flags)\(conversion)", locale: locale, double)
        case "@", "s", "S":
            return "\(value)"
        default:
            return nil
        }
    }

    static func substitute(_ format: String, arguments: [Any], locale: String) -> String {
        let text = TextCursor(format)
        let posix = Locale(identifier: locale)
        var output = String.UnicodeScalarView()
        var next = 0
        var index = 0
        while index < text.count {
            guard text[index] == "%", let end = Placeholder.end(in: text, at: index) else {
                output.append(text[index]!)
                index += 1
                continue
            }
            let spec = String(String.UnicodeScalarView(text.scalars[index..<end]))
            defer { index = end }
            if spec == "%%" { output.append("%"); continue }
            // Stringsdict variables and the non-printf "%0", "%1" are kept for the app to resolve.
            guard let conversion = text[end - 1], !spec.hasPrefix("%#@"), !spec.dropFirst().allSatisfy(\.isNumber) else {
                output.append(contentsOf: spec.unicodeScalars)
                continue
            }
            // "%2$d": the argument by position, and the spec without it.
            var body = Substring(spec.dropFirst().dropLast())
            var argument = next
            if let dollar = body.firstIndex(of: "$"), let position = Int(body[..<dollar]), position > 0 {
                argument = position - 1
                body = body[body.index(after: dollar)...]
            } else {
                next += 1
            }
            guard argument < arguments.count, !body.contains("*" as Character) else {
                output.append(contentsOf: spec.unicodeScalars)
                continue
            }
            let replacement = Self.format(arguments[argument], flags: body.filter { !"hlqLztj".contains($0) },
                                          conversion: Character(conversion), locale: posix)
            output.append(contentsOf: (replacement ?? spec).unicodeScalars)
        }
        return String(output)
    }
}
