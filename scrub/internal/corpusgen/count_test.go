package corpusgen

import (
	"reflect"
	"testing"
)

func TestCounts(t *testing.T) {
	recs := []Record[Span, Span]{
		{Lang: "de", Spans: []Span{{Type: "EMAIL"}, {Type: "PHONE"}, {Type: "EMAIL"}}, Decoys: []Span{{Kind: "doc_ip"}}},
		{Lang: "zh", HardNegative: true, Decoys: []Span{{Kind: "doc_ip"}, {Kind: "test_card"}}},
		{Lang: "de", Spans: []Span{{Type: "PERSON"}}},
	}
	var c Counts
	for i := range recs {
		c.Add(&recs[i])
	}
	want := Counts{HardNegatives: 1, Spans: 4, Decoys: 3,
		Langs: map[string]int{"de": 2, "zh": 1}, Types: map[string]int{"EMAIL": 2, "PHONE": 1, "PERSON": 1},
		Kinds: map[string]int{"doc_ip": 2, "test_card": 1}}
	if !reflect.DeepEqual(c, want) {
		t.Errorf("Counts = %+v, want %+v", c, want)
	}
	if got := ByCount(c.Types); !reflect.DeepEqual(got, []string{"EMAIL", "PERSON", "PHONE"}) {
		t.Errorf("ByCount = %q", got)
	}
}
