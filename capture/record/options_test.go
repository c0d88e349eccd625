package record

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// An upstream URL ending in /v1 (an OpenAI base_url pasted as is) would
// send every request to /v1/v1/...: it is refused, naming the fix. Other
// path prefixes are kept, for servers behind a gateway's path.
func TestValidateUpstream(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ upstream, want string }{
		{"http://127.0.0.1:8000", ""},
		{"https://gw.example/inference/llama", ""},
		{"http://127.0.0.1:8000/v1", "give the server's root, e.g. http://127.0.0.1:8000"},
		{"https://gw.example/llama/v1/", "would go to /llama/v1/v1/"},
		{"ftp://127.0.0.1:8000", "must be an http:// or https:// URL"},
	} {
		o := Options{Listen: ":8080", Upstream: tc.upstream}
		o.Capture.Register(newFlagSet())
		o.Capture.Out = t.TempDir()
		err := o.Validate()
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("--upstream %s: %v, want %q", tc.upstream, err, tc.want)
		}
	}
}

// A refused upstream certificate gets a hint naming the two flags that fix
// it; other failures do not.
func TestCertHint(t *testing.T) {
	t.Parallel()
	up := httptest.NewTLSServer(http.NotFoundHandler())
	defer up.Close()
	tr, err := NewTransport(TransportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer tr.CloseIdleConnections()
	_, err = (&http.Client{Transport: tr}).Get(up.URL)
	if err == nil {
		t.Fatal("an untrusted certificate was accepted")
	}
	if h := certHint(err); !strings.Contains(h, "--upstream-ca") || !strings.Contains(h, "--upstream-insecure") {
		t.Fatalf("hint for %v: %q", err, h)
	}
	if h := certHint(errors.New("connection refused")); h != "" {
		t.Fatalf("hint for a refused connection: %q", h)
	}
}
