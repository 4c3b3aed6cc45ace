// The system ICU headers. Only the C target `SpeakableICUShim` depends on this module; no Swift
// file imports it (Foundation on Linux bundles its own ICU, and the two clash in one Swift module).
#include <unicode/utypes.h>
#include <unicode/unum.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
