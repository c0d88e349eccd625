package main

import (
	"fmt"
	"os"
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
