package capture

import (
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

func parseFlags(t *testing.T, args ...string) *Flags {
	t.Helper()
	var f Flags
	fs := pflag.NewFlagSet("record", pflag.ContinueOnError)
	f.Register(fs)
	if err := fs.Parse(args); err != nil {
		t.Fatalf("parse %v: %v", args, err)
	}
	return &f
}

func TestFlagsDefaultsAndQueueLimit(t *testing.T) {
	f := parseFlags(t, "--out", "d")
	if err := f.Validate(); err != nil {
		t.Fatalf("defaults rejected: %v", err)
	}
	if got := f.QueueLimit(); got != (QueueLimit{Exchanges: DefaultQueue, Bytes: DefaultQueueBytes}) {
		t.Fatalf("default queue limit %+v", got)
	}
	f = parseFlags(t, "--out", "d", "--queue", "10", "--queue-bytes", "64MiB")
	if got := f.QueueLimit(); got != (QueueLimit{Exchanges: 10, Bytes: 64 << 20}) {
		t.Fatalf("queue limit %+v, want 10 exchanges and 64 MiB", got)
	}
}

func TestFlagsValidate(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{}, "--out DIR is required"},
		{[]string{"--out", "-"}, "must be a directory"},
		{[]string{"--out", "d", "--sample", "2"}, "--sample 2 must be > 0 and <= 1"},
		{[]string{"--out", "d", "--sample", "0"}, "--sample 0 must be > 0 and <= 1"},
		{[]string{"--out", "d", "--sample", "NaN"}, "--sample NaN must be > 0 and <= 1"},
		{[]string{"--out", "d", "--include-path", "v1/chat/*"}, `never matches: request paths start with '/' (try "/v1/chat/*")`},
		{[]string{"--out", "d", "--queue", "0"}, "--queue 0 must be positive"},
		{[]string{"--out", "d", "--queue-bytes", "0"}, "--queue-bytes must be positive"},
		{[]string{"--out", "d", "--max-body", "0"}, "--max-body must be positive"},
		{[]string{"--out", "d", "--flush-interval", "0s"}, "--flush-interval must be positive"},
		{[]string{"--out", "d", "--include-path", "/" + strings.Repeat("a", 1024)}, "longer than 1024 bytes"},
		{[]string{"--out", "d", "--keep-header", "authorization"}, "--keep-header authorization: that header is always redacted"},
		{[]string{"--out", "d", "--redact-header", "X-Trace", "--keep-header", "x-trace"}, "always redacted"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			err := parseFlags(t, tc.args...).Validate()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Validate() = %v, want an error containing %q", err, tc.want)
			}
		})
	}
}
