package main

import "bytes"

// readme renders scrub/testdata/wild9/README from the records' counts.
func readme(recs []record) string {
	var b bytes.Buffer
	b.WriteString(`wild9: a PII corpus for issue 23, held out from 2026-12-03 until the eleventh round read its misses; a
development set since (2026-12-03). wild7 and wild10 are the held-out sets now.

Written by a helper who read no detector, no other generator and no corpus record: document kinds,
phrasing and values come from its own generator (templates as data, one value generator per type).

JSON Lines (gzip), one object a line: {"id","lang","category","hard_negative","text",
"spans":[{"start","end","bstart","bend","type"}],"decoys":[{"start","end","bstart","bend","kind"}]};
start/end count runes, bstart/bend UTF-8 bytes, end exclusive; spans never overlap. Cards pass Luhn,
IBANs mod 97, resident ids their check digit (checked by the package test). Regenerate (byte-identical,
checked by the package test) with:

    go run ./scrub/cmd/genwild9 -n 1500 -seed 9999 -out scrub/testdata/wild9/wild9.jsonl.gz -readme scrub/testdata/wild9/README

`)
	printStats(&b, recs)
	return b.String()
}
