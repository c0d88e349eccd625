// Command genwild15 writes scrub/testdata/wild15, a held-out labelled PII
// corpus: texts rendered from templates written as data (templates/*.txt)
// with values drawn from per-country pools (locales.txt), some pasted
// into LLM API request bodies. It was written by someone who read nothing
// under scrub/ but the shared generator code (scrub/internal/corpusgen).
//
//	go run ./scrub/cmd/genwild15 -n 1500 -seed 1515 -out scrub/testdata/wild15/wild15.jsonl.gz
package main

import (
	"compress/gzip"
	"flag"
	"log"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// command is the command line that wrote the committed corpus.
const command = "go run ./scrub/cmd/genwild15 -n 1500 -seed 1515 -out scrub/testdata/wild15/wild15.jsonl.gz"

func main() {
	n := flag.Int("n", 1500, "records")
	seed := flag.Uint64("seed", 1515, "random seed")
	out := flag.String("out", "scrub/testdata/wild15/wild15.jsonl.gz", "corpus file (its README is written beside it)")
	flag.Parse()
	gz, readme, err := build(*n, *seed)
	if err == nil {
		err = write(*out, gz, readme)
	}
	if err != nil {
		log.Fatal(err)
	}
}

func build(n int, seed uint64) ([]byte, string, error) {
	recs, ts, err := records(n, seed)
	if err != nil {
		return nil, "", err
	}
	gz, err := corpusgen.GzipJSONL(recs, gzip.BestCompression)
	if err != nil {
		return nil, "", err
	}
	return gz, readme(recs, ts, n, seed), nil
}
