package telemetry

import (
	"context"
	"crypto/tls"
	"net"
	"net/http"
	"net/url"
	"sync"
	"time"
)

// Defaults of Config.
const (
	DefaultInterval     = time.Second
	DefaultSelfInterval = time.Second
	// finalScrapeTimeout bounds the last scrape, after the run: a target
	// that went away must not hold up the end of a replay for long.
	finalScrapeTimeout = 3 * time.Second
	// settle is how long after the run the last scrape waits: a server
	// counts a request once its handler has finished, which can be a
	// moment after the client read the end of the answer.
	settle = 500 * time.Millisecond
)

// Config says what a Collector collects.
type Config struct {
	// MetricsURLs are the Prometheus endpoints to scrape (none: no server
	// metrics).
	MetricsURLs []string
	// Interval is the time between scrapes (0: DefaultInterval).
	Interval time.Duration
	// Target is the replay's target URL: Header (its credentials) is sent
	// only to metrics URLs on the target's host and port, never elsewhere.
	Target string
	Header http.Header
	// Insecure skips TLS verification of the metrics endpoints.
	Insecure bool
	// SelfInterval is the time between self-check samples (0:
	// DefaultSelfInterval; negative: no self-check).
	SelfInterval time.Duration
	// Conditions, if set, gives the test conditions; it is called in a
	// goroutine of the collector (it may wait for the target to answer
	// probes), so it never holds up the run, and its record is written
	// when it returns.
	Conditions func() Conditions
	// Transport overrides the scrapes' HTTP transport (tests).
	Transport http.RoundTripper
}

// Collector scrapes the metrics endpoints and samples the replayer itself
// while a run goes on, in goroutines of its own: the dispatcher never
// waits for it. Every record goes to emit, one call at a time.
type Collector struct {
	stop     chan struct{}
	wg       sync.WaitGroup
	mu       sync.Mutex
	emit     func(any)
	closeIdl func()
}

// Start begins collecting; t0 is the run's time zero (record times are
// offsets from it). Scraping goes on through a drain after an interrupt
// and ends with Stop, not with ctx.
func Start(ctx context.Context, t0 time.Time, cfg Config, emit func(any)) *Collector {
	ctx = context.WithoutCancel(ctx)
	c := &Collector{stop: make(chan struct{}), emit: emit, closeIdl: func() {}}
	if cfg.Interval <= 0 {
		cfg.Interval = DefaultInterval
	}
	if cfg.SelfInterval == 0 {
		cfg.SelfInterval = DefaultSelfInterval
	}
	if cfg.Conditions != nil {
		c.wg.Add(1)
		go func() {
			defer c.wg.Done()
			cond := cfg.Conditions()
			cond.Kind = KindConditions
			c.record(cond)
		}()
	}
	rt := cfg.Transport
	if rt == nil && len(cfg.MetricsURLs) > 0 {
		tr := newScrapeTransport(cfg.Insecure)
		rt, c.closeIdl = tr, tr.CloseIdleConnections
	}
	targetHost := hostOf(cfg.Target)
	for i, u := range cfg.MetricsURLs {
		c.record(SourceRecord{Kind: KindSource, Src: i, URL: u, Interval: int64(cfg.Interval)})
		var h http.Header
		if targetHost != "" && hostOf(u) == targetHost {
			h = cfg.Header
		}
		s := newScraper(i, u, h, rt)
		c.wg.Add(1)
		go c.scrapeLoop(ctx, s, t0, cfg.Interval)
	}
	if cfg.SelfInterval > 0 {
		c.wg.Add(1)
		go c.selfLoop(t0, cfg.SelfInterval)
	}
	return c
}

// Stop ends collecting after one last scrape of every endpoint, half a
// second later (so counters cover the whole run), and a last self-check
// sample, and returns once everything is written. Call it once.
func (c *Collector) Stop() {
	close(c.stop)
	c.wg.Wait()
	c.closeIdl()
}

func (c *Collector) record(v any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.emit(v)
}

func (c *Collector) scrapeLoop(ctx context.Context, s *scraper, t0 time.Time, interval time.Duration) {
	defer c.wg.Done()
	// Records of one scrape go out together, so series are named before
	// the scrape that uses them, whatever the other loops write.
	var batch []any
	collect := func(v any) { batch = append(batch, v) }
	flush := func() {
		c.mu.Lock()
		for _, v := range batch {
			c.emit(v)
		}
		c.mu.Unlock()
		batch = batch[:0]
	}
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		s.scrape(ctx, t0, interval, collect)
		flush()
		select {
		case <-t.C:
		case <-c.stop:
			time.Sleep(settle)
			fctx, cancel := context.WithTimeout(ctx, finalScrapeTimeout)
			s.scrape(fctx, t0, interval, collect)
			cancel()
			flush()
			return
		}
	}
}

func (c *Collector) selfLoop(t0 time.Time, interval time.Duration) {
	defer c.wg.Done()
	s := newSelfSampler(t0)
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			c.record(s.sample())
		case <-c.stop:
			c.record(s.sample())
			return
		}
	}
}

// newScrapeTransport is a small transport of the scrapes' own, so they
// never take or wait for one of the replay's connections.
func newScrapeTransport(insecure bool) *http.Transport {
	return &http.Transport{
		Proxy:               nil,
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		MaxIdleConnsPerHost: 2,
		IdleConnTimeout:     90 * time.Second,
		TLSHandshakeTimeout: 5 * time.Second,
		TLSClientConfig:     &tls.Config{InsecureSkipVerify: insecure}, //nolint:gosec // only with --insecure
	}
}

// hostOf is a URL's host:port ("" when it does not parse).
func hostOf(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return ""
	}
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[u.Scheme]
	}
	return u.Hostname() + ":" + port
}
