package htmlreport

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"
)

// chromium finds a headless-capable Chromium, or skips the test.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("chromium not found: install Debian package chromium (apt-get install -y chromium) to render the HTML report in a browser")
	return ""
}

// renderDOM loads page in headless Chromium with the #selftest hash and
// returns the DOM after the page's script ran.
func renderDOM(t *testing.T, bin, page string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin,
		"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir="+t.TempDir(), "--virtual-time-budget=5000",
		"--dump-dom", "file://"+page+"#selftest")
	cmd.Env = append(os.Environ(), "HOME="+t.TempDir())
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("chromium --dump-dom %s: %v", page, err)
	}
	return string(out)
}

// TestRenderInChromium opens the run and compare pages in a real browser:
// the script must run to its end without an error, and every chart must be
// there with its lines and a hover read-out.
func TestRenderInChromium(t *testing.T) {
	bin := chromium(t)
	dir := t.TempDir()
	runPage, comparePage := writeSamples(t, dir)
	for _, tc := range []struct {
		page   string
		charts int
	}{
		{runPage, 11},     // 3 CDFs, 2 throughput, 3 latency, lag, 2 error charts
		{comparePage, 12}, // + paired ratio
	} {
		t.Run(filepath.Base(tc.page), func(t *testing.T) {
			dom := renderDOM(t, bin, tc.page)
			body := regexp.MustCompile(`<body[^>]*>`).FindString(dom)
			if body == "" {
				t.Fatalf("no body in the rendered DOM:\n%.2000s", dom)
			}
			attr := func(name string) string {
				m := regexp.MustCompile(name + `="([^"]*)"`).FindStringSubmatch(body)
				if m == nil {
					return ""
				}
				return m[1]
			}
			if e := attr("data-errors"); e != "" {
				errs := regexp.MustCompile(`(?s)<pre id="script-errors"[^>]*>(.*?)</pre>`).FindStringSubmatch(dom)
				t.Fatalf("%s script errors: %v", e, errs)
			}
			if attr("data-rendered") != "ok" {
				t.Fatalf("page script did not finish: %s", body)
			}
			if n, _ := strconv.Atoi(attr("data-charts")); n != tc.charts {
				t.Fatalf("%d charts rendered, want %d", n, tc.charts)
			}
			if n, _ := strconv.Atoi(attr("data-readouts")); n < tc.charts-2 {
				// Error charts without errors have nothing to read out.
				t.Fatalf("hover read-outs worked on %d charts of %d", n, tc.charts)
			}
			if n, _ := strconv.Atoi(attr("data-paths")); n < 2*tc.charts {
				t.Fatalf("only %d drawn series in %d charts", n, tc.charts)
			}
		})
	}
}
