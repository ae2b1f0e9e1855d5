#!/usr/bin/env python3
"""Lists public declarations of the libraries that have no doc comment (/// on the line above,
or above its attributes). Exit status 1 when any is missing."""
import pathlib, re, sys

root = pathlib.Path(__file__).resolve().parent.parent
missing = []
for folder in ("Sources/ShyBarCore", "Sources/ShyBarGtk"):
    for path in sorted((root / folder).rglob("*.swift")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines):
            stripped = line.strip()
            if not re.match(r"^(@\w+(\([^)]*\))?\s+)*(public|open)\b", stripped):
                continue
            if re.match(r"^(public|open)\s+(import|extension)\b", stripped):
                continue
            above = number - 1
            while above >= 0 and re.match(r"^\s*@\w+", lines[above]) and not lines[above].strip().startswith("///"):
                above -= 1
            if above < 0 or not lines[above].strip().startswith("///"):
                missing.append(f"{path.relative_to(root)}:{number + 1}: {stripped}")
for entry in missing:
    print(entry)
print(f"{len(missing)} public declarations without a doc comment", file=sys.stderr)
sys.exit(1 if missing else 0)
