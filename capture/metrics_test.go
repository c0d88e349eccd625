package capture

import (
	"errors"
	"io"
	"net/http/httptest"
	"strings"
	"testing"
)

// A failing session output shows in /healthz but never fails it (a liveness
// probe would restart a recorder that is in the request path); /readyz
// fails while the command is stopping.
func TestMetricsHandlerProbes(t *testing.T) {
	t.Parallel()
	diskFull := func() error { return errors.New("write: no space left on device") }
	draining := func() error { return errors.New("draining") }
	for _, tc := range []struct {
		name          string
		output, ready func() error
		path          string
		code          int
		body          string
	}{
		{"healthy", nil, nil, "/healthz", 200, "ok\n"},
		{"output failing", diskFull, nil, "/healthz", 200, "no space left on device"},
		{"ready", diskFull, nil, "/readyz", 200, "ready\n"},
		{"draining", nil, draining, "/readyz", 503, "not ready: draining"},
		{"draining is still alive", nil, draining, "/healthz", 200, "ok\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := MetricsHandler(func() []Metric { return nil }, tc.output, tc.ready)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest("GET", tc.path, nil))
			body, _ := io.ReadAll(rec.Body)
			if rec.Code != tc.code || !strings.Contains(string(body), tc.body) {
				t.Fatalf("%s: %d %q, want %d with %q", tc.path, rec.Code, body, tc.code, tc.body)
			}
		})
	}
}
