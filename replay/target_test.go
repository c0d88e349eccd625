package replay

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"testing"
)

// TestNewRequestLikeNetHTTP: a request built on a target parsed once per
// path is the one http.NewRequestWithContext builds from the URL string
// (URL, Host, method, body, length), errors included, and a path's target
// is parsed once.
func TestNewRequestLikeNetHTTP(t *testing.T) {
	bases := []string{"http://127.0.0.1:8000", "http://h:", "http://[::1]:", "http://h/prefix", "https://h:443/a%2Fb"}
	paths := []string{"/v1/chat/completions", "/v1/x?a=1&b=%20c", "/caf%C3%A9/%2F?q=é", "/a b", "/%zz", ""}
	for _, base := range bases {
		for _, path := range paths {
			for _, method := range []string{"POST", "GET", "", "BAD METHOD"} {
				for _, body := range [][]byte{nil, []byte(`{"a":1}`)} {
					ts := targets{base: base}
					req := &Request{Method: method, Path: path, Body: body, Header: http.Header{"X": {"1"}}}
					got, gerr := newRequest(context.Background(), req, ts.get(path))
					var rd io.Reader
					if len(body) > 0 {
						rd = bytes.NewReader(body)
					}
					want, werr := http.NewRequestWithContext(context.Background(), method, base+path, rd)
					if (gerr == nil) != (werr == nil) || gerr != nil && gerr.Error() != werr.Error() {
						t.Fatalf("%q %q %q: error %v, net/http %v", base, path, method, gerr, werr)
					}
					if gerr != nil {
						continue
					}
					if got.URL.String() != want.URL.String() || *got.URL != *want.URL || got.Host != want.Host || got.Method != want.Method ||
						got.ContentLength != want.ContentLength || (got.Body == nil) != (want.Body == nil) || got.Proto != want.Proto {
						t.Fatalf("%q %q %q: got %+v %q, net/http %+v %q", base, path, method, got.URL, got.Host, want.URL, want.Host)
					}
					if body != nil {
						b, _ := io.ReadAll(got.Body)
						rb, _ := got.GetBody()
						b2, _ := io.ReadAll(rb)
						if string(b) != string(body) || string(b2) != string(body) {
							t.Fatalf("body %q, again %q", b, b2)
						}
					}
					if got.Header.Get("X") != "1" {
						t.Fatal("header not the request's")
					}
					if ts.get(path) != ts.get(path) {
						t.Fatal("a path's target parsed twice")
					}
				}
			}
		}
	}
}

// Building a send's request allocates the request alone (NewRequestWithContext
// also parsed an empty URL and made a header map, both thrown away).
func TestNewRequestAllocatesOnce(t *testing.T) {
	ts := targets{base: "http://127.0.0.1:8000"}
	tg := ts.get("/v1/chat/completions")
	req := &Request{Method: "POST", Path: "/v1/chat/completions", Header: http.Header{"Content-Type": {"application/json"}}}
	ctx := context.Background()
	if n := testing.AllocsPerRun(50, func() {
		if _, err := newRequest(ctx, req, tg); err != nil {
			t.Fatal(err)
		}
	}); n > 1 {
		t.Fatalf("newRequest: %v allocations, want 1", n)
	}
}
