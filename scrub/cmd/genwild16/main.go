// Command genwild16 writes scrub/testdata/wild16: a held-out labelled PII
// corpus drawn from templates kept as data (data/templates, one file a
// genre) and value pools written for it (data/pools.txt).
//
//	go run ./scrub/cmd/genwild16 -n 1500 -seed 1616 -out scrub/testdata/wild16/wild16.jsonl.gz
//
// -out names the corpus file; its README is written beside it. An -out
// that does not end in .jsonl.gz is taken as the directory.
package main

import (
	"flag"
	"log"
	"path/filepath"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

func main() {
	n := flag.Int("n", 1500, "records")
	seed := flag.Uint64("seed", 1616, "random seed")
	out := flag.String("out", "scrub/testdata/wild16/wild16.jsonl.gz", "corpus file (README written beside it), or its directory")
	flag.Parse()
	dir := *out
	if strings.HasSuffix(dir, ".jsonl.gz") {
		if filepath.Base(dir) != "wild16.jsonl.gz" {
			log.Fatalf("genwild16: -out %s: the corpus file is named wild16.jsonl.gz", dir)
		}
		dir = filepath.Dir(dir)
	}
	gz, readme, err := build(*n, *seed)
	if err == nil {
		err = corpusgen.WriteCorpus(dir, "wild16", gz, readme)
	}
	if err != nil {
		log.Fatal(err)
	}
}
