// The ICU calls behind SpeakableICUShim.h, against the system headers (libicu-dev).
//
// Compiled only with SPEAKABLE_SYSTEM_ICU, which Package.swift defines on Linux, Android and
// Windows when the `SystemICU` trait is on. Otherwise (every Apple build, and
// `--disable-default-traits`) this file is empty and nothing links ICU: Apple's libicucore has no
// public headers and App Store review rejects references to its symbols (ITMS-90338).
#include "SpeakableICUShim.h"

#if defined(SPEAKABLE_SYSTEM_ICU)
#include <stdlib.h>
#include <string.h>
#include <unicode/utypes.h>
#include <unicode/uloc.h>
#include <unicode/uversion.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

/// `shared` handles format through their locale's one formatter (shared_rules.cpp) with the rule
/// set named per call; the others own a formatter opened with its default rule set.
struct spk_rbnf {
    UNumberFormat *format;
    int shared;
    UChar rule_set[128];
    int32_t rule_set_length;
    char locale[96];
};

// shared_rules.cpp
UNumberFormat *spk_shared_rules_acquire(const char *locale, UErrorCode *status);
void spk_shared_rules_release(UNumberFormat *format);
int32_t spk_shared_rules_format_int64(const UNumberFormat *format, const UChar *name, int32_t nameLength,
                                      int64_t value, UChar *out, int32_t capacity, UErrorCode *status);
int32_t spk_shared_rules_format_decimal(const UNumberFormat *format, const UChar *name, int32_t nameLength,
                                        const char *decimal, UChar *out, int32_t capacity, UErrorCode *status);
int spk_shared_rules_reads_decimal(const char *decimal);
/// `decimal[k]` keeps exactly k visible fraction digits (skeleton ".0…0*"), so that "1.0" selects
/// "other" in Russian as CLDR says; k is capped at SPK_PLURAL_FRACTION_DIGITS.
enum { SPK_PLURAL_FRACTION_DIGITS = 6 };
struct spk_plural { UPluralRules *rules; UNumberFormatter *decimal[SPK_PLURAL_FRACTION_DIGITS + 1]; };

enum { SPK_STACK_UNITS = 512 };

int spk_failed(int32_t status) { return U_FAILURE((UErrorCode)status) ? 1 : 0; }
const char *spk_status_name(int32_t status) { return u_errorName((UErrorCode)status); }

/// UTF-16 (ICU) -> UTF-8 (Swift). Returns the UTF-8 length; on overflow the needed length.
static int32_t to_utf8(const UChar *text, int32_t length, char *out, int32_t capacity, UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t written = 0;
    u_strToUTF8(out, capacity, &written, text, length, status);
    return written;
}

spk_rbnf *spk_rbnf_open(const char *locale, const char *rule_set, int32_t *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(UNUM_SPELLOUT, NULL, 0, locale, NULL, &ec);
    if (!U_FAILURE(ec) && rule_set != NULL && rule_set[0] != '\0') {
        UChar name[128];
        int32_t length = 0;
        u_strFromUTF8(name, 128, &length, rule_set, -1, &ec);
        if (!U_FAILURE(ec)) unum_setTextAttribute(format, UNUM_DEFAULT_RULESET, name, length, &ec);
    }
    if (U_FAILURE(ec)) {
        if (format != NULL) unum_close(format);
        *status = (int32_t)ec;
        return NULL;
    }
    spk_rbnf *handle = calloc(1, sizeof(spk_rbnf));
    if (handle == NULL) { unum_close(format); *status = (int32_t)U_MEMORY_ALLOCATION_ERROR; return NULL; }
    handle->format = format;
    *status = (int32_t)ec;
    return handle;
}

