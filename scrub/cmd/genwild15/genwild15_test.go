package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen/corpustest"
)

// The committed corpus and its README are what the recorded command writes.
func TestCommitted(t *testing.T) {
	var n int
	var seed uint64
	if _, err := fmt.Sscanf(command, "go run ./scrub/cmd/genwild15 -n %d -seed %d -out scrub/testdata/wild15/wild15.jsonl.gz", &n, &seed); err != nil {
		t.Fatalf("command %q: %v", command, err)
	}
	gz, readme, err := build(n, seed)
	if err != nil {
		t.Fatal(err)
	}
	corpustest.Committed(t, corpusPath, gz, command)
	corpustest.Committed(t, filepath.Join(filepath.Dir(corpusPath), "README"), []byte(readme), command)
	if len(gz) > 2<<20 {
		t.Errorf("corpus is %d bytes, over 2 MiB", len(gz))
	}
}

// The corpus covers what its brief asks: 150 templates or more, 20 genres,
// 30 languages, 60 kinds of look-alikes, about a third CJK.
func TestCoverage(t *testing.T) {
	ts, _, err := load()
	if err != nil {
		t.Fatal(err)
	}
	genres, names := map[string]bool{}, map[string]bool{}
	for _, tp := range ts {
		genres[tp.genre] = true
		if names[tp.name] {
			t.Errorf("template %s twice", tp.name)
		}
		names[tp.name] = true
	}
	recs := committed(t)
	langs, kinds, used := map[string]bool{}, map[string]bool{}, map[string]bool{}
	cjk, wrapped := 0, 0
	for _, r := range recs {
		langs[baseLang(r.Lang)] = true
		if isCJK(r.Lang) {
			cjk++
		}
		for _, d := range r.Decoys {
			kinds[d.Kind] = true
		}
		cat, env, ok := strings.Cut(r.Category, "@")
		if ok {
			wrapped++
			var v any
			if err := json.Unmarshal([]byte(r.Text), &v); err != nil {
				t.Errorf("%s (%s): not JSON: %v", r.ID, env, err)
			}
		}
		_, name, _ := strings.Cut(cat, "/")
		used[name] = true
	}
	share := float64(cjk) / float64(len(recs))
	t.Logf("%d templates, %d genres, %d languages, %d look-alike kinds, CJK %.2f, wrapped %d", len(ts), len(genres), len(langs), len(kinds), share, wrapped)
	if len(ts) < 150 || len(genres) < 20 || len(langs) < 30 || len(kinds) < 60 {
		t.Errorf("coverage short: %d templates, %d genres, %d languages, %d look-alike kinds", len(ts), len(genres), len(langs), len(kinds))
	}
	if share < 0.28 || share > 0.45 {
		t.Errorf("CJK share %.2f, want about a third", share)
	}
	if len(used) != len(ts) {
		t.Errorf("%d of %d templates used", len(used), len(ts))
	}
	if wrapped < len(recs)/8 {
		t.Errorf("only %d records in LLM request bodies", wrapped)
	}
}
