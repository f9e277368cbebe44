#!/usr/bin/env python3
"""The site's catalogs (Templates/locales/<code>.json, i18next JSON v4: flat, keyed by the English text, `{{name}}`
placeholders, plural forms under `<key>_<CLDR category>`), checked against the texts the code asks for.

    python3 Tests/i18n/catalog.py write            en.json anew from the templates and the Swift sources
    python3 Tests/i18n/catalog.py check            every catalog: no key missing or stale, placeholders kept (exit 1)
    python3 Tests/i18n/catalog.py missing de       the English texts de.json lacks, as a catalog to fill in
    python3 Tests/i18n/catalog.py pseudo FOLDER    FOLDER/de.json … made of pseudo-translations (see pseudo())

The keys: every `{{#i18n}}…{{/i18n}}` of the templates (extract_templates.py), and every string literal given to
`localized(` in Sources/Web (the first one; a plural's `one:` and `other:`, `other` being the key).
"""
import json
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import extract_templates  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
LOCALES = ROOT / "Templates" / "locales"
LANGUAGES = ["es", "fr", "de", "pt-BR", "ar"]
CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
# The categories CLDR gives each language's cardinal numbers (ICU 72): a plural needs a form for each.
PLURAL_CATEGORIES = {"en": ["one", "other"], "es": ["one", "many", "other"], "fr": ["one", "many", "other"],
                     "de": ["one", "other"], "pt-BR": ["one", "many", "other"],
                     "ar": ["zero", "one", "two", "few", "many", "other"]}
PLACEHOLDER = re.compile(r"\{\{\{?\s*[A-Za-z0-9_.]+\s*\}?\}\}")

# A Swift string literal: "…" with \" and \\ escapes; an interpolation \( in a key is refused.
LITERAL = r'"((?:[^"\\\n]|\\.)*)"'
SINGLE = re.compile(r'\blocalized\(\s*' + LITERAL)
PLURAL = re.compile(r'\blocalized\(\s*one:\s*' + LITERAL + r'\s*,\s*other:\s*' + LITERAL)


def unescape(literal, where):
    if "\\(" in literal:
        raise SystemExit("%s: a localized key may not interpolate: \"%s\"" % (where, literal))
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t", "0": "\0"}.get(m.group(1), m.group(1)), literal)


def swift_keys():
    """{key: None} for plain texts and {other: one} for plurals, from Sources/Web."""
    keys = {}
    for path in sorted((ROOT / "Sources" / "Web").rglob("*.swift")):
        # Comment lines may show how to call `localized` (a doc comment's example): not keys.
        text = "\n".join("" if line.lstrip().startswith("//") else line
                          for line in path.read_text(encoding="utf-8").split("\n"))
        for match in PLURAL.finditer(text):
            where = "%s:%d" % (path.relative_to(ROOT), text.count("\n", 0, match.start()) + 1)
            keys[unescape(match.group(2), where)] = unescape(match.group(1), where)
        for match in SINGLE.finditer(text):
            where = "%s:%d" % (path.relative_to(ROOT), text.count("\n", 0, match.start()) + 1)
            keys.setdefault(unescape(match.group(1), where), None)
    return keys


def template_keys():
    keys = set()
    for path in sorted((ROOT / "Templates").rglob("*.mustache")):
        text = path.read_text(encoding="utf-8")
        try:
            keys.update(key for key, _ in extract_templates.keys_of(path, text))
        except extract_templates.TemplateError as error:
            offset, message = error.args[0]
            raise SystemExit("%s:%d: %s" % (path, extract_templates.line_of(text, offset), message))
    return keys


def read(code):
    path = LOCALES / (code + ".json")
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def english():
    """en.json as the code asks for it: each key to itself, a plural's forms under key_one and key_other. The
    templates' plurals (keyed by `count`) keep the English forms en.json already gives them."""
    current = read("en")
    catalog = {}
    swift = swift_keys()
    for key in sorted(template_keys() | set(swift)):
        one = swift.get(key)
        template_plural = key + "_one" in current
        if one is not None or template_plural:
            catalog[key + "_one"] = one if one is not None else current[key + "_one"]
            catalog[key + "_other"] = key if one is not None else current.get(key + "_other", key)
        else:
            catalog[key] = key
    return catalog


