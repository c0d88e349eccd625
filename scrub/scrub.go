// Package scrub removes personal data and secrets from recorded exchanges
// while keeping what drives load: JSON structure, token lengths, shared
// prefixes, event counts and timing.
//
// A Scrubber rewrites one *format.Exchange in place: every JSON string
// value of the request and response bodies (tool arguments that hold JSON
// are walked too), the text of SSE events (reassembled across events per
// stream field, so an entity split over chunks is found, then written back
// over the same events), event ids and names, the request path, query
// strings, header values and annotations. Findings come from scrub/detect
// plus user rules; the values of credential fields and headers ("api_key",
// "password", X-Service-Token) are secrets by their name. An exchange that cannot be scrubbed
// (a body that does not parse) is refused, never written as it was.
package scrub

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/scrub/detect"
	llmstream "github.com/llmreplay/llmreplay/stream"
)

// OnError says what happens to an exchange that cannot be scrubbed.
type OnError int

const (
	// Drop leaves the exchange out of the output (counted in the report).
	Drop OnError = iota
	// KeepMasked writes the exchange with every unparseable body replaced
	// by a placeholder.
	KeepMasked
)

// Config configures a Scrubber.
type Config struct {
	Mode Mode
	// Key is the secret behind pseudonyms and synthesized text. The same
	// key gives the same output across files and runs.
	Key     []byte
	Rules   *Rules
	OnError OnError
	// Audit keeps this many sample redactions (with masked context) in the
	// report.
	Audit int
	// AuditSeed makes the audit sample reproducible.
	AuditSeed uint64
	// Tokens counts the tokens that a pseudonym keeps (a fake is chosen
	// with the real value's count); nil: o200k_base.
	Tokens TokenCounter
	// RulesOnly leaves out the learnt person-name tagger
	// (detect.DefaultNameModel) that runs after the rules on words no rule
	// decided: about 20% faster in mask mode, but on unseen text it misses
	// more names (docs/benchmarks.md, seventh round).
	RulesOnly bool
}

// Scrubber scrubs exchanges. It is safe for concurrent use.
type Scrubber struct {
	cfg   Config
	det   *detect.Detector
	fk    *faker
	synth synthState

	mu  sync.Mutex
	rep *Report
	aud *auditor

	// walkEvents turns off the eventShape shortcut: every JSON event is
	// walked (tests compare the two).
	walkEvents bool
}

// ErrUnscrubbable marks an exchange that could not be scrubbed.
var ErrUnscrubbable = errors.New("cannot scrub exchange")

// New returns a Scrubber.
func New(cfg Config) (*Scrubber, error) {
	if (cfg.Mode == Pseudonym || cfg.Mode == Synthesize) && len(cfg.Key) == 0 {
		return nil, errors.New("scrub: pseudonym and synthesize modes need a key")
	}
	opts := detect.Options{}
	if !cfg.RulesOnly {
		opts.NameModel = detect.DefaultNameModel()
	}
	if cfg.Rules != nil {
		r, err := cfg.Rules.detectRules()
		if err != nil {
			return nil, err
		}
		opts.Rules = r
		opts.Allow = cfg.Rules.Allow
	}
	var tok TokenCounter
	if cfg.Mode != Mask {
		tok = cfg.Tokens
		if tok == nil {
			tok = O200k()
		}
	}
	s := &Scrubber{cfg: cfg, det: detect.New(opts), fk: newFaker(cfg.Key, tok), rep: newReport(cfg.Mode)}
	if cfg.Mode == Synthesize {
		s.synth = newSynthState(cfg.Key)
	}
	s.aud = newAuditor(cfg.Audit, cfg.AuditSeed)
	return s, nil
}

// Detector returns the detector in use.
func (s *Scrubber) Detector() *detect.Detector { return s.det }

// exState collects what one exchange produced, merged into the report
// when the exchange is done.
type exState struct {
	id     string
	counts map[detect.Type]int
	audit  []AuditSample
	where  string
	notes  int // calls of note: no finding, drop or audit sample happens without one
}

