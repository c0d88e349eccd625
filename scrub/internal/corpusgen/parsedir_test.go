package corpusgen

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"
)

func TestParseDir(t *testing.T) {
	fsys := fstest.MapFS{
		"t/b.txt": {Data: []byte("b1 b2")},
		"t/a.txt": {Data: []byte("a1")},
		"t/c.txt": {Data: []byte("")},
	}
	var names []string
	got, err := ParseDir(fsys, "t", func(name, text string) ([]string, error) {
		names = append(names, name)
		return strings.Fields(text), nil
	})
	if err != nil || !reflect.DeepEqual(got, []string{"a1", "b1", "b2"}) || !reflect.DeepEqual(names, []string{"a.txt", "b.txt", "c.txt"}) {
		t.Errorf("ParseDir = %q, %v (files %q)", got, err, names)
	}
	bad := errors.New("bad")
	_, err = ParseDir(fsys, "t", func(name, _ string) ([]string, error) {
		if name == "b.txt" {
			return nil, bad
		}
		return nil, nil
	})
	if err != bad {
		t.Errorf("error %v, want %v", err, bad)
	}
	if _, err := ParseDir(fsys, "missing", func(string, string) ([]string, error) { return nil, nil }); err == nil {
		t.Error("a missing dir is no error")
	}
}
