// Package demo runs the whole llmreplay loop on the built-in simulator, in
// one process and without a GPU: a simulated inference server, the
// recording proxy in front of it, a minute of synthetic chat traffic
// shaped like the Azure LLM conversation trace driven through the proxy,
// scrubbing, replays at 1x and at peak speed against a fresh simulator, an
// upgrade gate between the default and the "slow" simulator profile, and
// the HTML reports.
//
// Servers (sim, record) are started here with contexts so every one of
// them stops when the demo ends; one-shot steps (synth, scrub, replay) run
// the real subcommands in-process through Config.Command, so the demo
// exercises exactly what a user runs.
package demo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/rs/zerolog"
	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/capture/record"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/compare"
	"github.com/llmreplay/llmreplay/replay/htmlreport"
	"github.com/llmreplay/llmreplay/replay/report"
	"github.com/llmreplay/llmreplay/scrub"
	"github.com/llmreplay/llmreplay/sim"
)

// AzureConvRate is the mean arrival rate of the Azure LLM inference trace
// (conversation, 2023): 19,366 requests over 58.4 minutes. synth's default
// length distributions follow the same trace (input p50 1020 tokens,
// output p50 129).
const AzureConvRate = 5.5

// DefaultSLO is the demo's SLA: tighter TTFT and TPOT tails than
// report.DefaultSLO, and E2E judged at the median, since an E2E p99 bound
// cannot hold for the Azure trace's long answers (output p99 ~600 tokens)
// at any realistic decode speed.
const DefaultSLO = "ttft:p99<=1s,tpot:p99<=25ms,e2e:p50<=3s"

// CommandFunc runs one llmreplay subcommand in-process (args without the
// program name) and returns its exit status.
type CommandFunc func(ctx context.Context, stdout, stderr io.Writer, args ...string) int

// Config is what a demo run needs.
type Config struct {
	Dir       string        // where every file goes (created)
	Duration  time.Duration // traffic recorded (default 60 s)
	PeakSpeed float64       // the peak replay's speed (default 3)
	// GateSpeed is the speed of the upgrade gate's replays (default 1: a
	// gate replays production's own rate, where noise is lowest).
	GateSpeed float64
	// Ports on 127.0.0.1; 0 picks a free port.
	SimPort, RecordPort, TestPort int
	SLO                           string // default DefaultSLO
	Seed                          uint64 // traffic seed (default 1)
	Version                       string
	Stdout                        io.Writer // the story and the results
	Command                       CommandFunc
}

// Files lists what a demo run wrote.
type Files struct {
	Dir         string
	Traffic     string   // the synthetic client's schedule
	Drive       string   // results of driving the traffic through the recorder
	Recorded    []string // session files written by the recorder
	Scrubbed    string
	ScrubReport string
	Run1x       string
	RunPeak     string
	RunSlow     string
	Compare     string // text comparison
	Report      string // HTML report of the 1x and peak replays
	CompareHTML string // HTML comparison default vs slow
	Log         string // the subcommands' diagnostics
}

// Outcome is what the demo found.
type Outcome struct {
	Files       Files
	Pass1x      bool
	PassPeak    bool
	Verdict     compare.Verdict
	Regressions []string
}

type demo struct {
	cfg   Config
	slo   report.SLO
	out   io.Writer
	log   io.Writer // the subcommands' stderr
	files Files
	step  int
}

const steps = 8

