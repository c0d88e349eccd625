package sim

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

func TestProfiles(t *testing.T) {
	t.Parallel()
	for _, name := range Profiles() {
		cfg, err := ProfileConfig(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := cfg.Validate(); err != nil {
			t.Errorf("profile %s invalid: %v", name, err)
		}
	}
	d, _ := ProfileConfig("default")
	s, _ := ProfileConfig("slow")
	if s.DecodeBase*10 != d.DecodeBase*12 || s.DecodePerSeq*10 != d.DecodePerSeq*12 || s.PrefillTokensPerS != d.PrefillTokensPerS {
		t.Errorf("slow must be default with decode 20%% slower: %+v vs %+v", s, d)
	}
	if _, err := ProfileConfig("turbo"); err == nil {
		t.Error("unknown profile accepted")
	}
}

func TestValidate(t *testing.T) {
	t.Parallel()
	cases := []struct {
		mod  func(*Config)
		want string
	}{
		{func(c *Config) { c.MaxNumSeqs = 0 }, "max-num-seqs"},
		{func(c *Config) { c.KVCacheTokens = c.MaxModelLen - 1 }, "kv-cache-tokens"},
		{func(c *Config) { c.PrefillTokensPerS = 0 }, "prefill-tokens-per-s"},
		{func(c *Config) { c.DecodeBase, c.DecodePerSeq = 0, 0 }, "both be zero"},
		{func(c *Config) { c.ErrorRate = 1.5 }, "error-rate"},
		{func(c *Config) { c.Jitter = -1 }, "jitter"},
		{func(c *Config) { c.OutputLen = LengthDist{Kind: "zipf"} }, "output-len"},
		{func(c *Config) { c.Models = []string{""} }, "model names"},
	}
	for _, c := range cases {
		cfg, _ := ProfileConfig("default")
		c.mod(&cfg)
		if err := cfg.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("want error about %q, got %v", c.want, err)
		}
		if _, err := New(cfg); err == nil {
			t.Errorf("New accepted an invalid config (%s)", c.want)
		}
	}
}

func TestLengthDist(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"fixed:16", "uniform:10,200", "lognormal:129,1"} {
		d, err := ParseLengthDist(s)
		if err != nil || d.String() != s {
			t.Errorf("%s: %v %q", s, err, d.String())
		}
	}
	for _, s := range []string{"fixed", "fixed:0", "uniform:5,1", "lognormal:1", "poisson:3", "fixed:x"} {
		if _, err := ParseLengthDist(s); err == nil {
			t.Errorf("%s accepted", s)
		}
	}
	r := rand.New(rand.NewPCG(1, 1))
	u, _ := ParseLengthDist("uniform:3,5")
	seen := map[int]bool{}
	for i := 0; i < 200; i++ {
		v := u.Draw(r)
		if v < 3 || v > 5 {
			t.Fatalf("uniform draw %d", v)
		}
		seen[v] = true
	}
	if len(seen) != 3 {
		t.Errorf("uniform:3,5 drew %v", seen)
	}
	l, _ := ParseLengthDist("lognormal:100,0.5")
	var xs []int64
	for i := 0; i < 2001; i++ {
		xs = append(xs, int64(l.Draw(r)))
	}
	if m := median(xs); m < 90 || m > 110 {
		t.Errorf("lognormal median %d, want ~100", m)
	}
}

func TestPrefixCacheLRU(t *testing.T) {
	t.Parallel()
	c := newPrefixCache(16)
	a := blockHashes(0, []byte(strings.Repeat("a", 64*10)))
	if hit := c.lookupInsert(a); hit != 0 {
		t.Fatalf("cold hit %d", hit)
	}
	if hit := c.lookupInsert(a); hit != 10 {
		t.Fatalf("warm hit %d, want 10", hit)
	}
	// Same first 5 blocks, then different: 5 hits.
	b := blockHashes(0, []byte(strings.Repeat("a", 64*5)+strings.Repeat("b", 64*5)))
	if hit := c.lookupInsert(b); hit != 5 {
		t.Fatalf("shared prefix hit %d, want 5", hit)
	}
	if c.len() != 15 {
		t.Fatalf("cache holds %d blocks, want 15", c.len())
	}
	// A new 10-block prompt evicts the least recently used blocks of a.
	c.lookupInsert(blockHashes(0, []byte(strings.Repeat("c", 64*10))))
	if c.len() != 16 {
		t.Fatalf("cache holds %d blocks, want its capacity 16", c.len())
	}
	if hit := c.lookupInsert(b); hit != 0 && hit != 5 && hit != 10 {
		t.Fatalf("after eviction hit %d", hit)
	}
	// A different seed never matches.
	if hit := c.lookupInsert(blockHashes(1, []byte(strings.Repeat("c", 64*10)))); hit != 0 {
		t.Fatalf("other seed hit %d", hit)
	}
}

// TestBatcherChunkedPrefill checks admission limits and the step formula in
// virtual time.
func TestBatcherChunkedPrefill(t *testing.T) {
	t.Parallel()
	cfg := Config{MaxNumSeqs: 2, KVCacheTokens: 1000, MaxBatchedTokens: 100, PrefillTokensPerS: 1000,
		DecodeBase: 10 * time.Millisecond, DecodePerSeq: time.Millisecond}
	b := newBatcher(&cfg)
	s1 := &seq{promptTokens: 250, outLen: 3}
	s2 := &seq{promptTokens: 10, outLen: 800} // 810 KV tokens: does not fit beside s1
	if !b.fits(s1) {
		t.Fatal("s1 must fit")
	}
	b.admit(s1)
	if b.fits(s2) {
		t.Fatal("s2 must not fit in the KV budget beside s1")
	}
	// Steps 1-2: 100 prefill tokens each (100ms) + base; step 3: 50 + emits.
	want := []time.Duration{110 * time.Millisecond, 110 * time.Millisecond, 61 * time.Millisecond, 11 * time.Millisecond, 11 * time.Millisecond}
	for i, w := range want {
		if d := b.plan(); d != w {
			t.Fatalf("step %d: %v, want %v", i, d, w)
		}
		b.commit(func(*seq, bool) {})
	}
	if len(b.running) != 0 || b.kvUsed != 0 || s1.produced.Load() != 3 || s1.state.Load() != seqFinished {
		t.Fatalf("after finishing: running %d kv %d produced %d", len(b.running), b.kvUsed, s1.produced.Load())
	}
}

func FuzzParseRequest(f *testing.F) {
	f.Add(true, []byte(`{"model":"m","messages":[{"role":"user","content":"hi"}],"max_tokens":5,"stream":true,"stream_options":{"include_usage":true}}`))
	f.Add(true, []byte(`{"messages":[{"role":"user","content":[{"type":"text","text":"a b"}]}],"n":1}`))
	f.Add(false, []byte(`{"prompt":[1,2,3],"max_tokens":2}`))
	f.Add(false, []byte(`{"prompt":["x"],"max_completion_tokens":9}`))
	f.Fuzz(func(t *testing.T, chat bool, body []byte) {
		ep := textEndpoint
		if chat {
			ep = chatEndpoint
		}
		p, err := parseRequest(ep, body, 1000, testTokens.Count)
		if err != nil {
			if err.Status != 400 || err.Message == "" {
				t.Fatalf("bad error %+v", err)
			}
			return
		}
		if p.promptTokens < 1 || p.maxTokens < 1 || p.promptTokens+p.maxTokens > 1000 {
			t.Fatalf("accepted invalid lengths: prompt %d max %d", p.promptTokens, p.maxTokens)
		}
	})
}
