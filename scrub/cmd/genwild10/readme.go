package main

import (
	"fmt"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

func readmeText(recs []Record, n int, seed uint64) string {
	var c corpusgen.Counts
	cats, docs := counter{}, counter{}
	cjk := 0
	for i := range recs {
		r := &recs[i]
		c.Add(&r.Record)
		if isCJK(r.Lang) {
			cjk++
		}
		cats[r.Category]++
		docs[r.kind]++
	}
	var b strings.Builder
	b.WriteString(`wild10: labelled PII corpus (issue 23), a development set
========================================================

Held out from 2026-12-03 until the twelfth round read its misses (2026-12-03); a
development set since. wild7 and wild11 are the held-out sets now.

Who wrote it and how
--------------------
Written on 2026-12-03 by a helper session (branch genw10) for the lead of llmreplay.
The writer read NOTHING under scrub/ except its own new files: no detector, no other
generator (genpii, genwild*), no corpus under scrub/testdata, no evalpii source, and
nothing under /work/shared/data/pii but its README.md (the record format). The only
inputs were that format and the writer's own knowledge of real-world text. The
scrubber and evalpii were never run on this set by its writer.

Every document kind is a template written by hand for this set (templates/*.tpl,
embedded with go:embed); values come from small generators in the same package
(checksums valid where the type has one: Luhn for cards and CN bank cards, mod 97
with official lengths for IBANs, ISO 7064 for CN resident IDs). The weight is on text
an LLM gateway sees in late 2026 and that earlier sets covered less: agent traces
with tool calls (JSON inside JSON strings, \" and \uXXXX escapes), RAG chunks with
OCR noise and broken line wraps, spreadsheet pastes with localised/emoji headers,
code review diffs and stack traces, notebook cells and DataFrame printouts,
YAML/TOML/HCL/properties with secrets under unusual keys, fullwidth and mixed-script
text, names in many scripts and orders, addresses in many national formats.

Regenerate (byte-identical; output depends only on -n and -seed):

    go run ./scrub/cmd/genwild10 -n 1500 -seed 10101 \
        -out scrub/testdata/wild10/wild10.jsonl.gz -readme scrub/testdata/wild10/README

Format: the record format of /work/shared/data/pii/README.md (id, lang, category,
hard_negative, text, spans [{start,end,bstart,bend,type}], decoys
[{start,end,bstart,bend,kind}]; start/end code points, bstart/bend UTF-8 bytes, end
exclusive; spans never overlap). Score with --offsets bytes or --offsets chars.

Labelling conventions
---------------------
- The span is exactly the value: no quotes, no "key=" labels, no honorifics or titles
  (Dr., Herr, Mme, 様, さん, 先生, 님). A value inside a JSON string is labelled as it
  appears there (with its escapes); a value broken across lines includes the break.
- PERSON: private persons' names in any script or order (ALL-CAPS surnames,
  "Surname, Given", initials, lowercase handles built from a real name). Public
  figures in news and placeholder names (John Doe, Max Mustermann, 张三) are decoys.
- STREET_ADDRESS: a private home or office address (street, number, unit, city,
  postcode as one span). Landmarks and company headquarters are decoys.
- API_KEY also covers passwords (connection strings, CLI flags, config values).
  URL_WITH_TOKEN is the whole URL that carries a secret (query/fragment token,
  userinfo password, webhook path, presigned signature).
- IP_ADDRESS: public client or server addresses. Documentation ranges (192.0.2.x,
  198.51.100.x, 203.0.113.x, 2001:db8::), public resolvers and loopback are decoys.
- PHONE: private numbers in national and international formats (fullwidth digits
  included); CN mobiles are CN_MOBILE. Toll-free, hotline and fictional (555-01xx,
  07700 900xxx) numbers are decoys.
- Hard-negative records have no spans, only decoys. Unlabelled text may contain
  other numbers (dates, amounts, request ids) that are neither.

Counts
------
`)
	fmt.Fprintf(&b, "records %d (seed %d), hard negatives %d (%.1f%%), Chinese/CJK or CJK-mixed %d (%.1f%%)\n",
		len(recs), seed, c.HardNegatives, 100*float64(c.HardNegatives)/float64(max(1, n)), cjk, 100*float64(cjk)/float64(max(1, n)))
	fmt.Fprintf(&b, "spans %d, decoys %d, languages %d, categories %d, document kinds %d, decoy kinds %d\n\n",
		c.Spans, c.Decoys, len(c.Langs), len(cats), len(docs), len(c.Kinds))
	b.WriteString("Spans per type:\n" + counter(c.Types).lines("  ") + "\nDecoys per kind:\n" + counter(c.Kinds).lines("  ") +
		"\nRecords per language:\n" + counter(c.Langs).lines("  ") + "\nRecords per category:\n" + cats.lines("  "))
	return b.String()
}