// Run runs the demo. Every server it starts is stopped before it returns.
func Run(ctx context.Context, cfg Config) (*Outcome, error) {
	if cfg.Duration <= 0 {
		cfg.Duration = 60 * time.Second
	}
	if cfg.PeakSpeed <= 0 {
		cfg.PeakSpeed = 3
	}
	if cfg.GateSpeed <= 0 {
		cfg.GateSpeed = 1
	}
	if cfg.SLO == "" {
		cfg.SLO = DefaultSLO
	}
	if cfg.Seed == 0 {
		cfg.Seed = 1
	}
	if cfg.Stdout == nil {
		cfg.Stdout = io.Discard
	}
	if cfg.Command == nil {
		return nil, errors.New("no command runner")
	}
	slo, err := report.ParseSLO(cfg.SLO)
	if err != nil {
		return nil, fmt.Errorf("--slo: %w", err)
	}
	if cfg.Dir == "" {
		return nil, errors.New("no output directory")
	}
	if err := os.MkdirAll(cfg.Dir, 0o755); err != nil {
		return nil, fmt.Errorf("create %s: %w", cfg.Dir, err)
	}
	logPath := filepath.Join(cfg.Dir, "demo.log")
	logFile, err := os.Create(logPath)
	if err != nil {
		return nil, fmt.Errorf("%w", err)
	}
	defer logFile.Close()
	d := &demo{cfg: cfg, slo: slo, out: cfg.Stdout, log: logFile}
	d.files = Files{
		Dir:         cfg.Dir,
		Traffic:     filepath.Join(cfg.Dir, "traffic.jsonl.zst"),
		Drive:       filepath.Join(cfg.Dir, "results-recording.jsonl"),
		Scrubbed:    filepath.Join(cfg.Dir, "scrubbed.jsonl.zst"),
		ScrubReport: filepath.Join(cfg.Dir, "scrub-report.json"),
		Run1x:       filepath.Join(cfg.Dir, "results-1x.jsonl"),
		RunPeak:     filepath.Join(cfg.Dir, fmt.Sprintf("results-%gx.jsonl", cfg.PeakSpeed)),
		RunSlow:     filepath.Join(cfg.Dir, fmt.Sprintf("results-%gx-slow.jsonl", cfg.GateSpeed)),
		Compare:     filepath.Join(cfg.Dir, "compare.txt"),
		Report:      filepath.Join(cfg.Dir, "report.html"),
		CompareHTML: filepath.Join(cfg.Dir, "compare.html"),
		Log:         logPath,
	}
	fmt.Fprintf(d.out, "llmreplay demo: record, scrub, replay at 1x and %gx, gate an upgrade; %s of traffic, files in %s\n",
		cfg.PeakSpeed, cfg.Duration, cfg.Dir)
	return d.run(ctx)
}

func (d *demo) run(ctx context.Context) (*Outcome, error) {
	o := &Outcome{}
	if err := d.record(ctx); err != nil {
		return nil, err
	}
	if err := d.scrub(ctx); err != nil {
		return nil, err
	}
	r1, rPeak, err := d.replayDefault(ctx)
	if err != nil {
		return nil, err
	}
	s1, sPeak := d.summary(r1), d.summary(rPeak)
	o.Pass1x, o.PassPeak = s1.Pass, sPeak.Pass
	base, err := d.gateBaseline(ctx, r1, rPeak)
	if err != nil {
		return nil, err
	}
	rSlow, err := d.replaySlow(ctx)
	if err != nil {
		return nil, err
	}
	// Copies labelled for the comparison; the run report keeps "1x".
	b, k := *base, *rSlow
	b.Header.Label, k.Header.Label = "baseline (default)", "candidate (slow)"
	base, rSlow = &b, &k
	c, err := d.compare(base, rSlow)
	if err != nil {
		return nil, err
	}
	o.Verdict, o.Regressions = c.Verdict, c.Regressions
	if err := d.html(r1, rPeak, base, rSlow, c); err != nil {
		return nil, err
	}
	o.Files = d.files
	d.story(o)
	return o, nil
}

func (d *demo) stepf(format string, args ...any) {
	d.step++
	fmt.Fprintf(d.out, "\n[%d/%d] %s\n", d.step, steps, fmt.Sprintf(format, args...))
}

func (d *demo) notef(format string, args ...any) {
	fmt.Fprintf(d.out, "      %s\n", fmt.Sprintf(format, args...))
}

