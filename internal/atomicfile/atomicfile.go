// Package atomicfile writes an output file under a temporary name in its
// directory and renames it into place once complete.
package atomicfile

import (
	"fmt"
	"os"
	"path/filepath"
)

// File is an output written under a temporary name in its directory
// and renamed into place by Commit, so that a failed run never leaves a
// half-written file that looks complete, and an output may replace one of
// the inputs (which stay readable through their open descriptors).
// A path that is not a regular file (/dev/stdout, a named pipe) is written
// directly: renaming over it would replace the device or pipe. A symbolic
// link is followed: its target is replaced and the link kept (renaming
// over the link would leave the target, say an unscrubbed session, as it
// was, next to a scrubbed file under the link's name).
type File struct {
	*os.File
	path   string
	direct bool
}

// Create starts the output of path, with mode perm once committed.
func Create(path string, perm os.FileMode) (*File, error) {
	path, err := resolveLinks(path)
	if err != nil {
		return nil, fmt.Errorf("create output: %w", err)
	}
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return nil, fmt.Errorf("create output: %w", err)
		}
		return &File{File: f, path: path, direct: true}, nil
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
	return &File{File: f, path: path}, nil
}

// maxLinks bounds the symbolic links followed, as the kernel does (ELOOP).
const maxLinks = 40

// resolveLinks follows path while it is a symbolic link and returns the
// path of what it finally names, which need not exist (a dangling link
// names the file to create).
func resolveLinks(path string) (string, error) {
	for range maxLinks {
		st, err := os.Lstat(path)
		if err != nil || st.Mode()&os.ModeSymlink == 0 {
			return path, nil
		}
		target, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(target) {
			target = filepath.Join(filepath.Dir(path), target)
		}
		path = target
	}
	return "", fmt.Errorf("%s: too many levels of symbolic links", path)
}

// Commit closes the file and renames it into place.
func (a *File) Commit() error {
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
func (a *File) Abort() {
	a.File.Close()
	if !a.direct {
		os.Remove(a.Name())
	}
}
