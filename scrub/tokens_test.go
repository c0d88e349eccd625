package scrub

import (
	"strings"
	"sync"
	"testing"
)

// recordingCounter counts one token per byte and remembers what it counted.
type recordingCounter struct {
	mu   sync.Mutex
	seen []string
}

func (r *recordingCounter) Count(s string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.seen = append(r.seen, s)
	return len(s)
}

// TestConfigTokensCountsPseudonyms: the counter in Config.Tokens, not the
// default o200k_base, measures the real value a pseudonym replaces, in
// pseudonym and synthesize modes alike.
func TestConfigTokensCountsPseudonyms(t *testing.T) {
	t.Parallel()
	for _, mode := range []Mode{Pseudonym, Synthesize} {
		rc := &recordingCounter{}
		s, err := New(Config{Mode: mode, Key: []byte("key-one-0123456789"), Tokens: rc})
		if err != nil {
			t.Fatal(err)
		}
		out := s.Text("write to jane.doe@corp-mail.io today")
		if strings.Contains(out, "jane.doe@corp-mail.io") {
			t.Fatalf("%v: e-mail kept: %s", mode, out)
		}
		rc.mu.Lock()
		counted := strings.Join(rc.seen, "|")
		rc.mu.Unlock()
		if !strings.Contains(counted, "jane.doe@corp-mail.io") {
			t.Errorf("%v: the configured counter never counted the real value (counted %q)", mode, counted)
		}
	}
}