// command runs a subcommand; its diagnostics go to the demo log.
func (d *demo) command(ctx context.Context, stdout io.Writer, args ...string) error {
	if stdout == nil {
		stdout = d.log
	}
	fmt.Fprintf(d.log, "\n$ llmreplay %s\n", strings.Join(args, " "))
	if code := d.cfg.Command(ctx, stdout, d.log, args...); code != 0 {
		if err := ctx.Err(); err != nil {
			return err
		}
		return fmt.Errorf("llmreplay %s failed (exit status %d); see %s", strings.Join(args, " "), code, d.files.Log)
	}
	return nil
}

// server is a running simulator.
type server struct {
	url  string
	stop func()
}

// startSim serves a simulator with the given profile on 127.0.0.1:port.
func (d *demo) startSim(profile string, port int, flag string) (*server, error) {
	cfg, err := sim.ProfileConfig(profile)
	if err != nil {
		return nil, err
	}
	cfg.Seed = d.cfg.Seed
	s, err := sim.New(cfg)
	if err != nil {
		return nil, err
	}
	ln, err := listen(port, flag, "the simulator")
	if err != nil {
		s.Close()
		return nil, err
	}
	srv := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second}
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = srv.Serve(ln) // ends with ErrServerClosed when stopped
	}()
	var once sync.Once
	return &server{url: "http://" + ln.Addr().String(), stop: func() {
		once.Do(func() {
			// Streams end when the engine closes; Shutdown then finds idle
			// connections only.
			s.Close()
			sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if err := srv.Shutdown(sctx); err != nil {
				_ = srv.Close()
			}
			<-done
		})
	}}, nil
}

// listen opens 127.0.0.1:port with an error that says how to get out of a
// taken port.
func listen(port int, flag, what string) (net.Listener, error) {
	addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, portError(err, port, flag, what)
	}
	return ln, nil
}

func portError(err error, port int, flag, what string) error {
	if errors.Is(err, syscall.EADDRINUSE) {
		return fmt.Errorf("port %d for %s is taken by another program: choose another with %s PORT, or %s 0 for a free port", port, what, flag, flag)
	}
	return fmt.Errorf("listen on 127.0.0.1:%d for %s: %w", port, what, err)
}

