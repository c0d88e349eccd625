package record

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"
	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/internal/testutil"
)

// runRecorder runs Run in the background; stop cancels it and returns its
// error.
// testOptions is Options with the capture flags' defaults and an output
// folder of the test's own.
func testOptions(t *testing.T) Options {
	var o Options
	o.Capture.Register(newFlagSet())
	o.Capture.Out = t.TempDir()
	return o
}

func runRecorder(t *testing.T, o *Options) (addr string, stop func() error) {
	t.Helper()
	if o.Listen == "" {
		o.Listen = "127.0.0.1:0"
	}
	if o.Capture.Out == "" {
		o.Capture.Register(newFlagSet())
		o.Capture.Out = t.TempDir()
	}
	o.Capture.FlushInterval = 50 * time.Millisecond
	o.Capture.DrainTimeout = 10 * time.Second
	ready := make(chan string, 1)
	o.Ready = func(a string) { ready <- a }
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() { errc <- Run(ctx, *o, zerolog.Nop()) }()
	select {
	case addr = <-ready:
	case err := <-errc:
		cancel()
		t.Fatalf("recorder did not start: %v", err)
	}
	var done bool
	var result error
	stop = func() error {
		if !done {
			cancel()
			result, done = <-errc, true
		}
		return result
	}
	t.Cleanup(func() { stop() })
	return addr, stop
}