func (st *exState) note(t detect.Type) {
	st.notes++
	if st.counts == nil {
		st.counts = map[detect.Type]int{}
	}
	st.counts[t]++
}

// replacement renders the replacement of finding f of text.
func (s *Scrubber) replacement(t detect.Type, v string) string {
	if s.cfg.Mode == Mask {
		return maskFor(t)
	}
	return s.fk.fake(t, v)
}

// Text scrubs a plain text (detectors only, no synthesis).
func (s *Scrubber) Text(text string) string {
	var st exState
	out := s.scrubText(&st, text)
	s.merge(&st, false)
	return out
}

// scrubText replaces the findings of text.
func (s *Scrubber) scrubText(st *exState, text string) string {
	if len(text) < 5 {
		return text
	}
	return s.scrubFound(st, text, s.det.Find(text, nil))
}

// scrubField scrubs the string value of the JSON member called name: the
// name can say what the value is ({"fullName": "Ann Lee"}).
func (s *Scrubber) scrubField(st *exState, name, text string) string {
	if name == "" || len(text) < 2 {
		return s.scrubText(st, text)
	}
	return s.scrubFound(st, text, s.det.FindField(name, text, nil))
}

// scrubFound replaces the findings fs of text.
func (s *Scrubber) scrubFound(st *exState, text string, fs []detect.Finding) string {
	if len(fs) == 0 {
		return text
	}
	s.seeAll(text, fs)
	var b strings.Builder
	b.Grow(len(text))
	prev := 0
	for _, f := range fs {
		b.WriteString(text[prev:f.Start])
		b.WriteString(s.replacement(f.Type, text[f.Start:f.End]))
		prev = f.End
		st.note(f.Type)
		s.sample(st, text, fs, f)
	}
	b.WriteString(text[prev:])
	return b.String()
}

// scrubLoose scrubs text outside any JSON document: a body or an SSE
// event that does not parse. In Synthesize mode it is all replaced, as
// conversation text is.
func (s *Scrubber) scrubLoose(st *exState, text string) string {
	if s.cfg.Mode == Synthesize {
		s.countFindings(st, text)
		b, _ := synthesize(s.synth, text, nil)
		return string(b)
	}
	return s.scrubEscaped(st, text)
}

// scrubEscaped is scrubText for text that may hold JSON \u escapes: a
// truncated JSON body is kept as text and still reads
// "olivia\u0040corp.io" (json.dumps escapes non-ASCII, some encoders '@'
// and '<' too). The detectors see the text with those escapes decoded;
// the replacements go over the original spans, JSON-escaped.
func (s *Scrubber) scrubEscaped(st *exState, text string) string {
	dec, offs := unescapeU(text)
	if offs == nil {
		return s.scrubText(st, text)
	}
	fs := s.det.Find(dec, nil)
	if len(fs) == 0 {
		return text
	}
	s.seeAll(dec, fs)
	var b []byte
	prev := 0
	for _, f := range fs {
		a, e := offs[f.Start], offs[f.End]
		b = append(b, text[prev:a]...)
		r := appendJSONString(nil, s.replacement(f.Type, dec[f.Start:f.End]), false)
		b = append(b, r[1:len(r)-1]...)
		prev = e
		st.note(f.Type)
		s.sample(st, dec, fs, f)
	}
	b = append(b, text[prev:]...)
	return string(b)
}

