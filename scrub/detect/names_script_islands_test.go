package detect

import (
	"slices"
	"testing"
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
