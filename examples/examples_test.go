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
	"maps"
	"net/http/httptest"
	"net/url"
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
	appsv1 "k8s.io/api/apps/v1"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/util/intstr"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/internal/testutil"
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

// runScript runs the example script dir/run.sh with env against the
// llmreplay binary, fails the test unless it exits with want, and returns
// its combined output.
func runScript(t *testing.T, dir string, want int, env ...string) string {
	t.Helper()
	bin := binary(t)
	script := filepath.Join(dir, "run.sh")
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
	if code != want {
		t.Fatalf("%s exited %d, want %d:\n%s", script, code, want, out)
	}
	return string(out)
}

func TestPeak3xScript(t *testing.T) {
	// A generous SLA: this checks the plumbing (record, replay at 3x, the
	// verdict and its exit status), not this machine's load at that moment.
	out := runScript(t, "peak-3x", 0, "DURATION=6s", "RATE=5",
		"SLO=ttft:p99<=10s,tpot:p99<=500ms,e2e:p99<=60s")
	testutil.WantAll(t, "output", out, "== record", "== replay at 3x", "verdict       PASS", "the SLA holds at 3x")
}

func TestUpgradeGateScript(t *testing.T) {
	// ALLOW_CLIENT_BOUND: on a loaded test machine the two replays may send
	// late and compare would (rightly) give no verdict; this test is about
	// the gate catching the slower candidate, the client-bound guard has its
	// own tests in replay/compare and cmd/llmreplay.
	out := runScript(t, "upgrade-gate", 1, "DURATION=8s", "RATE=15", "ALLOW_CLIENT_BOUND=1")
	if !strings.Contains(out, "verdict: REGRESSION") || !strings.Contains(out, "TPOT p50") {
		t.Errorf("output does not name the TPOT regression:\n%s", out)
	}
}

func TestCapacityScript(t *testing.T) {
	out := runScript(t, "capacity", 0,
		"DURATION=8s", "RATE=4", "SPEEDS=1,2,4", "REFINE=1", "COOLDOWN=200ms", "SLO=ttft:p99<=10s,tpot:p99<=500ms,e2e:p99<=60s")
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
	checkShardJob(t, job, "replay", "shard-$(JOB_COMPLETION_INDEX).jsonl")
}

// checkShardJob checks an Indexed Job of shards: every shard runs at once,
// none is retried, and its command (cmd, then want) shards by the pod's
// completion index from the shared start.
func checkShardJob(t *testing.T, job batchv1.Job, cmd string, want ...string) {
	t.Helper()
	s := job.Spec
	if s.CompletionMode == nil || *s.CompletionMode != batchv1.IndexedCompletion {
		t.Fatalf("%s: completionMode %v, want Indexed", job.Name, s.CompletionMode)
	}
	if s.Completions == nil || s.Parallelism == nil || *s.Completions != *s.Parallelism {
		t.Fatalf("%s: completions %v and parallelism %v must be equal: every shard runs at once", job.Name, s.Completions, s.Parallelism)
	}
	if s.BackoffLimit == nil || *s.BackoffLimit != 0 {
		t.Errorf("%s: backoffLimit %v, want 0: a retried shard would send its share twice", job.Name, s.BackoffLimit)
	}
	if s.Template.Spec.RestartPolicy != corev1.RestartPolicyNever {
		t.Errorf("%s: restartPolicy %q, want Never", job.Name, s.Template.Spec.RestartPolicy)
	}
	line := strings.Join(s.Template.Spec.Containers[0].Command, " ")
	want = append([]string{"llmreplay " + cmd + " ", fmt.Sprintf("--shard auto/%d", *s.Completions), "--start-at $(START_AT)"}, want...)
	for _, w := range want {
		if !strings.Contains(line, w) {
			t.Errorf("%s: command %q lacks %q", job.Name, line, w)
		}
	}
}

