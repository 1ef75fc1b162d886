#!/usr/bin/env python3
"""Checks the layers in Sources/LAYERS: which module may import which, and the one-way
order of the folders inside Sources/UIKit.

Tests/ArchitectureTests makes the same checks in Swift and must print the same lines;
change both together.

Usage: scripts/check-layers.py [--only modules|folders] [--warn modules|folders]
Prints one line per violation. Exits 1 if a check not named by --warn found any.
"""

import argparse
import fnmatch
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")

# MARK: The configuration


def read_config(path):
    """Section name -> its lines, comments and blank lines dropped."""
    sections = {}
    current = None
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            if line.startswith("[") and line.endswith("]"):
                current = sections.setdefault(line[1:-1].strip(), [])
            elif current is None:
                raise SystemExit(f"Sources/LAYERS: `{line}` comes before any [section]")
            else:
                current.append(line)
    return sections


def key_values(lines):
    pairs = []
    for line in lines:
        key, sep, rest = line.partition(":")
        if not sep:
            raise SystemExit(f"Sources/LAYERS: `{line}` needs the form `key: values`")
        pairs.append((key.strip(), rest.split()))
    return pairs


def words(lines):
    return [w for line in lines for w in line.split()]


# MARK: Swift source without comments and string literals


def strip(source):
    """The source with comments and string literals blanked, newlines kept (so line
    numbers stay); the code inside string interpolations is kept, it is code."""
    out = []
    # Innermost last: ["code", open parens, or None outside any interpolation]
    # or ["string", number of #s, multiline].
    stack = [["code", None]]
    i, n = 0, len(source)

    def blank(text):
        out.append("".join("\n" if c == "\n" else " " for c in text))

    while i < n:
        mode = stack[-1]
        c = source[i]
        if mode[0] == "code":
            hashes = 0
            while i + hashes < n and source[i + hashes] == "#":
                hashes += 1
            if source.startswith("//", i):
                end = source.find("\n", i)
                end = n if end < 0 else end
                blank(source[i:end])
                i = end
            elif source.startswith("/*", i):
                depth, j = 0, i
                while j < n:
                    if source.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif source.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                        if depth == 0:
                            break
                    else:
                        j += 1
                blank(source[i:j])
                i = j
            elif source.startswith('"', i + hashes):
                j = i + hashes
                multiline = source.startswith('"""', j)
                j += 3 if multiline else 1
                blank(source[i:j])
                stack.append(["string", hashes, multiline])
                i = j
            elif c == "(" and mode[1] is not None:
                mode[1] += 1
                out.append(c)
                i += 1
            elif c == ")" and mode[1] is not None:
                if mode[1] == 0:
                    stack.pop()
                    out.append(" ")
                else:
                    mode[1] -= 1
                    out.append(c)
                i += 1
            else:
                out.append(c)
                i += 1
        else:
            close = ('"""' if mode[2] else '"') + "#" * mode[1]
            escape = "\\" + "#" * mode[1]
            if source.startswith(close, i):
                blank(close)
                stack.pop()
                i += len(close)
            elif source.startswith(escape + "(", i):
                blank(escape + "(")
                stack.append(["code", 0])
                i += len(escape) + 1
            elif source.startswith(escape, i):
                blank(source[i : i + len(escape) + 1])
                i += len(escape) + 1
            else:
                blank(c)
                i += 1
    return "".join(out)


PUNCTUATION = "{}().:,"


def is_word_start(c):
    return c == "_" or ("a" <= c <= "z") or ("A" <= c <= "Z")


def is_word_char(c):
    return is_word_start(c) or ("0" <= c <= "9")


def tokens(code):
    """(text, line) for each word (identifier or keyword) and each of `{ } ( ) . : ,`;
    numbers and other characters are dropped."""
    result = []
    line, i, n = 1, 0, len(code)
    while i < n:
        c = code[i]
        if c == "\n":
            line += 1
            i += 1
        elif is_word_start(c):
            j = i
            while j < n and is_word_char(code[j]):
                j += 1
            result.append((code[i:j], line))
            i = j
        elif "0" <= c <= "9":
            while i < n and is_word_char(code[i]):
                i += 1
        elif c in PUNCTUATION:
            result.append((c, line))
            i += 1
        else:
            i += 1
    return result


# MARK: Module imports

IMPORT_KINDS = {"typealias", "struct", "class", "enum", "protocol", "let", "var", "func"}


