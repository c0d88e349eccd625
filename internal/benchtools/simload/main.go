// Command simload is the load generator of scripts/bench/20-sim.sh: it
// measures streaming throughput, open streams and latency precision of
// `llmreplay sim`, and serves the trivial baseline the figures are compared
// with. Plain net/http, no dependency beyond the module.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/signal"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/llmreplay/llmreplay/stream"
	"github.com/llmreplay/llmreplay/tokens"
)

func main() {
	mode := flag.String("mode", "rps", "rps | hold | precision | baseline")
	url := flag.String("url", "", "base URL of the server")
	listen := flag.String("listen", "127.0.0.1:0", "baseline: listen address")
	conc := flag.Int("c", 256, "rps: concurrent workers (closed loop)")
	dur := flag.Duration("d", 5*time.Second, "rps: duration; hold: how long to hold the streams")
	ntok := flag.Int("tokens", 16, "output tokens per request")
	streams := flag.Int("streams", 10000, "hold: streams to open")
	n := flag.Int("n", 20, "precision: sequential requests")
	prompt := flag.Int("prompt", 1000, "precision: prompt tokens")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var err error
	switch *mode {
	case "rps":
		err = rps(ctx, *url, *conc, *dur, *ntok)
	case "hold":
		err = hold(ctx, *url, *streams, *dur)
	case "precision":
		err = precision(*url, *n, *prompt, *ntok)
	case "baseline":
		err = baseline(ctx, *listen, *ntok)
	default:
		err = fmt.Errorf("unknown mode %q", *mode)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "simload:", err)
		os.Exit(1)
	}
}

func client(conns int) *http.Client {
	return &http.Client{Transport: &http.Transport{
		MaxIdleConns: conns, MaxIdleConnsPerHost: conns, DisableCompression: true,
		DialContext: (&net.Dialer{Timeout: 10 * time.Second}).DialContext,
	}}
}

func body(ntok int, prompt string) []byte {
	return []byte(fmt.Sprintf(`{"model":"m","messages":[{"role":"user","content":%q}],"max_tokens":%d,"ignore_eos":true,"stream":true,"stream_options":{"include_usage":true}}`, prompt, ntok))
}

var done = []byte("data: [DONE]\n\n")

// rps runs closed-loop workers for d and prints completed streams per second.
func rps(ctx context.Context, url string, conc int, d time.Duration, ntok int) error {
	c := client(conc)
	b := body(ntok, "hello benchmark")
	var ok, failed atomic.Int64
	deadline := time.Now().Add(d)
	var wg sync.WaitGroup
	start := time.Now()
	for i := 0; i < conc; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			buf := make([]byte, 64<<10)
			for time.Now().Before(deadline) && ctx.Err() == nil {
				resp, err := c.Post(url+"/v1/chat/completions", "application/json", bytes.NewReader(b))
				if err != nil {
					failed.Add(1)
					continue
				}
				var tail []byte
				for {
					n, err := resp.Body.Read(buf)
					if n > 0 {
						tail = append(tail[:0], buf[max(0, n-len(done)):n]...)
					}
					if err != nil {
						break
					}
				}
				resp.Body.Close()
				if resp.StatusCode == 200 && bytes.HasSuffix(tail, done) {
					ok.Add(1)
				} else {
					failed.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	el := time.Since(start).Seconds()
	fmt.Printf("requests_per_s %.0f completed %d failed %d seconds %.2f concurrency %d tokens %d\n", float64(ok.Load())/el, ok.Load(), failed.Load(), el, conc, ntok)
	return nil
}

// hold opens streams that stay open (long outputs), waits until every one
// has received its first chunk, prints the count, holds them for d.
func hold(ctx context.Context, url string, streams int, d time.Duration) error {
	c := client(streams)
	b := body(3600, "hold") // an hour at one token per second; KV holds 2^30 tokens
	var open, failed atomic.Int64
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2000) // connect in waves, not 10,000 dials at once
	for i := 0; i < streams; i++ {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			req, _ := http.NewRequestWithContext(ctx, "POST", url+"/v1/chat/completions", bytes.NewReader(b))
			resp, err := c.Do(req)
			if err != nil {
				<-sem
				failed.Add(1)
				return
			}
			buf := make([]byte, 4096)
			_, err = resp.Body.Read(buf)
			<-sem
			if err != nil || resp.StatusCode != 200 {
				failed.Add(1)
				resp.Body.Close()
				return
			}
			open.Add(1)
			io.Copy(io.Discard, resp.Body) // until cancelled
			resp.Body.Close()
		}()
	}
	giveUp := time.Now().Add(90 * time.Second)
	for open.Load()+failed.Load() < int64(streams) && ctx.Err() == nil && time.Now().Before(giveUp) {
		time.Sleep(50 * time.Millisecond)
	}
	fmt.Printf("open_streams %d failed %d\n", open.Load(), failed.Load())
	select {
	case <-time.After(d):
	case <-ctx.Done():
	}
	cancel()
	wg.Wait()
	return nil
}

