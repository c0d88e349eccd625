package record

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"net"
	"net/http"
	"os"
	"time"
)

// TransportOptions configure the connection to the upstream.
type TransportOptions struct {
	CAFile   string // PEM bundle trusted for an https upstream (in addition to the system roots)
	Insecure bool   // skip upstream certificate verification (explicit opt-in only)
	// MaxIdlePerHost keeps this many idle upstream connections (default
	// 4096: one per concurrent client, so keep-alive is never defeated).
	MaxIdlePerHost int
}

// NewTransport returns the upstream transport: keep-alive with a large idle
// pool, HTTP/2 to https upstreams, no proxy from the environment, and
// compression disabled so bytes pass through exactly as the upstream sent
// them. No timeout bounds a response: prefill can be long and streams
// longer; the client's cancellation ends a request.
func NewTransport(o TransportOptions) (*http.Transport, error) {
	tc := &tls.Config{MinVersion: tls.VersionTLS12}
	if o.CAFile != "" {
		pem, err := os.ReadFile(o.CAFile)
		if err != nil {
			return nil, fmt.Errorf("upstream CA: %w", err)
		}
		pool, err := x509.SystemCertPool()
		if err != nil || pool == nil {
			pool = x509.NewCertPool()
		}
		if !pool.AppendCertsFromPEM(pem) {
			return nil, fmt.Errorf("upstream CA: no PEM certificate in %s", o.CAFile)
		}
		tc.RootCAs = pool
	}
	tc.InsecureSkipVerify = o.Insecure
	if o.MaxIdlePerHost <= 0 {
		o.MaxIdlePerHost = 4096
	}
	d := &net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}
	return &http.Transport{
		Proxy: nil,
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			c, err := d.DialContext(ctx, network, addr)
			if err != nil {
				return nil, err
			}
			return newRawConn(c), nil
		},
		TLSClientConfig:       tc,
		ForceAttemptHTTP2:     true,
		DisableCompression:    true,
		MaxIdleConns:          0,
		MaxIdleConnsPerHost:   o.MaxIdlePerHost,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   10 * time.Second,
		ExpectContinueTimeout: time.Second,
		// A request's head and a body of up to about this size leave in one
		// write (see smallBody); the default of 4 KiB splits a chat request
		// with a long prompt into two or more.
		WriteBufferSize: 16 << 10,
	}, nil
}
