package format

import (
	"bytes"
	"testing"
	"time"
)

// A body from CheckedJSON encodes as the same body set by hand, and it is
// trusted only while JSON is the slice it was given: set to another slice
// (or emptied), the body is validated again.
func TestCheckedJSONBody(t *testing.T) {
	t.Parallel()
	ex := func(b Body) *Exchange {
		return &Exchange{ID: "a", Start: time.Unix(1, 0).UTC(), Request: Request{Method: "POST", Path: "/", Body: b},
			Response: &Response{Status: 200, Body: b}}
	}
	for _, s := range []string{`{"a":[1,2,{"b":"c"}]}`, "{\"a\":\n1}", `[]`, `"x"`} {
		want, err := AppendExchange(nil, ex(Body{JSON: []byte(s)}))
		if err != nil {
			t.Fatal(err)
		}
		got, err := AppendExchange(nil, ex(CheckedJSON([]byte(s))))
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("%q: checked body wrote %s (%v), plain %s", s, got, err, want)
		}
	}
	b := CheckedJSON([]byte(`{"a":1}`))
	b.JSON = []byte(`{"a":`)
	if _, err := AppendExchange(nil, ex(b)); err == nil {
		t.Fatal("invalid JSON set over a checked body was written")
	}
	b = CheckedJSON([]byte(`{"a":1}`))
	b.JSON = b.JSON[:4] // the same array, cut: `{"a"`
	if _, err := AppendExchange(nil, ex(b)); err == nil {
		t.Fatal("a cut checked body was written unvalidated")
	}
}
