package capture

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/fnv"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"

	"github.com/llmreplay/llmreplay/internal/asciifold"
	"github.com/llmreplay/llmreplay/stream"
)

// DefaultMaxBody caps the bytes kept of one body (request or response).
const DefaultMaxBody = 8 << 20

// DefaultRedact lists the headers never stored: credentials and cookies.
var DefaultRedact = []string{"Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie", "X-Api-Key", "Api-Key"}

// CredentialWords are the parts of a header name that make it look like a
// credential (X-Goog-Api-Key, X-Auth-Token, X-Amz-Security-Token,
// Ocp-Apim-Subscription-Key, X-Hub-Signature, X-Session-Id, ...): such a
// header is not stored either, unless Options.KeepHeaders names it. The
// match is on the lower-cased name, anywhere in it.
var CredentialWords = []string{"key", "token", "secret", "auth", "signature", "session", "password", "passwd", "cookie", "credential"}

// LooksLikeCredential reports whether a header name contains one of
// CredentialWords.
//
// It runs for every header of every message captured, so it walks the name
// once, without lowering it (that allocated), and tries the words only
// where one of their first letters stands.
func LooksLikeCredential(name string) bool {
	// Bit c&31 is set for each word's first letter c; the same letter in
	// upper case lands on the same bit (other bytes may too, and then
	// only cost a comparison).
	var starts uint32
	for _, w := range CredentialWords {
		if w != "" {
			starts |= 1 << (w[0] & 31)
		}
	}
	for i := 0; i < len(name); i++ {
		if starts&(1<<(name[i]&31)) == 0 {
			continue
		}
		for _, w := range CredentialWords {
			if asciifold.HasPrefix(name[i:], w) {
				return true
			}
		}
	}
	return false
}

// DefaultInclude lists the paths captured by default: the inference paths
// of every stream format (OpenAI chat, completions and Responses,
// Anthropic Messages, Ollama, TGI, llama.cpp, embeddings and rerank).
var DefaultInclude = stream.CapturePaths()

// credentialHeaders are the headers whose value identifies a tenant, in
// order of preference.
var credentialHeaders = []string{"Authorization", "X-Api-Key", "Api-Key", "Proxy-Authorization"}

// Options say what is captured. The zero value captures the default paths
// with the default deny-list, a random tenant key and an 8 MiB body cap.
type Options struct {
	// RedactHeaders are removed from stored headers, in addition to
	// DefaultRedact and to the names that look like credentials
	// (case-insensitive).
	RedactHeaders []string
	// KeepHeaders are stored although their names look like credentials
	// (LooksLikeCredential), e.g. a harmless X-Session-Id the replay groups
	// by. They cannot keep DefaultRedact or RedactHeaders.
	KeepHeaders []string
	// TenantKey is the HMAC key of the tenant hash. Empty: a random key per
	// process (tenants group within one run, not across runs).
	TenantKey []byte
	// Include and Exclude are path globs ('*' any run of characters except
	// '/', '**' any run including '/', '?' one character). A path is
	// captured when it matches an Include glob and no Exclude glob.
	// Include empty means DefaultInclude; use "**" for everything.
	Include, Exclude []string
	// Sample is the fraction of selected requests captured, decided by a
	// hash of the request id (deterministic). 0 means 1 (all).
	Sample float64
	// MaxBody caps the bytes kept of each body; the rest is counted in
	// Size and the body is marked Truncated. 0 means DefaultMaxBody.
	MaxBody int64
	// CountTokens, when set, counts the prompt and output tokens of the
	// exchanges whose response reports no usage, over their text
	// (stream.CountTokens); unset, such exchanges keep the output event
	// count and no prompt count.
	CountTokens func(string) int
}

// Policy is compiled Options. It is immutable and safe for concurrent use.
type Policy struct {
	deny    map[string]bool // canonical header names
	keep    map[string]bool // canonical names kept although they look like credentials
	key     []byte
	include []string
	exclude []string
	sample  float64
	maxBody int64
	count   func(string) int
	// last is the last credential's tenant key: a sidecar sees the same
	// few keys over and over, and the HMAC cost 5 µs per request.
	last atomic.Pointer[tenantMemo]
	// names is what OwnHeaders needs of the header names seen so far
	// (headerName), replaced whole when a name is added: traffic carries
	// the same few dozen names over and over, and canonicalising and
	// judging each name of every message was a tenth of the finisher's
	// CPU when sniff converts a file.
	names atomic.Pointer[map[string]headerName]
}

