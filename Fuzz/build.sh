#!/usr/bin/env bash
# Builds the libFuzzer targets into Fuzz/.build/ (never built by `swift build`).
#   Fuzz/build.sh            # all targets
#   Fuzz/build.sh strings    # some targets
# Speakable and SpeakableStringTables are compiled once as instrumented modules (fuzzer coverage +
# AddressSanitizer), the C shim with clang, then each target links them with libFuzzer.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=${FUZZ_BUILD:-$ROOT/Fuzz/.build}
TARGETS=(strings stringsdict xcstrings android normalize_fr normalize_en normalize_ru)
[ $# -gt 0 ] && TARGETS=("$@")
OPT=${FUZZ_OPT:--O}
SWIFTC=${SWIFTC:-swiftc}
CLANG=${CLANG:-$(dirname "$(command -v "$SWIFTC")")/clang}
command -v "$CLANG" >/dev/null || CLANG=clang

# libFuzzer must be available: a tiny C program links with -fsanitize=fuzzer or we stop.
mkdir -p "$OUT"
printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n){return 0;}\n' > "$OUT/probe.c"
if ! "$CLANG" -fsanitize=fuzzer "$OUT/probe.c" -o "$OUT/probe" 2>"$OUT/probe.log"; then
    echo "Fuzz/build.sh: clang's libFuzzer runtime is missing ($(head -1 "$OUT/probe.log"))" >&2
    exit 3
fi
ICU_LIBS=$(pkg-config --libs icu-i18n icu-uc 2>/dev/null || echo "-licui18n -licuuc -licudata")
ICU_CFLAGS=$(pkg-config --cflags icu-i18n icu-uc 2>/dev/null || true)

# The shim, and a module map SwiftPM would otherwise generate for it.
cat > "$OUT/module.modulemap" <<MAP
module SpeakableICUShim {
    header "$ROOT/Sources/SpeakableICUShim/include/SpeakableICUShim.h"
    export *
}
MAP
"$CLANG" -c -O1 -g -fsanitize=fuzzer-no-link,address $ICU_CFLAGS -I Sources/SpeakableICUShim/include \
    Sources/SpeakableICUShim/shim.c -o "$OUT/shim.o"

# -gline-tables-only, not -g: with -g a module-wrapping job would write the same .o (-Onone).
SAN=(-package-name Speakable -sanitize=fuzzer,address -parse-as-library $OPT -gline-tables-only -swift-version 6)

# swift-atomics (the library's one dependency), from SwiftPM's checkout, built without sanitizers.
ATOMICS=$ROOT/.build/checkouts/swift-atomics
[ -d "$ATOMICS/Sources/Atomics" ] || swift package resolve >/dev/null
ATOMICS_MAP=$ATOMICS/Sources/_AtomicsShims/include/module.modulemap
if [ ! -e "$OUT/Atomics.o" ]; then
    echo "compiling Atomics"
    "$CLANG" -c -O1 -I "$ATOMICS/Sources/_AtomicsShims/include" "$ATOMICS/Sources/_AtomicsShims/src/_AtomicsShims.c" -o "$OUT/AtomicsShims.o"
    mapfile -t ATOMICS_SOURCES < <(find "$ATOMICS/Sources/Atomics" -name '*.swift' | sort)  # names with spaces
    "$SWIFTC" -parse-as-library -O -swift-version 5 -enable-experimental-feature BuiltinModule -module-name Atomics -wmo -c \
        -emit-module -emit-module-path "$OUT/Atomics.swiftmodule" -Xcc -fmodule-map-file="$ATOMICS_MAP" \
        "${ATOMICS_SOURCES[@]}" -o "$OUT/Atomics.o"
fi
newer() { # newer OUTPUT SOURCES...: whether OUTPUT needs rebuilding
    local out=$1; shift
    [ ! -e "$out" ] && return 0
    [ -n "$(find "$@" -newer "$out" -name '*.swift' -print -quit)" ]
}
if newer "$OUT/Speakable.o" Sources/Speakable; then
    echo "compiling Speakable"
    "$SWIFTC" "${SAN[@]}" -module-name Speakable -wmo -c -emit-module -emit-module-path "$OUT/Speakable.swiftmodule" \
        -I "$OUT" -Xcc -fmodule-map-file="$OUT/module.modulemap" -Xcc -fmodule-map-file="$ATOMICS_MAP" \
        $(find Sources/Speakable -name '*.swift' | sort) -o "$OUT/Speakable.o"
fi
if newer "$OUT/SpeakableStringTables.o" Sources/SpeakableStringTables Sources/Speakable; then
    echo "compiling SpeakableStringTables"
    "$SWIFTC" "${SAN[@]}" -module-name SpeakableStringTables -wmo -c -emit-module \
        -emit-module-path "$OUT/SpeakableStringTables.swiftmodule" -I "$OUT" -Xcc -fmodule-map-file="$ATOMICS_MAP" \
        $(find Sources/SpeakableStringTables -name '*.swift' | sort) -o "$OUT/SpeakableStringTables.o"
fi
for target in "${TARGETS[@]}"; do
    echo "linking fuzz-$target"
    "$SWIFTC" "${SAN[@]}" -module-name "Fuzz_$target" -I "$OUT" -Xcc -fmodule-map-file="$OUT/module.modulemap" \
        -Xcc -fmodule-map-file="$ATOMICS_MAP" Fuzz/Support.swift Tests/SpeakableTests/Support/PlaceholderOracle.swift "Fuzz/$target.swift" \
        "$OUT/Speakable.o" "$OUT/SpeakableStringTables.o" "$OUT/shim.o" "$OUT/Atomics.o" "$OUT/AtomicsShims.o" $ICU_LIBS \
        -o "$OUT/fuzz-$target" 2>&1 | { grep -v "Cannot export local symbol '__asan" >&2 || true; }
done
