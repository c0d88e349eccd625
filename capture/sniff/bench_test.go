package sniff

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/gopacket"
	"github.com/google/gopacket/layers"
	"github.com/google/gopacket/pcapgo"
	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/format"
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
func TestBenchWritePcap(t *testing.T) {
	path := os.Getenv("SNIFF_BENCH_PCAP")
	if path == "" {
		t.Skip("bench helper: set SNIFF_BENCH_PCAP")
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	bw := bufio.NewWriterSize(f, 1<<20)
	n, err := writeBenchPcap(t, bw, int64(envInt("SNIFF_BENCH_MB", 200))<<20)
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
	pw := pcapgo.NewWriterNanos(w)
	if err := pw.WriteFileHeader(262144, layers.LinkTypeEthernet); err != nil {
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
		for _, fr := range mergeFrames(lists...) {
			ci := gopacket.CaptureInfo{Timestamp: baseTime.Add(fr.at), CaptureLength: len(fr.data), Length: len(fr.data)}
			if err := pw.WritePacket(ci, fr.data); err != nil {
				return exchanges, err
			}
			written += int64(16 + len(fr.data))
		}
		base += 100 * time.Millisecond
	}
	return exchanges, nil
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
