package capture

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/rs/zerolog"
)

// Metric is one Prometheus metric family.
type Metric struct {
	Name    string // e.g. llmreplay_record_requests_total
	Help    string
	Type    string // counter | gauge | histogram
	Samples []Sample
}

// Sample is one value of a family, with its labels as name/value pairs.
// Suffix names the series of a histogram ("_bucket", "_sum", "_count").
type Sample struct {
	Suffix string
	Labels []Label
	Value  float64
}

// Label is one metric label.
type Label struct{ Name, Value string }

// Counter and Gauge build single-sample families.
func Counter(name, help string, v float64) Metric {
	return Metric{Name: name, Help: help, Type: "counter", Samples: []Sample{{Value: v}}}
}

// Gauge builds a single-sample gauge family.
func Gauge(name, help string, v float64) Metric {
	return Metric{Name: name, Help: help, Type: "gauge", Samples: []Sample{{Value: v}}}
}

// WriteMetrics writes families in the Prometheus text exposition format
// (version 0.0.4).
func WriteMetrics(w io.Writer, ms []Metric) error {
	bw := bufio.NewWriter(w)
	for _, m := range ms {
		fmt.Fprintf(bw, "# HELP %s %s\n# TYPE %s %s\n", m.Name, escapeHelp(m.Help), m.Name, m.Type)
		for _, s := range m.Samples {
			bw.WriteString(m.Name)
			bw.WriteString(s.Suffix)
			if len(s.Labels) > 0 {
				bw.WriteByte('{')
				for i, l := range s.Labels {
					if i > 0 {
						bw.WriteByte(',')
					}
					bw.WriteString(l.Name)
					bw.WriteString(`="`)
					bw.WriteString(escapeLabel(l.Value))
					bw.WriteByte('"')
				}
				bw.WriteByte('}')
			}
			bw.WriteByte(' ')
			bw.WriteString(formatValue(s.Value))
			bw.WriteByte('\n')
		}
	}
	return bw.Flush()
}

func formatValue(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "+Inf"
	case math.IsInf(v, -1):
		return "-Inf"
	case math.IsNaN(v):
		return "NaN"
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

var (
	helpEscaper  = strings.NewReplacer(`\`, `\\`, "\n", `\n`)
	labelEscaper = strings.NewReplacer(`\`, `\\`, "\n", `\n`, `"`, `\"`)
)

func escapeHelp(s string) string  { return helpEscaper.Replace(s) }
func escapeLabel(s string) string { return labelEscaper.Replace(s) }

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

// MetricsHandler serves collect() on /metrics and two probes:
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
	mux.HandleFunc("/metrics", func(w http.ResponseWriter, r *http.Request) {
		ms := collect()
		sort.SliceStable(ms, func(i, j int) bool { return ms[i].Name < ms[j].Name })
		w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
		_ = WriteMetrics(w, ms)
	})
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
