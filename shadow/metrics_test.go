package shadow

import (
	"bufio"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/internal/testutil"
)

// scrape returns the samples of a /metrics page by their full name with
// labels, e.g. llmreplay_record_shadow_ratio{metric="tpot",quantile="0.5"}.
func scrape(t *testing.T, url string) map[string]float64 {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out := map[string]float64{}
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		v, err := strconv.ParseFloat(line[i+1:], 64)
		if err != nil {
			t.Fatalf("metrics line %q: %v", line, err)
		}
		out[line[:i]] = v
	}
	io.Copy(io.Discard, resp.Body)
	return out
}

// The recorder's /metrics shows the paired ratios live: a candidate
// three times as slow per token shows a TPOT ratio of about 3 while
// production is running, and the sums give the same ratio of means (the
// bounds are wide: timers oversleep by a millisecond or more on a loaded
// machine, which pulls the ratio towards 1).
func TestRecordMetricsShowPairedRatio(t *testing.T) {
	c := newCandidate(t, answerOK(30*time.Millisecond))
	maddr := testutil.FreeAddr(t)
	r := startRig(t, rigOptions{candidate: c.srv.URL, gap: 10 * time.Millisecond, captureArgs: []string{"--metrics-listen", maddr}})
	const n = 12
	for i := 0; i < n; i++ {
		chat(t, r.addr, chatBody("q", 12), nil)
	}
	url := "http://" + maddr + "/metrics"
	deadline := time.Now().Add(20 * time.Second)
	var m map[string]float64
	for {
		m = scrape(t, url)
		if m["llmreplay_record_shadow_pairs_total"] == n {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("pairs %v after 20 s, want %d", m["llmreplay_record_shadow_pairs_total"], n)
		}
		time.Sleep(50 * time.Millisecond) // polling a live endpoint, not covering a race
	}
	ratio := m[`llmreplay_record_shadow_ratio{metric="tpot",quantile="0.5"}`]
	if ratio < 1.8 || ratio > 4.5 {
		t.Errorf("TPOT ratio p50 %v, want about 3", ratio)
	}
	sums := m[`llmreplay_record_shadow_tpot_seconds_sum{side="candidate"}`] / m[`llmreplay_record_shadow_tpot_seconds_sum{side="production"}`]
	if sums < 1.8 || sums > 4.5 {
		t.Errorf("TPOT sums ratio %v, want about 3", sums)
	}
	if m[`llmreplay_record_shadow_ratio{metric="output_tokens",quantile="0.5"}`] != 1 ||
		m[`llmreplay_record_shadow_output_tokens_total{side="candidate"}`] != 12*n || m["llmreplay_record_shadow_output_length_differs_total"] != 0 {
		t.Errorf("output tokens: %v", m)
	}
	if m["llmreplay_record_shadow_sent_total"] != n || m[`llmreplay_record_shadow_dropped_total{reason="max_in_flight"}`] != 0 || m["llmreplay_record_requests_total"] != n {
		t.Errorf("counters: sent %v, requests %v", m["llmreplay_record_shadow_sent_total"], m["llmreplay_record_requests_total"])
	}
}

// Live, the output is not pinned: each side stops where its model stops.
// A candidate that answers half as long shows it in the output ratio and
// the count of pairs whose lengths differ.
func TestOutputLengthDifferences(t *testing.T) {
	c := newCandidate(t, func(c *candidate, w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		for _, ev := range chatStream(5) { // whatever max_tokens asks
			io.WriteString(w, ev)
		}
	})
	r := startRig(t, rigOptions{candidate: c.srv.URL})
	for i := 0; i < 6; i++ {
		chat(t, r.addr, chatBody("q", 10), nil)
	}
	r.close(t)
	st := r.sh.Stats()
	if st.Pairs != 6 || st.OutputDiffers != 6 || st.OutputRatio != 0.5 {
		t.Fatalf("pairs %d, output ratio %v, differing %d: want 6, 0.5, 6", st.Pairs, st.OutputRatio, st.OutputDiffers)
	}
	m := r.sh.Metrics("x")
	for _, f := range m {
		if f.Name == "x_ratio" {
			for _, s := range f.Samples {
				if s.Labels[0].Value == "output_tokens" && s.Value != 0.5 {
					t.Fatalf("output_tokens ratio %v at %v, want 0.5", s.Value, s.Labels)
				}
			}
		}
	}
}
