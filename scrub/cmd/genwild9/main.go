// Command genwild9 writes wild9, a held-out PII corpus for issue 23: documents
// of many kinds and languages rendered from templates (templates/*.txt) with
// fresh values, each labelled PII value a span and each public look-alike a
// decoy. The output depends only on -n and -seed.
//
//	go run ./scrub/cmd/genwild9 -n 1500 -seed 9999 -out scrub/testdata/wild9/wild9.jsonl.gz
package main

import (
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

func main() {
	n := flag.Int("n", 1500, "how many records")
	seed := flag.Uint64("seed", 9999, "random seed")
	out := flag.String("out", "", "output file (.jsonl.gz); empty: stdout, uncompressed")
	stats := flag.Bool("stats", false, "print counts by type, kind, language and category to stderr")
	readmeOut := flag.String("readme", "", "also write the corpus README with its counts to this file")
	flag.Parse()
	if err := run(*n, *seed, *out, *readmeOut, *stats, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "genwild9:", err)
		os.Exit(1)
	}
}

func run(n int, seed uint64, out, readmeOut string, stats bool, stdout, stderr io.Writer) error {
	tpls, err := loadTemplates()
	if err != nil {
		return err
	}
	recs, err := generate(tpls, n, seed)
	if err != nil {
		return err
	}
	if stats {
		printStats(stderr, recs)
	}
	if readmeOut != "" {
		if err := os.WriteFile(readmeOut, []byte(readme(recs)), 0o644); err != nil {
			return err
		}
	}
	if out == "" {
		return corpusgen.WriteJSONL(stdout, recs)
	}
	data, err := encodeGzip(recs)
	if err != nil {
		return err
	}
	return os.WriteFile(out, data, 0o644)
}

// encodeGzip returns the corpus as gzip-compressed JSON Lines (equal
// records, equal bytes).
func encodeGzip(recs []record) ([]byte, error) {
	return corpusgen.GzipJSONL(recs, gzip.BestCompression)
}
