// Command trainname trains the person-name model of scrub/detect
// (model.go) on labelled PII corpora and scores it leave-one-corpus-out.
//
//	go run ./scrub/cmd/trainname -seed 3 -theta 15 -theta-han 20 -theta-script 5 -out scrub/detect/names/name_model.bin.gz
//	go run ./scrub/cmd/trainname -loo -nested
//
// Without -loo it trains on every corpus given (by default the thirteen
// development corpora, wild9, wild10 and wild11 among them) and writes the weights. With -loo it trains, for
// each corpus, on the others and prints PERSON precision and recall of the
// rules alone and of the rules with the model on the corpus left out.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/llmreplay/llmreplay/internal/jsonl"
	"github.com/llmreplay/llmreplay/scrub/detect"
)

var defaultCorpora = "/work/shared/data/pii/dev.jsonl.gz,scrub/testdata/heldout/heldout.jsonl.gz," +
	"scrub/testdata/dev2/dev2.jsonl.gz,scrub/testdata/wild/wild.jsonl.gz,scrub/testdata/wild2/wild2.jsonl.gz," +
	"scrub/testdata/wild3/wild3.jsonl.gz,scrub/testdata/wild4/wild4.jsonl.gz,scrub/testdata/wild5/wild5.jsonl.gz," +
	"scrub/testdata/wild6/wild6.jsonl.gz,scrub/testdata/wild8/wild8.jsonl.gz,scrub/testdata/wild9/wild9.jsonl.gz," +
	"scrub/testdata/wild10/wild10.jsonl.gz,scrub/testdata/wild11/wild11.jsonl.gz"

type record struct {
	Text  string `json:"text"`
	Spans []struct {
		BStart int    `json:"bstart"`
		BEnd   int    `json:"bend"`
		Type   string `json:"type"`
	} `json:"spans"`
	gold  []detect.Finding
	rules []detect.Finding
}

type corpus struct {
	name string
	recs []record
}

func main() {
	list := flag.String("corpora", defaultCorpora, "comma-separated corpora (JSON Lines, gzip)")
	out := flag.String("out", "", "write the weights trained on all corpora here")
	loo := flag.Bool("loo", false, "score leave-one-corpus-out")
	epochs := flag.Int("epochs", 8, "perceptron epochs")
	bits := flag.Uint("bits", 18, "log2 of the number of weights")
	seed := flag.Uint64("seed", 1, "shuffle seed")
	theta := flag.Float64("theta", 0, "score a token must exceed to be a name")
	thetaHan := flag.Float64("theta-han", 0, "score a run of Han characters must exceed to be a name")
	thetaScript := flag.Float64("theta-script", 0, "score a word of another script than Latin must exceed to be a name")
	show := flag.String("show", "", "with -loo, print the model's additions on this corpus (+ right, - wrong) and the names still missed")
	ruleTokens := flag.Bool("rule-tokens", true, "train on the tokens the rules claimed too (more names to learn from), not only those they left")
	nested := flag.Bool("nested", false, "with -loo, choose the thresholds of each fold on its training corpora alone (an inner leave-one-out), not by -theta")
	flag.Parse()
	var cs []corpus
	for _, p := range strings.Split(*list, ",") {
		c, err := load(p)
		if err != nil {
			fmt.Fprintln(os.Stderr, "trainname:", err)
			os.Exit(1)
		}
		cs = append(cs, c)
	}
	train := func(skip int) *detect.NameModel {
		t := detect.NewNameTrainer(*bits)
		for i, c := range cs {
			if i == skip {
				continue
			}
			for _, r := range c.recs {
				rules := r.rules
				if *ruleTokens {
					rules = nil
				}
				t.Add(r.Text, rules, r.gold)
			}
		}
		m := t.Train(*epochs, *seed)
		m.Theta, m.ThetaHan, m.ThetaScript = float32(*theta), float32(*thetaHan), float32(*thetaScript)
		return m
	}
	if *loo {
		fmt.Printf("%-9s %6s %6s   %6s %6s   %6s %6s\n", "left out", "P", "R", "P+m", "R+m", "dP", "dR")
		var sr, smr float64
		p0s := make([]float64, len(cs))
		for i, c := range cs {
			p0s[i], _ = score(c, nil)
		}
		for i, c := range cs {
			m := train(i)
			if *nested {
				m.Theta, m.ThetaHan, m.ThetaScript = choose(cs, p0s, func(j int) *detect.NameModel {
					t := detect.NewNameTrainer(*bits)
					for k, c := range cs {
						if k != i && k != j {
							for _, r := range c.recs {
								t.Add(r.Text, nil, r.gold)
							}
						}
					}
					return t.Train(*epochs, *seed)
				}, i)
				fmt.Printf("%-9s theta %.0f, Han %.0f, script %.0f\n", "", m.Theta, m.ThetaHan, m.ThetaScript)
			}
			p0, r0 := score(c, nil)
			p1, r1 := score(c, m)
			if c.name == *show {
				showAdditions(c, m)
			}
			sr += r0
			smr += r1
			fmt.Printf("%-9s %6.3f %6.3f   %6.3f %6.3f   %+6.3f %+6.3f\n", c.name, p0, r0, p1, r1, p1-p0, r1-r0)
		}
		fmt.Printf("mean R: rules %.3f, rules+model %.3f\n", sr/float64(len(cs)), smr/float64(len(cs)))
	}
	if *out != "" {
		m := train(-1)
		if *nested {
			p0s := make([]float64, len(cs))
			for i, c := range cs {
				p0s[i], _ = score(c, nil)
			}
			m.Theta, m.ThetaHan, m.ThetaScript = choose(cs, p0s, train, -1)
			fmt.Printf("shipped: theta %.0f, Han %.0f, script %.0f\n", m.Theta, m.ThetaHan, m.ThetaScript)
		}
		if err := os.WriteFile(*out, m.Marshal(), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "trainname:", err)
			os.Exit(1)
		}
	}
}