def base(key):
    for category in CATEGORIES:
        if key.endswith("_" + category):
            return key[: -len(category) - 1]
    return key


def placeholders(text):
    return sorted(set(re.sub(r"[{}\s]", "", p) for p in PLACEHOLDER.findall(text)))


def problems(code, catalog, reference):
    """What is wrong with one language's catalog against en.json's keys."""
    found = []
    plurals = {base(k) for k in reference if k != base(k)}
    singles = {k for k in reference if k == base(k)}
    for key in sorted(singles):
        if key not in catalog:
            found.append("missing: %r" % key)
    for key in sorted(plurals):
        for category in PLURAL_CATEGORIES[code]:
            if key + "_" + category not in catalog:
                found.append("missing plural form %s of %r" % (category, key))
    for key, text in sorted(catalog.items()):
        english_key = base(key) if base(key) in plurals else key
        if english_key not in singles and english_key not in plurals:
            found.append("stale (no longer asked for): %r" % key)
            continue
        wanted = placeholders(english_key)
        got = placeholders(text)
        # A plural form may leave its number out ("one mine" instead of "1 mine").
        if got != wanted and not (english_key in plurals and set(got) <= set(wanted)):
            found.append("placeholders %s instead of %s in %r" % (got, wanted, key))
        if '"' in text and '"' not in english_key:
            found.append('a straight quote " in %r: use typographic quotes' % key)
    return found


def pseudo(text):
    """Accented look-alikes inside ⟦ ⟧, markup and placeholders kept: every translated text on a page shows it."""
    table = str.maketrans("AaCcEeIiNnOoSsUuYy", "ÅåÇçÉéÎîÑñÖöŠšÛûÝý")
    # Each run of text between tags on its own, so every text node of the page shows its brackets.
    parts = re.split(r"(<[^>]*>)", text)
    return "".join(p if p.startswith("<") or not re.search(r"[A-Za-z]", p) else "⟦" + keep(p, table) + "⟧" for p in parts)


def keep(text, table):
    """The look-alikes of a run of text, its placeholders and entities as they are."""
    parts = re.split(r"(\{\{\{?[^}]*\}?\}\}|&[a-z#0-9]+;)", text)
    return "".join(p if p.startswith(("{{", "&")) else p.translate(table) for p in parts)


def main(argv):
    command = argv[0] if argv else "check"
    if command == "write":
        catalog = english()
        (LOCALES / "en.json").write_text(json.dumps(catalog, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        print("en.json: %d entries" % len(catalog))
        return 0
    reference = english()
    if command == "check":
        failed = reference != read("en")
        if failed:
            print("en.json is not what the code asks for: run `python3 Tests/i18n/catalog.py write`")
        for code in LANGUAGES:
            for problem in problems(code, read(code), reference):
                print("%s.json: %s" % (code, problem))
                failed = True
        return 1 if failed else 0
    if command == "missing":
        code = argv[1]
        catalog = read(code)
        wanted = {}
        for key, text in reference.items():
            name = base(key)
            if key == name and key not in catalog:
                wanted[key] = text
            elif key != name:
                for category in PLURAL_CATEGORIES[code]:
                    if name + "_" + category not in catalog:
                        wanted[name + "_" + category] = reference.get(name + "_" + category, reference[name + "_other"])
        print(json.dumps(wanted, ensure_ascii=False, indent=2))
        return 0
    if command == "pseudo":
        folder = pathlib.Path(argv[1])
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "en.json").write_text(json.dumps(reference, ensure_ascii=False, indent=2), encoding="utf-8")
        for code in LANGUAGES:
            catalog = {}
            for key, text in reference.items():
                name = base(key)
                if key == name:
                    catalog[key] = pseudo(text)
                else:
                    for category in PLURAL_CATEGORIES[code]:
                        catalog[name + "_" + category] = pseudo(reference.get(name + "_" + category, text))
            (folder / (code + ".json")).write_text(json.dumps(catalog, ensure_ascii=False, indent=2), encoding="utf-8")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
