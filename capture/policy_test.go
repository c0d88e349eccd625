package capture

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"
	"unsafe"
)

func TestMatchGlob(t *testing.T) {
	t.Parallel()
	cases := []struct {
		glob, path string
		want       bool
	}{
		{"/v1/chat/completions", "/v1/chat/completions", true},
		{"/v1/chat/completions", "/v1/chat/completions/", false},
		{"/v1/*", "/v1/models", true},
		{"/v1/*", "/v1/chat/completions", false},
		{"/v1/**", "/v1/chat/completions", true},
		{"/v1/**", "/v1/", true},
		{"**", "/anything/at/all", true},
		{"/v?/models", "/v1/models", true},
		{"/v?/models", "/v//models", false},
		{"/*/completions", "/v1/completions", true},
		{"/*/completions", "/v1/chat/completions", false},
		{"/**/completions", "/v1/chat/completions", true},
		{"/**/completions", "/v1/chat/completionsx", false},
		{"*", "", true},
		{"", "", true},
		{"/a*b*c", "/axxbyyc", true},
		{"/a*b*c", "/axxbyy", false},
	}
	for _, c := range cases {
		if got := MatchGlob(c.glob, c.path); got != c.want {
			t.Errorf("MatchGlob(%q, %q) = %v, want %v", c.glob, c.path, got, c.want)
		}
	}
}

func FuzzMatchGlob(f *testing.F) {
	f.Add("/v1/**", "/v1/chat/completions")
	f.Add("*a*a*a*a*a*a*a*a*b", strings.Repeat("a", 200))
	f.Fuzz(func(t *testing.T, glob, path string) {
		got := MatchGlob(glob, path)
		// A glob without wildcards matches exactly itself.
		if !strings.ContainsAny(glob, "*?") && got != (glob == path) {
			t.Fatalf("literal %q vs %q: %v", glob, path, got)
		}
		if glob == "**" && !got {
			t.Fatalf("** must match %q", path)
		}
	})
}

func TestSelected(t *testing.T) {
	t.Parallel()
	p, err := NewPolicy(Options{})
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]bool{
		"/v1/chat/completions": true, "/v1/completions": true, "/v1/embeddings": true, "/v1/responses": true,
		"/v1/messages": true, "/api/chat": true, "/api/generate": true, "/generate_stream": true, "/completion": true,
		"/v1/models": false, "/metrics": false, "/": false, "/api/tags": false,
	} {
		if got := p.Selected(path, "x"); got != want {
			t.Errorf("default Selected(%q) = %v", path, got)
		}
	}
	p, _ = NewPolicy(Options{Include: []string{"/v1/**"}, Exclude: []string{"/v1/embeddings"}})
	if !p.Selected("/v1/models", "x") || p.Selected("/v1/embeddings", "x") || p.Selected("/health", "x") {
		t.Error("include/exclude globs not honoured")
	}
}

func TestSampleDeterministic(t *testing.T) {
	t.Parallel()
	p, err := NewPolicy(Options{Include: []string{"**"}, Sample: 0.25})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i := range 20000 {
		id := "req-" + string(rune('a'+i%26)) + strings.Repeat("x", i%7) + itoa(i)
		a, b := p.Selected("/", id), p.Selected("/", id)
		if a != b {
			t.Fatalf("sampling of %q not deterministic", id)
		}
		if a {
			n++
		}
	}
	if frac := float64(n) / 20000; frac < 0.22 || frac > 0.28 {
		t.Fatalf("sampled fraction %.3f, want about 0.25", frac)
	}
	if _, err := NewPolicy(Options{Sample: 1.5}); err == nil {
		t.Fatal("sample 1.5 accepted")
	}
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	s := ""
	for ; i > 0; i /= 10 {
		s = string(rune('0'+i%10)) + s
	}
	return s
}

func TestHeadersRedactAndTenant(t *testing.T) {
	t.Parallel()
	p, err := NewPolicy(Options{RedactHeaders: []string{"x-internal-token"}, TenantKey: []byte("k1")})
	if err != nil {
		t.Fatal(err)
	}
	h := http.Header{
		"Authorization":    {"Bearer sk-secret-123"},
		"Cookie":           {"session=abc"},
		"X-Api-Key":        {"other"},
		"X-Internal-Token": {"tok"},
		"Content-Type":     {"application/json"},
	}
	h["api-key"] = []string{"lowercase-not-canonical"} // as a sniffer would see it
	stored, tenant := p.Headers(h)
	for k := range stored {
		switch http.CanonicalHeaderKey(k) {
		case "Authorization", "Cookie", "X-Api-Key", "X-Internal-Token", "Api-Key":
			t.Errorf("secret header %q stored", k)
		}
	}
	if stored["Content-Type"][0] != "application/json" {
		t.Errorf("content-type lost: %v", stored)
	}
	if tenant == "" || strings.Contains(tenant, "secret") || len(tenant) != 16 {
		t.Fatalf("tenant %q", tenant)
	}
	// Same credential through another header: same tenant. Other key: differs.
	_, t2 := p.Headers(http.Header{"X-Api-Key": {"sk-secret-123"}})
	if t2 != tenant {
		t.Errorf("X-Api-Key tenant %q != Authorization tenant %q", t2, tenant)
	}
	p2, _ := NewPolicy(Options{TenantKey: []byte("k2")})
	if _, t3 := p2.Headers(h); t3 == tenant {
		t.Error("tenant does not depend on the key")
	}
	if _, t4 := p.Headers(http.Header{"Content-Type": {"x"}}); t4 != "" {
		t.Errorf("tenant without credential: %q", t4)
	}
	// Values are copied, not aliased.
	stored["Content-Type"][0] = "changed"
	if h["Content-Type"][0] != "application/json" {
		t.Error("stored headers alias the input")
	}
}

