package telemetry

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Conditions are the test conditions a load-test report states: what was
// tested and from what. Written once, at the start of a run.
type Conditions struct {
	Kind     string       `json:"llmreplay"` // KindConditions
	Server   ServerInfo   `json:"server"`
	Replayer ReplayerInfo `json:"replayer"`
}

// ServerInfo is what the target said of itself before the run. Only named
// fields of its info endpoints are kept: some (SGLang's server arguments)
// hold API keys.
type ServerInfo struct {
	// Kind is the server software when an endpoint only it serves answered
	// (tgi, sglang, llamacpp, ollama), or vllm for a /version alone.
	Kind       string  `json:"kind,omitempty"`
	Version    string  `json:"version,omitempty"`
	HTTPServer string  `json:"http_server,omitempty"` // the Server response header
	Models     []Model `json:"models,omitempty"`
	// Info holds the chosen fields of /info (TGI), /get_server_info
	// (SGLang) or /props (llama.cpp), as text.
	Info map[string]string `json:"info,omitempty"`
	// Endpoints lists the paths that answered.
	Endpoints []string `json:"endpoints,omitempty"`
}

// Model is a model the target serves (/v1/models).
type Model struct {
	ID          string `json:"id"`
	Root        string `json:"root,omitempty"`
	MaxModelLen int    `json:"max_model_len,omitempty"`
}

// ReplayerInfo is the machine and process that replayed.
type ReplayerInfo struct {
	Host       string  `json:"host,omitempty"`
	OS         string  `json:"os"`
	Arch       string  `json:"arch"`
	CPUs       int     `json:"cpus"`                // logical CPUs of the machine
	CPUQuota   float64 `json:"cpu_quota,omitempty"` // cgroup CPU limit in CPUs (containers), 0: none
	GOMAXPROCS int     `json:"gomaxprocs"`          // CPUs the replay may run on at once
	CPUModel   string  `json:"cpu_model,omitempty"`
	MemBytes   int64   `json:"mem_bytes,omitempty"`
	Kernel     string  `json:"kernel,omitempty"`
	GoVersion  string  `json:"go_version"`
	Tool       string  `json:"tool,omitempty"`
	Load1      float64 `json:"load1,omitempty"` // the machine's 1-minute load average at the start
}

// Replayer describes this process and machine.
func Replayer(tool string) ReplayerInfo {
	host, _ := os.Hostname()
	r := ReplayerInfo{
		Host: host, OS: runtime.GOOS, Arch: runtime.GOARCH, CPUs: runtime.NumCPU(),
		GOMAXPROCS: runtime.GOMAXPROCS(0), GoVersion: runtime.Version(), Tool: tool,
	}
	if b, err := os.ReadFile("/proc/sys/kernel/osrelease"); err == nil {
		r.Kernel = strings.TrimSpace(string(b))
	}
	r.CPUModel = procField("/proc/cpuinfo", "model name")
	if kb := procField("/proc/meminfo", "MemTotal"); kb != "" {
		if n, err := strconv.ParseInt(strings.TrimSuffix(kb, " kB"), 10, 64); err == nil {
			r.MemBytes = n << 10
		}
	}
	if b, err := os.ReadFile("/sys/fs/cgroup/cpu.max"); err == nil {
		// "QUOTA PERIOD" or "max PERIOD" (cgroup v2).
		if f := strings.Fields(string(b)); len(f) == 2 && f[0] != "max" {
			q, e1 := strconv.ParseFloat(f[0], 64)
			p, e2 := strconv.ParseFloat(f[1], 64)
			if e1 == nil && e2 == nil && p > 0 {
				r.CPUQuota = q / p
			}
		}
	}
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		if f := strings.Fields(string(b)); len(f) > 0 {
			r.Load1, _ = strconv.ParseFloat(f[0], 64)
		}
	}
	return r
}

