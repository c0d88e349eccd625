package sniff

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/testutil"
)

// These helpers serve scripts/bench/50-sniff.sh; they skip unless their
// environment variables are set.

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

// TestBenchWritePcap writes SNIFF_BENCH_PCAP: SNIFF_BENCH_MB megabytes of
// streaming chat traffic to port 8000 (many keep-alive connections,
// interleaved, SSE events one per packet).
func TestBenchWritePcap(t *testing.T) { benchWritePcapEnv(t, "SNIFF_BENCH_PCAP", writeBenchPcap) }

// benchWritePcapEnv writes the file the environment variable env names
// with write, SNIFF_BENCH_MB megabytes of it; it skips when env is unset.
func benchWritePcapEnv(t *testing.T, env string, write func(testing.TB, io.Writer, int64) (int, error)) {
	path := os.Getenv(env)
	if path == "" {
		t.Skip("bench helper: set " + env)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	bw := bufio.NewWriterSize(f, 1<<20)
	n, err := write(t, bw, int64(envInt("SNIFF_BENCH_MB", 200))<<20)
	if err != nil {
		t.Fatal(err)
	}
	if err := bw.Flush(); err != nil {
		t.Fatal(err)
	}
	fmt.Printf("wrote %d exchanges\n", n)
}

// writeBenchPcap writes rounds of 64 interleaved connections, each one
// streaming request with a 64-event SSE response, until size bytes.
func writeBenchPcap(t testing.TB, w io.Writer, size int64) (int, error) {
	pw, err := newPcapWriter(w)
	if err != nil {
		return 0, err
	}
	var written int64
	exchanges := 0
	base := time.Duration(0)
	for round := 0; written < size; round++ {
		var lists [][]frame
		for k := 0; k < 64; k++ {
			c := newConv(uint16(10000+(round*64+k)%50000), 8000).handshake()
			c.now = base + time.Duration(k)*time.Microsecond
			c.send(true, request("POST", "/v1/chat/completions", reqBody1), 1460, 0)
			c.wait(time.Millisecond).send(false, []byte("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"), 1460, 0)
			for e := 0; e < 64; e++ {
				ev := fmt.Sprintf(`data: {"id":"chatcmpl-%d","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":" token%d"}}]}`+"\n\n", e, e)
				c.wait(time.Millisecond).send(false, []byte(fmt.Sprintf("%x\r\n%s\r\n", len(ev), ev)), 1460, 0)
			}
			c.send(false, []byte("0\r\n\r\n"), 1460, 0).fin(true).fin(false)
			lists = append(lists, c.frames(t, c.segs))
			exchanges++
		}
		n, err := writeFrames(pw, mergeFrames(lists...))
		written += n
		if err != nil {
			return exchanges, err
		}
		base += 100 * time.Millisecond
	}
	return exchanges, nil
}

// TestBenchWriteSmallPcap writes SNIFF_BENCH_SMALL_PCAP: SNIFF_BENCH_MB
// megabytes of small non-streaming chat exchanges (see writeSmallPcap).
func TestBenchWriteSmallPcap(t *testing.T) {
	benchWritePcapEnv(t, "SNIFF_BENCH_SMALL_PCAP", writeSmallPcap)
}

// Small exchanges as a load generator sends them to `llmreplay sim
// --profile fast` (the request and response of a tcpdump capture of
// vegeta's traffic at 8,000 requests/s): one segment each way, a bare ACK
// after every third response (the rest ride on the next request).
const (
	smallReqBody  = `{"model":"m","max_tokens":4,"ignore_eos":true,"messages":[{"role":"user","content":"Say hello in four words, please."}]}`
	smallRespBody = `{"id":"chatcmpl-e220a8397b1dcdafa706dd2f4d197e6f","object":"chat.completion","created":1796179251,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"he code may name","tool_calls":[]},"logprobs":null,"finish_reason":"length","stop_reason":null}],"usage":{"prompt_tokens":9,"total_tokens":13,"completion_tokens":4}}` + "\n"
)

func smallRequest(seq int, body string) []byte {
	return []byte(fmt.Sprintf("POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nUser-Agent: Go-http-client/1.1\r\nContent-Length: %d\r\nContent-Type: application/json\r\nX-Vegeta-Seq: %d\r\nAccept-Encoding: gzip\r\n\r\n%s",
		len(body), seq, body))
}

func smallResponse(at time.Time, body string) []byte {
	return []byte(fmt.Sprintf("HTTP/1.1 200 OK\r\nContent-Length: %d\r\nContent-Type: application/json\r\nDate: %s\r\n\r\n%s",
		len(body), at.UTC().Format(http.TimeFormat), body))
}

// variedBodies gives exchange seq bodies of their own, of lengths that
// differ (a body buffer reused too early, or not emptied, shows).
func variedBodies(seq int) (req, resp string) {
	tag := strings.Repeat("x", seq%37)
	return strings.Replace(smallReqBody, `"model":"m"`, fmt.Sprintf(`"model":"m%d%s"`, seq, tag), 1),
		strings.Replace(smallRespBody, `"content":"he code may name"`, fmt.Sprintf(`"content":"%s answer %d"`, tag, seq), 1)
}

// writeSmallPcap writes small exchanges on 256 keep-alive connections at
// 8,000 requests/s (each answered 1 ms later) until size bytes.
func writeSmallPcap(t testing.TB, w io.Writer, size int64) (int, error) {
	return writeSmallPcapBodies(t, w, size, func(int) (string, string) { return smallReqBody, smallRespBody })
}

// writeSmallPcapBodies is writeSmallPcap with the bodies of exchange seq
// given by bodies.
func writeSmallPcapBodies(t testing.TB, w io.Writer, size int64, bodies func(seq int) (req, resp string)) (int, error) {
	pw, err := newPcapWriter(w)
	if err != nil {
		return 0, err
	}
	const conns = 256
	const every = time.Second / 8000
	cs := make([]*conv, conns)
	for i := range cs {
		cs[i] = newConv(uint16(30000+i), 8000).handshake()
	}
	var written int64
	exchanges := 0
	for round := 0; written < size; round++ {
		lists := make([][]frame, 0, conns)
		for i, c := range cs {
			c.now = time.Duration(round*conns+i) * every
			req, resp := bodies(exchanges)
			c.send(true, smallRequest(exchanges, req), 65483, 0)
			c.wait(time.Millisecond).send(false, smallResponse(baseTime.Add(c.now), resp), 65483, 0)
			if exchanges%3 == 0 {
				c.wait(20 * time.Microsecond).ack(true)
			}
			lists = append(lists, c.frames(t, c.segs))
			c.segs = c.segs[:0]
			exchanges++
		}
		n, err := writeFrames(pw, mergeFrames(lists...))
		written += n
		if err != nil {
			return exchanges, err
		}
	}
	return exchanges, nil
}

// BenchmarkRunOfflineSmall runs the whole command (capture, exchange
// building, encoding, zstd, session file) on a 32 MB pcap of small
// exchanges; b.SetBytes makes the output MB/s of the file.
func BenchmarkRunOfflineSmall(b *testing.B) {
	dir := b.TempDir()
	path := filepath.Join(dir, "small.pcap")
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	bw := bufio.NewWriterSize(f, 1<<20)
	n, err := writeSmallPcap(b, bw, 32<<20)
	if err == nil {
		err = bw.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		b.Fatal(err)
	}
	fi, _ := os.Stat(path)
	b.SetBytes(fi.Size())
	b.ReportAllocs()
	cpu0 := testutil.CPUTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		out := filepath.Join(dir, fmt.Sprintf("out%d", i))
		var logs testutil.SyncBuffer
		o := Options{Pcap: path, Ports: "8000", Capture: capture.Flags{Out: out, Queue: capture.DefaultQueue,
			QueueBytes: capture.DefaultQueueBytes, MaxBody: capture.DefaultMaxBody, Sample: 1, FlushInterval: time.Second, Prefix: "session"}}
		if err := Run(context.Background(), o, zerolog.New(&logs)); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		if !bytes.Contains(logs.Bytes(), []byte(fmt.Sprintf(`"written":%d,`, n))) {
			b.Fatalf("not all %d exchanges written: %s", n, logs.Bytes())
		}
		os.RemoveAll(out)
		b.StartTimer()
	}
	b.StopTimer()
	// CPU time, not wall time, is what a shared machine measures well.
	b.ReportMetric(float64((testutil.CPUTime()-cpu0).Nanoseconds())/float64(b.N*n), "cpu-ns/exchange")
}