// TestDistributedSweepManifests checks the sharded sweep's Indexed Job and
// its merge Job against the Kubernetes API types, and that they make one
// sweep: the shards write to the directory the merge reads, on the volume
// of job.yaml.
func TestDistributedSweepManifests(t *testing.T) {
	jobs := map[string]batchv1.Job{}
	var cm corev1.ConfigMap
	for _, f := range []string{"sweep-job.yaml", "sweep-merge.yaml"} {
		for _, d := range docs(t, filepath.Join("distributed-replay", f)) {
			switch kind := str(d["kind"]); kind {
			case "Job":
				var j batchv1.Job
				strictDecode(t, d, &j)
				jobs[j.Name] = j
			case "ConfigMap":
				strictDecode(t, d, &cm)
			default:
				t.Errorf("%s: unexpected kind %s (the volume is job.yaml's)", f, kind)
			}
		}
	}
	if cm.Name != "llmreplay-sweep" {
		t.Fatalf("ConfigMap %q, want llmreplay-sweep", cm.Name)
	}
	if _, err := time.Parse(time.RFC3339, cm.Data["START_AT"]); err != nil {
		t.Errorf("ConfigMap START_AT %q: %v", cm.Data["START_AT"], err)
	}
	for _, k := range []string{"RUN", "TARGET", "SESSION", "SPEEDS", "DURATION"} {
		if cm.Data[k] == "" {
			t.Errorf("ConfigMap lacks %s", k)
		}
	}
	sweep, merge := jobs["llmreplay-sweep"], jobs["llmreplay-sweep-merge"]
	if sweep.Name == "" || merge.Name == "" {
		t.Fatalf("jobs %v: want llmreplay-sweep and llmreplay-sweep-merge", slices.Collect(maps.Keys(jobs)))
	}
	checkShardJob(t, sweep, "sweep", "--speeds $(SPEEDS)", "--out-dir /data/results/$(RUN)")
	for _, j := range []batchv1.Job{sweep, merge} {
		p := j.Spec.Template.Spec
		if len(p.Volumes) != 1 || p.Volumes[0].PersistentVolumeClaim == nil || p.Volumes[0].PersistentVolumeClaim.ClaimName != "llmreplay-data" ||
			len(p.Containers[0].VolumeMounts) != 1 || p.Containers[0].VolumeMounts[0].MountPath != "/data" {
			t.Errorf("%s: volumes %+v, mounts %+v: want job.yaml's llmreplay-data on /data", j.Name, p.Volumes, p.Containers[0].VolumeMounts)
		}
		if len(p.Containers[0].EnvFrom) != 1 || p.Containers[0].EnvFrom[0].ConfigMapRef == nil || p.Containers[0].EnvFrom[0].ConfigMapRef.Name != cm.Name {
			t.Errorf("%s: environment not from ConfigMap %s", j.Name, cm.Name)
		}
	}
	if line := strings.Join(merge.Spec.Template.Spec.Containers[0].Command, " "); !strings.Contains(line, "llmreplay sweep --merge /data/results/$RUN") {
		t.Errorf("merge command %q does not merge the shards' directory", line)
	}
}

func TestDistributedSweepScript(t *testing.T) {
	// A generous SLA: this checks the plumbing (shards on a shared
	// schedule, the merge, its verdict), not this machine's load.
	out := runScript(t, "distributed-replay", 0, "MODE=sweep", "DURATION=2s", "RATE=20", "SHARDS=2",
		"SPEEDS=1,2", "COOLDOWN=500ms", "LEAD=2", "SLO=ttft:p99<=30s,tpot:p99<=10s")
	testutil.WantAll(t, "output", out, "== 2 shards of a sweep at 1,2 from", "shard 0/2 of a sharded sweep: 2 steps", "merged from 2 shards",
		"sweep/speed-2.00.shard-*-of-2.jsonl", "knee: at least 2x")
}

func TestDistributedReplayScript(t *testing.T) {
	out := runScript(t, "distributed-replay", 0, "DURATION=5s", "RATE=20", "SHARDS=3", "LEAD=2")
	testutil.WantAll(t, "output", out, "== 3 shards from", "requests      102 sent, 102 ok", "shard    host")
}

// shadowCanary is examples/shadow-canary/deployment.yaml decoded into the
// Kubernetes API types (strictDecode), by name.
type shadowCanary struct {
	deps    map[string]appsv1.Deployment
	svcs    map[string]corev1.Service
	secrets map[string]corev1.Secret
	pvcs    map[string]corev1.PersistentVolumeClaim
}

// decodeNamed decodes doc into a T (strictDecode) and files it in byName
// under its metadata name.
func decodeNamed[T any, P interface {
	*T
	GetName() string
}](t *testing.T, doc map[string]any, byName map[string]T) {
	t.Helper()
	var x T
	strictDecode(t, doc, P(&x))
	byName[P(&x).GetName()] = x
}