def imports(code):
    """(module, line, re-exported) for each import declaration."""
    found = []
    for number, line in enumerate(code.split("\n"), start=1):
        words_ = line.split()
        attributes = []
        while words_ and words_[0].startswith("@"):
            attributes.append(words_.pop(0))
        if len(words_) < 2 or words_[0] != "import":
            continue
        name = words_[2] if words_[1] in IMPORT_KINDS and len(words_) > 2 else words_[1]
        name = name.split(".")[0]
        if name and is_word_start(name[0]):
            found.append((name, number, "@_exported" in attributes))
    return found


def swift_files(folder):
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames.sort()
        for name in sorted(filenames):
            if name.endswith(".swift"):
                yield os.path.join(dirpath, name)


def read_code(path):
    with open(path, encoding="utf-8") as f:
        return strip(f.read())


def rel(path):
    return os.path.relpath(path, ROOT)


def module_violations(config):
    allowed = dict(key_values(config.get("modules", [])))
    standard = set(words(config.get("standard library", [])))
    modules = sorted(d for d in os.listdir(SOURCES) if os.path.isdir(os.path.join(SOURCES, d)))
    found = {m: [(path, imports(read_code(path))) for path in swift_files(os.path.join(SOURCES, m))] for m in modules}
    reexported = {m: {name for _, imps in files for name, _, exported in imps if exported} for m, files in found.items()}

    def permitted(module):
        """Patterns a module's imports may match: its own list, the standard library, and
        whatever a module it may import re-exports."""
        result = set(standard)
        todo = list(allowed.get(module, []))
        while todo:
            pattern = todo.pop()
            if pattern in result:
                continue
            result.add(pattern)
            for m in modules:
                if fnmatch.fnmatchcase(m, pattern):
                    todo.extend(sorted(reexported[m]))
        return result

    violations = []
    for module in modules:
        if not found[module]:
            continue
        if module not in allowed:
            violations.append(f"Sources/{module}: the module is missing from [modules] in Sources/LAYERS")
            continue
        ok = permitted(module)
        for path, imps in found[module]:
            for name, line, _ in imps:
                if name != module and not any(fnmatch.fnmatchcase(name, p) for p in ok):
                    violations.append(f"{rel(path)}:{line}: imports {name}, which {module} may not")
    return violations


# MARK: UIKit's folders

TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "actor", "typealias"}
MEMBER_KEYWORDS = {"func", "var", "let"}
# Words that may come between `static` / `class` and `func` / `var` / `let`.
MODIFIERS = {
    "final", "override", "public", "internal", "private", "fileprivate", "open", "package", "nonisolated",
    "dynamic", "lazy", "weak", "unowned", "mutating", "required", "convenience",
}
KEYWORDS = TYPE_KEYWORDS | MEMBER_KEYWORDS | MODIFIERS | {
    "extension", "import", "static", "case", "init", "deinit", "subscript", "return", "if", "else", "guard",
    "for", "in", "while", "self", "Self", "super", "true", "false", "nil", "where", "is", "as", "try", "throw",
    "throws", "rethrows", "await", "async", "some", "any", "inout", "switch", "default", "break", "continue",
    "defer", "do", "catch", "repeat", "operator", "associatedtype",
}


def is_identifier(tok):
    return is_word_start(tok[0]) and tok not in KEYWORDS


