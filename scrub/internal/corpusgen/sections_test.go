package corpusgen

import (
	"reflect"
	"testing"
)

func TestSections(t *testing.T) {
	got := Sections("# comment\n@@ a en\n\nbody 1\n@@ b zh cn\n@@ c\nx\n@@c no\n", "@@ ")
	want := []Section{
		{Line: 2, Header: "a en", Body: []string{"", "body 1"}},
		{Line: 5, Header: "b zh cn"},
		{Line: 6, Header: "c", Body: []string{"x", "@@c no", ""}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Sections = %+v\nwant %+v", got, want)
	}
	if got := Sections("only a comment\n", "@@ "); got != nil {
		t.Errorf("no header: %+v", got)
	}
}