// The stored headers share one array of values: appending to one header
// must not write over the next one's, and two spellings of a name (a map
// built by hand) keep the values of both.
func TestHeadersValuesIndependent(t *testing.T) {
	t.Parallel()
	p, err := NewPolicy(Options{})
	if err != nil {
		t.Fatal(err)
	}
	h := http.Header{"Accept": {"a1", "a2"}, "User-Agent": {"ua"}, "X-Trace": {"t1"}}
	h["x-trace"] = []string{"t2"}
	stored, _ := p.Headers(h)
	got := append([]string(nil), stored["X-Trace"]...)
	if len(got) != 2 || !(got[0] == "t1" && got[1] == "t2" || got[0] == "t2" && got[1] == "t1") {
		t.Fatalf("X-Trace %v, want t1 and t2", got)
	}
	before := map[string][]string{}
	for k, vv := range stored {
		before[k] = append([]string(nil), vv...)
	}
	for k := range stored {
		stored[k] = append(stored[k], "appended-"+k)
	}
	for k, vv := range before {
		for i, v := range vv {
			if stored[k][i] != v {
				t.Errorf("%s[%d] = %q after appends to the other headers, want %q", k, i, stored[k][i], v)
			}
		}
	}
}

func TestLooksLikeCredential(t *testing.T) {
	t.Parallel()
	for name, want := range map[string]bool{
		"X-Goog-Api-Key": true, "X-AUTH-TOKEN": true, "x-amz-security-token": true, "X-Session-Id": true,
		"Ocp-Apim-Subscription-Key": true, "Content-Type": false, "Accept": false, "X-Request-Id": false, "Ke": false,
		"Monkey": true, // the match is anywhere in the name, as documented
	} {
		if got := LooksLikeCredential(name); got != want {
			t.Errorf("LooksLikeCredential(%q) = %v, want %v", name, got, want)
		}
	}
}

// Credentials in the query string (Google's ?key=, Azure SAS sig=) never
// reach the session file; the other parameters are kept byte for byte, and
// the credential still groups the tenant.
func TestPolicyQueryRedactsCredentials(t *testing.T) {
	p, err := NewPolicy(Options{TenantKey: []byte("k")})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ in, want, cred string }{
		{"", "", ""},
		{"api-version=2024-06-01", "api-version=2024-06-01", ""},
		{"key=AIzaSecret1&alt=sse", "key=REDACTED&alt=sse", "AIzaSecret1"},
		{"alt=sse&API_KEY=sk%2Dx&x=%20y", "alt=sse&API_KEY=REDACTED&x=%20y", "sk-x"},
		{"sv=2022&sig=abc%3D&token=&a", "sv=2022&sig=REDACTED&token=&a", "abc="},
		{"k%65y=v1&keys=v2", "k%65y=REDACTED&keys=v2", "v1"},
	} {
		got, cred := p.Query(tc.in)
		if got != tc.want || cred != tc.cred {
			t.Errorf("Query(%q) = %q, %q; want %q, %q", tc.in, got, cred, tc.want, tc.cred)
		}
	}
	b := p.NewBuilder("id", time.Now(), "c")
	b.Request("POST", "/v1/chat/completions", "key=AIzaSecret1", "HTTP/1.1", nil)
	ex := b.Finish(1)
	if ex.Request.Query != "key=REDACTED" || ex.Tenant == "" || ex.Tenant != p.Tenant("AIzaSecret1") {
		t.Fatalf("query %q tenant %q", ex.Request.Query, ex.Tenant)
	}
}

