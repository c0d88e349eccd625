// Package examples holds runnable scenarios (shell scripts, Kubernetes
// manifests, a CI workflow). This test keeps them honest: the manifests are
// checked for the structure `kubectl apply` needs, and the scripts are run
// against the built binary and the built-in simulator on loopback.
package examples

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"

	"github.com/llmreplay/llmreplay/capture"
)

// docs reads every YAML document of a file.
func docs(t *testing.T, path string) []map[string]any {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec := yaml.NewDecoder(bytes.NewReader(b))
	var out []map[string]any
	for {
		var m map[string]any
		err := dec.Decode(&m)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("%s: invalid YAML: %v", path, err)
		}
		if m != nil {
			out = append(out, m)
		}
	}
	return out
}

// get walks a path of map keys and list indices.
func get(v any, path ...any) any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			m, ok := v.(map[string]any)
			if !ok {
				return nil
			}
			v = m[k]
		case int:
			l, ok := v.([]any)
			if !ok || k >= len(l) {
				return nil
			}
			v = l[k]
		}
	}
	return v
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

func list(v any) []any {
	l, _ := v.([]any)
	return l
}

// dnsLabel is what Kubernetes accepts as an object or container name.
var dnsLabel = regexp.MustCompile(`^[a-z0-9]([-a-z0-9]*[a-z0-9])?$`)

// portName is an IANA_SVC_NAME: at most 15 lowercase letters, digits and
// hyphens, with a letter.
var portName = regexp.MustCompile(`^[a-z0-9]([-a-z0-9]*[a-z0-9])?$`)

