package telemetry

import (
	"io"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/replay"
)

// FuzzRead feeds arbitrary record lines through the results reader and
// every telemetry summary: nothing may panic, whatever a damaged or
// hand-edited results file holds.
func FuzzRead(f *testing.F) {
	f.Add(`{"llmreplay":"metrics_source","src":0,"url":"http://x/metrics","interval_ns":1000000000}
{"llmreplay":"metrics_series","src":0,"id":0,"name":"h_bucket","family":"h","type":"histogram","labels":{"le":"1"}}
{"llmreplay":"metrics_series","src":0,"id":1,"name":"h_bucket","family":"h","type":"histogram","labels":{"le":"+Inf"}}
{"llmreplay":"metrics_series","src":0,"id":2,"name":"h_count","family":"h","type":"histogram"}
{"llmreplay":"metrics_series","src":0,"id":3,"name":"vllm:num_preemptions_total","family":"vllm:num_preemptions_total","type":"counter"}
{"llmreplay":"metrics_scrape","src":0,"t_ns":5,"dur_ns":1,"v":[[0,1],[1,2],[2,2],[3,7]]}
{"llmreplay":"metrics_scrape","src":0,"t_ns":9,"dur_ns":1,"v":[[0,3],[3,2]],"gone":[1]}
{"llmreplay":"metrics_scrape","src":0,"t_ns":10,"error":"HTTP 500"}
{"llmreplay":"self_check","t_ns":1,"interval_ns":1000,"cpu_ns":10,"gomaxprocs":2,"run_delay_ns":-1,"sched_wait":[[0.001,4]],"goroutines":3}
{"llmreplay":"conditions","server":{"kind":"vllm"},"replayer":{"os":"linux","arch":"amd64","cpus":2,"gomaxprocs":2,"go_version":"x"}}
`)
	f.Add(`{"llmreplay":"metrics_scrape","src":-1,"v":[[1e300,1],[-1,2]],"gone":[99999999]}`)
	f.Add(`{"llmreplay":"metrics_series","src":0,"id":4194304,"name":"x","family":"x","type":"summary"}`)
	f.Fuzz(func(t *testing.T, lines string) {
		in := `{"llmreplay":"results","version":2,"target":"http://x","speed":1,"inputs":[],"tool":"t","start":"2026-01-01T00:00:00Z"}` + "\n" + lines
		r, err := replay.DecodeResults(strings.NewReader(in), "fuzz")
		if err != nil || r == nil {
			return
		}
		run := Read(r.Records)
		if s := Summarize(run); s != nil {
			s.Headline()
			if err := s.WriteText(io.Discard); err != nil {
				t.Fatal(err)
			}
		}
		if CheckClient(run, 1).String() == "" {
			t.Fatal("empty client check")
		}
	})
}
