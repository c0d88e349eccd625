package shadow

import (
	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/session"
	"github.com/llmreplay/llmreplay/stream"
)

// Sample key kinds: what --shadow-sample hashes, so that the requests
// sharing the value are all mirrored or none is.
const (
	// KeyConversation: the conversation's first message (system prompt or
	// first user turn), which every later turn resends.
	KeyConversation = "conversation"
	KeyTenant       = "tenant"  // the client credential's keyed hash
	KeyConn         = "conn"    // the client connection
	KeyHeader       = "header"  // a header's value (header:X-Session-Id)
	KeyRequest      = "request" // each request on its own
)

// SampleKeyHelp describes the accepted syntax.
const SampleKeyHelp = "conversation, tenant, conn, header:NAME (e.g. header:X-Session-Id) or request"

// SampleKey says what the sampling hashes. A request without a value
// (no credential, no such header, a format without conversation) is
// sampled by its own id.
type SampleKey struct {
	Kind string
	Name string // header name (KeyHeader)
}

// ParseSampleKey reads SampleKeyHelp's syntax.
func ParseSampleKey(s string) (SampleKey, error) {
	k, err := session.ParseKeyOf(s, "sample key", SampleKeyHelp, KeyConversation, KeyTenant, KeyConn, KeyRequest, KeyHeader)
	return SampleKey(k), err
}

// String returns the key in ParseSampleKey's syntax.
func (k SampleKey) String() string { return session.Key(k).String() }

// late reports whether the key's value needs the request body parsed:
// then the decision is the dispatcher's, off the request path.
func (k SampleKey) late() bool { return k.Kind == KeyConversation }

// value is the key's value for a request ("" when it has none): for
// the conversation its first message, otherwise as a session key's.
func (k SampleKey) value(e *format.Exchange) string {
	if k.Kind != KeyConversation {
		return session.Key(k).Value(e)
	}
	conv, ok := stream.ForExchange(e).ConversationOf(e.Request.Body.JSON)
	if ok && len(conv.Items) > 0 {
		it := conv.Items[0]
		return it.Role + "\x00" + it.Text + "\x00" + it.Extra
	}
	return ""
}

// sampled reports whether a request is mirrored at this rate.
func (k SampleKey) sampled(e *format.Exchange, rate float64) bool {
	if rate >= 1 {
		return true
	}
	v := k.value(e)
	if v == "" {
		v = "id\x00" + e.ID
	} else {
		v = k.Kind + "\x00" + v
	}
	return sampleHash(v) < rate
}
