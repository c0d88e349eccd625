package detect

import (
	"slices"
	"testing"
	"time"
)

func TestScriptIslands(t *testing.T) {
	t.Parallel()
	for text, want := range map[string][]string{
		"Hi 秀英, your parcel is here":            {"秀英"}, // a greeting
		"Seller: 지민 — call after six":           {"지민"}, // after a label
		"Please ask 美咲 for the keys":            {"美咲"}, // a Japanese given name
		"Pick-up at 新宿 tomorrow":                nil,    // a place after "at"
		"The employee's 연락처: 010":               nil,    // a field label
		"The book by 钟南山 is overdue":            nil,    // a famous namesake no list knows
		"Dear 秀英今天 please":                      nil,    // more Han goes on the word
		"Please ask 秀英 或 子轩 for the keys today": nil,    // Han text follows: not an island
	} {
		var got []string
		for _, f := range findScriptIslands(text, nil) {
			got = append(got, text[f.Start:f.End])
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: found %q, want %q", text, got, want)
		}
	}
}

// A sign, digit or mark of an uncased script after an English word starts
// no word of the script ("Prezzo ฿37", "Total ٣٠٠", "Hi ، ok"): the pass
// must step over it, not stand on it for ever.
func TestScriptIslandsEndOnEverySign(t *testing.T) {
	t.Parallel()
	done := make(chan rune)
	go func() {
		defer close(done)
		for r := rune(0x530); r < 0x1E00; r++ {
			for _, text := range []string{"Prezzo " + string(r) + "37", "Hi " + string(r), "Hi " + string(r) + " there"} {
				findScriptIslands(text, nil)
			}
			select {
			case done <- r:
			default:
			}
		}
	}()
	last := rune(0)
	for {
		select {
		case r, ok := <-done:
			if !ok {
				return
			}
			last = r
		case <-time.After(30 * time.Second):
			t.Fatalf("findScriptIslands has not ended on an island after U+%04X for 30 s", last)
		}
	}
}
