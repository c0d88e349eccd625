// Package capture is the part of llmreplay shared by the two capture
// front ends, `record` (a reverse proxy, capture/record) and `sniff`
// (passive packet capture, capture/sniff). Both turn what they observe into
// format.Exchange values with exactly the same code, so a session recorded
// by one cannot differ in meaning from a session sniffed by the other.
//
// # Pieces
//
//   - Options / Policy: what is captured and how. NewPolicy compiles
//     Options (header deny-list, tenant key, path globs, sampling, body cap).
//     Policy.Selected decides per request (path globs, deterministic
//     sampling by request id). Policy.Headers removes secret headers and
//     returns the tenant key (HMAC-SHA256 of the credential), so secrets
//     never reach a session file.
//
//   - Builder: assembles one exchange from bytes and stamps. Stamps are
//     nanosecond offsets from the request start taken from a monotonic
//     clock (record) or from packet timestamps (sniff). SSE bodies are split
//     with stream.Parser and measured with stream.Meter (the only
//     implementation of stream semantics); other bodies are kept up to
//     Options.MaxBody. A Builder is safe for concurrent use, because a proxy
//     reads the request body and the response on different goroutines.
//
//     b := pol.NewBuilder(id, start, connID)
//     b.Request(method, path, rawQuery, proto, header)
//     b.RequestBody(chunk)                     // any number of times
//     b.ResponseHeader(status, proto, hdr, at) // at = time to first byte
//     b.ResponseBody(chunk, at)                // at = arrival of this chunk
//     b.Cancel(at) / b.Fail(side, msg, at) / b.Incomplete()
//     ex := b.Finish(at)
//
//   - Sink: a bounded queue between capture and the session writer.
//     Offer never blocks: when the queue is full or the writer fails the
//     exchange is dropped and counted by reason (see Drop* constants), and
//     a warning is logged at most once per interval (Warner).
//
//   - Output: rotating session files (format.Rotator) with --rotate-size and
//     --rotate-every, one log line per rotation, reopening after a write
//     failure; RotateOnSIGHUP rotates on SIGHUP.
//
//   - Metrics, MetricsServer: the capture's own counters, read at scrape
//     time and served by prometheus/client_golang on /metrics beside the
//     standard Go and process collectors, with the probes /healthz and
//     /readyz.
//
//   - Flags: the command-line flags record and sniff share (--out,
//     --rotate-size, --rotate-every, --queue, --max-body, --redact-header,
//     --tenant-key-file, --include-path, --exclude-path, --sample,
//     --max-duration, --metrics-listen, --drain-timeout), so both commands
//     spell and document them identically.
//
//   - IDs: unique, sortable exchange and connection ids.
//
// Nothing here blocks traffic: every call a capture front end makes on its
// hot path (Selected, Headers, Builder methods, Offer) is bounded work.
package capture
