package htmlreport

import (
	"fmt"
	"io"

	"github.com/llmreplay/llmreplay/internal/atomicfile"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/compare"
)

// WriteRunFile writes WriteRun's page to path ("-" for w).
func WriteRunFile(path string, w io.Writer, runs []*replay.Results, opt Options) error {
	return writeFile(path, w, func(out io.Writer) error { return WriteRun(out, runs, opt) })
}

// WriteRunDataFile writes WriteRunData's page to path ("-" for w).
func WriteRunDataFile(path string, w io.Writer, ds []*RunData, opt Options) error {
	return writeFile(path, w, func(out io.Writer) error { return WriteRunData(out, ds, opt) })
}

// WriteCompareDataFile writes WriteCompareData's page to path ("-" for w).
func WriteCompareDataFile(path string, w io.Writer, base, cand *RunData, cmp *compare.Comparison, opt Options) error {
	return writeFile(path, w, func(out io.Writer) error { return WriteCompareData(out, base, cand, cmp, opt) })
}

// WriteCompareFile writes WriteCompare's page to path ("-" for w).
func WriteCompareFile(path string, w io.Writer, base, cand *replay.Results, cmp *compare.Comparison, opt Options) error {
	return writeFile(path, w, func(out io.Writer) error { return WriteCompare(out, base, cand, cmp, opt) })
}

// writeFile writes through a temporary file renamed into place, so a
// failed write never leaves half a page where a good one was.
func writeFile(path string, w io.Writer, f func(io.Writer) error) error {
	if path == "-" {
		return f(w)
	}
	out, err := atomicfile.Create(path, 0o644)
	if err != nil {
		return fmt.Errorf("html report: %w", err)
	}
	if err := f(out); err != nil {
		out.Abort()
		return fmt.Errorf("html report %s: %w", path, err)
	}
	if err := out.Commit(); err != nil {
		return fmt.Errorf("html report: %w", err)
	}
	return nil
}
