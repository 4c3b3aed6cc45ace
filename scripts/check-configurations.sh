#!/usr/bin/env bash
# Checks the ICU-free configuration against the default one, on release binaries:
#   - the ICU-free binary links no system ICU (ldd) and references no ICU C symbol (nm);
#   - both print byte-identical `normalize` output for every line of the fixtures and of
#     ../shared/conformance/text (the written column, per language);
#   - the ICU-free binary, copied alone into an empty folder outside the checkout, speaks fr, en
#     and ru and converts a string table (no resource bundle, no checkout).
# Usage: scripts/check-configurations.sh   (builds .build/release and .build-noicu/release)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product speakable
swift build -c release --product speakable --disable-default-traits --scratch-path .build-noicu
icu=.build/release/speakable
free=.build-noicu/release/speakable

if ldd "$free" | grep -E 'libicu(uc|i18n|data)' ; then
    echo "FAIL: the ICU-free binary links the system ICU" >&2; exit 1
fi
if nm "$free" | grep -E ' [UTtDd] _?(unum|unumf|uplrules|ures|uloc|udat|ucal|ubrk|u_str)[A-Za-z]*_' ; then
    echo "FAIL: the ICU-free binary references ICU C symbols" >&2; exit 1
fi
echo "ok: the ICU-free binary links no system ICU and references no ICU symbol"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
lines=0
for language in fr en ru; do
    inputs="$work/$language.txt"
    : > "$inputs"
    for file in Tests/SpeakableTests/Fixtures/$language/*.tsv Tests/SpeakableTests/Fixtures/$language/*/*.tsv; do
        [ -f "$file" ] && grep -v '^#' "$file" | cut -f1 >> "$inputs" || true
    done
    if [ -d ../shared/conformance/text ]; then
        find ../shared/conformance/text -path "*/$language/*.tsv" -print0 | sort -z | xargs -0 -r cat | grep -v '^#' | cut -f1 >> "$inputs" || true
    fi
    "$icu" normalize --locale "$language" < "$inputs" > "$work/$language.icu"
    "$free" normalize --locale "$language" < "$inputs" > "$work/$language.free"
    if ! cmp -s "$work/$language.icu" "$work/$language.free"; then
        echo "FAIL: $language output differs between the configurations:" >&2
        diff "$work/$language.icu" "$work/$language.free" | head -20 >&2
        exit 1
    fi
    lines=$((lines + $(wc -l < "$inputs")))
done
echo "ok: byte-identical output on $lines lines (fr, en, ru)"

# A binary copied alone, run from an empty folder.
alone="$work/alone"
mkdir -p "$alone/fr.lproj"
cp "$free" "$alone/speakable"
printf '"minutes" = "Il reste 21 min";\n' > "$alone/fr.lproj/Localizable.strings"
(
    cd "$alone"
    fr=$(./speakable normalize --locale fr "21 minutes")
    en=$(./speakable normalize --locale en "21 minutes")
    ru=$(./speakable normalize --locale ru "21 минута")
    [ "$fr" = "vingt et une minutes" ] || { echo "FAIL: fr from a lone binary: $fr" >&2; exit 1; }
    [ "$en" = "twenty-one minutes" ] || { echo "FAIL: en from a lone binary: $en" >&2; exit 1; }
    [ "$ru" = "двадцать одна минута" ] || { echo "FAIL: ru from a lone binary: $ru" >&2; exit 1; }
    ./speakable convert --locale fr --stdout fr.lproj/Localizable.strings > converted.strings
    grep -q 'vingt et une minutes' converted.strings || { echo "FAIL: convert from a lone binary" >&2; cat converted.strings >&2; exit 1; }
)
echo "ok: a lone ICU-free binary speaks fr, en, ru and converts a table"