// procField returns the value of the first "key: value" line of a /proc
// file ("" when absent).
func procField(path, key string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if ok && strings.TrimSpace(k) == key {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// infoEndpoint is an endpoint a server describes itself at, with the
// fields kept from it (dotted paths into its JSON).
type infoEndpoint struct {
	path, kind string
	fields     []string
}

var infoEndpoints = []infoEndpoint{
	{"/version", "vllm", []string{"version"}},
	{"/info", "tgi", []string{"model_id", "model_dtype", "version", "sha", "docker_label", "max_concurrent_requests",
		"max_batch_total_tokens", "max_batch_prefill_tokens", "max_input_tokens", "max_input_length", "max_total_tokens",
		"max_best_of", "max_stop_sequences", "waiting_served_ratio", "max_waiting_tokens"}},
	{"/get_server_info", "sglang", []string{"version", "model_path", "tp_size", "dp_size", "max_total_num_tokens",
		"max_running_requests", "chunked_prefill_size", "context_length", "mem_fraction_static", "kv_cache_dtype",
		"schedule_policy", "page_size", "attention_backend"}},
	{"/props", "llamacpp", []string{"build_info", "model_path", "total_slots", "default_generation_settings.n_ctx"}},
	{"/api/version", "ollama", []string{"version"}},
}

// ProbeServer asks the target what it is (version, models, limits) at the
// endpoints servers describe themselves at, all at once, for at most
// three seconds. It never fails: what did not answer is left out. The
// requests carry header (the credentials a replay was given).
func ProbeServer(ctx context.Context, rt http.RoundTripper, target string, header http.Header) ServerInfo {
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	base := strings.TrimRight(target, "/")
	get := func(path string) (map[string]any, http.Header) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+path, nil)
		if err != nil {
			return nil, nil
		}
		for k, vs := range header {
			req.Header[k] = vs
		}
		req.Header.Set("Accept", "application/json")
		resp, err := rt.RoundTrip(req)
		if err != nil {
			return nil, nil
		}
		defer resp.Body.Close()
		var v map[string]any
		if resp.StatusCode != http.StatusOK || json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&v) != nil {
			return nil, resp.Header
		}
		return v, resp.Header
	}
	var (
		mu   sync.Mutex
		wg   sync.WaitGroup
		info ServerInfo
	)
	answers := map[string]map[string]any{}
	for _, ep := range append([]infoEndpoint{{path: "/v1/models"}}, infoEndpoints...) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			v, h := get(ep.path)
			mu.Lock()
			defer mu.Unlock()
			if s := h.Get("Server"); s != "" && info.HTTPServer == "" {
				info.HTTPServer = s
			}
			if v != nil {
				answers[ep.path] = v
			}
		}()
	}
	wg.Wait()
	if m := answers["/v1/models"]; m != nil {
		info.Models = models(m)
	}
	for _, ep := range infoEndpoints {
		v := answers[ep.path]
		if v == nil {
			continue
		}
		info.Endpoints = append(info.Endpoints, ep.path)
		kept := 0
		for _, f := range ep.fields {
			s, ok := lookup(v, f)
			if !ok {
				continue
			}
			kept++
			if f == "version" || f == "build_info" {
				if info.Version == "" || ep.kind != "vllm" {
					info.Version = s
				}
				continue
			}
			if info.Info == nil {
				info.Info = map[string]string{}
			}
			info.Info[f] = s
		}
		// A server with an endpoint of its own names itself; /version
		// alone is vLLM's (others serve it too, with their own).
		if kept > 0 && (ep.kind != "vllm" || info.Kind == "") {
			info.Kind = ep.kind
		}
	}
	sort.Strings(info.Endpoints)
	return info
}

func models(v map[string]any) []Model {
	data, _ := v["data"].([]any)
	var out []Model
	for _, d := range data {
		m, _ := d.(map[string]any)
		id, _ := m["id"].(string)
		if id == "" {
			continue
		}
		root, _ := m["root"].(string)
		if root == id {
			root = ""
		}
		n, _ := m["max_model_len"].(float64)
		out = append(out, Model{ID: id, Root: root, MaxModelLen: int(n)})
		if len(out) == 32 {
			break
		}
	}
	return out
}

// lookup returns the scalar at a dotted path of a JSON object as text.
func lookup(v map[string]any, path string) (string, bool) {
	var cur any = v
	for _, part := range strings.Split(path, ".") {
		m, ok := cur.(map[string]any)
		if !ok {
			return "", false
		}
		cur, ok = m[part]
		if !ok {
			return "", false
		}
	}
	switch x := cur.(type) {
	case string:
		if len(x) > 256 {
			x = x[:256]
		}
		return x, x != ""
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64), true
	case bool:
		return strconv.FormatBool(x), true
	case nil:
		return "", false
	}
	return "", false
}

// String is the server in a few words: "vllm 0.8.5 serving m (max 8192 tokens)".
func (s ServerInfo) String() string {
	var parts []string
	if s.Kind != "" {
		parts = append(parts, s.Kind)
	}
	if s.Version != "" {
		parts = append(parts, s.Version)
	}
	if len(s.Models) > 0 {
		ids := make([]string, len(s.Models))
		for i, m := range s.Models {
			ids[i] = m.ID
			if m.MaxModelLen > 0 {
				ids[i] += fmt.Sprintf(" (max %d tokens)", m.MaxModelLen)
			}
		}
		parts = append(parts, "serving "+strings.Join(ids, ", "))
	}
	if s.HTTPServer != "" && s.Kind == "" {
		parts = append(parts, "Server: "+s.HTTPServer)
	}
	return strings.Join(parts, " ")
}

// String is the replayer in a few words.
func (r ReplayerInfo) String() string {
	s := fmt.Sprintf("%s, %d CPUs", r.Host, r.CPUs)
	if r.CPUQuota > 0 {
		s += fmt.Sprintf(" (container limit %.2f)", r.CPUQuota)
	}
	s += fmt.Sprintf(", GOMAXPROCS %d", r.GOMAXPROCS)
	if r.CPUModel != "" {
		s += ", " + r.CPUModel
	}
	if r.MemBytes > 0 {
		s += fmt.Sprintf(", %.1f GiB", float64(r.MemBytes)/(1<<30))
	}
	if r.Load1 > 0 {
		s += fmt.Sprintf(", load %.2f at start", r.Load1)
	}
	return s + ", " + r.OS + "/" + r.Arch + " " + r.GoVersion
}
