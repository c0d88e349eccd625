package main

import (
	"fmt"
	"os"
	"path/filepath"
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

// atomicFile is an output written under a temporary name in its directory
// and renamed into place by Commit, so that a failed run never leaves a
// half-written file that looks complete, and an output may replace one of
// the inputs (which stay readable through their open descriptors).
// A path that is not a regular file (/dev/stdout, a named pipe) is written
// directly: renaming over it would replace the device or pipe.
type atomicFile struct {
	*os.File
	path   string
	direct bool
}

func createAtomic(path string, perm os.FileMode) (*atomicFile, error) {
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return nil, fmt.Errorf("create output: %w", err)
		}
		return &atomicFile{File: f, path: path, direct: true}, nil
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return nil, fmt.Errorf("create output: %w", err)
	}
	if err := f.Chmod(perm); err != nil {
		f.Close()
		os.Remove(f.Name())
		return nil, fmt.Errorf("create output: %w", err)
	}
	return &atomicFile{File: f, path: path}, nil
}

// Commit closes the file and renames it into place.
func (a *atomicFile) Commit() error {
	if a.direct {
		return a.File.Close()
	}
	if err := a.File.Close(); err != nil {
		os.Remove(a.Name())
		return fmt.Errorf("write %s: %w", a.path, err)
	}
	if err := os.Rename(a.Name(), a.path); err != nil {
		os.Remove(a.Name())
		return fmt.Errorf("write %s: %w", a.path, err)
	}
	return nil
}

// Abort closes and removes the temporary file; the path keeps what it held.
func (a *atomicFile) Abort() {
	a.File.Close()
	if !a.direct {
		os.Remove(a.Name())
	}
}
