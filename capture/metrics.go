package capture

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/rs/zerolog"
)

// Metric is one Prometheus metric family, read from the capture's
// counters when /metrics is scraped; prometheus/client_golang writes it
// (MetricsHandler). The counters themselves are the atomics the proxy, the
// sniffer and the sink keep anyway, so a family is built from a snapshot at
// scrape time rather than kept twice.
type Metric struct {
	Name      string // e.g. llmreplay_record_requests_total
	Help      string
	Type      string     // counter | gauge | histogram
	Samples   []Sample   // counter and gauge values
	Histogram *Histogram // the histogram's value
}

// Sample is one value of a counter or gauge family, with its labels as
// name/value pairs (every sample of a family has the same label names).
type Sample struct {
	Labels []Label
	Value  float64
}

// Label is one metric label.
type Label struct{ Name, Value string }

// Histogram is a histogram family's value: cumulative counts at each upper
// bound (ascending; +Inf is implied by Count).
type Histogram struct {
	Bounds []float64
	Counts []uint64
	Count  uint64
	Sum    float64
}

// Counter and Gauge build single-sample families.
func Counter(name, help string, v float64) Metric {
	return Metric{Name: name, Help: help, Type: "counter", Samples: []Sample{{Value: v}}}
}

// Gauge builds a single-sample gauge family.
func Gauge(name, help string, v float64) Metric {
	return Metric{Name: name, Help: help, Type: "gauge", Samples: []Sample{{Value: v}}}
}

// snapshotCollector collects the families collect returns at each scrape.
// It describes none in advance (an unchecked collector: the families are
// the command's own and fixed in code), so their Descs are made per scrape.
type snapshotCollector struct{ collect func() []Metric }

func (c snapshotCollector) Describe(chan<- *prometheus.Desc) {}

func (c snapshotCollector) Collect(ch chan<- prometheus.Metric) {
	for _, m := range c.collect() {
		if m.Type == "histogram" {
			h := m.Histogram
			buckets := make(map[float64]uint64, len(h.Bounds))
			for i, b := range h.Bounds {
				buckets[b] = h.Counts[i]
			}
			d := prometheus.NewDesc(m.Name, m.Help, nil, nil)
			ch <- prometheus.MustNewConstHistogram(d, h.Count, h.Sum, buckets)
			continue
		}
		vt := prometheus.GaugeValue
		if m.Type == "counter" {
			vt = prometheus.CounterValue
		}
		var names []string
		if len(m.Samples) > 0 {
			for _, l := range m.Samples[0].Labels {
				names = append(names, l.Name)
			}
		}
		d := prometheus.NewDesc(m.Name, m.Help, names, nil)
		for _, s := range m.Samples {
			vals := make([]string, len(s.Labels))
			for i, l := range s.Labels {
				vals[i] = l.Value
			}
			ch <- prometheus.MustNewConstMetric(d, vt, s.Value, vals...)
		}
	}
}

// NewRegistry returns a registry of the families collect returns, plus the
// standard Go runtime collector (with the runtime's scheduler metrics, among
// them go_sched_latencies_seconds) and process collector (CPU, memory, file
// descriptors).
func NewRegistry(collect func() []Metric) *prometheus.Registry {
	reg := prometheus.NewRegistry()
	reg.MustRegister(
		collectors.NewGoCollector(collectors.WithGoCollectorRuntimeMetrics(collectors.MetricsScheduler)),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		snapshotCollector{collect},
	)
	return reg
}

// SinkMetrics returns the families of a Sink's counters under prefix
// (e.g. "llmreplay_record"): exchanges written, dropped by reason, queue
// depth and capacity.
func SinkMetrics(prefix string, st SinkStats) []Metric {
	drops := Metric{Name: prefix + "_exchanges_dropped_total", Type: "counter",
		Help: "Exchanges not written, by reason (queue_full: writer behind; write_error: disk or writer failure; encode_error: exchange could not be encoded; closed; unfinished)."}
	for _, r := range DropReasons {
		drops.Samples = append(drops.Samples, Sample{Labels: []Label{{"reason", r}}, Value: float64(st.Dropped[r])})
	}
	return []Metric{
		Counter(prefix+"_exchanges_written_total", "Exchanges written to session files.", float64(st.Written)),
		drops,
		Gauge(prefix+"_queue_depth", "Exchanges waiting for the session writer.", float64(st.Queue)),
		Gauge(prefix+"_queue_capacity", "Size of the bounded queue in front of the session writer.", float64(st.Capacity)),
		Gauge(prefix+"_queue_bytes", "Uncompressed bytes of the exchanges waiting for the session writer.", float64(st.QueueBytes)),
		Gauge(prefix+"_queue_bytes_capacity", "Cap on the uncompressed bytes waiting for the session writer (--queue-bytes).", float64(st.ByteCapacity)),
	}
}