func loadShadowCanary(t *testing.T) shadowCanary {
	t.Helper()
	m := shadowCanary{deps: map[string]appsv1.Deployment{}, svcs: map[string]corev1.Service{},
		secrets: map[string]corev1.Secret{}, pvcs: map[string]corev1.PersistentVolumeClaim{}}
	for _, d := range docs(t, filepath.Join("shadow-canary", "deployment.yaml")) {
		switch kind := str(d["kind"]); kind {
		case "Deployment":
			decodeNamed(t, d, m.deps)
		case "Service":
			decodeNamed(t, d, m.svcs)
		case "Secret":
			decodeNamed(t, d, m.secrets)
		case "PersistentVolumeClaim":
			decodeNamed(t, d, m.pvcs)
		default:
			t.Errorf("unexpected kind %s", kind)
		}
	}
	return m
}

// sidecar is the container of the production pod that runs llmreplay
// record, and the other one (the production server).
func (m shadowCanary) sidecar(t *testing.T) (sidecar, server corev1.Container) {
	t.Helper()
	cs := m.deps["llm-inference"].Spec.Template.Spec.Containers
	if len(cs) != 2 {
		t.Fatalf("production pod has %d containers, want the server and the sidecar", len(cs))
	}
	for _, c := range cs {
		if len(c.Args) > 0 && c.Args[0] == "record" {
			sidecar = c
		} else {
			server = c
		}
	}
	if sidecar.Name == "" || server.Name == "" {
		t.Fatalf("no container runs 'record' next to the server: %v", cs)
	}
	return sidecar, server
}

// argValue is the value after the first occurrence of flag in args.
func argValue(t *testing.T, args []string, flag string) string {
	t.Helper()
	i := slices.Index(args, flag)
	if i < 0 || i+1 >= len(args) {
		t.Errorf("sidecar args lack %s: %v", flag, args)
		return ""
	}
	return args[i+1]
}

// containerPort resolves a port (number or name) of container c; 0 when c
// does not declare it.
func containerPort(c corev1.Container, p intstr.IntOrString) int32 {
	for _, cp := range c.Ports {
		if (p.Type == intstr.String && cp.Name == p.StrVal) || (p.Type == intstr.Int && cp.ContainerPort == p.IntVal) {
			return cp.ContainerPort
		}
	}
	return 0
}

// selects reports whether a Service selects the pods of a Deployment, and
// the Deployment's selector its own pods.
func selects(svc corev1.Service, dep appsv1.Deployment) bool {
	labels := dep.Spec.Template.Labels
	if len(svc.Spec.Selector) == 0 || dep.Spec.Selector == nil || len(dep.Spec.Selector.MatchLabels) == 0 {
		return false
	}
	for _, sel := range []map[string]string{svc.Spec.Selector, dep.Spec.Selector.MatchLabels} {
		for k, v := range sel {
			if labels[k] != v {
				return false
			}
		}
	}
	return true
}

func portOf(addr string) int32 {
	n, _ := strconv.Atoi(addr[strings.LastIndex(addr, ":")+1:])
	return int32(n)
}

