package main

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/llmreplay/llmreplay/format"
)

// sameAsInput returns the input that out names (the same file, by device
// and inode, whatever the path's spelling), or "" when out is standard
// output, does not exist yet, or is none of inputs. Opening out for writing
// truncates it: when it is an input, the input is gone before it is read.
func sameAsInput(out string, inputs []string) string {
	if out == "" || out == "-" {
		return ""
	}
	o, err := os.Stat(out)
	if err != nil {
		return ""
	}
	for _, in := range inputs {
		if in == "-" {
			continue
		}
		if i, err := os.Stat(in); err == nil && os.SameFile(o, i) {
			return in
		}
	}
	return ""
}

// refuseInputAsOutput is the usage error for an output flag that names an
// input file.
func refuseInputAsOutput(cmd, flag, out string, inputs []string) error {
	if in := sameAsInput(out, inputs); in != "" {
		return usageErrorf(fmt.Sprintf("write %s to another file", flag), "%s: %s %s is also the input %s: it would be overwritten before it is read", cmd, flag, out, in)
	}
	return nil
}

// sessionOrigins returns the kinds of source the session files at paths
// came from (record, sniff, synth, ...), each once, in order. A scrubbed
// file counts as what it was made from (its header's "origin" parameter).
// Standard input and files that cannot be read are skipped: the caller
// reads them itself and reports their errors.
func sessionOrigins(paths []string) []string {
	var out []string
	add := func(kind string) {
		if kind != "" && !slices.Contains(out, kind) {
			out = append(out, kind)
		}
	}
	for _, p := range paths {
		if p == "-" {
			continue
		}
		f, err := format.Open(p)
		if err != nil {
			continue
		}
		src := f.Header().Source
		f.Close()
		if origin := src.Params[originParam]; origin != "" {
			for _, k := range strings.Split(origin, ",") {
				add(k)
			}
			continue
		}
		add(src.Kind)
	}
	return out
}

// originParam is the session header parameter in which scrub keeps the
// kinds of source its inputs came from.
const originParam = "origin"
