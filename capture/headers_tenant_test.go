package capture

import (
	"net/http"
	"testing"
)

// The tenant comes from the most preferred credential header whatever the
// spelling of its name, and from the canonical spelling when there are two.
func TestHeadersTenantPreference(t *testing.T) {
	t.Parallel()
	p, err := NewPolicy(Options{TenantKey: []byte("k")})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		h    http.Header
		cred string // "" for no tenant
	}{
		{"none", http.Header{"Content-Type": {"x"}}, ""},
		{"authorization first", http.Header{"Proxy-Authorization": {"p"}, "Api-Key": {"a"}, "X-Api-Key": {"x"}, "Authorization": {"Bearer z"}}, "z"},
		{"x-api-key before api-key", http.Header{"Api-Key": {"a"}, "X-Api-Key": {"x"}}, "x"},
		{"proxy last", http.Header{"Proxy-Authorization": {"p"}, "Api-Key": {"a"}}, "a"},
		{"lower-case name", http.Header{"x-api-key": {"lx"}, "Api-Key": {"a"}}, "lx"},
		{"empty value skipped", http.Header{"Authorization": {""}, "X-Api-Key": {"x"}}, "x"},
		{"canonical spelling wins", http.Header{"authorization": {"low"}, "Authorization": {"canon"}, "AUTHORIZATION": {"up"}}, "canon"},
	} {
		_, tenant := p.Headers(tc.h)
		want := ""
		if tc.cred != "" {
			want = p.Tenant(tc.cred)
		}
		if tenant != want {
			t.Errorf("%s: tenant %q, want the tenant of %q (%q)", tc.name, tenant, tc.cred, want)
		}
	}
}
