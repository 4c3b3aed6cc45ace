/// What a label word of `labels.tsv` names (its `kind` column): a place, by default, or a device
/// with units of its own.
///
/// ```swift
/// // en: "Platform 7W" -> "Platform seven W" (a place: the label's letter)
/// //     "Charger 20W" -> "Charger twenty watts" (a device: a unit)
/// // fr: "Voie 7W" -> "Voie sept W"; ru: "путь 7W" -> "путь семь W"
/// ```
enum LabelKind: String, Sendable, CaseIterable {
    /// A seat, a gate, a platform, a room: a capital glued after its number is its letter.
    case place
    /// A charger, a charging point: a capital glued after its number stays a unit.
    case device
}