// unescapeU decodes the \uXXXX escapes of text (other escapes stay as
// they are, so "\\u0040" is a backslash and "u0040"). offs maps each byte
// of the decoded text, and its end, to its offset in text; it is nil when
// text has no \u escape.
func unescapeU(text string) (string, []int) {
	if !strings.Contains(text, `\u`) {
		return text, nil
	}
	b := stringBytes(text)
	dec := make([]byte, 0, len(text))
	offs := make([]int, 0, len(text)+1)
	for i := 0; i < len(text); {
		r, n := rune(-1), 1 // -1: n bytes kept as written
		if text[i] == '\\' && i+1 < len(text) {
			n = 2 // "\\" or "\n": the second byte starts nothing
			// An unpaired surrogate is no character: it stays as written,
			// like the escapes that are not \u.
			if x, m, ok := decodeU(b, i); ok && !utf16.IsSurrogate(x) {
				r, n = x, m
			}
		}
		if r < 0 {
			for k := i; k < i+n; k++ {
				dec = append(dec, text[k])
				offs = append(offs, k)
			}
		} else {
			l := len(dec)
			dec = utf8.AppendRune(dec, r)
			for range len(dec) - l {
				offs = append(offs, i) // a finding ending inside keeps the escape whole
			}
		}
		i += n
	}
	return string(dec), append(offs, len(text))
}

func (s *Scrubber) sample(st *exState, text string, fs []detect.Finding, f detect.Finding) {
	if s.aud == nil || s.aud.n == 0 {
		return
	}
	st.audit = append(st.audit, makeSample(st.id, st.where, text, fs, f))
}

// sampleNamed offers for audit a value redacted whole because of the name
// it came under (a credential field, header or query parameter). No text
// around it explains the redaction, its name does: the sample's context is
// the name as its source writes it (label: `"api_key": `,
// `X-Service-Token: `, `token=`) and the marker, findings in the name
// masked like any context, so it shows what other samples show and no more.
func (s *Scrubber) sampleNamed(st *exState, label, v string, t detect.Type) {
	if s.aud == nil || s.aud.n == 0 {
		return
	}
	fs := s.det.Find(label, nil)
	f := detect.Finding{Start: len(label), End: len(label) + len(v), Type: t}
	st.audit = append(st.audit, makeSample(st.id, st.where, label+v, append(fs, f), f))
}

// fieldLabel is how a JSON member's name reads in an audit sample.
func fieldLabel(k string) string { return string(appendJSONString(nil, k, false)) + ": " }

// Exchange scrubs e in place. It returns ErrUnscrubbable (wrapped) when a
// body cannot be parsed; with OnError KeepMasked it masks that body and
// returns nil instead.
func (s *Scrubber) Exchange(e *format.Exchange) error {
	st := &exState{id: e.ID}
	err := s.exchange(st, e)
	if err != nil && s.cfg.OnError == KeepMasked {
		s.maskAll(e)
		s.merge(st, true)
		s.mu.Lock()
		s.rep.Masked++
		s.rep.noteReason(err)
		s.mu.Unlock()
		return nil
	}
	if err != nil {
		s.mu.Lock()
		s.rep.Exchanges++
		s.rep.Dropped++
		s.rep.noteReason(err)
		s.mu.Unlock()
		return err
	}
	s.merge(st, true)
	return nil
}

func (s *Scrubber) merge(st *exState, exchange bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if exchange {
		s.rep.Exchanges++
		s.rep.Written++
	}
	for t, n := range st.counts {
		ts := s.rep.typeStats(t)
		ts.Findings += int64(n)
		if exchange {
			ts.Exchanges++
		}
	}
	if len(st.counts) > 0 && exchange {
		s.rep.Touched++
	}
	for _, a := range st.audit {
		s.aud.offer(a)
	}
}

// droppedHeader counts the headers removed by drop_headers rules, and
// droppedField the JSON members removed by drop_fields rules.
const (
	droppedHeader detect.Type = "HEADER"
	droppedField  detect.Type = "FIELD"
)

// dropField reports whether the member at path goes (a drop_fields rule),
// counting it in st.
func (s *Scrubber) dropField(st *exState, path []pathElem) bool {
	if s.cfg.Rules == nil || !s.cfg.Rules.dropField(path) {
		return false
	}
	st.note(droppedField)
	return true
}

