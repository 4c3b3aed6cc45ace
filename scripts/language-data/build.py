#!/usr/bin/env python3
"""Derive Speakable's foreign-span language data (Resources/{en,fr}/words.tsv, trigrams.tsv,
Resources/fr/loanwords.txt, Resources/en/loanwords.txt) from redistributable sources.

Not run by CI. Needs:  pip install wordfreq==3.1.1   and   apt-get install hunspell hunspell-fr-classical hunspell-en-us wamerican
Run from the package root:  python3 scripts/language-data/build.py

Sources and licences (also in Resources/README.md):
- wordfreq 3.1.1 "large" word lists (data: CC BY-SA 4.0, Robyn Speer et al.): word frequencies.
  The derived words.tsv / trigrams.tsv are therefore CC BY-SA 4.0.
- Dicollecte French dictionary 7.0 (Debian hunspell-fr-classical, MPL 2.0): French dictionary
  membership of English-looking words (the French loanword list).
- SCOWL 2020.12.07 (Debian wamerican, permissive SCOWL licence): English dictionary membership of
  French-looking words (the English loanword list).
- Hand-written lists next to this script (CC0): loanwords the dictionaries miss, loan phrases.
"""
import math
import os
import re
import subprocess
import sys
from collections import Counter

import wordfreq

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
HERE = os.path.dirname(os.path.abspath(__file__))
RES = os.path.join(ROOT, "Resources")

TOP = {"en": 30000, "fr": 50000}          # vocabulary: top words of each language
MIN_ZIPF = 1.0                            # wordfreq "large" lists stop at 1.0
LATIN = re.compile(r"^[a-zà-öø-ÿœæ']+$")  # lowercase Latin letters and apostrophes (wordfreq splits hyphens)


def zipf(freq):
    return math.log10(freq * 1e9)


def load():
    dicts = {lang: wordfreq.get_frequency_dict(lang, wordlist="large") for lang in ("en", "fr")}
    vocab = set()
    for lang, n in TOP.items():
        ranked = sorted((w for w in dicts[lang] if LATIN.match(w)), key=lambda w: -dicts[lang][w])
        vocab.update(ranked[:n])
    return dicts, vocab


def unknown_to(dictionary, words):
    """The words hunspell's `dictionary` rejects as written in lowercase."""
    result = subprocess.run(["hunspell", "-d", dictionary, "-l"], input="\n".join(sorted(words)), capture_output=True,
                            text=True, check=True)
    return set(result.stdout.split())


NAMES = set()


def write_words(dicts, vocab):
    for lang in ("en", "fr"):
        d = dicts[lang]
        names = NAMES
        rows = sorted(((w, round(zipf(d[w]) * 10)) for w in vocab if w in d and zipf(d[w]) >= MIN_ZIPF),
                      key=lambda r: (-r[1], r[0]))
        with open(os.path.join(RES, lang, "words.tsv"), "w", encoding="utf-8") as f:
            f.write(f"# {lang} word frequencies (Zipf x 10) for the en+fr vocabulary; from wordfreq 3.1.1 (CC BY-SA 4.0), "
                    "built by scripts/language-data/build.py\n")
            f.write("# word<TAB>zipf10[<TAB>name: neither the fr nor the en_US hunspell dictionary accepts it in lowercase]\n")
            for w, zz in rows:
                f.write(f"{w}\t{zz}\tname\n" if w in names else f"{w}\t{zz}\n")
        print(lang, "words", len(rows), file=sys.stderr)


def trigrams_of(word):
    padded = f"^{word}$"
    return [padded[i:i + 3] for i in range(len(padded) - 2)]


TRIGRAMS = 6000


