#!/usr/bin/env bash
# Extracts every tr("…") and trn("…", "…", n) string of the shybar app, and every
# translatable("…") title of the option tables in Sources/ShyBarCore/Options, into po/shybar.pot,
# and merges it into each po/<language>.po of po/LINGUAS (new strings come in untranslated).
# Usage: scripts/update-po.sh [--check]
#   --check  only compare: exit 1 if po/shybar.pot lacks a message of the sources or has
#            one they no longer use (line numbers do not count).
#
# xgettext has no Swift parser; the sources are read with its Objective-C one (same string
# literals, and %@ is understood as a format). Before that, Swift's multi-line literals
# ("""…""") are rewritten as one-line C literals, and a tr() argument with an interpolation
# ("\(…)") is an error: its text at run time would never match a msgid.
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
[ "${1:-}" = --check ] && check=1
# The app's sources lie in folders by concept: every .swift file under them, in a fixed order.
mapfile -t sources < <(find Sources/ShyBarApp Sources/ShyBarCore/Options -name '*.swift' | LC_ALL=C sort)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" "${sources[@]}" <<'PY'
import os, re, sys
work, files = sys.argv[1], sys.argv[2:]
bad = []
for path in files:
    text = open(path, encoding="utf-8").read()
    def multiline(match):
        body, closing_indent = match.group(1), match.group(2)
        lines = body.split("\n")[1:-1]         # the opening """ ends its line; so does the last
        out, joined = [], ""
        for line in lines:
            line = line[len(closing_indent):] if line.startswith(closing_indent) else line.lstrip(" ")
            if line.endswith("\\") and not line.endswith("\\\\"):
                joined += line[:-1]
                continue
            out.append(joined + line)
            joined = ""
        value = "\n".join(out)
        literal = '"' + value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
        # Unescape what Swift had escaped (\\ and \"), which the line above doubled.
        literal = literal.replace('\\\\\\\\', '\\\\').replace('\\\\\\"', '\\"')
        return literal + "\n" * match.group(0).count("\n")   # keep line numbers
    text = re.sub(r'"""(.*?\n)([ \t]*)"""', multiline, text, flags=re.S)
    # Comment lines blanked: what the code calls (xgettext skips comments by itself).
    code = "\n".join("" if line.lstrip().startswith("//") else line for line in text.split("\n"))
    for number, line in enumerate(code.split("\n"), 1):
        for call in re.finditer(r'\b(?:trn?|translatable)\(\s*"((?:[^"\\]|\\.)*)"', line):
            if "\\(" in call.group(1):
                bad.append(f"{path}:{number}: interpolation inside tr(): use String(format: tr(\"… %@ …\"), value)")
    os.makedirs(os.path.join(work, os.path.dirname(path)), exist_ok=True)
    open(os.path.join(work, path), "w", encoding="utf-8").write(text)
    # Every call's literal, also those xgettext's C lexer cannot see (a tr() inside "\\(…)").
    calls = re.findall(r'\b(?:trn?|translatable)\(\s*"((?:[^"\\]|\\.)*)"', code)
    open(os.path.join(work, "calls"), "a", encoding="utf-8").write("".join(c + "\0" for c in calls))
if bad:
    print("\n".join(bad), file=sys.stderr)
    sys.exit(1)
PY
(cd "$work" && xgettext --language=ObjectiveC --from-code=UTF-8 -k --keyword=tr --keyword=trn:1,2 --keyword=translatable \
   --add-comments=TRANSLATORS: --sort-by-file --package-name=shybar \
   --msgid-bugs-address=https://github.com/shybar/shybar/issues -o shybar.pot "${sources[@]}")
# Every tr() of the sources must have reached the .pot.
python3 - "$work" <<'PY'
import re, subprocess, sys
work = sys.argv[1]
calls = {c for c in open(work + "/calls", encoding="utf-8").read().split("\0") if c}
pot = subprocess.run(["msgcat", "--no-wrap", work + "/shybar.pot"], capture_output=True, text=True, check=True).stdout
# Each msgid and msgid_plural with its continuation lines joined, still escaped as in C.
ids = {"".join(re.findall(r'"(.*)"', m)) for m in re.findall(r'^msgid(?:_plural)? (".*"\n(?:".*"\n)*)', pot, flags=re.M)}
missing = sorted(calls - ids)
if missing:
    print("tr() strings xgettext could not extract (is a tr() inside a string interpolation? "
          "compute the text first):", *missing, sep="\n  ", file=sys.stderr)
    sys.exit(1)
PY
# A stable .pot: no creation date, charset UTF-8.
sed -i -e '/^"POT-Creation-Date:/d' -e 's/charset=CHARSET/charset=UTF-8/' "$work/shybar.pot"
if [ $check = 1 ]; then
  # The messages, not where they are (a moved line is no change).
  messages() { msgcat --no-location --sort-output --no-wrap "$1" | grep -v '^"POT-Creation-Date:'; }
  if ! diff -u <(messages po/shybar.pot) <(messages "$work/shybar.pot"); then
    echo "po/shybar.pot is out of date: run scripts/update-po.sh and translate the new strings" >&2
    exit 1
  fi
  exit 0
fi
cp "$work/shybar.pot" po/shybar.pot
while read -r language; do
  [ -n "$language" ] || continue
  if [ -f "po/$language.po" ]; then
    msgmerge --quiet --update --backup=none --no-fuzzy-matching "po/$language.po" po/shybar.pot
  else
    msginit --no-translator --locale="$language.UTF-8" -i po/shybar.pot -o "po/$language.po"
  fi
done < po/LINGUAS