// precision sends sequential streaming requests and compares TTFT and
// inter-token gaps (measured with stream.Parser and stream.Meter) with the
// model values given in the environment (MODEL_TTFT, MODEL_ITL).
func precision(url string, n, promptTokens, ntok int) error {
	c := client(1)
	r := rand.New(rand.NewPCG(3, 3))
	var ttfts, itls []float64
	for i := 0; i < n; i++ {
		prompt := tokens.Text(r, promptTokens) // a new prompt: no prefix-cache hit
		sent := time.Now()
		resp, err := c.Post(url+"/v1/chat/completions", "application/json", bytes.NewReader(body(ntok, prompt)))
		if err != nil {
			return err
		}
		var p stream.Parser
		var m stream.Meter
		buf := make([]byte, 32<<10)
		for {
			k, err := resp.Body.Read(buf)
			if k > 0 {
				p.Feed(buf[:k], int64(time.Since(sent)), func(e stream.Event) { m.ObserveData(e.First, e.Data) })
			}
			if err != nil {
				if !errors.Is(err, io.EOF) {
					return err
				}
				break
			}
		}
		resp.Body.Close()
		l := m.Latency(int64(time.Since(sent)))
		ttfts = append(ttfts, float64(l.TTFTNS)/1e6)
		for _, g := range l.ITLNS {
			itls = append(itls, float64(g)/1e6)
		}
	}
	slices.Sort(ttfts)
	slices.Sort(itls)
	q := func(xs []float64, p float64) float64 { return xs[min(len(xs)-1, int(p*float64(len(xs))))] }
	fmt.Printf("ttft_ms p10 %.2f p50 %.2f p90 %.2f\n", q(ttfts, .1), q(ttfts, .5), q(ttfts, .9))
	fmt.Printf("itl_ms  p10 %.2f p50 %.2f p90 %.2f\n", q(itls, .1), q(itls, .5), q(itls, .9))
	return nil
}

// baseline serves the same SSE bytes as the simulator for a 16-token chat
// stream, without any engine: the upper bound of net/http on this machine.
func baseline(ctx context.Context, listen string, ntok int) error {
	prefix := `data: {"id":"chatcmpl-0123456789abcdef0123456789abcdef","object":"chat.completion.chunk","created":1700000000,"model":"m","choices":[`
	role := prefix + `{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}` + "\n\n"
	tok := prefix + `{"index":0,"delta":{"content":" word"},"logprobs":null,"finish_reason":null}]}` + "\n\n"
	end := prefix + `{"index":0,"delta":{},"logprobs":null,"finish_reason":"length","stop_reason":null}]}` + "\n\n" +
		prefix + `],"usage":{"prompt_tokens":2,"total_tokens":18,"completion_tokens":16}}` + "\n\n" + string(done)
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "text/event-stream; charset=utf-8")
		f := w.(http.Flusher)
		var b strings.Builder
		for i := 0; i < ntok; i++ {
			b.Reset()
			if i == 0 {
				b.WriteString(role)
			}
			b.WriteString(tok)
			if i == ntok-1 {
				b.WriteString(end)
			}
			io.WriteString(w, b.String())
			f.Flush()
		}
	})
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return err
	}
	fmt.Printf("listening on http://%s\n", ln.Addr())
	srv := &http.Server{Handler: h}
	go func() { <-ctx.Done(); srv.Close() }()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