// record starts a simulator and the recorder in front of it, drives the
// synthetic traffic through the recorder and stops both.
func (d *demo) record(ctx context.Context) error {
	d.stepf("Start the simulated inference server and the recording proxy in front of it")
	upstream, err := d.startSim("default", d.cfg.SimPort, "--sim-port")
	if err != nil {
		return err
	}
	defer upstream.stop()
	d.notef("sim (profile default):   %s", upstream.url)

	recDir := filepath.Join(d.cfg.Dir, "recorded")
	// Session files of an earlier demo run in the same --dir would be
	// scrubbed and replayed with this one's, stretching the replay over
	// the time between the runs: start from an empty recording.
	stale, _ := filepath.Glob(filepath.Join(recDir, "session-*.jsonl.zst"))
	for _, f := range stale {
		if err := os.Remove(f); err != nil {
			return fmt.Errorf("remove the previous demo recording: %w", err)
		}
	}
	var flags capture.Flags
	fs := pflag.NewFlagSet("record", pflag.ContinueOnError)
	flags.Register(fs) // the command's defaults
	flags.Out = recDir
	flags.Prefix = "session"
	flags.DrainTimeout = 30 * time.Second
	ready := make(chan string, 1)
	recCtx, stopRec := context.WithCancel(context.WithoutCancel(ctx))
	defer stopRec()
	recErr := make(chan error, 1)
	go func() {
		recErr <- record.Run(recCtx, record.Options{
			Listen:   net.JoinHostPort("127.0.0.1", strconv.Itoa(d.cfg.RecordPort)),
			Upstream: upstream.url,
			Capture:  flags,
			Version:  d.cfg.Version,
			Ready:    func(addr string) { ready <- addr },
		}, zerolog.New(d.log).With().Timestamp().Str("component", "record").Logger())
	}()
	var recURL string
	select {
	case addr := <-ready:
		recURL = "http://" + addr
	case err := <-recErr:
		if errors.Is(err, syscall.EADDRINUSE) {
			return portError(err, d.cfg.RecordPort, "--record-port", "the recorder")
		}
		return fmt.Errorf("start recorder: %w", err)
	case <-ctx.Done():
		stopRec()
		<-recErr
		return ctx.Err()
	}
	d.notef("record (reverse proxy):  %s -> %s, sessions in %s", recURL, upstream.url, recDir)

	d.stepf("Drive %s of chat traffic through the recorder (Azure conversation trace shape: %.1f req/s Poisson, prompts p50 1020 tokens, answers p50 129; 1 prompt in %d ends with fake personal data and an API key)", d.cfg.Duration, AzureConvRate, int(1/plantPII))
	if err := d.command(ctx, nil, "synth", "--rate", fmt.Sprint(AzureConvRate), "--duration", d.cfg.Duration.String(),
		"--seed", fmt.Sprint(d.cfg.Seed), "--plant-pii", fmt.Sprint(plantPII), "--out", d.files.Traffic); err != nil {
		return err
	}
	// --quiet: replay's own closing summary would judge the default SLA;
	// the demo writes each summary, judged with its SLA, itself.
	driveErr := d.command(ctx, nil, "replay", d.files.Traffic, "--target", recURL, "--out", d.files.Drive, "--quiet")
	stopRec()
	if err := <-recErr; err != nil && !errors.Is(err, context.Canceled) {
		return fmt.Errorf("recorder: %w", err)
	}
	if driveErr != nil {
		return driveErr
	}
	d.files.Recorded, err = filepath.Glob(filepath.Join(recDir, "*.jsonl.zst"))
	if err != nil || len(d.files.Recorded) == 0 {
		return fmt.Errorf("the recorder wrote no session file in %s", recDir)
	}
	sort.Strings(d.files.Recorded)
	drive, err := replay.ReadResults(d.files.Drive)
	if err != nil {
		return err
	}
	ds := report.Summarize(drive, d.slo)
	d.logSummary(ds)
	d.notef("%d requests sent through the recorder, %d completed; recorded: %s", ds.Requests, ds.OK, d.files.Recorded[0])
	return nil
}

// plantPII is the share of demo prompts that carry fake personal data, so
// the scrub step has something to find.
const plantPII = 0.1

// scrub removes personal data from the recording.
func (d *demo) scrub(ctx context.Context) error {
	d.stepf("Scrub the recording (PII and secrets) before it leaves \"production\"")
	args := append([]string{"scrub"}, d.files.Recorded...)
	args = append(args, "-o", d.files.Scrubbed, "--report", d.files.ScrubReport)
	if err := d.command(ctx, nil, args...); err != nil {
		return err
	}
	d.notef("scrubbed session: %s (findings: %s)", d.files.Scrubbed, d.files.ScrubReport)
	raw, err := os.ReadFile(d.files.ScrubReport)
	if err != nil {
		return fmt.Errorf("scrub report: %w", err)
	}
	var rep scrub.Report
	if err := json.Unmarshal(raw, &rep); err != nil {
		return fmt.Errorf("scrub report %s: %w", d.files.ScrubReport, err)
	}
	names := slices.Sorted(maps.Keys(rep.Types))
	var found []string
	for _, name := range names {
		found = append(found, fmt.Sprintf("%s %d", name, rep.Types[name].Findings))
	}
	d.notef("%d of %d exchanges had personal data or secrets, replaced: %s", rep.Touched, rep.Exchanges, strings.Join(found, ", "))
	return nil
}

