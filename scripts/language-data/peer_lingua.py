#!/usr/bin/env python3
"""Score lingua (the peer named in issue 6) on Speakable's language evaluation set, the same way
LanguageEvaluationTests scores ForeignSpanDetector. Not run by CI.

    pip install lingua-language-detector==2.1.1
    python3 scripts/language-data/peer_lingua.py

lingua is restricted to English, French and Russian. Spans: `detect_multiple_languages_of`, each
result whose language is not the base, trimmed of spaces, quotes and punctuation at its ends.
Anglicisms: also each anglicism string's words one by one (`detect_language_of`), as the issue's
"tags 36 of 37 everyday anglicisms as English" measures.
"""
import os
import re
from lingua import Language, LanguageDetectorBuilder

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FIXTURES = os.path.join(ROOT, "Tests", "SpeakableTests", "Fixtures", "language")
CODES = {Language.ENGLISH: "en", Language.FRENCH: "fr", Language.RUSSIAN: "ru"}
detector = LanguageDetectorBuilder.from_languages(*CODES).build()
TRIM = " \t\u00a0\u202f«»“”\"'‘’.,!?:;>()—–-"


def parse(marked):
    text, spans, i = "", set(), 0
    for m in re.finditer(r"\[(\w\w):([^\]]*)\]|([^\[]+|\[)", marked):
        if m.group(1):
            spans.add((len(text), len(text) + len(m.group(2)), m.group(1)))
            text += m.group(2)
        else:
            text += m.group(3)
    return text, spans


def lingua_spans(text, base):
    spans = set()
    for r in detector.detect_multiple_languages_of(text):
        code = CODES[r.language]
        if code == base:
            continue
        start, end = r.start_index, r.end_index
        while start < end and text[start] in TRIM:
            start += 1
        while end > start and text[end - 1] in TRIM:
            end -= 1
        if end > start:
            spans.add((start, end, code))
    return spans


def rows(base, kind):
    with open(os.path.join(FIXTURES, base, f"{kind}.tsv"), encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#") or line.startswith("split\t"):
                continue
            cols = line.split("\t")
            yield cols[0], cols[1], cols[2] if len(cols) > 2 else ""


for base in ("fr", "en", "ru"):
    for split in ("dev", "test"):
        tp = pred = exp = ov_p = ov_e = 0
        for s, marked, _ in rows(base, "mixed"):
            if s != split:
                continue
            text, expected = parse(marked)
            found = lingua_spans(text, base)
            tp += len(found & expected)
            pred += len(found)
            exp += len(expected)
            ov_p += sum(any(a[2] == b[2] and a[0] < b[1] and b[0] < a[1] for b in expected) for a in found)
            ov_e += sum(any(a[2] == b[2] and a[0] < b[1] and b[0] < a[1] for b in found) for a in expected)
        pure = tagged = ang = ang_tagged = ang_words = ang_words_en = 0
        for s, text, note in rows(base, "pure"):
            if s != split:
                continue
            pure += 1
            hit = bool(lingua_spans(text, base))
            tagged += hit
            if note == "anglicism":
                ang += 1
                ang_tagged += hit
        print(f"lingua {base} {split}: P {tp / max(1, pred):.3f} R {tp / max(1, exp):.3f} "
              f"(overlap P {ov_p / max(1, pred):.3f} R {ov_e / max(1, exp):.3f}; {exp} spans, {pred} found) | "
              f"pure {tagged}/{pure} falsely tagged ({tagged / max(1, pure):.3f})"
              + (f" | anglicism strings tagged {ang_tagged}/{ang}" if ang else ""))

# The everyday anglicisms one by one, as single words.
words = [w.strip() for w in open(os.path.join(os.path.dirname(__file__), "fr-loanwords.txt"), encoding="utf-8")
         if w.strip() and not w.startswith("#")][:37]
english = [w for w in words if detector.detect_language_of(w) == Language.ENGLISH]
print(f"lingua: {len(english)} of the first {len(words)} hand-listed French anglicisms, alone, detected as English")