// headers whose values are credentials: removed whatever they hold.
var secretHeaders = map[string]bool{
	"authorization": true, "proxy-authorization": true, "cookie": true, "set-cookie": true, "x-api-key": true,
	"api-key": true, "x-goog-api-key": true, "openai-organization": true, "x-amz-security-token": true,
}

func (s *Scrubber) exchange(st *exState, e *format.Exchange) error {
	st.where = "request path"
	e.Request.Path = s.scrubPath(st, e.Request.Path)
	st.where = "notes"
	s.scrubNotes(st, e.Annotations)
	st.where = "request query"
	if e.Request.Query != "" {
		e.Request.Query = s.scrubQuery(st, e.Request.Query)
	}
	st.where = "request header"
	e.Request.Header = s.scrubHeaders(st, e.Request.Header)
	st.where = "request body"
	body, err := s.scrubBody(st, e.Request.Body, true)
	if err != nil {
		return fmt.Errorf("%w %s: request body: %w", ErrUnscrubbable, e.ID, err)
	}
	e.Request.Body = body
	if e.Error != "" {
		st.where = "error"
		e.Error = s.scrubText(st, e.Error)
	}
	if r := e.Response; r != nil {
		st.where = "response header"
		r.Header = s.scrubHeaders(st, r.Header)
		st.where = "response body"
		body, err := s.scrubBody(st, r.Body, false)
		if err != nil {
			return fmt.Errorf("%w %s: response body: %w", ErrUnscrubbable, e.ID, err)
		}
		r.Body = body
		if len(r.Events) > 0 {
			st.where = "response events"
			if err := s.scrubEvents(st, r.Events, llmstream.ForExchange(e)); err != nil {
				return fmt.Errorf("%w %s: events: %w", ErrUnscrubbable, e.ID, err)
			}
		}
	}
	if e.Annotations == nil {
		e.Annotations = map[string]string{}
	}
	e.Annotations["scrub"] = s.cfg.Mode.String()
	return nil
}

// maskAll is the keep-masked fallback: every body and event becomes a
// placeholder of the same kind, headers and query are scrubbed as usual.
func (s *Scrubber) maskAll(e *format.Exchange) {
	var st exState
	e.Request.Path = s.scrubPath(&st, e.Request.Path)
	s.scrubNotes(&st, e.Annotations)
	e.Request.Query = s.scrubQuery(&st, e.Request.Query)
	e.Request.Header = s.scrubHeaders(&st, e.Request.Header)
	e.Request.Body = maskedBody(e.Request.Body)
	e.Error = s.scrubText(&st, e.Error)
	if r := e.Response; r != nil {
		r.Header = s.scrubHeaders(&st, r.Header)
		r.Body = maskedBody(r.Body)
		for i := range r.Events {
			r.Events[i].Data = `"<MASKED>"`
			r.Events[i].ID = s.scrubText(&st, r.Events[i].ID)
			r.Events[i].Name = s.scrubText(&st, r.Events[i].Name)
		}
	}
	if e.Annotations == nil {
		e.Annotations = map[string]string{}
	}
	e.Annotations["scrub"] = "masked-on-error"
}

func maskedBody(b format.Body) format.Body {
	if b.IsZero() {
		return b
	}
	return format.Body{JSON: []byte(`"<MASKED_BODY>"`)}
}

func (s *Scrubber) scrubHeaders(st *exState, h map[string][]string) map[string][]string {
	if len(h) == 0 {
		return h
	}
	out := make(map[string][]string, len(h))
	for k, vs := range h {
		lk := strings.ToLower(k)
		if secretHeaders[lk] {
			st.note(detect.APIKey)
			s.sampleNamed(st, k+": ", strings.Join(vs, ", "), detect.APIKey)
			continue
		}
		if s.cfg.Rules != nil && s.cfg.Rules.dropHeader(lk) {
			// The user's rule says the header goes, not that it held a key.
			st.note(droppedHeader)
			continue
		}
		secret, pw := detect.SecretField(k) // X-Service-Token, X-Db-Password
		// In a header a session id is the credential of a web session; in a
		// body "session_id" names a conversation, so only headers match it.
		secret = secret || strings.Contains(lk, "session")
		nv := make([]string, len(vs))
		for i, v := range vs {
			if secret && detect.SecretValue(v, pw) {
				nv[i] = s.scrubSecret(st, k+": ", v)
			} else {
				nv[i] = s.scrubText(st, v)
			}
		}
		out[k] = nv
	}
	return out
}