// replayDefault replays the scrubbed session at 1x and at peak speed
// against a fresh default simulator (the "test cluster").
func (d *demo) replayDefault(ctx context.Context) (r1, rPeak *replay.Results, err error) {
	d.stepf("Replay the scrubbed session at 1x against a second simulator (the test cluster)")
	test, err := d.startSim("default", d.cfg.TestPort, "--test-port")
	if err != nil {
		return nil, nil, err
	}
	defer test.stop()
	d.notef("test cluster sim (profile default): %s", test.url)
	if r1, err = d.replay(ctx, test.url, 1, "1x", d.files.Run1x); err != nil {
		return nil, nil, err
	}
	d.stepf("Replay it at %gx: does peak traffic hold the SLA?", d.cfg.PeakSpeed)
	if rPeak, err = d.replay(ctx, test.url, d.cfg.PeakSpeed, fmt.Sprintf("%gx", d.cfg.PeakSpeed), d.files.RunPeak); err != nil {
		return nil, nil, err
	}
	return r1, rPeak, nil
}

// gateBaseline is the default-profile run at the gate's speed: one of the
// runs already made, or a new one.
func (d *demo) gateBaseline(ctx context.Context, r1, rPeak *replay.Results) (*replay.Results, error) {
	switch d.cfg.GateSpeed {
	case 1:
		return r1, nil
	case d.cfg.PeakSpeed:
		return rPeak, nil
	}
	test, err := d.startSim("default", d.cfg.TestPort, "--test-port")
	if err != nil {
		return nil, err
	}
	defer test.stop()
	out := filepath.Join(d.cfg.Dir, fmt.Sprintf("results-%gx.jsonl", d.cfg.GateSpeed))
	return d.replay(ctx, test.url, d.cfg.GateSpeed, fmt.Sprintf("%gx", d.cfg.GateSpeed), out)
}

// replaySlow replays at the gate's speed against the "slower release".
func (d *demo) replaySlow(ctx context.Context) (*replay.Results, error) {
	d.stepf("Upgrade gate: replay at %gx against a simulator running the \"slow\" profile (a release whose decode is 20%% slower)", d.cfg.GateSpeed)
	test, err := d.startSim("slow", d.cfg.TestPort, "--test-port")
	if err != nil {
		return nil, err
	}
	defer test.stop()
	d.notef("candidate sim (profile slow): %s", test.url)
	return d.replay(ctx, test.url, d.cfg.GateSpeed, fmt.Sprintf("%gx slow", d.cfg.GateSpeed), d.files.RunSlow)
}

func (d *demo) replay(ctx context.Context, target string, speed float64, label, out string) (*replay.Results, error) {
	if err := d.command(ctx, nil, "replay", d.files.Scrubbed, "--target", target, "--speed", fmt.Sprint(speed), "--out", out, "--quiet"); err != nil {
		return nil, err
	}
	r, err := replay.ReadResults(out)
	if err != nil {
		return nil, err
	}
	if r.Header.Label == "" {
		r.Header.Label = label
	}
	s := d.summary(r)
	d.logSummary(s)
	d.notef("results: %s", out)
	fmt.Fprintln(d.out)
	if err := s.WriteText(&indent{w: d.out}); err != nil {
		return nil, err
	}
	return r, nil
}

// logSummary writes a replay's summary to the log, judged with the demo's
// SLA as on the console (replay's own summary, with the default SLA, is
// turned off with --quiet: the two disagreed).
func (d *demo) logSummary(s *report.Summary) {
	fmt.Fprintf(d.log, "summary (SLA %s):\n", d.cfg.SLO)
	if err := s.WriteText(d.log); err != nil {
		fmt.Fprintf(d.log, "(summary not written: %v)\n", err)
	}
}

func (d *demo) summary(r *replay.Results) *report.Summary { return report.Summarize(r, d.slo) }

