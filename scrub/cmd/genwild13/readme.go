package main

import (
	"fmt"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

const readmeHead = `wild13: a labelled PII corpus, a development set (fourteenth round)

Held out from 2026-12-03 until the fifteenth round read its misses (2026-12-04); a development set
since. wild7 and wild14 are the held-out sets now.

How it was written. One helper (gen13) wrote the generator, every template and every value list
(names, streets, companies, domains, look-alikes) from their own knowledge of real-world formats,
reading only: the shared record format and type list (/work/shared/data/pii/README.md), the shared
generator helpers (scrub/internal/corpusgen and corpustest), go.mod and the Go standard library
docs. Nothing else under scrub/ was read (not the detector, not the other generators, corpora or
their READMEs), the scrubber and evalpii were never run on these records, and which values the
scrubber finds was never looked at.

How records are built: the generator picks every template in a fresh random order each round
(so each is used three or four times), renders it (names, numbers and look-alikes drawn from the
lists; check digits computed), and most records are then wrapped in a frame (data/frames: a proxy
capture line, a clipboard paste marker, scrape metadata, a "please summarise" request) that adds
look-alikes and sometimes labelled values (client IPs, bearer keys) around the record.

Format: as the shared README (one JSON object a line: id, lang, category, hard_negative, text,
spans [start, end, bstart, bend, type], decoys [start, end, bstart, bend, kind]); start/end count
Unicode code points, bstart/bend UTF-8 bytes, end exclusive; spans and decoys never overlap each
other or one another. category is the genre; lang is the main language of the text.

Genres (new ground): full LLM API request bodies (OpenAI chat, Anthropic messages, Responses API)
with personal data in earlier turns and tool results (JSON inside JSON strings); prompt templates
filled by apps (RAG system prompts with user-profile blocks); LaTeX and Markdown with footnotes;
YAML front matter; protobuf text format; message-queue JSON lines; app-store and support reviews;
classified and dating ads; genealogy records (GEDCOM and prose); academic author lists and BibTeX;
gazette legal notices; recruiting outreach; customer-data-platform exports; IVR transcripts;
screen-reader dumps; contact-file diffs; git blame, commit trailers and package metadata; crash
reports; mobile push payloads; spreadsheet formulas; emoji-heavy social posts; subtitles and
translation files; LDAP LDIF; obituaries, wedding and community notices; browser autofill dumps;
and more, in about thirty languages, with romanised and native CJK names, name particles,
double surnames, mononyms, full-width digits, non-breaking and zero-width characters, JSON
\u escapes and LaTeX escapes inside values.

Labelling choices where the shared README is silent:
- A span covers the value as it stands in the text: JSON escapes (\uXXXX, \" and \\n inside a
  PEM block), doubled JSON escapes, XML entities, LaTeX \_ escapes, full-width digits, U+00A0/U+202F
  spaces, and zero-width or soft-hyphen characters inside the value are all inside the span.
- Parts of one name written apart (GEDCOM "Given /Family/", CONCATENATE("family","given"),
  AAMVA DCS/DAC fields) are one span each.
- PERSON: the name only, without titles (Dr., Herr, 様, 先生, 씨) or handles' @; a given name or a
  family name alone is labelled when it refers to a private person; lowercase names, "Family,
  Given" and FAMILY Given forms, initials with a family name, mononyms and name particles (van der,
  de la, bin, al-) are labelled whole. Placeholder names (John Doe, Max Mustermann, 张三, 山田太郎,
  홍길동 ...), assistant/product names and companies named after people are decoys.
- PHONE: with country code, trunk prefix and punctuation as written; extensions are outside.
  Chinese mobile numbers (11 digits from 13x-19x, with or without +86) are CN_MOBILE, not PHONE;
  fictional ranges (US 555-01xx, UK 07700 900xxx), emergency and service short numbers and
  company hotlines are decoys.
- STREET_ADDRESS: from the house number or building through the postal code and city when they
  are written together (Asian addresses from the prefecture/province down to the room); an
  address laid out over lines (address labels, Swiss QR bills) is one span, newlines included;
  a street line with its house number alone (AAMVA DAG field) is labelled; a postal code or city
  alone is not; famous public addresses are decoys.
- EMAIL: personal and work addresses; documentation domains (example.com/.org/.net, .test,
  .invalid, .example) are decoys.
- IP_ADDRESS: public IPv4 and IPv6 of people's devices; documentation ranges (RFC 5737, 2001:db8::),
  loopback and public resolvers (8.8.8.8, 1.1.1.1) are decoys; no private addresses are used.
- API_KEY: provider keys with live shapes (sk-proj-, sk-ant-, ghp_, github_pat_, xoxb-, AIza,
  hf_, glpat-, SG., sk_live_, npm_, shpat_, AWS secret keys ...); documented example keys
  (AKIAIOSFODNN7EXAMPLE, wJalrXUtnFEMI/...EXAMPLEKEY) and placeholders are decoys.
- PRIVATE_KEY: the whole PEM/OpenSSH block, BEGIN and END lines included; public keys and
  certificates are decoys.
- URL_WITH_TOKEN: the whole URL from the scheme to the end of its query; URLs without a secret
  and with placeholder tokens are decoys.
- CREDIT_CARD, IBAN, CN_RESIDENT_ID, CN_BANK_CARD values pass their checks (Luhn, ISO 13616
  mod 97, GB 11643); look-alikes that fail them are decoys, as are well-known test cards.

Regenerate (byte-identical; go test ./scrub/cmd/genwild13 checks it):
  go run ./scrub/cmd/genwild13 -n 1500 -seed 13013
`

func readme(c *corpus, n int, seed uint64) string {
	s := summarize(c)
	var b strings.Builder
	b.WriteString(readmeHead)
	fmt.Fprintf(&b, "\nSummary (n=%d, seed=%d)\n", n, seed)
	fmt.Fprintf(&b, "records: %d; template kinds used: %d of %d; genres: %d; languages: %d\n",
		len(c.recs), s.kinds, s.allTpls, s.genres, len(s.counts.Langs))
	fmt.Fprintf(&b, "CJK or mixed-script records: %d (%.1f%%); records with no span (hard negatives): %d\n",
		s.cjk, 100*float64(s.cjk)/float64(max(1, len(c.recs))), s.counts.HardNegatives)
	fmt.Fprintf(&b, "labelled values: %d; look-alikes (decoys): %d of %d kinds\n", s.counts.Spans, s.counts.Decoys, s.decoyKinds)
	line := func(title string, m map[string]int) {
		fmt.Fprintf(&b, "%s:", title)
		for i, k := range corpusgen.ByCount(m) {
			if i%6 == 0 {
				b.WriteString("\n ")
			}
			fmt.Fprintf(&b, " %s %d", k, m[k])
		}
		b.WriteString("\n")
	}
	line("values per type", s.counts.Types)
	line("records per language", s.counts.Langs)
	line("decoys per kind", s.counts.Kinds)
	return b.String()
}