// scrubPath scrubs each segment of a request path as text
// ("/v1/users/jane@corp.io/files"), decoded first, so the slashes stay
// and an encoded address is found.
func (s *Scrubber) scrubPath(st *exState, p string) string {
	if len(p) < 5 {
		return p
	}
	segs := strings.Split(p, "/")
	changed := false
	for i, seg := range segs {
		dv, err := url.PathUnescape(seg)
		if err != nil {
			dv = seg
		}
		if nv := s.scrubText(st, dv); nv != dv {
			segs[i] = url.PathEscape(nv)
			changed = true
		}
	}
	if !changed {
		return p
	}
	return strings.Join(segs, "/")
}

// scrubNotes scrubs the values of an exchange's annotations (free text a
// user or a tool wrote, as likely as a prompt to name someone).
func (s *Scrubber) scrubNotes(st *exState, notes map[string]string) {
	for k, v := range notes {
		notes[k] = s.scrubText(st, v)
	}
}

// scrubQuery scrubs each value of a raw query string; values of
// token-like parameters are replaced whatever they look like.
func (s *Scrubber) scrubQuery(st *exState, q string) string {
	parts := strings.Split(q, "&")
	for i, p := range parts {
		k, v, ok := strings.Cut(p, "=")
		if !ok || v == "" {
			continue
		}
		dv, err := url.QueryUnescape(v)
		if err != nil {
			dv = v
		}
		var nv string
		if tokenParam(k) {
			st.note(detect.APIKey)
			s.sampleNamed(st, k+"=", dv, detect.APIKey)
			nv = s.replacement(detect.APIKey, dv)
		} else {
			nv = s.scrubText(st, dv)
		}
		if nv != dv {
			parts[i] = k + "=" + url.QueryEscape(nv)
		}
	}
	return strings.Join(parts, "&")
}

func tokenParam(k string) bool {
	lk := strings.ToLower(k)
	switch lk {
	case "key", "api_key", "apikey", "token", "access_token", "sig", "signature", "secret", "password", "pwd", "auth", "code":
		return true
	}
	return strings.HasSuffix(lk, "_token") || strings.HasSuffix(lk, "_key") || strings.HasSuffix(lk, "secret")
}

// scrubBody scrubs a JSON body through the walker, a text body as text,
// and refuses a binary body (it cannot be inspected).
func (s *Scrubber) scrubBody(st *exState, b format.Body, request bool) (format.Body, error) {
	if b.IsZero() {
		return b, nil
	}
	if b.JSON != nil {
		v := &bodyVisitor{s: s, st: st, request: request}
		out, changed, err := rewriteJSON(b.JSON, v, nil)
		if err != nil {
			return b, err
		}
		if !changed {
			return b, nil
		}
		return format.Body{JSON: out}, nil
	}
	if !utf8.Valid(b.Bytes) {
		return b, errors.New("binary body cannot be inspected")
	}
	return format.Body{Bytes: []byte(s.scrubEscaped(st, string(b.Bytes)))}, nil
}

// textKeys are the keys whose strings are conversation text (synthesized
// in Synthesize mode).
var textKeys = map[string]bool{
	"content": true, "text": true, "prompt": true, "system": true, "input": true, "instructions": true,
	"reasoning_content": true, "reasoning": true, "refusal": true, "thinking": true, "response": true,
}

