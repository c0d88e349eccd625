// Command evalpii runs the scrub detectors over a labelled PII corpus
// (JSON Lines, optionally gzip-compressed: {"id","text",...} per line) and
// writes one prediction line per record, {"id","spans":[{"start","end","type"}]}
// with UTF-8 byte offsets, for the corpus's score.py (--offsets bytes).
//
//	go run ./scrub/cmd/evalpii -in ../shared/data/pii/dev.jsonl.gz -out preds.jsonl
package main

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/detect"
)

type record struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

type span struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Type  string `json:"type"`
}

type pred struct {
	ID    string `json:"id"`
	Spans []span `json:"spans"`
}

func main() {
	in := flag.String("in", "", "corpus file (.jsonl or .jsonl.gz)")
	out := flag.String("out", "-", "predictions file ('-' for stdout)")
	flag.Parse()
	if err := run(*in, *out); err != nil {
		fmt.Fprintln(os.Stderr, "evalpii:", err)
		os.Exit(1)
	}
}

func run(in, out string) error {
	f, err := os.Open(in)
	if err != nil {
		return err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(in, ".gz") {
		gz, err := gzip.NewReader(f)
		if err != nil {
			return fmt.Errorf("%s: %w", in, err)
		}
		defer gz.Close()
		r = gz
	}
	var w io.Writer = os.Stdout
	if out != "-" {
		of, err := os.Create(out)
		if err != nil {
			return err
		}
		defer of.Close()
		w = of
	}
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	d := detect.New(detect.Options{})
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	var fs []detect.Finding
	n := 0
	for sc.Scan() {
		var rec record
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			return fmt.Errorf("%s: line %d: %w", in, n+1, err)
		}
		n++
		fs = d.Find(rec.Text, fs)
		p := pred{ID: rec.ID, Spans: []span{}}
		for _, x := range fs {
			p.Spans = append(p.Spans, span{x.Start, x.End, string(x.Type)})
		}
		if err := enc.Encode(p); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %w", in, err)
	}
	return bw.Flush()
}