spk_rbnf *spk_rbnf_open_shared(const char *locale, const char *rule_set, int32_t *status) {
    UErrorCode ec = U_ZERO_ERROR;
    if (strlen(locale) >= sizeof(((spk_rbnf *)0)->locale)) { *status = (int32_t)U_ILLEGAL_ARGUMENT_ERROR; return NULL; }
    spk_rbnf *handle = calloc(1, sizeof(spk_rbnf));
    if (handle == NULL) { *status = (int32_t)U_MEMORY_ALLOCATION_ERROR; return NULL; }
    handle->shared = 1;
    strcpy(handle->locale, locale);
    if (rule_set != NULL && rule_set[0] != '\0') {
        u_strFromUTF8(handle->rule_set, 128, &handle->rule_set_length, rule_set, -1, &ec);
    } else {
        // The locale's default rule set, by name, as the formatter reports it.
        handle->format = spk_shared_rules_acquire(locale, &ec);
        if (!U_FAILURE(ec)) handle->rule_set_length = unum_getTextAttribute(handle->format, UNUM_DEFAULT_RULESET, handle->rule_set, 128, &ec);
        if (handle->format != NULL) { spk_shared_rules_release(handle->format); handle->format = NULL; }
    }
    if (!U_FAILURE(ec)) handle->format = spk_shared_rules_acquire(locale, &ec);
    if (!U_FAILURE(ec)) {
        // A rule set the locale does not have fails here, at open time, as with spk_rbnf_open.
        UChar probe[64];
        spk_shared_rules_format_int64(handle->format, handle->rule_set, handle->rule_set_length, 1, probe, 64, &ec);
    }
    if (U_FAILURE(ec)) {
        spk_rbnf_close(handle);
        *status = (int32_t)ec;
        return NULL;
    }
    *status = (int32_t)U_ZERO_ERROR;
    return handle;
}

void spk_rbnf_close(spk_rbnf *formatter) {
    if (formatter == NULL) return;
    if (formatter->shared) {
        if (formatter->format != NULL) spk_shared_rules_release(formatter->format);
    } else {
        unum_close(formatter->format);
    }
    free(formatter);
}

/// Formats into a stack buffer first; a heap buffer only for very long results.
#define SPK_FORMAT_INTO_UTF8(CALL_WITH_BUFFER)                                              \
    UErrorCode ec = U_ZERO_ERROR;                                                           \
    UChar stack[SPK_STACK_UNITS];                                                           \
    UChar *buffer = stack;                                                                  \
    int32_t units = CALL_WITH_BUFFER(buffer, SPK_STACK_UNITS);                              \
    if (ec == U_BUFFER_OVERFLOW_ERROR) {                                                    \
        ec = U_ZERO_ERROR;                                                                  \
        buffer = malloc(sizeof(UChar) * (size_t)(units + 1));                               \
        if (buffer == NULL) { *status = (int32_t)U_MEMORY_ALLOCATION_ERROR; return 0; }     \
        units = CALL_WITH_BUFFER(buffer, units + 1);                                        \
    }                                                                                       \
    int32_t length = to_utf8(buffer, units, out, capacity, &ec);                            \
    if (buffer != stack) free(buffer);                                                      \
    *status = (int32_t)ec;                                                                  \
    return length;

int32_t spk_rbnf_format_int64(const spk_rbnf *formatter, int64_t value, char *out, int32_t capacity, int32_t *status) {
#define CALL(buf, cap) (formatter->shared \
    ? spk_shared_rules_format_int64(formatter->format, formatter->rule_set, formatter->rule_set_length, value, buf, cap, &ec) \
    : unum_formatInt64(formatter->format, value, buf, cap, NULL, &ec))
    SPK_FORMAT_INTO_UTF8(CALL)
#undef CALL
}

