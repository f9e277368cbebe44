#!/usr/bin/env python3
"""The texts the templates ask to be translated: every key between `{{#i18n}}` and `{{/i18n}}` in
Templates/**/*.mustache, printed as a sorted JSON list (standard library only).

A key is the bytes between the tags, with a variable written as the template compiler reads it (`{{name}}`,
`{{{name}}}`; `{{&name}}` is `{{{name}}}`). Inside a block only text and variables may stand: a section, an inverted
section, a block, a parent, a partial, a comment, a delimiter change, another `{{#i18n}}`, or a closing tag fails
the run (exit 1) with the file and line, as does a block never closed, a `{{/i18n}}` never opened, or an empty key.

    python3 Tests/i18n/extract_templates.py [TEMPLATES_DIR] [--where]

`--where` prints an object instead: each key with the places (`file:line`) it stands.
"""
import json
import pathlib
import sys

SECTION = "i18n"
OPEN, CLOSE = "{{", "}}"
# Sigils of the tags that open or close something, or are no text at all: never inside a block.
STRUCTURE = {"#": "a section", "^": "an inverted section", "/": "a closing tag", "$": "a block",
             "<": "a parent", ">": "a partial", "!": "a comment", "=": "a delimiter change"}


class TemplateError(Exception):
    pass


def tags(text):
    """(offset, end, kind, name, raw) for each tag; kind is one sigil of STRUCTURE, "{" (unescaped) or "" (escaped)."""
    at = 0
    while True:
        start = text.find(OPEN, at)
        if start < 0:
            return
        if text.startswith("{{{", start):
            end = text.find("}}}", start + 3)
            if end < 0:
                raise TemplateError((start, "a {{{ tag never closed"))
            yield start, end + 3, "{", text[start + 3:end].strip(), text[start:end + 3]
            at = end + 3
            continue
        end = text.find(CLOSE, start + 2)
        if end < 0:
            raise TemplateError((start, "a {{ tag never closed"))
        inner = text[start + 2:end].strip()
        kind = inner[:1] if inner[:1] in STRUCTURE or inner[:1] == "&" else ""
        name = inner[1:].strip() if kind else inner
        if kind == "=":
            name = inner
        if kind == "&":
            kind = "{"
        yield start, end + 2, kind, name, text[start:end + 2]
        at = end + 2


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def keys_of(path, text):
    """[(key, line)] of one template; raises TemplateError((offset, message)) at the first fault."""
    found = []
    block = None  # (offset of the opening tag, key so far) while inside {{#i18n}}…{{/i18n}}
    at = 0  # end of the last tag
    for start, end, kind, name, raw in tags(text):
        if block is not None:
            opened, key = block
            key += text[at:start]
            if kind == "/" and name == SECTION:
                if not key:
                    raise TemplateError((opened, "an empty {{#i18n}}{{/i18n}}"))
                found.append((key, line_of(text, opened)))
                block = None
            elif kind in ("#", "^") and name == SECTION:
                raise TemplateError((start, "{{#i18n}} nested in the {{#i18n}} opened on line %d"
                                     % line_of(text, opened)))
            elif kind in STRUCTURE:
                raise TemplateError((start, "%s (%s) inside the {{#i18n}} opened on line %d: only text and "
                                     "{{variables}} may stand there" % (STRUCTURE[kind], raw, line_of(text, opened))))
            else:
                block = (opened, key + ("{{{%s}}}" % name if kind == "{" else "{{%s}}" % name))
        else:
            if kind == "#" and name == SECTION:
                block = (start, "")
            elif kind == "^" and name == SECTION:
                raise TemplateError((start, "{{^i18n}} is no text block"))
            elif kind == "/" and name == SECTION:
                raise TemplateError((start, "{{/i18n}} with no {{#i18n}} open"))
            elif kind == "=":
                raise TemplateError((start, "delimiter changes are not read here: %s" % raw))
        at = end
    if block is not None:
        raise TemplateError((block[0], "{{#i18n}} never closed"))
    return found


def main(argv):
    where = "--where" in argv
    args = [arg for arg in argv if arg != "--where"]
    root = pathlib.Path(args[0]) if args else pathlib.Path(__file__).resolve().parents[2] / "Templates"
    if not root.is_dir():
        print("no templates folder at %s" % root, file=sys.stderr)
        return 1
    places = {}
    failed = False
    for path in sorted(root.rglob("*.mustache")):
        text = path.read_text(encoding="utf-8")
        shown = path.relative_to(root.parent) if root.parent in path.parents else path
        try:
            for key, line in keys_of(path, text):
                places.setdefault(key, []).append("%s:%d" % (shown, line))
        except TemplateError as error:
            offset, message = error.args[0]
            print("%s:%d: %s" % (shown, line_of(text, offset), message), file=sys.stderr)
            failed = True
    if failed:
        return 1
    output = {key: places[key] for key in sorted(places)} if where else sorted(places)
    json.dump(output, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
