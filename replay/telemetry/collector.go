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
	cfg      Config
	ctx      context.Context
	stop     chan struct{}
	stopOnce sync.Once
	wg       sync.WaitGroup
	mu       sync.Mutex
	emit     func(any)
	closeIdl func()
	scrapers []*scraper
	// baseline holds the records of the scrapes Prepare made, and when.
	baseline   [][]any
	baselineAt time.Time
}

// baselineTimeout bounds the scrapes before a run: an endpoint that does
// not answer must not hold up the start for long.
const baselineTimeout = 2 * time.Second

// Prepare scrapes every endpoint once, before the run (all at once, for
// at most two seconds), so that counters are counted from before the
// first request: a run's time zero comes after it. Begin starts the
// collection; Start does both.
func Prepare(ctx context.Context, cfg Config) *Collector {
	ctx = context.WithoutCancel(ctx)
	c := &Collector{cfg: cfg, ctx: ctx, stop: make(chan struct{}), closeIdl: func() {}}
	if c.cfg.Interval <= 0 {
		c.cfg.Interval = DefaultInterval
	}
	if c.cfg.SelfInterval == 0 {
		c.cfg.SelfInterval = DefaultSelfInterval
	}
	rt := cfg.Transport
	if rt == nil && len(cfg.MetricsURLs) > 0 {
		tr := newScrapeTransport(cfg.Insecure)
		rt, c.closeIdl = tr, tr.CloseIdleConnections
	}
	targetHost := hostOf(cfg.Target)
	c.baseline = make([][]any, len(cfg.MetricsURLs))
	c.baselineAt = time.Now()
	var wg sync.WaitGroup
	for i, u := range cfg.MetricsURLs {
		var h http.Header
		if targetHost != "" && hostOf(u) == targetHost {
			h = cfg.Header
		}
		s := newScraper(i, u, h, rt)
		c.scrapers = append(c.scrapers, s)
		wg.Add(1)
		go func() {
			defer wg.Done()
			bctx, cancel := context.WithTimeout(ctx, baselineTimeout)
			defer cancel()
			s.scrape(bctx, c.baselineAt, c.cfg.Interval, func(v any) { c.baseline[i] = append(c.baseline[i], v) })
		}()
	}
	wg.Wait()
	return c
}

// Begin starts collecting; t0 is the run's time zero (record times are
// offsets from it; the scrapes of Prepare come before it). Scraping goes
// on through a drain after an interrupt and ends with Stop, not with the
// context.
func (c *Collector) Begin(t0 time.Time, emit func(any)) {
	c.emit = emit
	if c.cfg.Conditions != nil {
		c.wg.Add(1)
		go func() {
			defer c.wg.Done()
			cond := c.cfg.Conditions()
			cond.Kind = KindConditions
			c.record(cond)
		}()
	}
	shift := int64(c.baselineAt.Sub(t0))
	for i, s := range c.scrapers {
		c.record(SourceRecord{Kind: KindSource, Src: i, URL: s.url, Interval: int64(c.cfg.Interval)})
		for _, v := range c.baseline[i] {
			if r, ok := v.(ScrapeRecord); ok {
				r.T += shift
				v = r
			}
			c.record(v)
		}
		c.wg.Add(1)
		go c.scrapeLoop(c.ctx, s, t0, c.cfg.Interval)
	}
	c.baseline = nil
	if c.cfg.SelfInterval > 0 {
		c.wg.Add(1)
		go c.selfLoop(t0, c.cfg.SelfInterval)
	}
}

// Start prepares and begins at once: the first scrape comes after t0.
func Start(ctx context.Context, t0 time.Time, cfg Config, emit func(any)) *Collector {
	c := Prepare(ctx, cfg)
	c.Begin(t0, emit)
	return c
}

// Stop ends collecting after one last scrape of every endpoint, half a
// second later (so counters cover the whole run), and a last self-check
// sample, and returns once everything is written. Later calls do nothing.
func (c *Collector) Stop() {
	c.stopOnce.Do(func() {
		close(c.stop)
		c.wg.Wait()
		c.closeIdl()
	})
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
		select {
		case <-t.C:
			s.scrape(ctx, t0, interval, collect)
			flush()
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
