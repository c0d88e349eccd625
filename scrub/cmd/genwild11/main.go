// Command genwild11 writes wild11, a held-out labelled PII corpus: texts an
// LLM gateway sees (pastes, agent tool traffic, system prompts) in about 25
// languages, drawn from the document kinds in templates/*.txt, with the
// values of the 16 types of /work/shared/data/pii/README.md labelled and
// look-alikes recorded as decoys.
//
//	go run ./scrub/cmd/genwild11 -n 1500 -seed 11011
package main

import (
	"compress/gzip"
	"embed"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

//go:embed templates/*.txt
var templateFS embed.FS

// loadTemplates reads every template, in file then file order.
func loadTemplates() ([]template, error) {
	kinds := map[string]bool{}
	return corpusgen.ParseDir(templateFS, "templates", func(name, src string) ([]template, error) {
		ts, err := parseFile(name, src)
		if err != nil {
			return nil, err
		}
		for i := range ts {
			if err := check(&ts[i]); err != nil {
				return nil, fmt.Errorf("%s: %v", name, err)
			}
			if kinds[ts[i].Kind] {
				return nil, fmt.Errorf("%s: kind %s twice", name, ts[i].Kind)
			}
			kinds[ts[i].Kind] = true
		}
		return ts, nil
	})
}

// generate draws n records; every kind is used once in each round of
// len(templates) records, in an order shuffled per round.
func generate(ts []template, n int, seed uint64) []record {
	g := &gen{r: rand.New(rand.NewPCG(seed, seed^0x5eed11))}
	var order []int
	recs := make([]record, 0, n)
	for i := 0; i < n; i++ {
		if i%len(ts) == 0 {
			order = g.r.Perm(len(ts))
		}
		recs = append(recs, render(g, &ts[order[i%len(ts)]], fmt.Sprintf("wild11-%04d", i+1)))
	}
	return recs
}

// cjk reports whether a record's language is Chinese, Japanese, Korean or
// one of them mixed with English.
func cjk(lang string) bool {
	b := strings.SplitN(lang, "-", 2)[0]
	return b == "zh" || b == "ja" || b == "ko"
}

// list is the keys of m and their counts, the most counted first.
func list(m map[string]int) string {
	var parts []string
	for _, k := range corpusgen.ByCount(m) {
		parts = append(parts, fmt.Sprintf("%s %d", k, m[k]))
	}
	return strings.Join(parts, ", ")
}

func readme(ts []template, recs []record, n int, seed uint64) string {
	var c corpusgen.Counts
	cj := 0
	for i := range recs {
		c.Add(&recs[i])
		if cjk(recs[i].Lang) {
			cj++
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, readmeHead, seed)
	fmt.Fprintf(&b, "\n## Counts\n\n- Records: %d, from %d document kinds (templates), each kind used %d or %d times.\n", len(recs), len(ts), n/len(ts), (n+len(ts)-1)/len(ts))
	base := map[string]bool{}
	for l := range c.Langs {
		base[strings.SplitN(l, "-", 2)[0]] = true
	}
	fmt.Fprintf(&b, "- Languages: %d, and English mixed into Chinese, Japanese or Korean (zh-en, ja-en, ko-en); records by lang: %s.\n", len(base), list(c.Langs))
	fmt.Fprintf(&b, "- Chinese, Japanese, Korean or mixed with English: %d records (%.1f%%).\n", cj, 100*float64(cj)/float64(len(recs)))
	fmt.Fprintf(&b, "- Records with no labelled value (hard_negative): %d.\n", c.HardNegatives)
	fmt.Fprintf(&b, "- Labelled values: %d. Per type: %s.\n", c.Spans, list(c.Types))
	fmt.Fprintf(&b, "- Decoys: %d of %d kinds: %s.\n", c.Decoys, len(c.Kinds), list(c.Kinds))
	return b.String()
}

const readmeHead = `# wild11: a labelled PII corpus, a development set

Held out from 2026-12-03 until the thirteenth round read its misses (2026-12-03); a development set
since. wild7 and wild12 are the held-out sets now.

Who wrote it and what they read: written on 2026-12-03 by a helper session (genwild11) that read only
/work/shared/data/pii/README.md (record format and the 16 types) and scrub/internal/corpusgen (shared
generator code). It did not read the detectors (scrub/detect, scrub/*.go), the other generators
(genpii, genwild8/9/10), evalpii, trainname, any other corpus or its README, and it never ran the
scrubber or evalpii on this set. Templates, phrasing and value lists are its own. It saw no more of the
rest of the project than the subject lines of the newest commits on main (git log), after its value
lists were written.

Regenerate (byte-identical): go run ./scrub/cmd/genwild11 -n 1500 -seed %d

## Format

wild11.jsonl.gz: one JSON object a line, as in /work/shared/data/pii/README.md:
{"id","lang","category","hard_negative","text","spans":[{"start","end","bstart","bend","type"}],"decoys":[{"start","end","bstart","bend","kind"}]}
start/end are Unicode code-point offsets, bstart/bend UTF-8 byte offsets, end exclusive. category is the
document kind (the template). hard_negative is true when a record has no labelled value.

Texts are what an LLM gateway sees in late 2026: a user pasting something into a chat, an agent's tool
calls and results, a system prompt carrying context. Kinds include speech-to-text transcripts, SMS,
WhatsApp, LINE, KakaoTalk and WeChat threads, leases and contracts, referral letters, HR and payroll
forms, CVs, listings, shipping labels and customs forms, bank statements, invoices, insurance claims,
school enrolment, legal filings, translation requests, test fixtures and seed data, Kubernetes events,
Slack/Teams exports, calendar invites, author lists, forum posts, support macros, chat-completion message
arrays pasted as text, URL-encoded payloads, Markdown tables, LaTeX, HTML forms, and some of the classic
kinds (tickets, logs, config, SQL, stack traces) written afresh.

## Labelling conventions

- A span covers the value only: no quotes, no "key=" or "Tel:" labels, no trailing punctuation, no
  honorifics or titles (Dr., さん, 님, 先生, Herr), no "mailto:".
- A value inside a JSON string is labelled as it appears there, escapes included: a PEM key's newlines
  as \n, a name written by Python's json.dumps as \uXXXX escapes. A URL-encoded value (alice%%40...) is
  labelled as encoded. An HTML-escaped value is labelled with its entities.
- PHONE and CN_MOBILE spans include a country code, trunk prefix and the separators written with the
  number ("+49 (0)89 ...", "+86 138 ..."). In speech-to-text transcripts a number spoken digit by digit
  ("oh seven nine one one double five ...", "幺三八...") is labelled from its first digit word to its
  last. Full-width digits (０９０－...) are labelled as written.
- CN_MOBILE is a mainland mobile (1[3-9]x, 11 digits); other Chinese, Hong Kong and Taiwan numbers are
  PHONE. CN_BANK_CARD is any card number starting 62 (Luhn-valid, 16 or 19 digits); other cards are
  CREDIT_CARD (Luhn-valid, not a published test number). IBANs have valid mod-97 check digits and their
  country's official length; CN resident ids have a valid ISO 7064 check character; US SSNs avoid area
  000, 666 and 9xx.
- PERSON: private individuals' names in native script or romanised, in the order written, including a
  middle name, patronymic or second surname, excluding titles and honorifics. A bare given name or a
  bare family name is labelled when it refers to a private person (Hi Lena, 田中さん). Names of public
  figures in news, historical and fictional people, placeholder names (John Doe, 张三, 山田太郎, 홍길동)
  and cited authors of published work are decoys, not PERSON.
- STREET_ADDRESS: a private postal address from its first line (or the postcode where the national
  format starts with it, 〒 included) to its city and postcode, over line breaks when written on several
  lines; the recipient's name and the country are outside. Famous and company addresses are decoys.
- API_KEY: vendor keys (OpenAI, Anthropic, GitHub, GitLab, Slack, Stripe, Google, SendGrid, Hugging
  Face, DeepSeek and others), AWS secret access keys and random secrets under any key name; published
  example keys and placeholders are decoys. AWS_ACCESS_KEY is AKIA/ASIA + 16. JWT is the whole
  three-part token. PRIVATE_KEY is from -----BEGIN to the end of the -----END ... line's dashes.
- URL_WITH_TOKEN: the whole URL (scheme to the end of its query) when it carries a credential: a token,
  signature, webhook secret, password or access_token; a connection string with a password counts.
  A value inside such a URL is not labelled apart (spans never nest).
- IP_ADDRESS: public IPv4 and IPv6 addresses (without port or prefix length). Documentation ranges
  (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24, 2001:db8::/32), private and loopback addresses and
  public resolvers (8.8.8.8, 114.114.114.114) are decoys.
- EMAIL: personal mailboxes. example.com/org/net addresses and role addresses of organisations
  (support@, noreply@, privacy@) are decoys.
- Personal data outside the 16 types is left unlabelled and is not a decoy: national bank account
  numbers that are not IBANs or cards (Korean, Thai, Vietnamese, Indonesian, US routing and account
  numbers), tax and insurance numbers, dates of birth, licence plates.
- Base64 payloads are not decoded: a value hidden inside one is not labelled, and such blobs are decoys.
- Decoys never overlap spans; their kinds are listed below.
`

// build is the corpus file and its README.
func build(n int, seed uint64) ([]byte, string, error) {
	ts, err := loadTemplates()
	if err != nil {
		return nil, "", err
	}
	recs := generate(ts, n, seed)
	gz, err := corpusgen.GzipJSONL(recs, gzip.BestCompression)
	return gz, readme(ts, recs, n, seed), err
}

func main() { corpusgen.Main("wild11", 11011, build) }
