// The ICU calls behind SpeakableICUShim.h. Linux builds against the system headers (libicu-dev);
// Apple platforms link libicucore, which has no public headers, so the few functions used here are
// declared below with their stable C signatures (libicucore exports them without version suffix).
// That branch is compiled on Apple platforms only, never on Linux: keep it to signatures that
// match ICU's headers one for one.
#include "SpeakableICUShim.h"
#include <stdlib.h>
#include <string.h>

#if !defined(__APPLE__) && __has_include(<unicode/unum.h>)
#include <unicode/utypes.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#else
typedef uint16_t UChar;
typedef int32_t UErrorCode;
typedef int8_t UBool;
typedef void *UNumberFormat;
typedef struct UNumberFormatter UNumberFormatter;
typedef struct UFormattedNumber UFormattedNumber;
typedef struct UPluralRules UPluralRules;
typedef struct UFieldPosition UFieldPosition;
typedef int32_t UNumberFormatStyle;
typedef int32_t UNumberFormatTextAttribute;
typedef int32_t UPluralType;
enum { U_ZERO_ERROR = 0, U_BUFFER_OVERFLOW_ERROR = 15, U_MEMORY_ALLOCATION_ERROR = 7 };
enum { UNUM_SPELLOUT = 5 };
enum { UNUM_DEFAULT_RULESET = 6, UNUM_PUBLIC_RULESETS = 7 };
enum { UPLURAL_TYPE_CARDINAL = 0, UPLURAL_TYPE_ORDINAL = 1 };
#define U_FAILURE(x) ((x) > U_ZERO_ERROR)
UNumberFormat *unum_open(UNumberFormatStyle, const UChar *, int32_t, const char *, void *, UErrorCode *);
void unum_close(UNumberFormat *);
int32_t unum_formatInt64(const UNumberFormat *, int64_t, UChar *, int32_t, UFieldPosition *, UErrorCode *);
int32_t unum_formatDecimal(const UNumberFormat *, const char *, int32_t, UChar *, int32_t, UFieldPosition *, UErrorCode *);
int32_t unum_getTextAttribute(const UNumberFormat *, UNumberFormatTextAttribute, UChar *, int32_t, UErrorCode *);
void unum_setTextAttribute(UNumberFormat *, UNumberFormatTextAttribute, const UChar *, int32_t, UErrorCode *);
UNumberFormatter *unumf_openForSkeletonAndLocale(const UChar *, int32_t, const char *, UErrorCode *);
UFormattedNumber *unumf_openResult(UErrorCode *);
void unumf_formatDecimal(const UNumberFormatter *, const char *, int32_t, UFormattedNumber *, UErrorCode *);
void unumf_close(UNumberFormatter *);
void unumf_closeResult(UFormattedNumber *);
UPluralRules *uplrules_openForType(const char *, UPluralType, UErrorCode *);
void uplrules_close(UPluralRules *);
int32_t uplrules_select(const UPluralRules *, double, UChar *, int32_t, UErrorCode *);
int32_t uplrules_selectFormatted(const UPluralRules *, const UFormattedNumber *, UChar *, int32_t, UErrorCode *);
char *u_strToUTF8(char *, int32_t, int32_t *, const UChar *, int32_t, UErrorCode *);
UChar *u_strFromUTF8(UChar *, int32_t, int32_t *, const char *, int32_t, UErrorCode *);
const char *u_errorName(UErrorCode);
#endif

struct spk_rbnf { UNumberFormat *format; };
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
    spk_rbnf *handle = malloc(sizeof(spk_rbnf));
    if (handle == NULL) { unum_close(format); *status = (int32_t)U_MEMORY_ALLOCATION_ERROR; return NULL; }
    handle->format = format;
    *status = (int32_t)ec;
    return handle;
}

void spk_rbnf_close(spk_rbnf *formatter) {
    if (formatter == NULL) return;
    unum_close(formatter->format);
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
#define CALL(buf, cap) unum_formatInt64(formatter->format, value, buf, cap, NULL, &ec)
    SPK_FORMAT_INTO_UTF8(CALL)
#undef CALL
}

int32_t spk_rbnf_format_decimal(const spk_rbnf *formatter, const char *decimal, char *out, int32_t capacity, int32_t *status) {
#define CALL(buf, cap) unum_formatDecimal(formatter->format, decimal, -1, buf, cap, NULL, &ec)
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