// headerName is OwnHeaders' verdict on a header name.
type headerName struct {
	canonical bool  // http.CanonicalHeaderKey(name) == name
	redacted  bool  // p.redacted(name), for a canonical name
	rank      uint8 // credentialRank(name)
}

// maxHeaderNames bounds Policy.names: past it, names are judged each time
// (traffic that invents names must not grow the memo without end).
const maxHeaderNames = 512

// headerName judges name, from the memo when it is there.
func (p *Policy) headerName(name string) headerName {
	var known map[string]headerName
	if m := p.names.Load(); m != nil {
		known = *m
	}
	if v, ok := known[name]; ok {
		return v
	}
	v := headerName{canonical: http.CanonicalHeaderKey(name) == name}
	if v.canonical {
		v.redacted, v.rank = p.redacted(name), uint8(credentialRank(name))
	}
	if len(known) < maxHeaderNames {
		// Copied, never changed once stored: readers need no lock. Two
		// names added at once may lose one; it is added next time. The
		// name is cloned: the caller's may be a view of a buffer that is
		// reused (sniff's parser).
		next := make(map[string]headerName, len(known)+1)
		for k, w := range known {
			next[k] = w
		}
		next[strings.Clone(name)] = v
		p.names.Store(&next)
	}
	return v
}

type tenantMemo struct{ credential, tenant string }

// NewPolicy validates and compiles o.
func NewPolicy(o Options) (*Policy, error) {
	p := &Policy{deny: map[string]bool{}, keep: map[string]bool{}, sample: o.Sample, maxBody: o.MaxBody, count: o.CountTokens}
	for _, h := range append(append([]string(nil), DefaultRedact...), o.RedactHeaders...) {
		h = strings.TrimSpace(h)
		if h == "" {
			continue
		}
		p.deny[http.CanonicalHeaderKey(h)] = true
	}
	for _, h := range o.KeepHeaders {
		h = http.CanonicalHeaderKey(strings.TrimSpace(h))
		if h == "" {
			continue
		}
		if p.deny[h] {
			return nil, fmt.Errorf("capture: header %s is always redacted (it is on the deny-list: %s, or --redact-header); it cannot be kept", h, strings.Join(DefaultRedact, ", "))
		}
		p.keep[h] = true
	}
	if p.sample == 0 {
		p.sample = 1
	}
	if p.sample < 0 || p.sample > 1 || p.sample != p.sample {
		return nil, fmt.Errorf("capture: sample rate %v is not between 0 and 1", o.Sample)
	}
	if p.maxBody == 0 {
		p.maxBody = DefaultMaxBody
	}
	if p.maxBody < 0 {
		return nil, fmt.Errorf("capture: negative body cap %d", o.MaxBody)
	}
	p.include = o.Include
	if len(p.include) == 0 {
		p.include = DefaultInclude
	}
	p.exclude = o.Exclude
	for _, g := range append(append([]string(nil), p.include...), p.exclude...) {
		if err := checkGlob(g); err != nil {
			return nil, err
		}
	}
	if len(o.TenantKey) > 0 {
		p.key = append([]byte(nil), o.TenantKey...)
	} else {
		p.key = make([]byte, 32)
		if _, err := rand.Read(p.key); err != nil {
			return nil, fmt.Errorf("capture: random tenant key: %w", err)
		}
	}
	return p, nil
}

// MaxBody returns the per-body capture cap in bytes.
func (p *Policy) MaxBody() int64 { return p.maxBody }

// Selected reports whether the request with this path and id is captured.
func (p *Policy) Selected(path, id string) bool {
	matched := false
	for _, g := range p.include {
		if MatchGlob(g, path) {
			matched = true
			break
		}
	}
	if !matched {
		return false
	}
	for _, g := range p.exclude {
		if MatchGlob(g, path) {
			return false
		}
	}
	return p.sampled(id)
}

func (p *Policy) sampled(id string) bool {
	if p.sample >= 1 {
		return true
	}
	h := fnv.New64a()
	h.Write([]byte(id))
	// The top 53 bits as a uniform fraction in [0, 1).
	u := float64(h.Sum64()>>11) / (1 << 53)
	return u < p.sample
}

