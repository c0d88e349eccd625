package record

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync/atomic"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/format"
)

// Options are the settings of a recording sidecar (the flags of
// `llmreplay record`).
type Options struct {
	Listen           string // address to listen on
	Upstream         string // base URL of the inference server
	TLSCert, TLSKey  string // serve HTTPS (and HTTP/2) with this certificate
	UpstreamCA       string // extra CA bundle for an https upstream
	UpstreamInsecure bool   // do not verify the upstream certificate
	PreserveHost     bool   // send the client's Host header upstream
	// StdUpstream sends every request through ReverseProxy and
	// http.Transport alone, without the fast path for recorded streams
	// (stream_linux.go): the escape hatch should an upstream disagree with it.
	StdUpstream bool
	Capture     capture.Flags
	Version     string // written into session headers
	// Mirror, when set, mirrors recorded requests elsewhere as they
	// happen (--shadow: package shadow); its metrics join /metrics under
	// llmreplay_record_shadow, and it is closed once the recorded
	// exchanges have ended.
	Mirror capture.Mirror

	// Ready, when set, is called with the listening address once the
	// proxy accepts connections (tests listen on 127.0.0.1:0).
	Ready func(addr string)
}

// Validate checks the options; errors read as usage errors.
func (o *Options) Validate() error {
	if o.Listen == "" {
		return errors.New("--listen ADDR is required")
	}
	if o.Upstream == "" {
		return errors.New("--upstream URL is required")
	}
	u, err := url.Parse(o.Upstream)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("--upstream %q must be an http:// or https:// URL", o.Upstream)
	}
	if strings.HasSuffix(strings.TrimSuffix(u.Path, "/"), "/v1") {
		// An OpenAI base_url pasted as is: the recorder keeps each
		// request's own path, so /v1/chat/completions would go to
		// /v1/v1/chat/completions and fail with 404.
		return fmt.Errorf("--upstream %q ends in /v1, but requests keep their own path (/v1/chat/completions) and would go to %s/v1/...: give the server's root, e.g. %s://%s",
			o.Upstream, strings.TrimSuffix(u.Path, "/"), u.Scheme, u.Host)
	}
	if (o.TLSCert == "") != (o.TLSKey == "") {
		return errors.New("--tls-cert and --tls-key go together")
	}
	if u.Scheme == "http" && (o.UpstreamCA != "" || o.UpstreamInsecure) {
		return errors.New("--upstream-ca and --upstream-insecure need an https:// upstream")
	}
	return o.Capture.Validate()
}