// OutputMetrics returns the families of an Output under prefix.
func OutputMetrics(prefix string, o *Output) []Metric {
	healthy := 1.0
	if o.Healthy() != nil {
		healthy = 0
	}
	return []Metric{
		Counter(prefix+"_bytes_written_total", "Compressed bytes written to session files.", float64(o.Bytes())),
		Counter(prefix+"_files_closed_total", "Session files closed (rotations and exit).", float64(o.Files())),
		Counter(prefix+"_exchanges_lost_total", "Exchanges counted as written whose file failed (disk full, I/O error) before they reached it whole.", float64(o.Lost())),
		Gauge(prefix+"_output_healthy", "1 when the session output is writable, 0 after a write failure.", healthy),
	}
}

// CommonMetrics returns the families record and sniff share under prefix:
// the session writer's queue and output, and how long the process waits
// for CPU.
func CommonMetrics(prefix string, st SinkStats, o *Output) []Metric {
	ms := SinkMetrics(prefix, st)
	ms = append(ms, OutputMetrics(prefix, o)...)
	return append(ms, RuntimeMetrics(prefix)...)
}

// MetricsHandler serves collect() (see NewRegistry) on /metrics and two
// probes:
//
//   - /healthz answers 200 while the process serves. A failing session
//     output (output() != nil, a full disk) is named in the body but does
//     not fail the probe: restarting frees no disk, and a recorder in the
//     request path that a liveness probe restarts takes its traffic down
//     with it. Alert on the *_output_healthy gauge instead.
//   - /readyz answers 200 while the command takes traffic and 503 once
//     ready() returns an error (the recorder is draining).
//
// Nil functions count as healthy and ready.
func MetricsHandler(collect func() []Metric, output, ready func() error) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/metrics", promhttp.HandlerFor(NewRegistry(collect), promhttp.HandlerOpts{}))
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		if output != nil {
			if err := output(); err != nil {
				fmt.Fprintf(w, "ok, but the session output is failing (traffic is not affected; writing resumes when the disk does): %v\n", err)
				return
			}
		}
		io.WriteString(w, "ok\n")
	})
	mux.HandleFunc("/readyz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		if ready != nil {
			if err := ready(); err != nil {
				w.WriteHeader(http.StatusServiceUnavailable)
				fmt.Fprintf(w, "not ready: %v\n", err)
				return
			}
		}
		io.WriteString(w, "ready\n")
	})
	return mux
}

// MetricsServer serves a MetricsHandler on its own listener. A nil
// *MetricsServer (no metrics address) ignores every call, so commands need
// no branch of their own for it.
type MetricsServer struct {
	ln   net.Listener
	srv  *http.Server // nil until Serve
	done chan error
}

// ListenMetrics binds the metrics address; "" binds nothing and returns
// nil. Commands bind it, and their traffic listener, before they create a
// session file: a start that fails on a busy port must not leave an empty
// file behind (a crash-looping sidecar would fill its directory with them).
func ListenMetrics(addr string) (*MetricsServer, error) {
	if addr == "" {
		return nil, nil
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("metrics listener: %w", err)
	}
	return &MetricsServer{ln: ln}, nil
}

// Serve serves /metrics, /healthz and /readyz (see MetricsHandler) until
// Close.
func (m *MetricsServer) Serve(collect func() []Metric, output, ready func() error, log zerolog.Logger) {
	if m == nil {
		return
	}
	m.srv = &http.Server{Handler: MetricsHandler(collect, output, ready), ReadHeaderTimeout: 10 * time.Second}
	m.done = make(chan error, 1)
	go func() { m.done <- m.srv.Serve(m.ln) }()
	log.Info().Str("addr", m.ln.Addr().String()).Msg("serving metrics on /metrics, probes on /healthz and /readyz")
}

// ServeCapture serves a capture command's families (see Serve): own(),
// then those every capture shares under prefix (CommonMetrics), then the
// mirror's (when not nil) under prefix_shadow. /healthz reports out's
// health; /readyz fails once draining is set.
func (m *MetricsServer) ServeCapture(prefix string, own func() []Metric, sink *Sink, out *Output, mirror Mirror, draining *atomic.Bool, log zerolog.Logger) {
	m.Serve(func() []Metric {
		ms := append(own(), CommonMetrics(prefix, sink.Stats(), out)...)
		if mirror != nil {
			ms = append(ms, mirror.Metrics(prefix+"_shadow")...)
		}
		return ms
	}, out.Healthy, func() error {
		if draining.Load() {
			return errors.New("draining: the capture is shutting down")
		}
		return nil
	}, log)
}

// Addr returns the listening address.
func (m *MetricsServer) Addr() string { return m.ln.Addr().String() }

// Close stops the server and waits for it, or releases the address when
// it never served.
func (m *MetricsServer) Close() error {
	if m == nil {
		return nil
	}
	if m.srv == nil {
		return m.ln.Close()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	err := m.srv.Shutdown(ctx)
	if err != nil {
		_ = m.srv.Close()
	}
	if serr := <-m.done; serr != nil && !errors.Is(serr, http.ErrServerClosed) {
		return serr
	}
	return err
}