def write_trigrams(dicts):
    # Character trigrams of the top 50,000 words of each language, weighted by the square root of
    # word frequency (so that a few function words do not dominate), as log10 probabilities.
    for lang in ("en", "fr"):
        d = dicts[lang]
        ranked = sorted((w for w in d if LATIN.match(w) and "'" not in w), key=lambda w: -d[w])[:50000]
        counts = Counter()
        for w in ranked:
            weight = math.sqrt(d[w] * 1e9)
            for t in trigrams_of(w):
                counts[t] += weight
        total = sum(counts.values())
        top = counts.most_common(TRIGRAMS)
        with open(os.path.join(RES, lang, "trigrams.tsv"), "w", encoding="utf-8") as f:
            f.write(f"# {lang} character trigrams (^ and $ mark word edges), log10 probability x 100; from wordfreq 3.1.1 "
                    "(CC BY-SA 4.0), built by scripts/language-data/build.py; unlisted trigrams: floor line\n")
            floor = math.log10(top[-1][1] / total) - 0.5
            f.write(f"#floor\t{round(floor * 100)}\n")
            for t, c in top:
                f.write(f"{t}\t{round(math.log10(c / total) * 100)}\n")
        print(lang, "trigrams", len(top), file=sys.stderr)


def hand_list(name):
    path = os.path.join(HERE, name)
    out = []
    for line in open(path, encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if line:
            out.append(line)
    return out


def z(dicts, lang, w):
    f = dicts[lang].get(w)
    return zipf(f) if f else 0.0


def fr_loanwords(dicts):
    """English-leaning words that the French dictionary (Dicollecte) contains: week-end, parking, replay..."""
    words = set()
    for line in open("/usr/share/hunspell/fr.dic", encoding="utf-8"):
        w = line.split("/", 1)[0].split("\t", 1)[0].strip()
        if not w or not w.islower() or " " in w:
            continue
        parts = w.split("-")
        if not all(LATIN.match(p) for p in parts):
            continue
        en = sum(z(dicts, "en", p) for p in parts) / len(parts)
        fr = sum(z(dicts, "fr", p) for p in parts) / len(parts)
        if len(w) >= 3 and en >= 2.5 and fr >= 1.5 and 0.3 <= en - fr < 1.5:
            words.add(w)
    return words


def en_loanwords(dicts):
    """French-leaning words that the English dictionary (SCOWL) contains: café, genre, ballet..."""
    words = set()
    for line in open("/usr/share/dict/american-english", encoding="utf-8"):
        w = line.strip()
        if not w or not w.islower() or "'" in w:
            continue
        if not LATIN.match(w):
            continue
        en, fr = z(dicts, "en", w), z(dicts, "fr", w)
        if len(w) >= 3 and en >= 2.0 and 0.3 <= fr - en < 1.5:
            words.add(w)
    return words


def write_loanwords(lang, derived, extra_file, source):
    extra = hand_list(extra_file)
    with open(os.path.join(RES, lang, "loanwords.txt"), "w", encoding="utf-8") as f:
        f.write(f"# Words and phrases of other languages that {lang} text uses as its own: never tagged on their own.\n")
        f.write(f"# Hand-written (CC0, scripts/language-data/{extra_file}), then derived: {source}.\n")
        f.write("# Built by scripts/language-data/build.py.\n")
        seen = set()
        for w in extra:
            if w.lower() not in seen:
                seen.add(w.lower())
                f.write(w + "\n")
        f.write("# derived\n")
        for w in sorted(derived):
            if w not in seen:
                seen.add(w)
                f.write(w + "\n")
    print(lang, "loanwords", len(seen), file=sys.stderr)


def main():
    dicts, vocab = load()
    # Names: words that neither the French (Dicollecte) nor the English (SCOWL en_US) hunspell
    # dictionary accepts in lowercase: "stromae", "édith", "netflix", "monday" (capitalized only).
    NAMES.update(unknown_to("fr", vocab) & unknown_to("en_US", vocab))
    write_words(dicts, vocab)
    write_trigrams(dicts)
    write_loanwords("fr", fr_loanwords(dicts), "fr-loanwords.txt",
                    "English-leaning words (wordfreq) in the Dicollecte French dictionary 7.0 (MPL 2.0)")
    write_loanwords("en", en_loanwords(dicts), "en-loanwords.txt",
                    "French-leaning words (wordfreq) in SCOWL american-english 2020.12.07 (SCOWL licence)")


if __name__ == "__main__":
    main()