// isTextPath reports whether a string at path is conversation text: its
// key is a text key, or it is an element of an array under one.
func isTextPath(path []pathElem) bool {
	for i := len(path) - 1; i >= 0; i-- {
		e := path[i]
		if e.Index >= 0 {
			continue
		}
		return textKeys[e.Key]
	}
	return false
}

// fieldKey is the key a string value belongs to: the last object key on
// its path, so the elements of {"api_keys":["...","..."]} count too.
func fieldKey(path []pathElem) string {
	for i := len(path) - 1; i >= 0; i-- {
		if path[i].Index < 0 {
			return path[i].Key
		}
	}
	return ""
}

// scrubSecret replaces the whole value of a credential field or header;
// label is its name, for the audit (see sampleNamed). A value the
// detectors take whole keeps their type (a JWT stays JWT).
func (s *Scrubber) scrubSecret(st *exState, label, v string) string {
	t := detect.APIKey
	if fs := s.det.Find(v, nil); len(fs) == 1 && fs[0].Start == 0 && fs[0].End == len(v) && detect.IsSecret(fs[0].Type) {
		t = fs[0].Type
	}
	st.note(t)
	s.sampleNamed(st, label, v, t)
	return s.replacement(t, v)
}

// bodyVisitor scrubs the strings of one JSON document.
type bodyVisitor struct {
	s       *Scrubber
	st      *exState
	request bool
	depth   int
}

func (v *bodyVisitor) drop(path []pathElem) bool { return v.s.dropField(v.st, path) }

func (v *bodyVisitor) str(path []pathElem, str string) (string, bool) {
	if k := fieldKey(path); k != "" {
		// The text detectors see only the value; its field name says
		// whether it is a credential ({"api_key":"..."}, {"password":"..."}).
		if secret, pw := detect.SecretField(k); secret && detect.SecretValue(str, pw) {
			return v.s.scrubSecret(v.st, fieldLabel(k), str), true
		}
	}
	if len(str) < 5 && v.s.cfg.Mode != Synthesize {
		// Short values are scrubbed only for what their field says ({"name":"王芳"}).
		if k := fieldKey(path); k != "" && len(str) >= 2 {
			if out := v.s.scrubField(v.st, k, str); out != str {
				return out, true
			}
		}
		return "", false
	}
	if len(path) > 0 && path[len(path)-1].Key == "arguments" && v.depth < 4 {
		// Tool-call arguments: JSON inside a string. Walk it as JSON so
		// its structure survives; fall back to text for fragments.
		t := strings.TrimSpace(str)
		if len(t) > 1 && (t[0] == '{' || t[0] == '[') {
			inner := &bodyVisitor{s: v.s, st: v.st, request: v.request, depth: v.depth + 1}
			if out, changed, err := rewriteJSON(stringBytes(str), inner, nil); err == nil {
				if !changed || string(out) == str {
					return "", false
				}
				return string(out), true
			}
		}
	}
	var out string
	if v.s.cfg.Mode == Synthesize && isTextPath(path) {
		// The detectors still run so the report says what the text held.
		v.s.countFindings(v.st, str)
		b, _ := synthesize(v.s.synth, str, nil)
		out = string(b)
	} else {
		out = v.s.scrubField(v.st, fieldKey(path), str)
	}
	if out == str {
		return "", false
	}
	return out, true
}

// seeAll tells the faker every value of a text before any is replaced, so
// that no fake drawn for one equals another later in the same text.
func (s *Scrubber) seeAll(text string, fs []detect.Finding) {
	if s.cfg.Mode == Mask {
		return
	}
	for _, f := range fs {
		s.fk.see(f.Type, text[f.Start:f.End])
	}
}

// Replacement returns what replaces the value v of type t in this
// Scrubber's mode: the typed placeholder in mask mode, the pseudonym
// otherwise (recorded like any other, so a later value cannot be given the
// same fake).
func (s *Scrubber) Replacement(t detect.Type, v string) string { return s.replacement(t, v) }
