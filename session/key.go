// Package session groups the exchanges of a recording into sessions
// (conversations, agent loops, a client's sequence of calls) and numbers
// their turns, so that replay can send a turn after the answer it depends
// on, inspect can describe sessions and think times, and sharded replays
// can keep a session in one process.
//
// A Keyer reads exchanges in start order and keeps only what a later turn
// may still refer to: sessions and possible previous turns whose recorded
// end is less than the idle horizon (Options.Idle) before the latest
// start read. Its memory is bounded by the traffic of that horizon, not
// by the length of the recording.
package session

import (
	"encoding/json"
	"fmt"
	"net/textproto"
	"slices"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/format"
)

// Key kinds: how exchanges are grouped.
const (
	// KeyConversation: turn k+1's messages extend turn k's messages plus
	// its answer (chat, Anthropic and Ollama messages, Responses input
	// items), or it names turn k's answer (previous_response_id).
	KeyConversation = "conversation"
	// KeyConn: requests in sequence on one keep-alive connection.
	KeyConn = "conn"
	// KeyTenant: requests of one client credential (its keyed hash).
	KeyTenant = "tenant"
	// KeyHeader: requests carrying the same value of a header.
	KeyHeader = "header"
	// KeyField: requests whose JSON body has the same value at a path.
	KeyField = "field"
)

// Key says how exchanges are grouped into sessions.
type Key struct {
	Kind string // one of the Key* kinds
	Name string // the header name (KeyHeader) or dotted body path (KeyField)
}

// KeyHelp describes the accepted key syntax, for flag help and errors.
const KeyHelp = "conversation, conn, tenant, header:NAME (e.g. header:X-Session-Id) or field:PATH (e.g. field:user, field:metadata.session_id)"

// ParseKey reads conversation, conn, tenant, header:NAME or field:PATH.
func ParseKey(s string) (Key, error) {
	return ParseKeyOf(s, "session key", KeyHelp, KeyConversation, KeyConn, KeyTenant, KeyHeader, KeyField)
}

// ParseKeyOf reads KIND, header:NAME or field:PATH for the kinds given:
// header and field take a name when they are among them, the others take
// none. what names the key in errors ("session key") and help lists the
// syntax its caller accepts.
func ParseKeyOf(s, what, help string, kinds ...string) (Key, error) {
	kind, name, hasName := strings.Cut(strings.TrimSpace(s), ":")
	kind = strings.ToLower(kind)
	if !slices.Contains(kinds, kind) {
		return Key{}, fmt.Errorf("unknown %s %q: want %s", what, s, help)
	}
	switch kind {
	case KeyHeader:
		name = strings.TrimSpace(name)
		if name == "" || strings.ContainsAny(name, " \t:") {
			return Key{}, fmt.Errorf("%s %q: want header:NAME, e.g. header:X-Session-Id", what, s)
		}
		return Key{Kind: kind, Name: textproto.CanonicalMIMEHeaderKey(name)}, nil
	case KeyField:
		name = strings.TrimSpace(name)
		if name == "" || strings.HasPrefix(name, ".") || strings.HasSuffix(name, ".") || strings.Contains(name, "..") {
			return Key{}, fmt.Errorf("%s %q: want field:PATH with dotted names, e.g. field:metadata.session_id", what, s)
		}
		return Key{Kind: kind, Name: name}, nil
	}
	if hasName {
		return Key{}, fmt.Errorf("%s %q takes no name: want %s", what, s, help)
	}
	return Key{Kind: kind}, nil
}

// String returns the key in ParseKey's syntax.
func (k Key) String() string {
	if k.Name != "" {
		return k.Kind + ":" + k.Name
	}
	return k.Kind
}

// Value returns the key's value for e ("" when e has none: it is a
// session of its own). KeyConversation has none: the Keyer matches a
// conversation's turns by their messages.
func (k Key) Value(e *format.Exchange) string {
	switch k.Kind {
	case KeyConn:
		return e.Conn
	case KeyTenant:
		return e.Tenant
	case KeyHeader:
		for name, vs := range e.Request.Header {
			if len(vs) > 0 && vs[0] != "" && strings.EqualFold(name, k.Name) {
				return vs[0]
			}
		}
	case KeyField:
		return fieldValue(e.Request.Body.JSON, k.Name)
	}
	return ""
}

// fieldValue returns the value at a dotted path of a JSON object: a
// string as is, anything else (numbers, objects) as its JSON text.
func fieldValue(body json.RawMessage, path string) string {
	if len(body) == 0 {
		return ""
	}
	raw := body
	for _, name := range strings.Split(path, ".") {
		var m map[string]json.RawMessage
		if json.Unmarshal(raw, &m) != nil {
			return ""
		}
		v, ok := m[name]
		if !ok {
			return ""
		}
		raw = v
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	if t := strings.TrimSpace(string(raw)); t != "null" {
		if _, err := strconv.ParseFloat(t, 64); err == nil {
			return t
		}
		var x any
		if json.Unmarshal(raw, &x) == nil {
			b, _ := json.Marshal(x)
			return string(b)
		}
	}
	return ""
}
