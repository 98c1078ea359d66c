#!/usr/bin/env python3
"""Fails when a public symbol of a library target has no doc comment.

Reads the symbol graphs that `swift package generate-documentation` has the
compiler extract (.build/<triple>/extracted-symbols/<package>/<Target>/),
the same files DocC builds its pages from, and lists every symbol declared
in the target's own sources whose doc comment is missing or has no summary
(a first line that is a list item, such as `- Returns:`, is no summary).

Members a type only inherits (`!=` from Equatable, `hashValue`, a raw-value
enum's `init(rawValue:)`) are in the graphs too, but have no source location
in the target: they are documented where they are declared, and skipped
here. DocC's --experimental-documentation-coverage report counts them, which
is why it is not used as the check.

Usage: doc-coverage.py TARGET...   (from the package root, after the build)
Exit status 1 when a symbol lacks documentation, 2 when a target has no graph.
"""
import glob
import json
import os
import sys


def summary(comment):
    """The first non-blank line of a doc comment, or None."""
    for line in comment.get("lines", []):
        text = line["text"].strip()
        if text:
            return text
    return None


def check(target):
    paths = glob.glob(f".build/*/extracted-symbols/*/{target}/{target}.symbols.json")
    paths += glob.glob(f".build/*/extracted-symbols/*/{target}/{target}@*.symbols.json")
    if not paths:
        print(f"{target}: no symbol graph; run swift package generate-documentation --target {target} first",
              file=sys.stderr)
        return None
    sources = os.path.abspath(f"Sources/{target}") + "/"
    declared, undocumented = 0, []
    seen = set()
    for path in paths:
        with open(path) as f:
            graph = json.load(f)
        for symbol in graph["symbols"]:
            location = symbol.get("location", {}).get("uri", "")
            if not location.startswith("file://" + sources) and not location.startswith(sources):
                continue
            # `extension String { ... }` is a symbol too, a page that groups
            # the members; the members are what need the comments.
            if symbol["kind"]["identifier"] == "swift.extension":
                continue
            key = symbol["identifier"]["precise"]
            if key in seen:
                continue
            seen.add(key)
            declared += 1
            first = summary(symbol.get("docComment", {}))
            if first is None or first.startswith("- "):
                file = location.removeprefix("file://").removeprefix(os.getcwd() + "/")
                line = symbol["location"]["position"]["line"] + 1
                undocumented.append(f"{file}:{line}: {'.'.join(symbol['pathComponents'])}")
    for entry in sorted(undocumented):
        print(f"undocumented: {entry}")
    print(f"{target}: {declared - len(undocumented)} of {declared} public symbols documented")
    return len(undocumented)


def main(targets):
    missing = 0
    for target in targets:
        count = check(target)
        if count is None:
            return 2
        missing += count
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
