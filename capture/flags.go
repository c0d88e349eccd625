package capture

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/rs/zerolog"
	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/tokens"
)

// Flags are the command-line settings that record and sniff share. Register
// binds them to a flag set with identical names, defaults and help.
type Flags struct {
	Out           string
	Prefix        string
	RotateSize    Size
	RotateEvery   time.Duration
	Queue         int
	QueueBytes    Size
	MaxBody       Size
	RedactHeaders []string
	KeepHeaders   []string
	TenantKeyFile string
	Include       []string
	Exclude       []string
	Sample        float64
	MaxDuration   time.Duration
	MetricsListen string
	DrainTimeout  time.Duration
	FlushInterval time.Duration
	Tokenizer     string
}

// Register adds the shared flags to fs.
func (f *Flags) Register(fs *pflag.FlagSet) {
	f.RotateSize = 256 << 20
	f.MaxBody = DefaultMaxBody
	f.QueueBytes = DefaultQueueBytes
	fs.StringVarP(&f.Out, "out", "o", "", "directory for the session files (created with mode 0700; files are 0600)")
	fs.StringVar(&f.Prefix, "prefix", "session", "session file name prefix: PREFIX-<UTC time>.jsonl.zst")
	fs.Var(&f.RotateSize, "rotate-size", "start a new file after this many compressed bytes (0: never)")
	fs.DurationVar(&f.RotateEvery, "rotate-every", time.Hour, "start a new file once the current one's first exchange is this old, also when no more traffic comes (0: never); SIGHUP rotates at once")
	fs.IntVar(&f.Queue, "queue", DefaultQueue, "exchanges buffered for the writer; when full, new exchanges are dropped and counted (traffic is never slowed)")
	fs.Var(&f.QueueBytes, "queue-bytes", "cap on the uncompressed bytes of the exchanges buffered for the writer (bounds memory when the disk stalls); over it, new exchanges are dropped and counted")
	fs.Var(&f.MaxBody, "max-body", "bytes kept of each request and response body; the rest is counted and the exchange marked truncated")
	fs.StringSliceVar(&f.RedactHeaders, "redact-header", nil, "extra header to remove before storing (repeatable); always removed: "+strings.Join(DefaultRedact, ", ")+
		", and every header whose name contains "+strings.Join(CredentialWords, ", ")+" (see --keep-header)")
	fs.StringArrayVar(&f.KeepHeaders, "keep-header", nil, "store this header although its name looks like a credential, e.g. X-Session-Id (repeatable; cannot keep "+strings.Join(DefaultRedact, ", ")+" or a --redact-header)")
	fs.StringVar(&f.TenantKeyFile, "tenant-key-file", "", "file holding the HMAC key of the tenant hash (stable across runs); default: a random key per process")
	fs.StringSliceVar(&f.Include, "include-path", nil, "record paths matching this glob (repeatable; '*' within a segment, '**' across); default: "+strings.Join(DefaultInclude, ", "))
	fs.StringSliceVar(&f.Exclude, "exclude-path", nil, "do not record paths matching this glob (repeatable; wins over --include-path)")
	fs.Float64Var(&f.Sample, "sample", 1, "fraction of selected requests to record, 0 < rate <= 1 (deterministic per request id)")
	fs.DurationVar(&f.MaxDuration, "max-duration", 0, "stop capturing after this long and close the session file (0: until stopped); record keeps proxying, sniff exits")
	fs.StringVar(&f.MetricsListen, "metrics-listen", "", "serve Prometheus /metrics and the probes /healthz and /readyz on this address (e.g. 127.0.0.1:9090)")
	fs.DurationVar(&f.DrainTimeout, "drain-timeout", 30*time.Second, "on SIGTERM/SIGINT, how long in-flight exchanges may take to finish before the files are closed")
	fs.DurationVar(&f.FlushInterval, "flush-interval", format.DefaultFlushInterval, "end a compressed frame at least this often: the most a crash (kill -9) can lose")
	fs.StringVar(&f.Tokenizer, "tokenizer", "", "count the prompt and output tokens of responses that report no usage with this tokenizer ("+strings.Join(tokens.Names(), " or ")+
		", or the path of a Hugging Face tokenizer.json of a byte-level BPE model such as Llama 3's; token_source \"tokenizer\"; costs CPU on the finishing request's goroutine); unset, such responses keep the output event count (exact for servers that send one token per event) and no prompt count")
}

