package record

import (
	"bytes"
	"net/http"
	"testing"
)

// TestCredentialLookingHeadersNotOnDisk: record stored X-Goog-Api-Key,
// X-Auth-Token and similar headers in plain text. Every header named like
// a credential is left out of the session file (it still reaches the
// upstream), unless --keep-header names it.
func TestCredentialLookingHeadersNotOnDisk(t *testing.T) {
	t.Parallel()
	var seen http.Header
	up := newUpstream(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen = r.Header.Clone()
		sseHandler(2, 0).ServeHTTP(w, r)
	}))
	var o Options
	o.Upstream = up
	fs := newFlagSet()
	o.Capture.Register(fs)
	if err := fs.Parse([]string{"--out", t.TempDir(), "--keep-header", "x-session-id"}); err != nil {
		t.Fatal(err)
	}
	secrets := map[string]string{
		"X-Goog-Api-Key":            "GOOGAPIKEYSECRET",
		"X-Auth-Token":              "XAUTHTOKENSECRET",
		"Ocp-Apim-Subscription-Key": "APIMSECRET",
		"X-Client-Secret":           "CLIENTSECRET",
	}
	hdr := map[string]string{"X-Session-Id": "conversation-42"}
	for k, v := range secrets {
		hdr[k] = v
	}
	plain := recordPosts(t, &o, "/v1/chat/completions", hdr, 1)
	for name, v := range secrets {
		if bytes.Contains(plain, []byte(v)) {
			t.Errorf("%s stored in the session file", name)
		}
		if seen.Get(name) != v {
			t.Errorf("%s did not reach the upstream", name)
		}
	}
	if !bytes.Contains(plain, []byte("conversation-42")) {
		t.Errorf("--keep-header X-Session-Id: not stored:\n%s", plain)
	}
	if !bytes.Contains(plain, []byte(`"keep_headers":"x-session-id"`)) {
		t.Errorf("the header's params do not say which headers were kept")
	}
}
