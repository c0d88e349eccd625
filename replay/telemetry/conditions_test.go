package telemetry

import (
	"context"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
)

// TestProbeServer: each server is told by the endpoint only it serves,
// its version, models and limits are kept, fields outside the chosen ones
// (an SGLang api_key) never are, and the replay's credentials go with
// every probe.
func TestProbeServer(t *testing.T) {
	t.Parallel()
	models := `{"object":"list","data":[{"id":"qwen","root":"Qwen/Qwen3-8B","max_model_len":32768},{"id":"lora-a","root":"lora-a"}]}`
	cases := []struct {
		name      string
		endpoints map[string]string
		server    string // the Server header
		want      ServerInfo
	}{
		{"vllm", map[string]string{"/version": `{"version":"0.11.0"}`, "/v1/models": models}, "uvicorn",
			ServerInfo{Kind: "vllm", Version: "0.11.0", HTTPServer: "uvicorn", Endpoints: []string{"/version"},
				Models: []Model{{ID: "qwen", Root: "Qwen/Qwen3-8B", MaxModelLen: 32768}, {ID: "lora-a"}}}},
		{"tgi", map[string]string{
			// TGI serves /version too, with its own answer: /info names it.
			"/version": `{"version":"3.3.4"}`,
			"/info": `{"model_id":"Qwen/Qwen3-8B","model_dtype":"torch.bfloat16","version":"3.3.4","sha":"f3a1",` +
				`"max_concurrent_requests":128,"max_total_tokens":32768,"max_batch_total_tokens":400000,"router":"text-generation-router"}`,
		}, "",
			ServerInfo{Kind: "tgi", Version: "3.3.4", Endpoints: []string{"/info", "/version"}, Info: map[string]string{
				"model_id": "Qwen/Qwen3-8B", "model_dtype": "torch.bfloat16", "sha": "f3a1", "max_concurrent_requests": "128",
				"max_total_tokens": "32768", "max_batch_total_tokens": "400000"}}},
		{"sglang", map[string]string{
			"/get_server_info": `{"version":"0.5.3","model_path":"Qwen/Qwen3-8B","tp_size":2,"max_total_num_tokens":812345,` +
				`"api_key":"sk-do-not-keep","chunked_prefill_size":8192,"schedule_policy":"fcfs"}`,
			"/v1/models": `{"data":[{"id":"Qwen/Qwen3-8B","root":"Qwen/Qwen3-8B","max_model_len":40960}]}`,
		}, "",
			ServerInfo{Kind: "sglang", Version: "0.5.3", Endpoints: []string{"/get_server_info"},
				Models: []Model{{ID: "Qwen/Qwen3-8B", MaxModelLen: 40960}},
				Info: map[string]string{"model_path": "Qwen/Qwen3-8B", "tp_size": "2", "max_total_num_tokens": "812345",
					"chunked_prefill_size": "8192", "schedule_policy": "fcfs"}}},
		{"llamacpp", map[string]string{
			"/props": `{"build_info":"b6500-1a2b3c","model_path":"/models/qwen.gguf","total_slots":4,` +
				`"default_generation_settings":{"n_ctx":8192,"temperature":0.8}}`,
		}, "llama.cpp",
			ServerInfo{Kind: "llamacpp", Version: "b6500-1a2b3c", HTTPServer: "llama.cpp", Endpoints: []string{"/props"},
				Info: map[string]string{"model_path": "/models/qwen.gguf", "total_slots": "4", "default_generation_settings.n_ctx": "8192"}}},
		{"ollama", map[string]string{"/api/version": `{"version":"0.12.3"}`}, "",
			ServerInfo{Kind: "ollama", Version: "0.12.3", Endpoints: []string{"/api/version"}}},
		{"unknown", map[string]string{"/health": `{}`}, "nginx/1.27",
			ServerInfo{HTTPServer: "nginx/1.27"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if c.server != "" {
					w.Header().Set("Server", c.server)
				}
				if r.Header.Get("Authorization") != "Bearer k" {
					http.Error(w, "no key", http.StatusUnauthorized)
					return
				}
				body, ok := c.endpoints[r.URL.Path]
				if !ok {
					http.NotFound(w, r)
					return
				}
				w.Header().Set("Content-Type", "application/json")
				w.Write([]byte(body))
			}))
			defer ts.Close()
			got := ProbeServer(context.Background(), http.DefaultTransport, ts.URL, http.Header{"Authorization": {"Bearer k"}})
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("got  %+v\nwant %+v", got, c.want)
			}
			if s := got.String(); strings.Contains(s, "sk-") {
				t.Errorf("a secret in %q", s)
			}
		})
	}
}
