// SpeakableICUShim: the only door to ICU (built only in the `SystemICU` configuration on Linux,
// Android and Windows; Swift code checks `SPEAKABLE_SYSTEM_ICU`).
//
// This header exposes no ICU type: handles are opaque, statuses are plain int32_t and text crosses
// as UTF-8 bytes. Swift code imports it next to Foundation without clashing with the ICU that
// Foundation bundles on Linux. Only Sources/Speakable/ICU/ calls it.
#ifndef SPEAKABLE_ICU_SHIM_H
#define SPEAKABLE_ICU_SHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A rule-based (spell-out) number formatter with its default rule set fixed at open time.
/// Formatting through a `const` handle is thread-safe; nothing mutates it after open.
typedef struct spk_rbnf spk_rbnf;
/// CLDR plural rules for one locale, plus the decimal formatter used to select by decimal string.
typedef struct spk_plural spk_plural;

/// Non-zero when `status` is an ICU failure (warnings are not failures).
int spk_failed(int32_t status);
/// ICU's name for a status ("U_ILLEGAL_ARGUMENT_ERROR").
const char *spk_status_name(int32_t status);

/// Opens a spell-out formatter for an ICU locale id ("fr_BE") with `rule_set` ("%spellout-cardinal-feminine")
/// as its default rule set; `rule_set` NULL or empty keeps the locale's default. NULL on failure.
spk_rbnf *spk_rbnf_open(const char *locale, const char *rule_set, int32_t *status);
/// The same, sharing ICU's parsed rules with every other rule set of the locale: one ICU formatter
/// per locale (Russian's rules take about 5 MB per ICU formatter; 48 rule sets took 230 MB). The
/// rule set is named per call through ICU's `const` C++ API: thread-safe like the above, and
/// byte-identical to it (tested). Closing the last handle of a locale closes its formatter.
spk_rbnf *spk_rbnf_open_shared(const char *locale, const char *rule_set, int32_t *status);
void spk_rbnf_close(spk_rbnf *formatter);
/// Formats an integer as UTF-8 into `out`; returns the UTF-8 length. When it does not fit,
/// returns the needed length and sets `*status` to a failure.
int32_t spk_rbnf_format_int64(const spk_rbnf *formatter, int64_t value, char *out, int32_t capacity, int32_t *status);
/// Formats a decimal string ("-12.5", ASCII digits) as UTF-8 into `out`; same contract.
int32_t spk_rbnf_format_decimal(const spk_rbnf *formatter, const char *decimal, char *out, int32_t capacity, int32_t *status);
/// The locale's public rule sets as UTF-8, separated by ';'.
int32_t spk_rbnf_public_rule_sets(const spk_rbnf *formatter, char *out, int32_t capacity, int32_t *status);

/// The rule text of every rule set of the formatter's locale (`unum_toPattern`), as UTF-8: what
/// the ICU-free configuration runs (`Resources/<lang>/spellout*.rbnf`). Same contract as above.
int32_t spk_rbnf_rule_text(const spk_rbnf *formatter, char *out, int32_t capacity, int32_t *status);
/// ICU's version ("72.1").
int32_t spk_icu_version(char *out, int32_t capacity, int32_t *status);
/// ICU's available locale ids, separated by ';'.
int32_t spk_available_locales(char *out, int32_t capacity, int32_t *status);
/// The secondary grouping size of the locale's decimal format (2 in en_IN, else 3).
int32_t spk_secondary_grouping_size(const char *locale);
/// The locale's grouping separator ("," in en, U+202F in fr) as UTF-8.
int32_t spk_grouping_separator(const char *locale, char *out, int32_t capacity, int32_t *status);

/// Opens CLDR cardinal (`ordinal` = 0) or ordinal (`ordinal` = 1) plural rules. NULL on failure.
spk_plural *spk_plural_open(const char *locale, int ordinal, int32_t *status);
void spk_plural_close(spk_plural *rules);
/// The plural keyword ("one", "few", ...) of a decimal string, visible fraction digits included
/// ("1.0" is "other" in Russian), as ASCII into `out`; returns its length.
int32_t spk_plural_select_decimal(const spk_plural *rules, const char *decimal, char *out, int32_t capacity, int32_t *status);
/// The plural keyword of an integer.
int32_t spk_plural_select_int64(const spk_plural *rules, int64_t value, char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
