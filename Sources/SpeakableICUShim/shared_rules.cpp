// One ICU spell-out formatter per locale, shared by every rule set of that locale.
//
// ICU's C API fixes a formatter's rule set at open time (`UNUM_DEFAULT_RULESET`), so a formatter
// per rule set parses the locale's whole rule text again: about 5 MB each in Russian, whose 48
// public rule sets then took 230 MB (measured: `unum_open(UNUM_SPELLOUT, "ru")` x 48). The C++ API
// formats with a rule set named per call through a `const` formatter (thread-safe: configured
// once, never mutated), so every rule set of a locale reads one parsed copy of the rules.
//
// Compiled only with SPEAKABLE_SYSTEM_ICU, like shim.c. Called only by shim.c.
#if defined(SPEAKABLE_SYSTEM_ICU)
#include <cmath>
#include <map>
#include <mutex>
#include <string>
#include <unicode/fieldpos.h>
#include <unicode/fmtable.h>
#include <unicode/rbnf.h>
#include <unicode/unistr.h>
#include <unicode/unum.h>

namespace {
struct Shared {
    UNumberFormat *format;
    int references;
};

std::mutex &registryLock() {
    static std::mutex lock;
    return lock;
}

std::map<std::string, Shared> &registry() {
    static std::map<std::string, Shared> shared;
    return shared;
}

const icu::RuleBasedNumberFormat *rules(const UNumberFormat *format) {
    return dynamic_cast<const icu::RuleBasedNumberFormat *>(reinterpret_cast<const icu::NumberFormat *>(format));
}

int32_t extract(const icu::UnicodeString &text, UChar *out, int32_t capacity, UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    return text.extract(out, capacity, *status);
}
} // namespace

extern "C" {

/// The locale's shared formatter, opened on first use; every acquire needs one release.
UNumberFormat *spk_shared_rules_acquire(const char *locale, UErrorCode *status) {
    std::lock_guard<std::mutex> guard(registryLock());
    auto &shared = registry();
    auto found = shared.find(locale);
    if (found != shared.end()) {
        found->second.references += 1;
        return found->second.format;
    }
    UNumberFormat *format = unum_open(UNUM_SPELLOUT, nullptr, 0, locale, nullptr, status);
    if (U_FAILURE(*status) || rules(format) == nullptr) {
        if (format != nullptr) unum_close(format);
        if (!U_FAILURE(*status)) *status = U_UNSUPPORTED_ERROR;
        return nullptr;
    }
    shared.emplace(locale, Shared{format, 1});
    return format;
}

void spk_shared_rules_release(UNumberFormat *format) {
    std::lock_guard<std::mutex> guard(registryLock());
    auto &shared = registry();
    for (auto entry = shared.begin(); entry != shared.end(); ++entry) {
        if (entry->second.format != format) continue;
        if (--entry->second.references == 0) {
            unum_close(entry->second.format);
            shared.erase(entry);
        }
        return;
    }
}

/// ICU's words for `value` in the rule set `name`, as UTF-16 into `out` (ICU's buffer contract).
int32_t spk_shared_rules_format_int64(const UNumberFormat *format, const UChar *name, int32_t nameLength,
                                      int64_t value, UChar *out, int32_t capacity, UErrorCode *status) {
    icu::UnicodeString ruleSet(false, name, nameLength);
    icu::UnicodeString words;
    icu::FieldPosition position(icu::FieldPosition::DONT_CARE);
    rules(format)->format(value, ruleSet, words, position, *status);
    return extract(words, out, capacity, status);
}

/// Whether the shared path reads `decimal` as ICU does: integers, and other values below 2^63.
int spk_shared_rules_reads_decimal(const char *decimal) {
    UErrorCode status = U_ZERO_ERROR;
    icu::Formattable number(icu::StringPiece(decimal), status);
    if (U_FAILURE(status)) return 1; // the format call reports the error
    if (number.getType() == icu::Formattable::kLong || number.getType() == icu::Formattable::kInt64) return 1;
    return std::fabs(number.getDouble(status)) < 9.2e18 ? 1 : 0;
}

/// A decimal string the way `unum_formatDecimal` reads it with a formatter of that rule set:
/// integers that fit in 64 bits as integers, other values up to 2^63 as the nearest double.
/// Larger non-integers (ICU hands those to a DecimalFormat) set U_UNSUPPORTED_ERROR: the caller
/// then opens a formatter of that rule set for the call.
int32_t spk_shared_rules_format_decimal(const UNumberFormat *format, const UChar *name, int32_t nameLength,
                                        const char *decimal, UChar *out, int32_t capacity, UErrorCode *status) {
    icu::Formattable number(icu::StringPiece(decimal), *status);
    if (U_FAILURE(*status)) return 0;
    icu::UnicodeString ruleSet(false, name, nameLength);
    icu::UnicodeString words;
    icu::FieldPosition position(icu::FieldPosition::DONT_CARE);
    switch (number.getType()) {
    case icu::Formattable::kLong:
    case icu::Formattable::kInt64:
        rules(format)->format(number.getInt64(), ruleSet, words, position, *status);
        break;
    default: {
        double value = number.getDouble(*status);
        if (U_FAILURE(*status)) return 0;
        if (!(std::fabs(value) < 9.2e18)) {
            *status = U_UNSUPPORTED_ERROR;
            return 0;
        }
        rules(format)->format(value, ruleSet, words, position, *status);
    }
    }
    return extract(words, out, capacity, status);
}
}
#endif