// Redacted reports whether a header is left out of the stored headers: on
// the deny-list, or named like a credential and not kept.
func (p *Policy) Redacted(name string) bool { return p.redacted(http.CanonicalHeaderKey(name)) }

// redacted is Redacted for a canonical name.
func (p *Policy) redacted(ck string) bool {
	return p.deny[ck] || (!p.keep[ck] && LooksLikeCredential(ck))
}

// Headers returns a copy of h without the deny-listed headers, and the
// tenant key derived from the client credential ("" when there is none).
// Names are canonicalised; values are copied, never aliased. One pass over
// h: looking each credential header up by every spelling cost a walk of
// the whole map per absent name, for every message sniff parsed.
func (p *Policy) Headers(h http.Header) (stored map[string][]string, tenant string) {
	if len(h) == 0 {
		return nil, ""
	}
	stored = make(map[string][]string, len(h))
	// One array holds every stored value: a slice per header was most of
	// the allocations of a small exchange. Each header's slice is capped at
	// its own values, so appending to one never writes over another's.
	n := 0
	for _, vv := range h {
		n += len(vv)
	}
	values := make([]string, 0, n)
	cred, rank, exact := "", len(credentialHeaders), false
	for k, vv := range h {
		ck := http.CanonicalHeaderKey(k)
		if len(vv) > 0 && vv[0] != "" {
			// The most preferred credential header wins; of two spellings
			// of one name, the canonical one.
			if r := credentialRank(ck); r < rank || r == rank && r < len(credentialHeaders) && !exact && k == ck {
				cred, rank, exact = vv[0], r, k == ck
			}
		}
		if p.redacted(ck) {
			continue
		}
		if prev, ok := stored[ck]; ok {
			// Two spellings of one name (possible in a map built by
			// hand, never by net/http): keep both sets of values.
			stored[ck] = append(prev[:len(prev):len(prev)], vv...)
			continue
		}
		start := len(values)
		values = append(values, vv...)
		stored[ck] = values[start:len(values):len(values)]
	}
	if cred != "" {
		tenant = p.Tenant(cred)
	}
	return stored, tenant
}

// OwnHeaders is Headers for a map the caller gives away (it never reads
// nor modifies h afterwards, and nothing else holds it): the deny-listed
// headers are deleted from h, which is returned, instead of the rest being
// copied; a map and an array of values less per message. A map with a name
// that is not canonical is copied by Headers.
func (p *Policy) OwnHeaders(h http.Header) (stored map[string][]string, tenant string) {
	if len(h) == 0 {
		return nil, ""
	}
	cred, rank, redact := "", len(credentialHeaders), false
	for k, vv := range h {
		v := p.headerName(k)
		if !v.canonical {
			return p.Headers(h)
		}
		// Names are unique and canonical: the most preferred credential
		// header wins, as in Headers.
		if r := int(v.rank); r < rank && len(vv) > 0 && vv[0] != "" {
			cred, rank = vv[0], r
		}
		redact = redact || v.redacted
	}
	if redact {
		for k := range h {
			if p.headerName(k).redacted {
				delete(h, k)
			}
		}
	}
	if cred != "" {
		tenant = p.Tenant(cred)
	}
	return h, tenant
}

// credentialRank is the preference of a canonical header name among
// credentialHeaders (len(credentialHeaders) when it is not one).
func credentialRank(canonical string) int {
	for i, name := range credentialHeaders {
		if canonical == name {
			return i
		}
	}
	return len(credentialHeaders)
}

// credentialParams are query parameters that carry a credential (Google's
// ?key=, Azure's SAS sig=, tokens in URLs); compared case-insensitively.
var credentialParams = map[string]bool{
	"key": true, "api_key": true, "api-key": true, "apikey": true, "x-api-key": true, "access_token": true,
	"token": true, "auth": true, "authorization": true, "password": true, "client_secret": true, "sig": true,
}