// TestCredentialLookingHeadersRedacted: record stored X-Goog-Api-Key,
// X-Auth-Token and the like in plain text. Any header whose name looks
// like a credential is left out, unless --keep-header names it; the fixed
// deny-list cannot be kept.
func TestCredentialLookingHeadersRedacted(t *testing.T) {
	t.Parallel()
	h := http.Header{
		"X-Goog-Api-Key":            {"AIzaSy-secret"},
		"X-Auth-Token":              {"secret"},
		"X-Amz-Security-Token":      {"secret"},
		"Ocp-Apim-Subscription-Key": {"secret"},
		"X-Hub-Signature-256":       {"sha256=secret"},
		"X-Session-Id":              {"s-123"},
		"X-Db-Password":             {"secret"},
		"X-Client-Secret":           {"secret"},
		"X-Upstream-Credential":     {"secret"},
		"Content-Type":              {"application/json"},
		"User-Agent":                {"OpenAI/Python 1.40.0"},
		"X-Request-Id":              {"req-1"},
		"Openai-Organization":       {"org-1"},
		"Anthropic-Version":         {"2023-06-01"},
	}
	h["x-custom-apikey"] = []string{"secret"} // not canonical, as sniff sees it
	p, err := NewPolicy(Options{TenantKey: []byte("k")})
	if err != nil {
		t.Fatal(err)
	}
	stored, _ := p.Headers(h)
	var kept []string
	for k := range stored {
		kept = append(kept, k)
	}
	slices.Sort(kept)
	if want := []string{"Anthropic-Version", "Content-Type", "Openai-Organization", "User-Agent", "X-Request-Id"}; !slices.Equal(kept, want) {
		t.Fatalf("stored %v, want only %v", kept, want)
	}
	for _, v := range stored {
		if strings.Contains(strings.Join(v, ""), "secret") {
			t.Fatalf("a secret value was stored: %v", stored)
		}
	}
	p, err = NewPolicy(Options{TenantKey: []byte("k"), KeepHeaders: []string{"x-session-id"}})
	if err != nil {
		t.Fatal(err)
	}
	if stored, _ := p.Headers(h); stored["X-Session-Id"][0] != "s-123" || stored["X-Auth-Token"] != nil {
		t.Fatalf("--keep-header X-Session-Id: stored %v", stored)
	}
	if p.Redacted("x-session-id") || !p.Redacted("X-Auth-Token") || !p.Redacted("authorization") {
		t.Fatal("Redacted disagrees with Headers")
	}
	for _, name := range []string{"Authorization", "cookie", "X-Api-Key"} {
		if _, err := NewPolicy(Options{KeepHeaders: []string{name}}); err == nil {
			t.Errorf("--keep-header %s accepted", name)
		}
	}
}

// BenchmarkHeaders is the header copy of one message of a small exchange:
// the request's headers as a client sends them.
func BenchmarkHeaders(b *testing.B) {
	p, err := NewPolicy(Options{})
	if err != nil {
		b.Fatal(err)
	}
	h := http.Header{
		"Host": {"inference:8000"}, "User-Agent": {"OpenAI/Python 1.99.0"}, "Accept": {"application/json"},
		"Content-Type": {"application/json"}, "Content-Length": {"160"}, "Authorization": {"Bearer sk-bench"},
		"X-Stainless-Lang": {"python"}, "X-Request-Id": {"f3c1d2e4-5a6b-4c7d-8e9f-0a1b2c3d4e5f"},
	}
	b.ReportAllocs()
	for b.Loop() {
		p.Headers(h)
	}
}

// LooksLikeCredential's one-pass scan agrees with the plain definition (a
// lower-cased name containing a word) on names with every kind of byte.
func TestLooksLikeCredentialMatchesDefinition(t *testing.T) {
	t.Parallel()
	want := func(name string) bool {
		lower := strings.ToLower(name)
		for _, w := range CredentialWords {
			if strings.Contains(lower, w) {
				return true
			}
		}
		return false
	}
	names := []string{"", "K", "kE", "KEY", "x-KeY", "Tokeń", "p@sswd", "PASSWD", "X-Cred", "X-Credential-Id",
		"Set-Cookie", "Content-Type", "X-Signatur", "Sessio", "0key", "K\x00EY", "\xcbey", "Author", "Aut"}
	for i := 0; i < 4096; i++ {
		b := make([]byte, i%12)
		for j := range b {
			b[j] = "kKeEyYtTsSaAuUpPcC0-@`\x4b\x6b"[(i*7+j*13+i*j)%24]
		}
		names = append(names, string(b))
	}
	for _, n := range names {
		if got := LooksLikeCredential(n); got != want(n) {
			t.Errorf("LooksLikeCredential(%q) = %v, want %v", n, got, want(n))
		}
	}
}