// Validate checks the values; the error reads as a usage error.
func (f *Flags) Validate() error {
	switch {
	case f.Out == "":
		return errors.New("--out DIR is required")
	case f.Out == "-":
		return errors.New("--out must be a directory (session files rotate), not '-'")
	case !(f.Sample > 0 && f.Sample <= 1): // NaN too
		return fmt.Errorf("--sample %v must be > 0 and <= 1", f.Sample)
	case f.Queue <= 0:
		return fmt.Errorf("--queue %d must be positive", f.Queue)
	case f.QueueBytes <= 0:
		return errors.New("--queue-bytes must be positive")
	case f.MaxBody <= 0:
		return fmt.Errorf("--max-body must be positive")
	case f.RotateSize < 0 || f.RotateEvery < 0 || f.MaxDuration < 0 || f.DrainTimeout < 0:
		return errors.New("sizes and durations must not be negative")
	case f.FlushInterval <= 0:
		return errors.New("--flush-interval must be positive")
	}
	for _, g := range append(append([]string(nil), f.Include...), f.Exclude...) {
		if err := checkGlob(g); err != nil {
			return err
		}
	}
	deny := append(append([]string(nil), DefaultRedact...), f.RedactHeaders...)
	for _, k := range f.KeepHeaders {
		for _, d := range deny {
			if strings.EqualFold(strings.TrimSpace(k), strings.TrimSpace(d)) {
				return fmt.Errorf("--keep-header %s: that header is always redacted (%s or --redact-header)", k, strings.Join(DefaultRedact, ", "))
			}
		}
	}
	return nil
}

// QueueLimit is the writer queue's bound set by --queue and --queue-bytes.
func (f *Flags) QueueLimit() QueueLimit {
	return QueueLimit{Exchanges: f.Queue, Bytes: int64(f.QueueBytes)}
}

// Policy compiles the capture policy, reading the tenant key file.
func (f *Flags) Policy() (*Policy, error) {
	o := Options{
		RedactHeaders: f.RedactHeaders,
		KeepHeaders:   f.KeepHeaders,
		Include:       f.Include,
		Exclude:       f.Exclude,
		Sample:        f.Sample,
		MaxBody:       int64(f.MaxBody),
	}
	if f.Tokenizer != "" {
		tok, err := tokens.Open(f.Tokenizer)
		if err != nil {
			return nil, fmt.Errorf("--tokenizer: %w", err)
		}
		tok.Load() // not on the first request without usage
		o.CountTokens = tok.Count
	}
	if f.TenantKeyFile != "" {
		key, err := os.ReadFile(f.TenantKeyFile)
		if err != nil {
			return nil, fmt.Errorf("tenant key: %w", err)
		}
		key = bytes.TrimRight(key, "\r\n")
		if len(key) == 0 {
			return nil, fmt.Errorf("tenant key: %s is empty", f.TenantKeyFile)
		}
		o.TenantKey = key
	}
	return NewPolicy(o)
}

// Output opens the rotating session output with these settings.
func (f *Flags) Output(h format.Header, log zerolog.Logger) (*Output, error) {
	out, err := OpenOutput(OutputOptions{
		Dir:         f.Out,
		Prefix:      f.Prefix,
		RotateSize:  int64(f.RotateSize),
		RotateEvery: f.RotateEvery,
		Header:      h,
		Writer:      format.WriterOptions{FlushInterval: f.FlushInterval},
		Log:         log,
	})
	if err != nil {
		return nil, fmt.Errorf("--out %s: %w", f.Out, err)
	}
	return out, nil
}

// Params summarises the settings for format.Source.Params (no secrets:
// the tenant key file's path is not recorded either, only whether one is
// used).
func (f *Flags) Params() map[string]string {
	p := map[string]string{
		"sample":   fmt.Sprint(f.Sample),
		"max_body": FormatSize(int64(f.MaxBody)),
	}
	if len(f.Include) > 0 {
		p["include"] = strings.Join(f.Include, ",")
	}
	if len(f.Exclude) > 0 {
		p["exclude"] = strings.Join(f.Exclude, ",")
	}
	if len(f.RedactHeaders) > 0 {
		p["redact"] = strings.Join(f.RedactHeaders, ",")
	}
	if len(f.KeepHeaders) > 0 {
		p["keep_headers"] = strings.Join(f.KeepHeaders, ",")
	}
	if f.Tokenizer != "" {
		p["tokenizer"] = f.Tokenizer
	}
	if f.TenantKeyFile != "" {
		p["tenant_key"] = "file"
	} else {
		p["tenant_key"] = "random"
	}
	return p
}