// score returns PERSON precision and recall on c as evalpii counts them (a
// typed overlap), with the model m or with the rules alone (nil).
func score(c corpus, m *detect.NameModel) (p, r float64) {
	d := detect.New(detect.Options{NameModel: m})
	var fs []detect.Finding
	var gold, goldHit, pred, predHit int
	for _, rec := range c.recs {
		fs = d.Find(rec.Text, fs)
		for _, g := range rec.gold {
			gold++
			for _, f := range fs {
				if f.Type == detect.Person && f.Start < g.End && g.Start < f.End {
					goldHit++
					break
				}
			}
		}
		for _, f := range fs {
			if f.Type != detect.Person {
				continue
			}
			pred++
			for _, g := range rec.gold {
				if f.Start < g.End && g.Start < f.End {
					predHit++
					break
				}
			}
		}
	}
	return float64(predHit) / float64(max(pred, 1)), float64(goldHit) / float64(max(gold, 1))
}

// load reads a corpus and runs the rules over each record.
func load(path string) (corpus, error) {
	recs, err := jsonl.Load[record](path)
	if err != nil {
		return corpus{}, err
	}
	name := path[strings.LastIndexByte(path, '/')+1:]
	c := corpus{name: strings.TrimSuffix(name, ".jsonl.gz"), recs: recs}
	d := detect.New(detect.Options{})
	for i := range c.recs {
		r := &c.recs[i]
		for _, s := range r.Spans {
			if s.Type == string(detect.Person) {
				r.gold = append(r.gold, detect.Finding{Start: s.BStart, End: s.BEnd, Type: detect.Person})
			}
		}
		r.rules = d.Find(r.Text, nil)
	}
	return c, nil
}

// showAdditions prints what the model adds on c and the names still missed.
func showAdditions(c corpus, m *detect.NameModel) {
	d := detect.New(detect.Options{NameModel: m})
	for _, rec := range c.recs {
		fs := d.Find(rec.Text, nil)
		for _, f := range fs {
			if f.Type != detect.Person || hit(rec.rules, f) {
				continue
			}
			mark := "-"
			if hit(rec.gold, f) {
				mark = "+"
			}
			fmt.Printf("%s %q in %q\n", mark, rec.Text[f.Start:f.End], ctx(rec.Text, f))
		}
		for _, g := range rec.gold {
			if !hit(fs, g) {
				fmt.Printf("? %q in %q\n", rec.Text[g.Start:g.End], ctx(rec.Text, g))
			}
		}
	}
}

func hit(fs []detect.Finding, g detect.Finding) bool {
	for _, f := range fs {
		if f.Type == g.Type && f.Start < g.End && g.Start < f.End {
			return true
		}
	}
	return false
}

func ctx(s string, f detect.Finding) string {
	a, e := max(0, f.Start-40), min(len(s), f.End+40)
	for a > 0 && a < len(s) && s[a]&0xC0 == 0x80 {
		a--
	}
	for e < len(s) && s[e]&0xC0 == 0x80 {
		e++
	}
	return s[a:e]
}

// Threshold grids: Latin-script words, runs of Han characters, words of
// other scripts (1e9: the model leaves them to the rules).
var thetaGrid, thetaHanGrid, thetaScriptGrid = []float32{3, 5, 10, 15, 20, 30}, []float32{10, 20, 40, 1e9}, []float32{5, 10, 15, 20, 30, 1e9}

// choose returns the thresholds for a model trained without corpus out:
// for each other corpus j, train(j) is a model trained on the rest, scored
// on j. Theta is the lowest of the grid with which no such j loses more
// than 0.005 PERSON precision to the rules alone (other scripts held to
// the same threshold), ThetaHan likewise with that Theta, then
// ThetaScript with both.
func choose(cs []corpus, p0s []float64, train func(j int) *detect.NameModel, out int) (theta, han, script float32) {
	var ms []*detect.NameModel
	var js []int
	for j := range cs {
		if j != out {
			ms, js = append(ms, train(j)), append(js, j)
		}
	}
	ok := func(theta, han, script float32) bool {
		for k, m := range ms {
			m.Theta, m.ThetaHan, m.ThetaScript = theta, han, script
			if p, _ := score(cs[js[k]], m); p0s[js[k]]-p > 0.005 {
				return false
			}
		}
		return true
	}
	lowest := func(grid []float32, try func(float32) bool) float32 {
		for _, t := range grid {
			if try(t) {
				return t
			}
		}
		return 1e9
	}
	theta = lowest(thetaGrid, func(t float32) bool { return ok(t, 1e9, t) })
	han = lowest(thetaHanGrid, func(h float32) bool { return ok(theta, h, theta) })
	script = lowest(thetaScriptGrid, func(t float32) bool { return ok(theta, han, t) })
	return theta, han, script
}
