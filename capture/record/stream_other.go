//go:build !linux

package record

import (
	"net/http"
	"net/url"
)

// fastTransport: the fast path needs rawConn (Linux); elsewhere every
// request goes through ReverseProxy's own copy.
func fastTransport(http.RoundTripper, *url.URL) http.RoundTripper { return nil }