class Declarations:
    """What one file declares that files elsewhere may name."""

    def __init__(self, toks):
        self.types = {}  # top-level type -> line
        self.functions = {}  # top-level func, let or var -> line
        self.statics = {}  # (extended type's last name, static member or nested type) -> line
        self.local = set()  # every name the file declares at any depth
        depth = 0
        extended = None  # inside a top-level `extension` block: the type it extends
        pending = None
        for k, (tok, line) in enumerate(toks):
            nxt = toks[k + 1][0] if k + 1 < len(toks) else "{"
            if tok == "{":
                if depth == 0:
                    extended, pending = pending, None
                depth += 1
            elif tok == "}":
                depth -= 1
                if depth == 0:
                    extended = None
            else:
                declares = tok in TYPE_KEYWORDS or tok in MEMBER_KEYWORDS or tok == "case"
                if declares and is_identifier(nxt):
                    self.local.add(nxt)
                if depth == 0 and after_import(toks, k):
                    pass  # `import struct Module.Name` declares nothing here
                elif depth == 0:
                    if tok == "extension" and is_identifier(nxt):
                        j = k + 1
                        while j + 2 < len(toks) and toks[j + 1][0] == "." and is_identifier(toks[j + 2][0]):
                            j += 2
                        pending = toks[j][0]
                    elif tok in TYPE_KEYWORDS and is_identifier(nxt):
                        self.types.setdefault(nxt, line)
                    elif tok in MEMBER_KEYWORDS and is_identifier(nxt):
                        self.functions.setdefault(nxt, line)
                elif depth == 1 and extended is not None:
                    if tok in ("static", "class"):
                        j = k + 1
                        while j < len(toks) and toks[j][0] in MODIFIERS:
                            j += 1
                        if j + 1 < len(toks) and toks[j][0] in MEMBER_KEYWORDS and is_identifier(toks[j + 1][0]):
                            self.statics.setdefault((extended, toks[j + 1][0]), line)
                            continue
                    if tok in TYPE_KEYWORDS and is_identifier(nxt):
                        self.statics.setdefault((extended, nxt), line)


def after_import(toks, k):
    """Whether toks[k] follows `import` on its line (`import func Module.name`)."""
    j = k - 1
    while j >= 0 and toks[j][1] == toks[k][1]:
        if toks[j][0] == "import":
            return True
        j -= 1
    return False


def folder_violations(config):
    folders = config.get("UIKit folders", [])
    exceptions = {(path, symbol) for path, symbols in key_values(config.get("exceptions", [])) for symbol in symbols}
    uikit = os.path.join(SOURCES, "UIKit")
    files = []  # (path, level, tokens, declarations)
    violations = []
    for path in swift_files(uikit):
        parts = os.path.relpath(path, uikit).split(os.sep)
        if len(parts) == 1:
            level = -1  # directly in Sources/UIKit: below every folder
        elif parts[0] in folders:
            level = folders.index(parts[0])
        else:
            violations.append(f"{rel(path)}: folder {parts[0]} is missing from [UIKit folders] in Sources/LAYERS")
            continue
        toks = tokens(read_code(path))
        files.append((path, level, toks, Declarations(toks)))

    def lowest(table):
        """symbol -> (the lowest level declaring it, a file there)."""
        best = {}
        for path, level, _, decls in files:
            for symbol in table(decls):
                if symbol not in best or level < best[symbol][0]:
                    best[symbol] = (level, path)
        return best

    types = lowest(lambda d: d.types)
    functions = lowest(lambda d: d.functions)
    statics = lowest(lambda d: d.statics)
    used_exceptions = set()

    for path, level, toks, own in files:
        seen = set()

        def report(symbol, line, origin):
            key = (rel(path), symbol)
            if key in exceptions:
                used_exceptions.add(key)
            elif symbol not in seen:
                seen.add(symbol)
                violations.append(f"{rel(path)}:{line}: {symbol} ({folders[origin[0]]}/{os.path.basename(origin[1])})")

        for k, (tok, line) in enumerate(toks):
            if not is_identifier(tok) or (k > 0 and toks[k - 1][0] == "."):
                continue
            higher_type = tok in types and types[tok][0] > level
            if higher_type:
                report(tok, line, types[tok])
            elif tok in functions and functions[tok][0] > level and tok not in own.local:
                report(tok, line, functions[tok])
            if not higher_type and k + 2 < len(toks) and toks[k + 1][0] == ".":
                key = (tok, toks[k + 2][0])
                if key in statics and statics[key][0] > level:
                    report(f"{tok}.{key[1]}", line, statics[key])

    for path, symbol in sorted(exceptions - used_exceptions):
        violations.append(f"{path}: the exception for {symbol} in Sources/LAYERS is no longer needed")
    return violations


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=["modules", "folders"])
    parser.add_argument(
        "--warn", choices=["modules", "folders"], action="append", default=[],
        help="print this check's violations without failing")
    args = parser.parse_args()
    config = read_config(os.path.join(SOURCES, "LAYERS"))
    failed = False
    for name, check in (("modules", module_violations), ("folders", folder_violations)):
        if args.only and args.only != name:
            continue
        found = check(config)
        for v in found:
            print(v)
        enforced = name not in args.warn
        if found:
            print(
                f"check-layers: {len(found)} {name} violation(s)" + ("" if enforced else ", not enforced yet"),
                file=sys.stderr)
            failed = failed or enforced
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