// compare judges the slow candidate against the default baseline.
func (d *demo) compare(base, cand *replay.Results) (*compare.Comparison, error) {
	d.stepf("Compare baseline (default) and candidate (slow): paired requests, bootstrap confidence intervals")
	c, err := compare.Compare(base, cand, compare.Options{SLO: d.slo})
	if err != nil {
		return nil, err
	}
	f, err := os.Create(d.files.Compare)
	if err != nil {
		return nil, err
	}
	werr := c.WriteText(io.MultiWriter(f, &indent{w: d.out}))
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		return nil, fmt.Errorf("write %s: %w", d.files.Compare, werr)
	}
	return c, nil
}

// html writes the run report (1x and peak overlaid) and the comparison.
func (d *demo) html(r1, rPeak, base, rSlow *replay.Results, c *compare.Comparison) error {
	d.stepf("Write the HTML reports")
	opt := htmlreport.Options{SLO: d.slo, Version: d.cfg.Version}
	write := func(path string, f func(w io.Writer) error) error {
		file, err := os.Create(path)
		if err != nil {
			return fmt.Errorf("%w", err)
		}
		werr := f(file)
		if cerr := file.Close(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			return fmt.Errorf("write %s: %w", path, werr)
		}
		return nil
	}
	opt.Title = "llmreplay demo: 1x and peak replays"
	if err := write(d.files.Report, func(w io.Writer) error {
		return htmlreport.WriteRun(w, []*replay.Results{r1, rPeak}, opt)
	}); err != nil {
		return err
	}
	opt.Title = "llmreplay demo: upgrade gate"
	if err := write(d.files.CompareHTML, func(w io.Writer) error {
		return htmlreport.WriteCompare(w, base, rSlow, c, opt)
	}); err != nil {
		return err
	}
	d.notef("report:  %s", d.files.Report)
	d.notef("compare: %s", d.files.CompareHTML)
	return nil
}

// story closes with the outcome and where every file is.
func (d *demo) story(o *Outcome) {
	verdict := func(p bool) string {
		if p {
			return "PASS"
		}
		return "FAIL"
	}
	f := d.files
	fmt.Fprintf(d.out, "\nThe story (SLA %s):\n", d.cfg.SLO)
	fmt.Fprintf(d.out, "  recorded %s of traffic through the proxy, scrubbed it, replayed it:\n", d.cfg.Duration)
	fmt.Fprintf(d.out, "  1x: SLA %s; %gx: SLA %s; upgrade gate default -> slow at %gx: %s", verdict(o.Pass1x), d.cfg.PeakSpeed, verdict(o.PassPeak), d.cfg.GateSpeed, o.Verdict)
	if len(o.Regressions) > 0 {
		fmt.Fprintf(d.out, " (%v)", o.Regressions)
	}
	fmt.Fprintf(d.out, "\n\nFiles:\n")
	for _, l := range [][2]string{
		{"synthetic client traffic", f.Traffic},
		{"recorded session", strings.Join(f.Recorded, ", ")},
		{"scrubbed session", f.Scrubbed},
		{"scrub findings", f.ScrubReport},
		{"results, recording drive", f.Drive},
		{"results, 1x", f.Run1x},
		{"results, peak", f.RunPeak},
		{"results, slow profile", f.RunSlow},
		{"comparison (text)", f.Compare},
		{"HTML report", f.Report},
		{"HTML comparison", f.CompareHTML},
		{"subcommand log", f.Log},
	} {
		fmt.Fprintf(d.out, "  %-26s %s\n", l[0]+":", l[1])
	}
	fmt.Fprintf(d.out, "\nOpen %s in a browser.\n", f.Report)
}

// indent prefixes every line written through it, so subcommand output sits
// under its step.
type indent struct {
	w   io.Writer
	mid bool // the last write ended inside a line
}

func (i *indent) Write(p []byte) (int, error) {
	var buf []byte
	for _, b := range p {
		if !i.mid && b != '\n' {
			buf = append(buf, "      "...)
		}
		buf = append(buf, b)
		i.mid = b != '\n'
	}
	if _, err := i.w.Write(buf); err != nil {
		return 0, err
	}
	return len(p), nil
}
