/// The contents of `rates.json`: how a language says "per" before a unit after a slash ("2,99 €/kg",
/// "104 mg/dL", "8 L/100 km"), and the case of the unit's noun.
///
/// ```swift
/// // en "per kilogram"; fr "par kilogramme"; ru "за килограмм" after an amount, "в минуту" for
/// // a unit of time, "на литр" otherwise (accusative).
/// ```
struct RateRules: Sendable {
    /// The word before the unit ("per", "par", ru "на").
    var per: String
    /// After an amount of money, where it differs (ru "за": "500 ₽/кг" -> "за килограмм").
    var afterMoney: String?
    /// Before a unit of time, where it differs (ru "в": "уд/мин" -> "в минуту").
    var beforeTime: String?
    /// The case of the unit's noun (ru accusative: "в минуту").
    var `case`: GrammaticalCase
    /// Words after which a unit symbol standing alone is its noun in the singular, in `case`:
    /// en "per kWh" -> "per kilowatt-hour", fr "au km 30" -> "au kilomètre trente", ru "за кВт·ч"
    /// -> "за киловатт-час".
    var unitAfter: [String]?
    /// fr: words between an amount and the slash of a rate, kept before what it is per ("45 000 €
    /// brut/an" -> "brut par an").
    var wordsBeforeSlash: [String]?
    /// The form of a unit's noun after a placeholder ("Record up to %lld sec" -> "seconds", ru
    /// "Опоздание %d мин" -> "минут", the form after most numbers); nil keeps the symbol.
    var unitAfterPlaceholder: PluralCategory?
    /// en: words between a count and its unit ("10 more min" -> "ten more minutes"); the unit
    /// takes the count's form.
    var wordsBeforeUnit: [String]?
    /// An amount or a measure per any lowercase word after a slash ("$20/walk" -> "per walk",
    /// "0.5 mg/dose" -> "per dose"); in `case` where the word's ending says how (ru "мкг/доза" ->
    /// "на дозу"), else left as written.
    var perAnyWord: Bool?
    /// Pairs of units (their nouns) that measure the same thing: a spaced slash between two
    /// measures of such a pair writes one amount twice, no rate ("23 kg / 50 lb", "20 °C / 68 °F").
    var equivalentUnits: [[String]]?

    /// The word for `kind` per `unit`, `counted` when a count comes before the unit (ru "₽/мин"
    /// -> "в минуту", but "₽/30 мин" -> "за тридцать минут").
    func word(after kind: Token.Kind, unit: MeasureUnit, counted: Bool = false, in data: LanguageData) -> String {
        if let beforeTime, !(counted && Self.isMoney(kind)), data.dates.durationNouns.values.contains(unit.noun) { return beforeTime }
        if let afterMoney, Self.isMoney(kind) { return afterMoney }
        return per
    }

    private static func isMoney(_ kind: Token.Kind) -> Bool {
        switch kind {
        case .money: true
        case let .governed(inner, _), let .plus(inner): isMoney(inner)
        default: false
        }
    }
}

extension RateRules: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["per", "afterMoney", "beforeTime", "case", "unitAfter", "wordsBeforeSlash", "unitAfterPlaceholder", "wordsBeforeUnit", "perAnyWord", "equivalentUnits"])
        per = try object.required("per")
        afterMoney = try object.optional("afterMoney")
        beforeTime = try object.optional("beforeTime")
        self.case = try object.required("case")
        unitAfter = try object.optional("unitAfter")
        wordsBeforeSlash = try object.optional("wordsBeforeSlash")
        unitAfterPlaceholder = try object.optional("unitAfterPlaceholder")
        wordsBeforeUnit = try object.optional("wordsBeforeUnit")
        perAnyWord = try object.optional("perAnyWord")
        equivalentUnits = try object.optional("equivalentUnits")
    }
}
