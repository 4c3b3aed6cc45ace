#!/usr/bin/env python3
"""Writes Resources/<lang>/currencies-cldr.tsv and nouns-cldr.tsv: every ISO 4217 currency CLDR
names, with its plural forms and its unambiguous symbols, for the currencies the hand-written
currencies.tsv does not list (those win). Needs Babel 2.18 (CLDR 47): pip install babel==2.18.0.

Codes that are common words in English or French text ("ALL", "TOP", "CUP") are left out as
symbols: "50 ALL" stays as written. Genders: en neuter; fr from the head noun (feminine heads
listed below); ru from the first word's ending (adjective "-ая" or noun "-а"/"-я": feminine).
Not run by CI; its output is committed and compiled in like any Resources/ file.
"""
import os
import sys

import babel
import babel.numbers as numbers

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SAMPLES = {"en": {"one": 1, "other": 2}, "fr": {"one": 1, "other": 2}, "ru": {"one": 1, "few": 2, "many": 5, "other": 1.5}}
# CLDR 47's narrow symbols (root.xml, symbol-alt="narrow"), which Babel does not expose; used
# where unambiguous in the language. "kr" (SEK, NOK, DKK, ISK) is ambiguous and left out.
NARROW = {"TRY": "₺", "PLN": "zł", "KZT": "₸", "KRW": "₩", "ILS": "₪", "PHP": "₱", "VND": "₫", "NGN": "₦",
          "GHS": "GH₵", "PYG": "₲", "LAK": "₭", "MNT": "₮", "AZN": "₼", "GEL": "₾", "CRC": "₡", "THB": "฿",
          "BDT": "৳", "CZK": "Kč", "HUF": "Ft", "UAH": "₴", "ARS": "$", "AMD": "֏"}
# The X codes in use as money (CFA francs, CFP franc, East Caribbean dollar).
ACTIVE_X = {"XAF", "XOF", "XPF", "XCD"}
FR_FEMININE_HEADS = {"livre", "roupie", "couronne", "lire", "hryvnia", "peseta", "gourde", "kina", "kwacha", "leone",
                     "lempira", "pataca", "piastre", "roupies", "dobra", "roupie", "marka", "ouguiya", "nouvelle", "hryvna"}


def common_words(language):
    words = set()
    with open(os.path.join(ROOT, "Resources", language, "words.tsv"), encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#"):
                continue
            columns = line.rstrip("\n").split("\t")
            if len(columns) >= 2 and int(columns[1]) >= 30:
                words.add(columns[0])
    return words


def hand_written(language):
    codes, symbols = set(), set()
    with open(os.path.join(ROOT, "Resources", language, "currencies.tsv"), encoding="utf-8") as handle:
        for index, line in enumerate(handle):
            columns = line.rstrip("\n").split("\t")
            if index == 0 or line.startswith("#") or len(columns) < 2:
                continue
            codes.add(columns[0])
            symbols.update(columns[1].split())
    return codes, symbols


def gender(language, name):
    head = name.split(" ")[0]
    if language == "en":
        return "neuter"
    if language == "fr":
        return "feminine" if head in FR_FEMININE_HEADS else "masculine"
    if head.endswith(("ая", "яя", "а", "я")):
        return "feminine"
    return "masculine"


def main():
    if babel.__version__ != "2.18.0":
        sys.exit(f"expected Babel 2.18.0 (CLDR 47), found {babel.__version__}")
    words = common_words("en") | common_words("fr")
    for language, samples in SAMPLES.items():
        skip_codes, taken = hand_written(language)
        currencies = sorted(numbers.list_currencies())
        symbol_owners = {}
        for code in currencies:
            symbol = numbers.get_currency_symbol(code, locale=language)
            symbol_owners.setdefault(symbol, set()).add(code)
        noun_rows, currency_rows = [], []
        for code in currencies:
            if code in skip_codes or not code.isalpha() or len(code) != 3:
                continue
            forms = {category: numbers.get_currency_name(code, count=count, locale=language) for category, count in samples.items()}
            if any(form == code for form in forms.values()):
                continue  # CLDR has no name in this language
            if any("(" in form or any(ch.isdigit() for ch in form) for form in forms.values()) or code.startswith("X") and code not in ACTIVE_X:
                continue  # historic currencies ("(1927–2002)"), metals and test codes
            key = forms["one"]
            noun_rows.append("\t".join([key, gender(language, key)] + [forms[c] for c in samples]))
            symbols = []
            symbol = numbers.get_currency_symbol(code, locale=language)
            if symbol != code and len(symbol_owners[symbol]) == 1 and symbol not in taken and not symbol[0].isdigit():
                symbols.append(symbol)
            narrow = NARROW.get(code)
            if narrow and narrow not in symbols and narrow not in taken and narrow not in symbol_owners:
                symbols.append(narrow)
            listed_code = code if code.lower() not in words else ""
            if not listed_code and not symbols:
                continue
            currency_rows.append("\t".join([listed_code or "-", " ".join(symbols), key, "", str(numbers.get_currency_precision(code)), ""]))
        header = "# Generated by scripts/language-data/currencies.py from CLDR 47 (Babel 2.18, Unicode licence). Do not edit.\n"
        with open(os.path.join(ROOT, "Resources", language, "nouns-cldr.tsv"), "w", encoding="utf-8") as handle:
            handle.write("\t".join(["key", "gender"] + list(samples)) + "\n" + header + "\n".join(noun_rows) + "\n")
        with open(os.path.join(ROOT, "Resources", language, "currencies-cldr.tsv"), "w", encoding="utf-8") as handle:
            handle.write("code\tsymbols\tmajor\tminor\tminorDigits\tminorSymbols\n" + header + "\n".join(currency_rows) + "\n")
        print(language, len(noun_rows), "nouns,", len(currency_rows), "currencies")


if __name__ == "__main__":
    main()