// Query returns rawQuery with the values of credential parameters replaced
// by REDACTED (the rest byte for byte), and the first such value, which
// identifies the tenant when no header does.
func (p *Policy) Query(rawQuery string) (stored, credential string) {
	if rawQuery == "" {
		return "", ""
	}
	parts := strings.Split(rawQuery, "&")
	for i, part := range parts {
		name, value, _ := strings.Cut(part, "=")
		if n, err := url.QueryUnescape(name); err == nil {
			name = n
		}
		if value == "" || !credentialParams[strings.ToLower(name)] {
			continue
		}
		if credential == "" {
			credential = value
			if v, err := url.QueryUnescape(value); err == nil {
				credential = v
			}
		}
		parts[i] = part[:len(part)-len(value)] + "REDACTED"
	}
	if credential == "" {
		return rawQuery, ""
	}
	return strings.Join(parts, "&"), credential
}

// headerValue finds a header whatever the case of its key (sniffed headers
// are not canonicalised by net/http).
func headerValue(h http.Header, name string) string {
	if vv := h[name]; len(vv) > 0 {
		return vv[0]
	}
	for k, vv := range h {
		if len(vv) > 0 && len(k) == len(name) && strings.EqualFold(k, name) {
			return vv[0]
		}
	}
	return ""
}

// Tenant returns the tenant key of a credential: the first 16 hex digits of
// HMAC-SHA256(key, credential), with a "Bearer " scheme removed so the same
// key sent as Authorization or X-Api-Key groups together.
func (p *Policy) Tenant(credential string) string {
	c := strings.TrimSpace(credential)
	if len(c) > 7 && strings.EqualFold(c[:7], "bearer ") {
		c = strings.TrimSpace(c[7:])
	}
	if c == "" {
		return ""
	}
	if last := p.last.Load(); last != nil && len(last.credential) == len(c) &&
		subtle.ConstantTimeCompare(stringBytes(last.credential), stringBytes(c)) == 1 {
		return last.tenant
	}
	m := hmac.New(sha256.New, p.key)
	m.Write([]byte(c))
	tenant := hex.EncodeToString(m.Sum(nil)[:8])
	p.last.Store(&tenantMemo{credential: strings.Clone(c), tenant: tenant})
	return tenant
}

// MatchGlob reports whether path matches the glob: '*' matches any run of
// characters except '/', '**' any run including '/', '?' any one character
// except '/'; everything else matches itself.
func MatchGlob(glob, path string) bool {
	// It runs for every include glob on every request: the usual globs
	// (exact paths, "**") are answered without the table below.
	if strings.IndexAny(glob, "*?") < 0 {
		return glob == path
	}
	if len(glob) >= 2 && strings.Trim(glob, "*") == "" {
		return true
	}
	// Dynamic programming over (glob token, path position): O(len(glob) *
	// len(path)) whatever the glob, so hostile globs cannot take exponential
	// time. cur[j] says whether the tokens so far match path[:j]. Usual
	// paths fit the arrays on the stack.
	var curA, nextA [128]bool
	var cur, next []bool
	if len(path) < len(curA) {
		cur, next = curA[:len(path)+1], nextA[:len(path)+1]
	} else {
		cur, next = make([]bool, len(path)+1), make([]bool, len(path)+1)
	}
	cur[0] = true
	for i := 0; i < len(glob); {
		for j := range next {
			next[j] = false
		}
		switch {
		case strings.HasPrefix(glob[i:], "**"):
			for i < len(glob) && glob[i] == '*' {
				i++
			}
			seen := false
			for j := 0; j <= len(path); j++ {
				seen = seen || cur[j]
				next[j] = seen
			}
		case glob[i] == '*':
			i++
			run := false
			for j := 0; j <= len(path); j++ {
				if j > 0 && path[j-1] == '/' {
					run = false
				}
				run = run || cur[j]
				next[j] = run
			}
		default:
			c := glob[i]
			i++
			for j := 1; j <= len(path); j++ {
				if cur[j-1] && (path[j-1] == c || (c == '?' && path[j-1] != '/')) {
					next[j] = true
				}
			}
		}
		cur, next = next, cur
	}
	return cur[len(path)]
}

var errEmptyGlob = errors.New("capture: empty path glob")

func checkGlob(g string) error {
	if g == "" {
		return errEmptyGlob
	}
	if len(g) > 1024 {
		return fmt.Errorf("capture: path glob longer than 1024 bytes")
	}
	if g[0] != '/' && g[0] != '*' {
		return fmt.Errorf("capture: path glob %q never matches: request paths start with '/' (try %q)", g, "/"+g)
	}
	return nil
}