// Run records until ctx is cancelled, then stops accepting connections,
// lets in-flight exchanges finish for up to the drain timeout, writes what
// is queued and closes the session file.
func Run(ctx context.Context, o Options, lg zerolog.Logger) error {
	if err := o.Validate(); err != nil {
		return err
	}
	upstream, _ := url.Parse(o.Upstream)
	pol, err := o.Capture.Policy()
	if err != nil {
		return err
	}
	tr, err := NewTransport(TransportOptions{CAFile: o.UpstreamCA, Insecure: o.UpstreamInsecure})
	if err != nil {
		return err
	}
	defer tr.CloseIdleConnections()
	var tlsConf *tls.Config
	if o.TLSCert != "" {
		cert, err := tls.LoadX509KeyPair(o.TLSCert, o.TLSKey)
		if err != nil {
			return fmt.Errorf("TLS certificate: %w", err)
		}
		tlsConf = &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
	}
	if o.UpstreamInsecure {
		lg.Warn().Msg("--upstream-insecure: the upstream certificate is not verified")
	}

	// Listeners first: a busy port fails the start before a session file
	// exists.
	ln, err := net.Listen("tcp", o.Listen)
	if err != nil {
		return fmt.Errorf("--listen: %w", err)
	}
	metrics, err := capture.ListenMetrics(o.Capture.MetricsListen)
	if err != nil {
		ln.Close()
		return err
	}
	var draining atomic.Bool // /readyz fails once set
	closeListeners := func() {
		ln.Close()
		metrics.Close()
	}

	host, _ := os.Hostname()
	header := format.Header{
		Source: format.Source{Kind: "record", Listen: o.Listen, Upstream: upstream.Redacted(), Params: o.Capture.Params()},
		Host:   host,
		Tool:   o.Version,
	}
	out, err := o.Capture.Output(header, lg)
	if err != nil {
		closeListeners()
		return err
	}
	sink, closeOutput := capture.StartSink(out, o.Capture.QueueLimit(), lg)
	closeMirror, err := capture.StartMirror(o.Mirror, o.Capture.DrainTimeout)
	if err != nil {
		closeListeners()
		_ = closeOutput()
		return err
	}

	proxy, err := New(Config{Upstream: upstream, Transport: tr, StdUpstream: o.StdUpstream, PreserveHost: o.PreserveHost, Policy: pol, Sink: sink, Mirror: o.Mirror, Log: lg})
	if err != nil {
		closeListeners()
		_ = closeMirror()
		_ = closeOutput()
		return err
	}
	defer proxy.CloseIdleConnections()
	srv := &http.Server{
		Handler:           proxy,
		ConnContext:       proxy.ConnContext,
		ReadHeaderTimeout: 30 * time.Second,
		IdleTimeout:       2 * time.Minute,
		TLSConfig:         tlsConf,
		// net/http's own messages (TLS handshake errors, aborted handlers)
		// go to the debug log instead of stderr.
		ErrorLog: log.New(debugWriter{lg}, "", 0),
	}
	serveErr := make(chan error, 1)
	go func() {
		if tlsConf != nil {
			serveErr <- srv.ServeTLS(rawListener{ln}, "", "")
		} else {
			serveErr <- srv.Serve(rawListener{ln})
		}
	}()

	metrics.ServeCapture("llmreplay_record", func() []capture.Metric { return proxy.Metrics("llmreplay_record") }, sink, out, o.Mirror, &draining, lg)
	defer metrics.Close()

	stopHUP := out.RotateOnSIGHUP(ctx)
	defer stopHUP()

	scheme := "http"
	if tlsConf != nil {
		scheme = "https (HTTP/2 and HTTP/1.1)"
	}
	lg.Info().Str("listen", ln.Addr().String()).Str("scheme", scheme).Str("upstream", upstream.Redacted()).
		Str("out", o.Capture.Out).Str("file", out.Path()).Msg("recording")
	if o.Ready != nil {
		o.Ready(ln.Addr().String())
	}

	var maxDur <-chan time.Time
	if o.Capture.MaxDuration > 0 {
		t := time.NewTimer(o.Capture.MaxDuration)
		defer t.Stop()
		maxDur = t.C
	}
	started := time.Now()
	var runErr error
	outputClosed := false
loop:
	for {
		select {
		case <-ctx.Done():
			break loop
		case err := <-serveErr:
			runErr = fmt.Errorf("serve: %w", err)
			serveErr <- err // for the shutdown below
			break loop
		case <-maxDur:
			maxDur = nil
			// A sidecar in the request path keeps forwarding: only the
			// recording ends, and its file is closed so it can be collected.
			proxy.StopRecording()
			lg.Info().Dur("max_duration", o.Capture.MaxDuration).Msg("max duration reached: recording stops, proxying continues")
			wctx, cancel := context.WithTimeout(ctx, o.Capture.DrainTimeout)
			if err := proxy.Wait(wctx); err != nil {
				lg.Warn().Err(err).Msg("closing the session file with exchanges still in flight")
			}
			cancel()
			if err := closeMirror(); err != nil {
				lg.Error().Err(err).Msg("closing the shadow")
			}
			if err := closeOutput(); err != nil {
				lg.Error().Err(err).Msg("closing the session file")
			}
			outputClosed = true
		}
	}

	// Drain: stop accepting, let streams finish, then force.
	draining.Store(true)
	lg.Info().Int64("in_flight", proxy.Stats().Active).Dur("drain_timeout", o.Capture.DrainTimeout).Msg("stopping: draining in-flight requests")
	dctx, cancel := context.WithTimeout(context.Background(), o.Capture.DrainTimeout)
	if err := srv.Shutdown(dctx); err != nil {
		lg.Warn().Int64("in_flight", proxy.Stats().Active).Msg("drain timeout: closing the remaining connections")
		proxy.CutInFlight()
		_ = srv.Close()
	}
	cancel()
	if err := <-serveErr; err != nil && !errors.Is(err, http.ErrServerClosed) && runErr == nil {
		runErr = fmt.Errorf("serve: %w", err)
	}
	// Handlers cut by Close still finish their exchanges (marked as cut by
	// the capture, not as client cancellations).
	wctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	if err := proxy.Wait(wctx); err != nil {
		lg.Warn().Err(err).Msg("some exchanges did not finish")
	}
	cancel()
	if err := closeMirror(); err != nil && runErr == nil {
		runErr = err
	}
	if !outputClosed {
		if err := closeOutput(); err != nil && runErr == nil {
			runErr = fmt.Errorf("closing the session file: %w", err)
		}
	}
	ps, ss := proxy.Stats(), sink.Stats()
	lg.Info().Dur("uptime", time.Since(started).Round(time.Millisecond)).Int64("requests", ps.Requests).
		Int64("recorded", ps.Recorded).Int64("written", ss.Written).Int64("lost", out.Lost()).Int64("dropped", ss.Dropped.Total()).
		Int64("upstream_errors", ps.UpstreamErrors).Int64("client_cancels", ps.Cancels).
		Int64("bytes", out.Bytes()).Int64("files", out.Files()).Msg("record summary")
	return runErr
}

type debugWriter struct{ lg zerolog.Logger }

func (d debugWriter) Write(p []byte) (int, error) {
	n := len(p)
	for n > 0 && p[n-1] == '\n' {
		n--
	}
	d.lg.Debug().Str("component", "http").Msg(string(p[:n]))
	return len(p), nil
}
