package sim

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/internal/promtest"
)

// TestBatcherPreemptsOnDemand drives the on-demand policy in virtual time:
// three sequences that fit at the start outgrow the cache; the newest
// running one is preempted each time (never the oldest), the KV in use
// never exceeds the budget, and every sequence still ends with all its
// tokens.
func TestBatcherPreemptsOnDemand(t *testing.T) {
	t.Parallel()
	cfg := Config{MaxNumSeqs: 8, KVCacheTokens: 100, PrefillTokensPerS: 1e6, DecodeBase: time.Millisecond, KVPolicy: KVOnDemand}
	b := newBatcher(&cfg)
	var queue []*seq
	for i := range 3 {
		queue = append(queue, &seq{promptTokens: 10, outLen: 30 + i})
	}
	all := append([]*seq(nil), queue...)
	preemptions := map[*seq]int{}
	for step := 0; step < 1000 && (len(queue) > 0 || len(b.running) > 0); step++ {
		for len(queue) > 0 && b.fits(queue[0]) {
			b.admit(queue[0])
			queue = queue[1:]
		}
		pre := b.makeRoom()
		for _, s := range pre {
			preemptions[s]++
			if s.state.Load() != seqWaiting || s.reserve != 0 {
				t.Fatalf("preempted sequence holds %d KV tokens, state %d", s.reserve, s.state.Load())
			}
		}
		queue = append(pre, queue...)
		if b.kvUsed > cfg.KVCacheTokens {
			t.Fatalf("step %d: %d KV tokens in use of %d", step, b.kvUsed, cfg.KVCacheTokens)
		}
		held := 0
		for _, s := range b.running {
			held += s.reserve
			if want := s.promptTokens + int(s.produced.Load()) + 1; s.reserve != want {
				t.Fatalf("step %d: a running sequence holds %d, want prompt+generated+1 = %d", step, s.reserve, want)
			}
		}
		if held != b.kvUsed {
			t.Fatalf("step %d: sequences hold %d, the batcher counts %d", step, held, b.kvUsed)
		}
		b.plan()
		b.commit(func(*seq, bool) {})
	}
	if preemptions[all[0]] != 0 {
		t.Errorf("the oldest sequence was preempted %d times", preemptions[all[0]])
	}
	if preemptions[all[1]]+preemptions[all[2]] == 0 {
		t.Fatal("three sequences of 40 tokens in a cache of 100: no preemption")
	}
	for i, s := range all {
		if int(s.produced.Load()) != s.outLen || s.state.Load() != seqFinished {
			t.Errorf("sequence %d: %d of %d tokens, state %d", i, s.produced.Load(), s.outLen, s.state.Load())
		}
	}
	if b.kvUsed != 0 {
		t.Errorf("%d KV tokens held after every sequence finished", b.kvUsed)
	}
}

// TestMetricsPreemptionsAndCacheConfig: the simulator's /metrics counts
// the preemptions of its model, the queue time of every request and
// states its cache configuration, as vLLM does.
func TestMetricsPreemptionsAndCacheConfig(t *testing.T) {
	t.Parallel()
	cfg := testConfig()
	cfg.KVPolicy = KVOnDemand
	cfg.KVCacheTokens, cfg.MaxModelLen = 200, 200
	cfg.DecodeBase = 2 * time.Millisecond
	srv, ts := startSim(t, cfg)
	const n = 6
	startClients(t, srv, n, 0, func(i int) {
		body := fmt.Sprintf(`{"model":"m","messages":[{"role":"user","content":"hello %d"}],"max_tokens":60,"ignore_eos":true,"stream":true}`, i)
		res, err := doStream(context.Background(), ts.Client(), ts.URL+"/v1/chat/completions", body)
		if err != nil || res.status != 200 {
			t.Errorf("request %d: %v", i, err)
		}
	})()
	fams := promtest.Scrape(t, ts.URL+"/metrics")
	if p := promtest.Value(t, fams, "vllm:num_preemptions_total"); p < 1 {
		t.Errorf("preemptions %v: six requests of 60 tokens in a cache of 200 must preempt", p)
	}
	if q := promtest.Value(t, fams, "vllm:request_queue_time_seconds"); q != n {
		t.Errorf("queue time observations %v, want %d (one per request, preempted or not)", q, n)
	}
	if g := promtest.Value(t, fams, "vllm:generation_tokens_total"); g != n*60 {
		t.Errorf("generated tokens %v, want %d: preempted requests still get every token once", g, n*60)
	}
	info := fams["vllm:cache_config_info"]
	if info == nil || len(info.Metric) != 1 {
		t.Fatal("vllm:cache_config_info missing")
	}
	labels := map[string]string{}
	for _, l := range info.Metric[0].Label {
		labels[l.GetName()] = l.GetValue()
	}
	if labels["kv_policy"] != KVOnDemand || labels["num_gpu_blocks"] != fmt.Sprint(200/prefixBlockTokens) || labels["block_size"] == "" {
		t.Errorf("cache_config_info labels %v", labels)
	}
	if fams["go_goroutines"] == nil || fams["process_cpu_seconds_total"] == nil {
		t.Error("the Go and process collectors are missing")
	}
}