func TestKubernetesManifests(t *testing.T) {
	t.Parallel()
	path := filepath.Join("record-an-hour", "deployment.yaml")
	ds := docs(t, path)
	byKind := map[string][]map[string]any{}
	for i, d := range ds {
		api, kind, name := str(d["apiVersion"]), str(d["kind"]), str(get(d, "metadata", "name"))
		if api == "" || kind == "" || name == "" {
			t.Fatalf("document %d lacks apiVersion, kind or metadata.name: %v", i, d)
		}
		if !dnsLabel.MatchString(name) || len(name) > 63 {
			t.Errorf("%s %q: not a valid name", kind, name)
		}
		want := map[string]string{"Deployment": "apps/v1", "Service": "v1", "PersistentVolumeClaim": "v1"}[kind]
		if want == "" {
			t.Errorf("unexpected kind %s", kind)
		} else if api != want {
			t.Errorf("%s %s: apiVersion %s, want %s", kind, name, api, want)
		}
		byKind[kind] = append(byKind[kind], d)
	}
	if len(byKind["Deployment"]) != 1 || len(byKind["Service"]) != 1 || len(byKind["PersistentVolumeClaim"]) != 1 {
		t.Fatalf("want one Deployment, Service and PVC, got %v", len(ds))
	}
	dep, svc, pvc := byKind["Deployment"][0], byKind["Service"][0], byKind["PersistentVolumeClaim"][0]

	// Deployment: selector matches the pod labels.
	sel, _ := get(dep, "spec", "selector", "matchLabels").(map[string]any)
	labels, _ := get(dep, "spec", "template", "metadata", "labels").(map[string]any)
	if len(sel) == 0 {
		t.Fatal("deployment has no spec.selector.matchLabels")
	}
	for k, v := range sel {
		if labels[k] != v {
			t.Errorf("selector %s=%v does not match the pod template labels %v", k, v, labels)
		}
	}

	// Volumes declared, mounts refer to them, the PVC exists.
	vols := map[string]map[string]any{}
	for _, v := range list(get(dep, "spec", "template", "spec", "volumes")) {
		m := v.(map[string]any)
		vols[str(m["name"])] = m
		if c := str(get(m, "persistentVolumeClaim", "claimName")); c != "" && c != str(get(pvc, "metadata", "name")) {
			t.Errorf("volume %s claims %q, not the PVC in the file", m["name"], c)
		}
	}
	if str(get(pvc, "spec", "resources", "requests", "storage")) == "" || len(list(get(pvc, "spec", "accessModes"))) == 0 {
		t.Error("PVC lacks accessModes or a storage request")
	}

	// Containers: name, image, ports, mounts; the recorder in front of vLLM.
	ports := map[string]int{} // port name -> container port
	byNumber := map[int]string{}
	containers := map[string]map[string]any{}
	for _, c := range list(get(dep, "spec", "template", "spec", "containers")) {
		m := c.(map[string]any)
		name := str(m["name"])
		containers[name] = m
		if !dnsLabel.MatchString(name) || str(m["image"]) == "" {
			t.Errorf("container %q lacks a valid name or an image", name)
		}
		for _, p := range list(m["ports"]) {
			pm := p.(map[string]any)
			n, ok := pm["containerPort"].(int)
			if !ok || n < 1 || n > 65535 {
				t.Errorf("container %s: containerPort %v is not a port number", name, pm["containerPort"])
			}
			pn := str(pm["name"])
			if pn != "" {
				if !portName.MatchString(pn) || len(pn) > 15 || !strings.ContainsAny(pn, "abcdefghijklmnopqrstuvwxyz") {
					t.Errorf("port name %q is not a valid IANA service name", pn)
				}
				if _, dup := ports[pn]; dup {
					t.Errorf("port name %q used twice in the pod", pn)
				}
				ports[pn] = n
			}
			if other, dup := byNumber[n]; dup {
				t.Errorf("containers %s and %s both use port %d", other, name, n)
			}
			byNumber[n] = name
		}
		for _, vm := range list(m["volumeMounts"]) {
			vn := str(get(vm, "name"))
			if vols[vn] == nil {
				t.Errorf("container %s mounts volume %q, which is not declared", name, vn)
			}
			if str(get(vm, "mountPath")) == "" {
				t.Errorf("container %s: mount of %s has no mountPath", name, vn)
			}
		}
		for _, probe := range []string{"readinessProbe", "livenessProbe"} {
			if p := get(m, probe, "httpGet", "port"); p != nil {
				if s, ok := p.(string); ok && ports[s] == 0 {
					t.Errorf("container %s: %s uses port name %q, not declared", name, probe, s)
				}
			}
		}
	}
	rec, vllm := containers["recorder"], containers["vllm"]
	if rec == nil || vllm == nil {
		t.Fatalf("want containers recorder and vllm, got %v", containers)
	}
	// The kubelet's httpGet and tcpSocket probes go to the pod IP: a server
	// bound to 127.0.0.1 never answers them, and its pod never gets ready.
	for name, m := range containers {
		cargs := fmt.Sprint(m["args"])
		if !strings.Contains(cargs, "127.0.0.1") || !strings.Contains(cargs, "--host") {
			continue
		}
		for _, probe := range []string{"readinessProbe", "livenessProbe", "startupProbe"} {
			if get(m, probe, "httpGet") != nil || get(m, probe, "tcpSocket") != nil {
				t.Errorf("container %s listens on 127.0.0.1 only, but its %s goes through the pod IP", name, probe)
			}
		}
	}
	// The recorder's probes: readiness on /readyz, liveness on /healthz,
	// both served by the metrics listener.
	probes := capture.MetricsHandler(func() []capture.Metric { return nil }, nil, nil)
	for probe, want := range map[string]string{"readinessProbe": "/readyz", "livenessProbe": "/healthz"} {
		path := str(get(rec, probe, "httpGet", "path"))
		if path != want {
			t.Errorf("recorder %s on %q, want %s", probe, path, want)
		}
		res := httptest.NewRecorder()
		probes.ServeHTTP(res, httptest.NewRequest("GET", path, nil))
		if res.Code != 200 {
			t.Errorf("recorder %s %s answers %d", probe, path, res.Code)
		}
	}
	args := make([]string, 0)
	for _, a := range list(rec["args"]) {
		args = append(args, fmt.Sprint(a))
	}
	flag := func(name string) string {
		i := slices.Index(args, name)
		if i < 0 || i+1 >= len(args) {
			t.Errorf("recorder args lack %s: %v", name, args)
			return ""
		}
		return args[i+1]
	}
	if len(args) == 0 || args[0] != "record" {
		t.Fatalf("recorder args %v do not start with the record command", args)
	}
	listen := flag("--listen")
	lp, _ := strconv.Atoi(listen[strings.LastIndex(listen, ":")+1:])
	if byNumber[lp] != "recorder" {
		t.Errorf("recorder listens on %s but does not declare container port %d", listen, lp)
	}
	up := flag("--upstream")
	upPort, _ := strconv.Atoi(up[strings.LastIndex(up, ":")+1:])
	if !strings.HasPrefix(up, "http://127.0.0.1:") || byNumber[upPort] != "vllm" {
		t.Errorf("recorder upstream %s is not vLLM's port in the pod", up)
	}
	// The recorder's Go heap limit sits below the container's memory limit.
	limit, err := capture.ParseSize(str(get(rec, "resources", "limits", "memory")))
	if err != nil {
		t.Errorf("recorder memory limit: %v", err)
	}
	var memlimit string
	for _, e := range list(rec["env"]) {
		if str(get(e, "name")) == "GOMEMLIMIT" {
			memlimit = str(get(e, "value"))
		}
	}
	if soft, err := capture.ParseSize(memlimit); err != nil || soft <= 0 || soft >= limit {
		t.Errorf("recorder GOMEMLIMIT %q must be set below its memory limit %d bytes (%v)", memlimit, limit, err)
	}
	if q, err := capture.ParseSize(flag("--queue-bytes")); err != nil || q >= limit/2 {
		t.Errorf("recorder --queue-bytes %d must leave room under the memory limit %d (%v)", q, limit, err)
	}
	out := flag("--out")
	mounted := false
	for _, vm := range list(rec["volumeMounts"]) {
		if str(get(vm, "mountPath")) == out {
			mounted = true
		}
	}
	if !mounted {
		t.Errorf("recorder writes to %s, which is not a mounted volume", out)
	}

	// Service: selects the pod, and its client port lands on the recorder.
	ssel, _ := get(svc, "spec", "selector").(map[string]any)
	for k, v := range ssel {
		if labels[k] != v {
			t.Errorf("service selector %s=%v does not select the pod (%v)", k, v, labels)
		}
	}
	if len(ssel) == 0 {
		t.Error("service has no selector")
	}
	var clientPort bool
	for _, p := range list(get(svc, "spec", "ports")) {
		pm := p.(map[string]any)
		if _, ok := pm["port"].(int); !ok {
			t.Errorf("service port %v has no numeric port", pm)
		}
		target := pm["targetPort"]
		var n int
		switch v := target.(type) {
		case string:
			n = ports[v]
		case int:
			n = v
		}
		if byNumber[n] == "" {
			t.Errorf("service targetPort %v matches no container port", target)
		}
		if byNumber[n] == "recorder" && n == lp {
			clientPort = true
		}
	}
	if !clientPort {
		t.Error("no service port leads to the recorder's --listen port: traffic would bypass the recorder")
	}
}

