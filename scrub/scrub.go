// Package scrub removes personal data and secrets from recorded exchanges
// while keeping what drives load: JSON structure, token lengths, shared
// prefixes, event counts and timing.
//
// A Scrubber rewrites one *format.Exchange in place: every JSON string
// value of the request and response bodies (tool arguments that hold JSON
// are walked too), the text of SSE events (reassembled across events per
// stream field, so an entity split over chunks is found, then written back
// over the same events), query strings and header values. Findings come
// from scrub/detect plus user rules. An exchange that cannot be scrubbed
// (a body that does not parse) is refused, never written as it was.
package scrub

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/scrub/detect"
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
}

// Scrubber scrubs exchanges. It is safe for concurrent use.
type Scrubber struct {
	cfg   Config
	det   *detect.Detector
	fk    faker
	synth synthState

	mu  sync.Mutex
	rep *Report
	aud *auditor
}

// ErrUnscrubbable marks an exchange that could not be scrubbed.
var ErrUnscrubbable = errors.New("cannot scrub exchange")

// New returns a Scrubber.
func New(cfg Config) (*Scrubber, error) {
	if (cfg.Mode == Pseudonym || cfg.Mode == Synthesize) && len(cfg.Key) == 0 {
		return nil, errors.New("scrub: pseudonym and synthesize modes need a key")
	}
	opts := detect.Options{}
	if cfg.Rules != nil {
		r, err := cfg.Rules.detectRules()
		if err != nil {
			return nil, err
		}
		opts.Rules = r
		opts.Allow = cfg.Rules.Allow
	}
	s := &Scrubber{cfg: cfg, det: detect.New(opts), fk: faker{key: cfg.Key}, rep: newReport(cfg.Mode)}
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
}

func (st *exState) note(t detect.Type) {
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
	fs := s.det.Find(text, nil)
	if len(fs) == 0 {
		return text
	}
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

func (s *Scrubber) sample(st *exState, text string, fs []detect.Finding, f detect.Finding) {
	if s.aud == nil || s.aud.n == 0 {
		return
	}
	st.audit = append(st.audit, makeSample(st.id, st.where, text, fs, f))
}

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

// headers whose values are credentials: removed whatever they hold.
var secretHeaders = map[string]bool{
	"authorization": true, "proxy-authorization": true, "cookie": true, "set-cookie": true, "x-api-key": true,
	"api-key": true, "x-goog-api-key": true, "openai-organization": true, "x-amz-security-token": true,
}

func (s *Scrubber) exchange(st *exState, e *format.Exchange) error {
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
			if err := s.scrubEvents(st, r.Events); err != nil {
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
	e.Request.Query = s.scrubQuery(&st, e.Request.Query)
	e.Request.Header = s.scrubHeaders(&st, e.Request.Header)
	e.Request.Body = maskedBody(e.Request.Body)
	e.Error = s.scrubText(&st, e.Error)
	if r := e.Response; r != nil {
		r.Header = s.scrubHeaders(&st, r.Header)
		r.Body = maskedBody(r.Body)
		for i := range r.Events {
			r.Events[i].Data = `"<MASKED>"`
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
		if secretHeaders[lk] || (s.cfg.Rules != nil && s.cfg.Rules.dropHeader(lk)) {
			st.note(detect.APIKey)
			continue
		}
		nv := make([]string, len(vs))
		for i, v := range vs {
			nv[i] = s.scrubText(st, v)
		}
		out[k] = nv
	}
	return out
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
	return format.Body{Bytes: []byte(s.scrubText(st, string(b.Bytes)))}, nil
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

// bodyVisitor scrubs the strings of one JSON document.
type bodyVisitor struct {
	s       *Scrubber
	st      *exState
	request bool
	depth   int
}

func (v *bodyVisitor) drop(path []pathElem) bool {
	return v.s.cfg.Rules != nil && v.s.cfg.Rules.dropField(path)
}

func (v *bodyVisitor) str(path []pathElem, str string) (string, bool) {
	if len(str) < 5 && v.s.cfg.Mode != Synthesize {
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
		out = v.s.scrubText(v.st, str)
	}
	if out == str {
		return "", false
	}
	return out, true
}
