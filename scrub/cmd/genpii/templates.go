package main

import (
	"bufio"
	"bytes"
	"embed"
	"encoding/json"
)

// The templates of the template sets are data: templates/<set>.jsonl, a
// template a line ({"pool", "lang", "cat", "text"}; placeholders as
// expandWith reads them), drawn from by their order in the file.
//
// heldout: phrasings, orders and surroundings deliberately unlike the
// development set: markdown tables, YAML, .env files, JSON (also
// JSON-escaped inside strings), log lines, chat transcripts, Chinese text
// with full-width punctuation right against the values.
//
// dev2 (second development set): structure first. Field names in several
// languages say what a value is (JSON members, CSV/TSV and Markdown tables
// with a header row, "Key: value" forms, e-mail headers and signatures, git
// trailers, .env/YAML/INI files, code assignments, chat transcripts), with
// values in shapes the first sets do not use. Decoys are public values that
// look like personal data.

//go:embed templates/*.jsonl
var templateFiles embed.FS

// templatePools are the templates of a set by pool: en, zh and neg (hard
// negatives).
func templatePools(set string) map[string][]tmpl {
	data, err := templateFiles.ReadFile("templates/" + set + ".jsonl")
	if err != nil {
		panic(err)
	}
	pools := map[string][]tmpl{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var t struct{ Pool, Lang, Cat, Text string }
		if err := json.Unmarshal(sc.Bytes(), &t); err != nil {
			panic("genpii: templates/" + set + ".jsonl: " + err.Error())
		}
		pools[t.Pool] = append(pools[t.Pool], tmpl{t.Lang, t.Cat, t.Text})
	}
	return pools
}

var heldoutPools, dev2Pools = templatePools("heldout"), templatePools("dev2")