func TestGitHubWorkflow(t *testing.T) {
	t.Parallel()
	ds := docs(t, filepath.Join("upgrade-gate", "github-workflow.yml"))
	if len(ds) != 1 {
		t.Fatalf("%d documents, want 1", len(ds))
	}
	w := ds[0]
	if str(w["name"]) == "" || w["on"] == nil || w["jobs"] == nil {
		t.Fatalf("workflow lacks name, on or jobs: %v", w)
	}
	jobs, _ := w["jobs"].(map[string]any)
	var compare, replays int
	for id, j := range jobs {
		if get(j, "runs-on") == nil {
			t.Errorf("job %s has no runs-on", id)
		}
		steps := list(get(j, "steps"))
		if len(steps) == 0 {
			t.Errorf("job %s has no steps", id)
		}
		for i, s := range steps {
			run, uses := str(get(s, "run")), str(get(s, "uses"))
			if (run == "") == (uses == "") {
				t.Errorf("job %s step %d: want exactly one of run and uses", id, i)
			}
			if strings.Contains(run, "llmreplay compare") {
				compare++
				if !strings.Contains(run, "--format markdown") {
					t.Errorf("compare step does not write markdown for the comment")
				}
				if !strings.Contains(run, `exit "$status"`) {
					t.Errorf("compare step does not keep compare's exit status")
				}
			}
			if strings.Contains(run, "llmreplay replay") {
				replays++
			}
		}
	}
	if compare != 1 || replays != 2 {
		t.Errorf("want two replays and one compare, got %d and %d", replays, compare)
	}
}