// TestShadowCanaryManifests checks shadow-canary/deployment.yaml against
// the Kubernetes API types (as TestDistributedReplayManifests does) and
// that its parts connect: clients' Service -> sidecar -> production server
// in the pod; sidecar -> candidate Service -> candidate pods, with the key
// of the Secret in the file; results on a mounted volume; Prometheus on the
// metrics port, where the recorder answers its probes.
func TestShadowCanaryManifests(t *testing.T) {
	t.Parallel()
	m := loadShadowCanary(t)
	prod, cand := m.deps["llm-inference"], m.deps["llm-candidate"]
	prodSvc, candSvc := m.svcs["llm-inference"], m.svcs["llm-candidate"]
	if prod.Name == "" || cand.Name == "" || prodSvc.Name == "" || candSvc.Name == "" {
		t.Fatalf("want Deployments and Services llm-inference and llm-candidate; got %d deployments, %d services", len(m.deps), len(m.svcs))
	}
	if !selects(prodSvc, prod) || !selects(candSvc, cand) || selects(prodSvc, cand) || selects(candSvc, prod) {
		t.Errorf("each Service must select its own Deployment's pods and only those")
	}
	sc, server := m.sidecar(t)
	args := sc.Args

	// Clients' Service -> the sidecar's --listen port.
	listen := portOf(argValue(t, args, "--listen"))
	if containerPort(sc, intstr.FromInt32(listen)) == 0 {
		t.Errorf("sidecar listens on %d but does not declare it", listen)
	}
	toSidecar := false
	for _, p := range prodSvc.Spec.Ports {
		if containerPort(server, p.TargetPort) != 0 {
			t.Errorf("service port %d goes to the server directly: it would bypass the sidecar", p.Port)
		}
		toSidecar = toSidecar || containerPort(sc, p.TargetPort) == listen
	}
	if !toSidecar {
		t.Error("no port of the production Service leads to the sidecar's --listen port")
	}
	// Sidecar -> the production server in the pod.
	up := argValue(t, args, "--upstream")
	if !strings.HasPrefix(up, "http://127.0.0.1:") || containerPort(server, intstr.FromInt32(portOf(up))) == 0 {
		t.Errorf("sidecar --upstream %s is not the server's port in the pod", up)
	}
	// Sidecar -> the candidate Service -> candidate pods.
	u, err := url.Parse(argValue(t, args, "--shadow"))
	if err != nil || strings.Split(u.Hostname(), ".")[0] != candSvc.Name {
		t.Fatalf("--shadow %v (%v) is not the candidate Service %s", u, err, candSvc.Name)
	}
	var candPort int32
	for _, p := range candSvc.Spec.Ports {
		if strconv.Itoa(int(p.Port)) == u.Port() {
			candPort = containerPort(cand.Spec.Template.Spec.Containers[0], p.TargetPort)
		}
	}
	if candPort == 0 {
		t.Errorf("--shadow port %s is no candidate Service port leading to the candidate container", u.Port())
	}
	// The candidate's key: from the Secret in the file, in the sidecar's
	// --shadow-header (the kubelet expands $(VAR) of declared env only) and
	// in the candidate server's env.
	secretRef := func(c corev1.Container, name string) *corev1.SecretKeySelector {
		for _, e := range c.Env {
			if e.Name == name && e.ValueFrom != nil {
				return e.ValueFrom.SecretKeyRef
			}
		}
		return nil
	}
	env := map[string]bool{}
	for _, e := range sc.Env {
		env[e.Name] = true
	}
	for _, v := range regexp.MustCompile(`\$\(([A-Z_0-9]+)\)`).FindAllStringSubmatch(strings.Join(args, " "), -1) {
		if !env[v[1]] {
			t.Errorf("sidecar args use $(%s), which is not in its env: the kubelet would pass it as is", v[1])
		}
	}
	header := argValue(t, args, "--shadow-header")
	if !strings.HasPrefix(header, "Authorization: Bearer $(") {
		t.Errorf("--shadow-header %q does not give the candidate a bearer key from the env", header)
	}
	ref := secretRef(sc, strings.TrimSuffix(strings.TrimPrefix(header, "Authorization: Bearer $("), ")"))
	candRef := secretRef(cand.Spec.Template.Spec.Containers[0], "VLLM_API_KEY")
	if ref == nil || candRef == nil || *ref != *candRef {
		t.Errorf("the sidecar's header key %v and the candidate's VLLM_API_KEY %v must come from the same Secret key", ref, candRef)
	} else if s, ok := m.secrets[ref.Name]; !ok || (s.StringData[ref.Key] == "" && len(s.Data[ref.Key]) == 0) {
		t.Errorf("secret %s has no key %s", ref.Name, ref.Key)
	}
	if ref != nil && m.secrets[ref.Name].StringData[ref.Key] != "" && strings.Contains(header, m.secrets[ref.Name].StringData[ref.Key]) {
		t.Error("the key is written in the args: take it from the Secret")
	}
	// Session files and results on the mounted volume, claimed from the PVC.
	claims := map[string]string{}
	for _, v := range prod.Spec.Template.Spec.Volumes {
		if v.PersistentVolumeClaim != nil {
			claims[v.Name] = v.PersistentVolumeClaim.ClaimName
		}
	}
	for _, flag := range []string{"--out", "--shadow-results"} {
		dir, on := argValue(t, args, flag), ""
		for _, vm := range sc.VolumeMounts {
			if strings.HasPrefix(dir+"/", strings.TrimSuffix(vm.MountPath, "/")+"/") {
				on = claims[vm.Name]
			}
		}
		if _, ok := m.pvcs[on]; !ok {
			t.Errorf("sidecar %s %s is not on a mounted volume claimed from the PVC in the file", flag, dir)
		}
	}
	if f, err := strconv.ParseFloat(argValue(t, args, "--shadow-sample"), 64); err != nil || f <= 0 || f > 1 {
		t.Errorf("--shadow-sample: want a fraction in (0, 1] (%v)", err)
	}
	// Prometheus scrapes the metrics port, where the probes are answered.
	metrics := portOf(argValue(t, args, "--metrics-listen"))
	ann := prod.Spec.Template.Annotations
	if ann["prometheus.io/scrape"] != "true" || ann["prometheus.io/port"] != strconv.Itoa(int(metrics)) {
		t.Errorf("scrape annotations %v do not point at --metrics-listen port %d", ann, metrics)
	}
	probes := capture.MetricsHandler(func() []capture.Metric { return nil }, nil, nil)
	for probe, p := range map[string]*corev1.Probe{"/readyz": sc.ReadinessProbe, "/healthz": sc.LivenessProbe} {
		if p == nil || p.HTTPGet == nil || p.HTTPGet.Path != probe || containerPort(sc, p.HTTPGet.Port) != metrics {
			t.Errorf("sidecar probe %s: want httpGet on the metrics port, got %+v", probe, p)
			continue
		}
		res := httptest.NewRecorder()
		probes.ServeHTTP(res, httptest.NewRequest("GET", probe, nil))
		if res.Code != 200 {
			t.Errorf("recorder %s answers %d", probe, res.Code)
		}
	}
	// Memory: the Go heap limit under the container's, the queue well under.
	limit := sc.Resources.Limits.Memory().Value()
	soft := int64(-1)
	for _, e := range sc.Env {
		if e.Name == "GOMEMLIMIT" {
			soft, err = capture.ParseSize(e.Value)
		}
	}
	if err != nil || soft <= 0 || soft >= limit || sc.Resources.Requests.Cpu().IsZero() {
		t.Errorf("sidecar: GOMEMLIMIT %d must be set under the memory limit %d, and a CPU request set (%v)", soft, limit, err)
	}
	if q, err := capture.ParseSize(argValue(t, args, "--queue-bytes")); err != nil || q >= limit/4 {
		t.Errorf("--queue-bytes %d must leave room for the shadow's queue under the memory limit %d (%v)", q, limit, err)
	}
	if _, err := os.Stat(filepath.Join("shadow-canary", "README.md")); err != nil {
		t.Error(err)
	}
}