// OwnHeaders redacts in place what Headers copies: the same headers, values
// and tenant, for canonical maps (redacted in place) and others (copied).
func TestOwnHeadersAsHeaders(t *testing.T) {
	t.Parallel()
	p, err := NewPolicy(Options{RedactHeaders: []string{"x-internal"}, KeepHeaders: []string{"X-Session-Id"}, TenantKey: []byte("k1")})
	if err != nil {
		t.Fatal(err)
	}
	maps := []http.Header{
		nil,
		{},
		{"Content-Type": {"application/json"}, "Host": {"h"}},
		{"Authorization": {"Bearer a"}, "X-Api-Key": {"b"}, "Cookie": {"c"}, "Accept": {"x", "y"}},
		{"X-Api-Key": {"b"}, "Proxy-Authorization": {"p"}, "X-Internal": {"i"}, "X-Session-Id": {"s"}, "X-Goog-Api-Key": {"g"}},
		{"Authorization": {""}, "Api-Key": {"k"}},
		{"Authorization": {"Bearer a"}, "authorization": {"Bearer z"}, "content-type": {"t"}},
		{"Set-Cookie": {"a=b"}},
	}
	// The second round judges the names from the policy's memo.
	for round := range 2 {
		for i, h := range maps {
			ownAsHeaders(t, p, round, i, h)
		}
	}
}

func ownAsHeaders(t *testing.T, p *Policy, round, i int, h http.Header) {
	t.Helper()
	want, wantTenant := p.Headers(h)
	given := http.Header{}
	for k, vv := range h {
		given[k] = append([]string(nil), vv...)
	}
	got, tenant := p.OwnHeaders(given)
	if tenant != wantTenant {
		t.Errorf("map %d: tenant %q, Headers gives %q", i, tenant, wantTenant)
	}
	if len(got) != len(want) {
		t.Errorf("round %d map %d: %v, Headers gives %v", round, i, got, want)
		return
	}
	for k, vv := range want {
		slices.Sort(vv)
		g := append([]string(nil), got[k]...)
		slices.Sort(g)
		if strings.Join(g, "\x00") != strings.Join(vv, "\x00") {
			t.Errorf("round %d map %d: %s = %q, Headers gives %q", round, i, k, got[k], vv)
		}
	}
}

// The memo of header names keeps its own copy of a name (sniff's names are
// views of buffers it reuses) and stops growing at maxHeaderNames, judging
// names as before past it.
func TestHeaderNameMemo(t *testing.T) {
	t.Parallel()
	p, err := NewPolicy(Options{})
	if err != nil {
		t.Fatal(err)
	}
	buf := []byte("X-Api-Key")
	view := unsafe.String(&buf[0], len(buf))
	if v := p.headerName(view); !v.canonical || !v.redacted || int(v.rank) != credentialRank("X-Api-Key") {
		t.Fatalf("X-Api-Key judged %+v", v)
	}
	copy(buf, "X-Req-Id!")
	if v := p.headerName("X-Api-Key"); !v.redacted {
		t.Fatal("the memo's name changed with the caller's buffer")
	}
	if v := p.headerName("X-Req-Id!"); v.redacted || int(v.rank) != len(credentialHeaders) {
		t.Fatalf("X-Req-Id! judged %+v", v)
	}
	for i := range 2 * maxHeaderNames {
		name := fmt.Sprintf("X-Name-%d", i)
		if i%3 == 0 {
			name = fmt.Sprintf("X-Token-%d", i)
		}
		if v := p.headerName(name); v.redacted != (i%3 == 0) || !v.canonical {
			t.Fatalf("%s judged %+v", name, v)
		}
	}
	if n := len(*p.names.Load()); n > maxHeaderNames {
		t.Fatalf("memo holds %d names, over %d", n, maxHeaderNames)
	}
	if v := p.headerName("x-lower"); v.canonical {
		t.Fatal("x-lower judged canonical")
	}
}

// TestTenantRemembersLast: the memo of the last credential never gives one
// credential another's tenant (alternating keys, same length, a prefix),
// and a policy's key still decides the tenant.
func TestTenantRemembersLast(t *testing.T) {
	t.Parallel()
	p := newTestPolicy(t, Options{TenantKey: []byte("k1")})
	want := func(cred string) string {
		m := hmac.New(sha256.New, []byte("k1"))
		m.Write([]byte(cred))
		return hex.EncodeToString(m.Sum(nil)[:8])
	}
	for _, c := range []string{"sk-aaaa", "sk-aaaa", "sk-bbbb", "sk-aaaa", "Bearer sk-aaaa", "sk-aaa", "sk-aaaa", "sk-bbbb", "sk-bbbb"} {
		cred := strings.TrimPrefix(c, "Bearer ")
		if got := p.Tenant(c); got != want(cred) {
			t.Fatalf("Tenant(%q) = %q, want %q", c, got, want(cred))
		}
	}
	p2 := newTestPolicy(t, Options{TenantKey: []byte("k2")})
	if p2.Tenant("sk-bbbb") == p.Tenant("sk-bbbb") {
		t.Fatal("the memo ignores the policy's key")
	}
}