/// A non-integer beyond 64 bits through a formatter opened for the call (ICU reads those with a
/// DecimalFormat, which the shared path cannot reach): rare, and exact.
static int32_t format_decimal_alone(const spk_rbnf *formatter, const char *decimal, char *out, int32_t capacity, int32_t *status) {
    char name[256];
    int32_t length = 0;
    UErrorCode ec = U_ZERO_ERROR;
    u_strToUTF8(name, 256, &length, formatter->rule_set, formatter->rule_set_length, &ec);
    if (U_FAILURE(ec) || length >= 256) { *status = (int32_t)(U_FAILURE(ec) ? ec : U_BUFFER_OVERFLOW_ERROR); return 0; }
    name[length] = '\0';
    spk_rbnf *alone = spk_rbnf_open(formatter->locale, name, status);
    if (alone == NULL) return 0;
    int32_t written = spk_rbnf_format_decimal(alone, decimal, out, capacity, status);
    spk_rbnf_close(alone);
    return written;
}

int32_t spk_rbnf_format_decimal(const spk_rbnf *formatter, const char *decimal, char *out, int32_t capacity, int32_t *status) {
    if (formatter->shared) {
        if (!spk_shared_rules_reads_decimal(decimal)) return format_decimal_alone(formatter, decimal, out, capacity, status);
    }
#define CALL(buf, cap) (formatter->shared \
    ? spk_shared_rules_format_decimal(formatter->format, formatter->rule_set, formatter->rule_set_length, decimal, buf, cap, &ec) \
    : unum_formatDecimal(formatter->format, decimal, -1, buf, cap, NULL, &ec))
    SPK_FORMAT_INTO_UTF8(CALL)
#undef CALL
}

int32_t spk_rbnf_public_rule_sets(const spk_rbnf *formatter, char *out, int32_t capacity, int32_t *status) {
#define CALL(buf, cap) unum_getTextAttribute(formatter->format, UNUM_PUBLIC_RULESETS, buf, cap, &ec)
    SPK_FORMAT_INTO_UTF8(CALL)
#undef CALL
}

spk_plural *spk_plural_open(const char *locale, int ordinal, int32_t *status) {
    UErrorCode ec = U_ZERO_ERROR;
    spk_plural *handle = calloc(1, sizeof(spk_plural));
    if (handle == NULL) { *status = (int32_t)U_MEMORY_ALLOCATION_ERROR; return NULL; }
    handle->rules = uplrules_openForType(locale, ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, &ec);
    for (int k = 0; k <= SPK_PLURAL_FRACTION_DIGITS && !U_FAILURE(ec); k++) {
        // k = 0: "precision-integer"; k > 0: "." then k zeros then "*".
        UChar skeleton[32];
        int32_t length = 0;
        if (k == 0) {
            static const char integer[] = "precision-integer";
            for (const char *c = integer; *c; c++) skeleton[length++] = (UChar)*c;
        } else {
            skeleton[length++] = '.';
            for (int z = 0; z < k; z++) skeleton[length++] = '0';
            skeleton[length++] = '*';
        }
        skeleton[length] = 0;
        handle->decimal[k] = unumf_openForSkeletonAndLocale(skeleton, length, locale, &ec);
    }
    if (U_FAILURE(ec)) {
        spk_plural_close(handle);
        *status = (int32_t)ec;
        return NULL;
    }
    *status = (int32_t)ec;
    return handle;
}

void spk_plural_close(spk_plural *rules) {
    if (rules == NULL) return;
    if (rules->rules != NULL) uplrules_close(rules->rules);
    for (int k = 0; k <= SPK_PLURAL_FRACTION_DIGITS; k++) {
        if (rules->decimal[k] != NULL) unumf_close(rules->decimal[k]);
    }
    free(rules);
}

static int32_t keyword_to_ascii(const UChar *keyword, int32_t units, char *out, int32_t capacity, int32_t *status) {
    if (units >= capacity) { *status = (int32_t)U_BUFFER_OVERFLOW_ERROR; return units; }
    for (int32_t i = 0; i < units; i++) out[i] = (char)keyword[i];
    out[units] = '\0';
    return units;
}