// recordPosts runs a recorder with o, sends it n chat requests to path with
// the headers hdr (each must be answered 200), stops it and returns the
// text of the session files it wrote.
func recordPosts(t *testing.T, o *Options, path string, hdr map[string]string, n int) []byte {
	t.Helper()
	addr, stop := runRecorder(t, o)
	client := &http.Client{Transport: &http.Transport{}}
	defer client.CloseIdleConnections()
	for range n {
		if res, _ := post(t, client, "http://"+addr, path, chatReq, hdr); res.StatusCode != 200 {
			t.Fatalf("status %d", res.StatusCode)
		}
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	return decompressed(t, o.Capture.Out)
}

// decompressed returns the concatenated uncompressed bytes of every
// session file in dir, checking each file's mode.
func decompressed(t *testing.T, dir string) []byte {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl.zst"))
	if len(files) == 0 {
		t.Fatal("no session file")
	}
	dec, err := zstd.NewReader(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer dec.Close()
	var all bytes.Buffer
	for _, f := range files {
		fi, err := os.Stat(f)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != 0o600 {
			t.Errorf("%s has mode %v, want 0600", f, fi.Mode().Perm())
		}
		raw, _ := os.ReadFile(f)
		plain, err := dec.DecodeAll(raw, nil)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		all.Write(plain)
	}
	return all.Bytes()
}

// No secret header value appears anywhere in the session file; the
// recorder's own metrics and health endpoints answer.
func TestNoSecretOnDiskAndMetrics(t *testing.T) {
	t.Parallel()
	o := testOptions(t)
	o.Upstream = newUpstream(t, sseHandler(3, 0))
	o.Capture.RedactHeaders = []string{"X-Internal-Token"}
	o.Capture.MetricsListen = "127.0.0.1:0"
	secrets := map[string]string{
		"Authorization":       "Bearer sk-proj-AUTHZSECRETVALUE",
		"Proxy-Authorization": "Basic UFJPWFlTRUNSRVQ=",
		"Cookie":              "session=COOKIESECRETVALUE",
		"X-Api-Key":           "XAPIKEYSECRETVALUE",
		"Api-Key":             "APIKEYSECRETVALUE",
		"X-Internal-Token":    "INTERNALTOKENSECRET",
	}
	plain := recordPosts(t, &o, "/v1/chat/completions?key=QUERYKEYSECRET&alt=sse", secrets, 3)
	secrets["query key"] = "QUERYKEYSECRET"
	for name, v := range secrets {
		for _, part := range []string{v, strings.TrimPrefix(v, "Bearer "), strings.TrimPrefix(v, "Basic ")} {
			if bytes.Contains(plain, []byte(part)) {
				t.Errorf("secret of %s found in the session file", name)
			}
		}
	}
	for _, s := range []string{"SETCOOKIESECRET", "upstream-session"} {
		if bytes.Contains(plain, []byte(s)) {
			t.Errorf("Set-Cookie value %q found in the session file", s)
		}
	}
	if !bytes.Contains(plain, []byte(`"tenant":"`)) || bytes.Count(plain, []byte(`"id":"r`)) != 3 {
		t.Fatalf("expected 3 exchanges with a tenant key:\n%s", plain)
	}
}

func TestMetricsEndpoint(t *testing.T) {
	t.Parallel()
	o := testOptions(t)
	o.Upstream = newUpstream(t, sseHandler(3, 0))
	o.Capture.MetricsListen = testutil.FreeAddr(t)
	addr, stop := runRecorder(t, &o)
	client := &http.Client{Transport: &http.Transport{}}
	defer client.CloseIdleConnections()
	post(t, client, "http://"+addr, "/v1/chat/completions", chatReq, nil)
	post(t, client, "http://"+addr, "/v1/models", "", nil)
	var text string
	waitFor(t, "the exchange to be written", func() bool {
		res, body := postGet(client, "http://"+o.Capture.MetricsListen+"/metrics")
		text = body
		return res == 200 && strings.Contains(text, "llmreplay_record_exchanges_written_total 1\n")
	})
	for _, want := range []string{
		"llmreplay_record_requests_total 2\n",
		"llmreplay_record_requests_recorded_total 1\n",
		`llmreplay_record_exchanges_dropped_total{reason="queue_full"} 0`,
		"llmreplay_record_queue_depth 0\n",
		"llmreplay_record_upstream_errors_total 0\n",
		`llmreplay_record_sched_latency_seconds_bucket{le="+Inf"} `,
		`llmreplay_record_sched_latency_seconds_bucket{le="0.000131072"} `,
		// Every family the recorder served before prometheus/client_golang
		// wrote them, with its type (README and alerts name them).
		"# TYPE llmreplay_record_bytes_written_total counter\n",
		"# TYPE llmreplay_record_client_cancels_total counter\n",
		"# TYPE llmreplay_record_exchanges_dropped_total counter\n",
		"# TYPE llmreplay_record_exchanges_lost_total counter\n",
		"# TYPE llmreplay_record_exchanges_written_total counter\n",
		"# TYPE llmreplay_record_files_closed_total counter\n",
		"# TYPE llmreplay_record_output_healthy gauge\n",
		"# TYPE llmreplay_record_queue_bytes gauge\n",
		"# TYPE llmreplay_record_queue_bytes_capacity gauge\n",
		"# TYPE llmreplay_record_queue_capacity gauge\n",
		"# TYPE llmreplay_record_queue_depth gauge\n",
		"# TYPE llmreplay_record_recording gauge\n",
		"# TYPE llmreplay_record_requests_in_flight gauge\n",
		"# TYPE llmreplay_record_requests_recorded_total counter\n",
		"# TYPE llmreplay_record_requests_total counter\n",
		"# TYPE llmreplay_record_sched_latency_seconds histogram\n",
		"# TYPE llmreplay_record_upstream_errors_total counter\n",
		// The standard Go and process collectors.
		"# TYPE go_goroutines gauge\n",
		"# TYPE go_sched_latencies_seconds histogram\n",
		"# TYPE process_cpu_seconds_total counter\n",
		"# TYPE process_resident_memory_bytes gauge\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("metrics lack %q:\n%s", want, text)
		}
	}
	if code, body := postGet(client, "http://"+o.Capture.MetricsListen+"/healthz"); code != 200 || body != "ok\n" {
		t.Errorf("healthz: %d %q", code, body)
	}
	if code, body := postGet(client, "http://"+o.Capture.MetricsListen+"/readyz"); code != 200 || body != "ready\n" {
		t.Errorf("readyz: %d %q", code, body)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
}

func postGet(c *http.Client, url string) (int, string) {
	res, err := c.Get(url)
	if err != nil {
		return 0, err.Error()
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// TLS to clients with HTTP/2, and an https upstream trusted through
// --upstream-ca.
func TestTLSAndHTTP2(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	certFile, keyFile, pool := selfSigned(t, dir)
	up := httptest.NewUnstartedServer(sseHandler(4, 0))
	up.TLS = &tls.Config{Certificates: []tls.Certificate{mustPair(t, certFile, keyFile)}}
	up.StartTLS()
	defer up.Close()

	var o Options
	o.Upstream = up.URL
	o.TLSCert, o.TLSKey = certFile, keyFile
	o.UpstreamCA = certFile
	addr, stop := runRecorder(t, &o)
	tr := &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}, ForceAttemptHTTP2: true}
	client := &http.Client{Transport: tr}
	defer tr.CloseIdleConnections()
	res, body := post(t, client, "https://"+addr, "/v1/chat/completions", chatReq, nil)
	if res.ProtoMajor != 2 {
		t.Fatalf("client protocol %s, want HTTP/2", res.Proto)
	}
	if string(body) != strings.Join(chatEvents(4), "") {
		t.Fatalf("body through TLS proxy: %q", body)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	if plain := decompressed(t, o.Capture.Out); !bytes.Contains(plain, []byte(`"proto":"HTTP/2.0"`)) {
		t.Fatalf("recorded request protocol is not HTTP/2:\n%s", plain)
	}

	// Without the CA the upstream is refused (502), with --upstream-insecure accepted.
	var o2 Options
	o2.Upstream = up.URL
	addr2, stop2 := runRecorder(t, &o2)
	res, _ = post(t, &http.Client{}, "http://"+addr2, "/v1/chat/completions", chatReq, nil)
	if res.StatusCode != http.StatusBadGateway {
		t.Fatalf("untrusted upstream: status %d, want 502", res.StatusCode)
	}
	stop2()
	var o3 Options
	o3.Upstream = up.URL
	o3.UpstreamInsecure = true
	addr3, stop3 := runRecorder(t, &o3)
	c3 := &http.Client{Transport: &http.Transport{}}
	res, _ = post(t, c3, "http://"+addr3, "/v1/chat/completions", chatReq, nil)
	c3.CloseIdleConnections()
	if res.StatusCode != 200 {
		t.Fatalf("--upstream-insecure: status %d", res.StatusCode)
	}
	stop3()
}

func selfSigned(t *testing.T, dir string) (certFile, keyFile string, pool *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "llmreplay test"},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(time.Hour),
		IPAddresses:           []net.IP{net.ParseIP("127.0.0.1")},
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	kder, _ := x509.MarshalECPrivateKey(key)
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600)
	os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kder}), 0o600)
	cert, _ := x509.ParseCertificate(der)
	pool = x509.NewCertPool()
	pool.AddCert(cert)
	return certFile, keyFile, pool
}

func mustPair(t *testing.T, c, k string) tls.Certificate {
	pair, err := tls.LoadX509KeyPair(c, k)
	if err != nil {
		t.Fatal(err)
	}
	return pair
}