// TestShadowCanaryFlags checks every flag of the sidecar's args against
// `llmreplay record --help`: a misspelt flag would stop the sidecar, and
// with it production's traffic.
func TestShadowCanaryFlags(t *testing.T) {
	bin := binary(t)
	sc, _ := loadShadowCanary(t).sidecar(t)
	help, err := exec.Command(bin, "record", "--help").CombinedOutput()
	if err != nil {
		t.Fatalf("record --help: %v\n%s", err, help)
	}
	for _, a := range sc.Args[1:] {
		listed := regexp.MustCompile(`(?m)^ +(-[a-z], )?` + regexp.QuoteMeta(a) + `[ =\[]`)
		if strings.HasPrefix(a, "--") && !listed.Match(help) {
			t.Errorf("record --help does not list %s", a)
		}
	}
}

func TestShadowCanaryScript(t *testing.T) {
	// A loaded test machine can delay the shadow's sends to the candidate
	// past compare's client-bound bound (p99 send lag 10 ms), which gives
	// no verdict: this checks the plumbing and the paired verdict, so it
	// judges anyway.
	out := runScript(t, "shadow-canary", 1, "DURATION=8s", "RATE=15",
		"COMPARE_ARGS=--allow-client-bound")
	testutil.WantAll(t, "output", out, `"dropped":0`, `"candidate_errors":0`, `llmreplay_record_shadow_ratio{metric="tpot"`)
	if !regexp.MustCompile(`verdict: REGRESSION \(.*TPOT p50 \+`).MatchString(out) {
		t.Errorf("the verdict does not name the TPOT regression:\n%s", out)
	}
	pairs := regexp.MustCompile(`"seen":(\d+),"sent":(\d+),"pairs":(\d+)`).FindStringSubmatch(out)
	if pairs == nil || pairs[1] == "0" || pairs[1] != pairs[3] || pairs[2] != pairs[3] {
		t.Errorf("want every request mirrored and paired, got %v", pairs)
	}
}
