// Package promtest reads Prometheus text pages in tests, with
// Prometheus's own parser.
package promtest

import (
	"io"
	"net/http"
	"strings"
	"testing"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// Parse reads a Prometheus text page with Prometheus's own parser
// (classic metric names only), failing t when the page does not parse.
func Parse(t testing.TB, r io.Reader) map[string]*dto.MetricFamily {
	t.Helper()
	p := expfmt.NewTextParser(model.LegacyValidation)
	fams, err := p.TextToMetricFamilies(r)
	if err != nil {
		t.Fatalf("metrics do not parse: %v", err)
	}
	return fams
}

// Scrape GETs url (a /metrics page), checks that it is served as
// the Prometheus text format and parses it with Parse.
func Scrape(t testing.TB, url string) map[string]*dto.MetricFamily {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/plain; version=0.0.4") {
		t.Errorf("%s: content type %q", url, ct)
	}
	return Parse(t, resp.Body)
}

// Value is the value of the first sample of family name whose
// labels include every name-value pair of labels: a counter's or gauge's
// value, a histogram's sample count. It fails t when there is none.
func Value(t testing.TB, fams map[string]*dto.MetricFamily, name string, labels ...string) float64 {
	t.Helper()
	f, ok := fams[name]
	if !ok {
		t.Fatalf("metric %s missing", name)
	}
	for _, m := range f.Metric {
		if !hasLabels(m, labels) {
			continue
		}
		switch f.GetType() {
		case dto.MetricType_COUNTER:
			return m.Counter.GetValue()
		case dto.MetricType_GAUGE:
			return m.Gauge.GetValue()
		case dto.MetricType_HISTOGRAM:
			return float64(m.Histogram.GetSampleCount())
		}
	}
	t.Fatalf("metric %s%v not found", name, labels)
	return 0
}

// hasLabels reports whether m carries every name-value pair of labels.
func hasLabels(m *dto.Metric, labels []string) bool {
	for i := 0; i+1 < len(labels); i += 2 {
		found := false
		for _, l := range m.Label {
			if l.GetName() == labels[i] && l.GetValue() == labels[i+1] {
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return true
}
