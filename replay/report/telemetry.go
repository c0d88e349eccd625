package report

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// writeClient says who replayed against what with which settings, and
// whether the replayer kept up: a client-bound run's latencies are the
// client's as much as the server's.
func (s *Summary) writeClient(b *strings.Builder) {
	if c := s.Conditions; c != nil {
		if srv := c.Server.String(); srv != "" {
			fmt.Fprintf(b, "  server        %s\n", srv)
		}
		fmt.Fprintf(b, "  replayer      %s\n", c.Replayer.String())
	}
	if len(s.Settings) > 0 {
		names := slices.Sorted(maps.Keys(s.Settings))
		parts := make([]string, len(names))
		for i, k := range names {
			parts[i] = "--" + k + "=" + s.Settings[k]
		}
		fmt.Fprintf(b, "  settings      %s\n", strings.Join(parts, " "))
	}
	c := s.Client
	if c == nil || (c.Samples == 0 && !c.Bound) {
		return
	}
	if c.Samples > 0 {
		fmt.Fprintf(b, "  self-check    %s\n", c.String())
	}
	if c.Bound {
		fmt.Fprintf(b, "  CLIENT-BOUND: the replayer could not keep up (%s); its latencies include the client's own delays: replay on a machine with CPUs to spare, or replay slower\n",
			strings.Join(c.Reasons, "; "))
	}
}
