package corpusgen

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWriteCorpus(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a", "wildX")
	if err := WriteCorpus(dir, "wildX", []byte("gz"), "readme"); err != nil {
		t.Fatal(err)
	}
	for file, want := range map[string]string{"wildX.jsonl.gz": "gz", "README": "readme"} {
		got, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil || string(got) != want {
			t.Errorf("%s: %q, %v; want %q", file, got, err, want)
		}
	}
	if err := WriteCorpus(filepath.Join(dir, "wildX.jsonl.gz"), "wildX", nil, ""); err == nil {
		t.Error("a file where the directory should be: no error")
	}
}
