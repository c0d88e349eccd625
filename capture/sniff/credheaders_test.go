package sniff

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"
	"github.com/spf13/pflag"
)

// TestCredentialHeadersNotOnDisk: sniff shares record's capture policy, so
// headers named like credentials (X-Goog-Api-Key, X-Auth-Token, ...) never
// reach its session file either, and --keep-header keeps one.
func TestCredentialHeadersNotOnDisk(t *testing.T) {
	t.Parallel()
	c := newConv(40000, 8000).handshake()
	c.wait(req1At).send(true, request("POST", "/v1/completions", reqBody2,
		"X-Goog-Api-Key: GOOGSECRET", "X-Auth-Token: AUTHTOKENSECRET", "x-amz-security-token: AMZSECRET",
		"X-Session-Id: conversation-7", "X-Request-Id: req-visible"), 1000, 0)
	c.wait(15*time.Millisecond).send(false, jsonResponse(respBody2), 60, time.Millisecond)
	c.wait(time.Millisecond).fin(true).fin(false)
	dir := t.TempDir()
	pcap := pcapFile(t, dir, c)
	for _, keep := range []bool{false, true} {
		var o Options
		fs := pflag.NewFlagSet("sniff", pflag.ContinueOnError)
		o.Capture.Register(fs)
		args := []string{"--out", filepath.Join(dir, map[bool]string{false: "plain", true: "keep"}[keep])}
		if keep {
			args = append(args, "--keep-header", "X-Session-Id")
		}
		if err := fs.Parse(args); err != nil {
			t.Fatal(err)
		}
		o.Pcap, o.Ports = pcap, "8000"
		raw, _ := os.ReadFile(runPcap(t, o))
		dec, _ := zstd.NewReader(nil)
		plain, err := dec.DecodeAll(raw, nil)
		dec.Close()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(plain, []byte("req-visible")) {
			t.Fatalf("the exchange is missing:\n%s", plain)
		}
		for _, s := range []string{"GOOGSECRET", "AUTHTOKENSECRET", "AMZSECRET", "sk-secret-123"} {
			if bytes.Contains(plain, []byte(s)) {
				t.Errorf("keep=%v: %s stored", keep, s)
			}
		}
		if bytes.Contains(plain, []byte("conversation-7")) != keep {
			t.Errorf("keep=%v: X-Session-Id stored %v", keep, !keep)
		}
	}
}