// BenchmarkOfflinePcap measures the whole pipeline (decode, reassembly,
// HTTP, exchange building) on an in-memory pcap; b.SetBytes makes the
// output MB/s.
func BenchmarkOfflinePcap(b *testing.B) {
	var buf bytes.Buffer
	n, err := writeBenchPcap(b, &buf, 32<<20)
	if err != nil {
		b.Fatal(err)
	}
	file := buf.Bytes()
	b.SetBytes(int64(len(file)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		src, err := NewFileSource(bytes.NewReader(file))
		if err != nil {
			b.Fatal(err)
		}
		var got atomic.Int64
		sn, err := New(Config{Ports: []uint16{8000}, Policy: testPolicy(b), Log: zerolog.Nop(),
			Emit: func(*format.Exchange) bool { got.Add(1); return true }})
		if err != nil {
			b.Fatal(err)
		}
		if err := sn.Run(context.Background(), src); err != nil {
			b.Fatal(err)
		}
		if int(got.Load()) != n {
			b.Fatalf("%d exchanges of %d", got.Load(), n)
		}
	}
}

// TestBenchLoadClient drives SNIFF_LOAD_URL with SNIFF_LOAD_CONC keep-alive
// workers sending streaming chat requests for SNIFF_LOAD_SECONDS, then
// prints "requests=N ok=N events=N".
func TestBenchLoadClient(t *testing.T) {
	url := os.Getenv("SNIFF_LOAD_URL")
	if url == "" {
		t.Skip("bench helper: set SNIFF_LOAD_URL")
	}
	conc := envInt("SNIFF_LOAD_CONC", 16)
	dur := time.Duration(envInt("SNIFF_LOAD_SECONDS", 10)) * time.Second
	tokens := envInt("SNIFF_LOAD_TOKENS", 64)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: conc, MaxConnsPerHost: conc}}
	defer client.CloseIdleConnections()
	ctx, cancel := context.WithTimeout(context.Background(), dur)
	defer cancel()
	var sent, ok, events atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < conc; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; ctx.Err() == nil; i++ {
				body := fmt.Sprintf(`{"model":"m","stream":true,"max_tokens":%d,"ignore_eos":true,"messages":[{"role":"user","content":"worker %d request %d"}]}`, tokens, w, i)
				req, _ := http.NewRequest("POST", url+"/v1/chat/completions", strings.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				sent.Add(1)
				resp, err := client.Do(req)
				if err != nil {
					continue
				}
				r := bufio.NewReader(resp.Body)
				n := int64(0)
				for {
					line, err := r.ReadSlice('\n')
					if bytes.HasPrefix(line, []byte("data: ")) {
						n++
					}
					if err != nil && err != bufio.ErrBufferFull {
						break
					}
				}
				resp.Body.Close()
				if resp.StatusCode == 200 {
					ok.Add(1)
					events.Add(n)
				}
			}
		}(w)
	}
	wg.Wait()
	fmt.Printf("requests=%d ok=%d events=%d\n", sent.Load(), ok.Load(), events.Load())
}