int32_t spk_plural_select_int64(const spk_plural *rules, int64_t value, char *out, int32_t capacity, int32_t *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UChar keyword[16];
    int32_t units = uplrules_select(rules->rules, (double)value, keyword, 16, &ec);
    *status = (int32_t)ec;
    if (U_FAILURE(ec)) return 0;
    return keyword_to_ascii(keyword, units, out, capacity, status);
}

int32_t spk_plural_select_decimal(const spk_plural *rules, const char *decimal, char *out, int32_t capacity, int32_t *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UFormattedNumber *result = unumf_openResult(&ec);
    const char *point = strchr(decimal, '.');
    int fraction_digits = 0;
    if (point != NULL) {
        for (const char *c = point + 1; *c >= '0' && *c <= '9'; c++) fraction_digits++;
    }
    if (fraction_digits > SPK_PLURAL_FRACTION_DIGITS) fraction_digits = SPK_PLURAL_FRACTION_DIGITS;
    unumf_formatDecimal(rules->decimal[fraction_digits], decimal, -1, result, &ec);
    UChar keyword[16];
    int32_t units = U_FAILURE(ec) ? 0 : uplrules_selectFormatted(rules->rules, result, keyword, 16, &ec);
    if (result != NULL) unumf_closeResult(result);
    *status = (int32_t)ec;
    if (U_FAILURE(ec)) return 0;
    return keyword_to_ascii(keyword, units, out, capacity, status);
}

int32_t spk_rbnf_rule_text(const spk_rbnf *formatter, char *out, int32_t capacity, int32_t *status) {
    UErrorCode ec = U_ZERO_ERROR;
    int32_t length = unum_toPattern(formatter->format, 0, NULL, 0, &ec);
    if (ec != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(ec)) { *status = ec; return 0; }
    UChar *text = malloc(sizeof(UChar) * (size_t)(length + 1));
    if (text == NULL) { *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
    ec = U_ZERO_ERROR;
    length = unum_toPattern(formatter->format, 0, text, length + 1, &ec);
    int32_t written = to_utf8(text, length, out, capacity, &ec);
    free(text);
    *status = ec;
    return written;
}

int32_t spk_icu_version(char *out, int32_t capacity, int32_t *status) {
    UVersionInfo version;
    u_getVersion(version);
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    int32_t length = (int32_t)strlen(text);
    if (length <= capacity) memcpy(out, text, (size_t)length); else *status = U_BUFFER_OVERFLOW_ERROR;
    return length;
}

int32_t spk_available_locales(char *out, int32_t capacity, int32_t *status) {
    int32_t count = uloc_countAvailable();
    int32_t written = 0;
    for (int32_t index = 0; index < count; index++) {
        const char *name = uloc_getAvailable(index);
        int32_t length = (int32_t)strlen(name);
        if (written + length + 1 <= capacity) {
            memcpy(out + written, name, (size_t)length);
            out[written + length] = ';';
        }
        written += length + 1;
    }
    if (written > capacity) *status = U_BUFFER_OVERFLOW_ERROR;
    return written;
}

int32_t spk_secondary_grouping_size(const char *locale) {
    UErrorCode ec = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &ec);
    if (U_FAILURE(ec)) return 3;
    int32_t primary = unum_getAttribute(format, UNUM_GROUPING_SIZE);
    int32_t secondary = unum_getAttribute(format, UNUM_SECONDARY_GROUPING_SIZE);
    unum_close(format);
    return secondary > 0 ? secondary : (primary > 0 ? primary : 3);
}

int32_t spk_grouping_separator(const char *locale, char *out, int32_t capacity, int32_t *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &ec);
    UChar symbol[16];
    int32_t length = unum_getSymbol(format, UNUM_GROUPING_SEPARATOR_SYMBOL, symbol, 16, &ec);
    int32_t written = to_utf8(symbol, length, out, capacity, &ec);
    if (format != NULL) unum_close(format);
    *status = ec;
    return written;
}
#endif