// binary returns the llmreplay binary the scripts should run, or skips.
func binary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("example scripts run the simulator for tens of seconds; skipped with -short")
	}
	if p := os.Getenv("LLMREPLAY"); p != "" {
		return p
	}
	p, err := filepath.Abs(filepath.Join("..", "bin", "llmreplay"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(p); err != nil {
		t.Skip("bin/llmreplay not built: run 'make build' to test the example scripts")
	}
	return p
}

// runScript runs an example script with env and returns its combined
// output and exit code.
func runScript(t *testing.T, bin, script string, env ...string) (string, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", script)
	cmd.Env = append(os.Environ(), append([]string{"LLMREPLAY=" + bin, "WORK=" + t.TempDir()}, env...)...)
	cmd.WaitDelay = 10 * time.Second
	out, err := cmd.CombinedOutput()
	code := 0
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		code = ee.ExitCode()
	case err != nil:
		t.Fatalf("%s: %v\n%s", script, err, out)
	}
	if ctx.Err() != nil {
		t.Fatalf("%s timed out:\n%s", script, out)
	}
	return string(out), code
}

func TestPeak3xScript(t *testing.T) {
	bin := binary(t)
	// A generous SLA: this checks the plumbing (record, replay at 3x, the
	// verdict and its exit status), not this machine's load at that moment.
	out, code := runScript(t, bin, filepath.Join("peak-3x", "run.sh"), "DURATION=6s", "RATE=5",
		"SLO=ttft:p99<=10s,tpot:p99<=500ms,e2e:p99<=60s")
	if code != 0 {
		t.Fatalf("peak-3x exited %d:\n%s", code, out)
	}
	for _, want := range []string{"== record", "== replay at 3x", "verdict       PASS", "the SLA holds at 3x"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestUpgradeGateScript(t *testing.T) {
	bin := binary(t)
	out, code := runScript(t, bin, filepath.Join("upgrade-gate", "run.sh"), "DURATION=8s", "RATE=15")
	if code != 1 {
		t.Fatalf("upgrade-gate against the slow profile exited %d, want 1 (regression):\n%s", code, out)
	}
	if !strings.Contains(out, "verdict: REGRESSION") || !strings.Contains(out, "TPOT p50") {
		t.Errorf("output does not name the TPOT regression:\n%s", out)
	}
}

func TestCapacityScript(t *testing.T) {
	bin := binary(t)
	out, code := runScript(t, bin, filepath.Join("capacity", "run.sh"),
		"DURATION=8s", "RATE=4", "SPEEDS=1,2,4", "REFINE=1", "COOLDOWN=200ms", "SLO=ttft:p99<=10s,tpot:p99<=500ms,e2e:p99<=60s")
	if code != 0 {
		t.Fatalf("capacity exited %d:\n%s", code, out)
	}
	if !strings.Contains(out, "knee: ") || !strings.Contains(out, "speed-1.00.jsonl") || !strings.Contains(out, "PASS") {
		t.Errorf("output lacks the knee or the kept results:\n%s", out)
	}
}

func TestScriptsSyntax(t *testing.T) {
	t.Parallel()
	scripts, _ := filepath.Glob("*/*.sh")
	scripts = append(scripts, "lib.sh")
	if len(scripts) < 4 {
		t.Fatalf("found only %v", scripts)
	}
	for _, s := range scripts {
		if out, err := exec.Command("bash", "-n", s).CombinedOutput(); err != nil {
			t.Errorf("%s: %v\n%s", s, err, out)
		}
	}
	// Every example directory has a README.
	dirs, _ := filepath.Glob("*/")
	for _, d := range []string{"record-an-hour", "peak-3x", "upgrade-gate", "capacity"} {
		if _, err := os.Stat(filepath.Join(d, "README.md")); err != nil {
			t.Errorf("%s: %v (dirs %v)", d, err, dirs)
		}
	}
}

// strictDecode converts a YAML document to JSON and decodes it into a
// Kubernetes API type refusing unknown fields: a misspelt or misplaced
// field, or a value of the wrong type, fails as the API server's schema
// validation would.
func strictDecode(t *testing.T, doc map[string]any, into any) {
	t.Helper()
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(into); err != nil {
		t.Errorf("%v %v: does not match the Kubernetes API type: %v", doc["kind"], get(doc, "metadata", "name"), err)
	}
}

// TestDistributedReplayManifests checks the Indexed Job against the
// Kubernetes API types (k8s.io/api) and that its shards make one run: the
// shard count matches completions, the start is shared, each pod writes its
// own results file.
func TestDistributedReplayManifests(t *testing.T) {
	var job batchv1.Job
	seen := map[string]bool{}
	for _, f := range []string{"job.yaml", "merge.yaml"} {
		for _, d := range docs(t, filepath.Join("distributed-replay", f)) {
			kind := str(d["kind"])
			seen[kind+"/"+str(get(d, "metadata", "name"))] = true
			switch kind {
			case "Job":
				var j batchv1.Job
				strictDecode(t, d, &j)
				if j.Name == "llmreplay-replay" {
					job = j
				}
			case "ConfigMap":
				var c corev1.ConfigMap
				strictDecode(t, d, &c)
				if _, err := time.Parse(time.RFC3339, c.Data["START_AT"]); err != nil {
					t.Errorf("ConfigMap START_AT %q: %v", c.Data["START_AT"], err)
				}
			case "PersistentVolumeClaim":
				var c corev1.PersistentVolumeClaim
				strictDecode(t, d, &c)
			default:
				t.Errorf("unexpected kind %s", kind)
			}
		}
	}
	for _, want := range []string{"Job/llmreplay-replay", "Job/llmreplay-merge", "ConfigMap/llmreplay-run", "PersistentVolumeClaim/llmreplay-data"} {
		if !seen[want] {
			t.Errorf("missing %s", want)
		}
	}
	s := job.Spec
	if s.CompletionMode == nil || *s.CompletionMode != batchv1.IndexedCompletion {
		t.Fatalf("completionMode %v, want Indexed", s.CompletionMode)
	}
	if s.Completions == nil || s.Parallelism == nil || *s.Completions != *s.Parallelism {
		t.Errorf("completions %v and parallelism %v must be equal: every shard runs at once", s.Completions, s.Parallelism)
	}
	if s.BackoffLimit == nil || *s.BackoffLimit != 0 {
		t.Errorf("backoffLimit %v, want 0: a retried shard would send its share twice", s.BackoffLimit)
	}
	if s.Template.Spec.RestartPolicy != corev1.RestartPolicyNever {
		t.Errorf("restartPolicy %q, want Never", s.Template.Spec.RestartPolicy)
	}
	cmd := strings.Join(s.Template.Spec.Containers[0].Command, " ")
	for _, want := range []string{"replay", fmt.Sprintf("--shard auto/%d", *s.Completions), "--start-at $(START_AT)", "shard-$(JOB_COMPLETION_INDEX).jsonl"} {
		if !strings.Contains(cmd, want) {
			t.Errorf("replay command %q lacks %q", cmd, want)
		}
	}
}

func TestDistributedReplayScript(t *testing.T) {
	bin := binary(t)
	out, code := runScript(t, bin, filepath.Join("distributed-replay", "run.sh"), "DURATION=5s", "RATE=20", "SHARDS=3", "LEAD=2")
	if code != 0 {
		t.Fatalf("distributed-replay exited %d:\n%s", code, out)
	}
	for _, want := range []string{"== 3 shards from", "requests      102 sent, 102 ok", "shard    host"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
