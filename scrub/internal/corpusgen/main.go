package corpusgen

import (
	"flag"
	"log"
	"os"
	"path/filepath"
)

// Main is the main function of a generator that writes NAME.jsonl.gz and
// its README into one directory (genwild11, genwild12): the flags -n
// (records, 1500), -seed (seed by default) and -out (the directory,
// scrub/testdata/NAME by default), then build's corpus file and README
// written there; an error ends the program through log.Fatal.
func Main(name string, seed uint64, build func(n int, seed uint64) (gz []byte, readme string, err error)) {
	n := flag.Int("n", 1500, "records")
	s := flag.Uint64("seed", seed, "random seed")
	out := flag.String("out", "scrub/testdata/"+name, "output directory")
	flag.Parse()
	gz, readme, err := build(*n, *s)
	if err == nil {
		err = WriteCorpus(*out, name, gz, readme)
	}
	if err != nil {
		log.Fatal(err)
	}
}

// WriteCorpus writes gz as dir/NAME.jsonl.gz and readme as dir/README,
// making dir first if need be.
func WriteCorpus(dir, name string, gz []byte, readme string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, name+".jsonl.gz"), gz, 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "README"), []byte(readme), 0o644)
}
