package main

import (
	"fmt"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/shadow"
)

// shadowFlags are the --shadow flags that record and sniff share: live
// mirroring of the recorded requests to a candidate (package shadow).
type shadowFlags struct {
	target      string
	headers     []string
	modelMap    []string
	model       string
	sample      float64
	sampleKey   string
	maxInFlight int
	queue       int
	timeout     time.Duration
	insecure    bool
	results     string
}

func (f *shadowFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&f.target, "shadow", "", "also send every recorded request to this candidate server as production receives it, e.g. http://candidate:8000 (live shadowing: the answers are measured and discarded, production is never slowed or failed)")
	fs.StringArrayVar(&f.headers, "shadow-header", nil, "set a header on the candidate's requests, 'Name: value' (repeatable), e.g. its Authorization; recorded credentials are never forwarded")
	fs.StringArrayVar(&f.modelMap, "shadow-model-map", nil, "send the candidate another model: FROM=TO (repeatable)")
	fs.StringVar(&f.model, "shadow-model", "", "send every candidate request with this model (wins over --shadow-model-map)")
	fs.Float64Var(&f.sample, "shadow-sample", 1, "fraction of recorded requests to mirror, 0 < rate <= 1, hashed by --shadow-sample-key so conversations stay whole")
	fs.StringVar(&f.sampleKey, "shadow-sample-key", shadow.KeyConversation, "what --shadow-sample hashes: "+shadow.SampleKeyHelp+"; a request without a value is sampled on its own")
	fs.IntVar(&f.maxInFlight, "shadow-max-in-flight", shadow.DefaultMaxInFlight, "candidate requests open at once; past it, new requests are not mirrored (dropped and counted)")
	fs.IntVar(&f.queue, "shadow-queue", shadow.DefaultQueue, "recorded requests waiting to be mirrored; when full, new ones are not mirrored (dropped and counted)")
	fs.DurationVar(&f.timeout, "shadow-timeout", shadow.DefaultTimeout, "bound on one candidate request, stream included")
	fs.BoolVar(&f.insecure, "shadow-insecure", false, "do not verify the candidate's https certificate")
	fs.StringVar(&f.results, "shadow-results", "", "directory for the two results files, shadow-<UTC time>-production.jsonl and -candidate.jsonl (default: --out)")
	boundAll(fs, map[string]bounds{
		"shadow-sample": above(0, 1), "shadow-max-in-flight": between(1, 1_000_000),
		"shadow-queue": between(1, 10_000_000), "shadow-timeout": timeoutBounds,
	})
}

// enabled reports whether --shadow was given.
func (f *shadowFlags) enabled() bool { return f.target != "" }

// mirror returns the shadow of a capture when --shadow was given, else
// nil (an untyped nil: a nil *shadow.Shadow would be a non-nil Mirror).
func (f *shadowFlags) mirror(source, upstream, out string, env *Env) (capture.Mirror, error) {
	if !f.enabled() {
		return nil, nil
	}
	s, err := f.build(source, upstream, out, env)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// build makes the shadow of a capture (source "record" or "sniff") whose
// production side is upstream; out is the capture's --out. Errors read as
// usage errors.
func (f *shadowFlags) build(source, upstream, out string, env *Env) (*shadow.Shadow, error) {
	hint := "--shadow http://candidate:8000"
	hdr, err := parseHeaderFlags("", f.headers)
	if err != nil {
		return nil, usageErrorf("--shadow-header 'Authorization: Bearer TOKEN'", "%s: bad --shadow-header: want 'Name: value'", source)
	}
	mm, err := parseModelMap(source+": ", "--shadow-model-map", "gpt-4o=llama-3-8b", f.modelMap)
	if err != nil {
		return nil, err
	}
	key, err := shadow.ParseSampleKey(f.sampleKey)
	if err != nil {
		return nil, usageErrorf("--shadow-sample-key tenant", "%s: --shadow-sample-key: %v", source, err)
	}
	dir := f.results
	if dir == "" {
		dir = out
	}
	stamp := time.Now().UTC().Format("20060102T150405Z")
	base := filepath.Join(dir, "shadow-"+stamp)
	flags := map[string]string{"shadow": redactedURL(f.target), "shadow-sample": strconv.FormatFloat(f.sample, 'g', -1, 64),
		"shadow-sample-key": key.String(), "shadow-max-in-flight": strconv.Itoa(f.maxInFlight)}
	if len(f.modelMap) > 0 {
		flags["model-map"] = strings.Join(f.modelMap, ",")
	}
	if f.model != "" {
		flags["model"] = f.model
	}
	s, err := shadow.New(shadow.Options{
		Target:  f.target,
		Rewrite: replay.Rewrite{ModelMap: mm, Model: f.model, Header: hdr},
		Sample:  f.sample, SampleKey: key, MaxInFlight: f.maxInFlight, Queue: f.queue,
		Timeout: f.timeout, Insecure: f.insecure,
		ProductionPath: base + "-production.jsonl", CandidatePath: base + "-candidate.jsonl",
		Source: source, Upstream: upstream, Tool: env.Version, Flags: flags, Log: env.Log.With().Str("component", "shadow").Logger(),
	})
	if err != nil {
		return nil, usageErrorf(hint, "%s: --shadow: %v", source, err)
	}
	return s, nil
}

// redactedURL drops the user information of a URL.
func redactedURL(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return fmt.Sprintf("(unparsable URL of %d bytes)", len(s))
	}
	return u.Redacted()
}
