package corpusgen

import (
	"io/fs"
	"path"
)

// ParseDir is what parse gives for each file of dir in fsys (a generator's
// embedded templates), the files in name order; parse gets a file's name
// (without dir) and its text, and its first error stops the reading.
func ParseDir[T any](fsys fs.FS, dir string, parse func(name, text string) ([]T, error)) ([]T, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, err
	}
	var all []T
	for _, e := range entries {
		src, err := fs.ReadFile(fsys, path.Join(dir, e.Name()))
		if err != nil {
			return nil, err
		}
		ts, err := parse(e.Name(), string(src))
		if err != nil {
			return nil, err
		}
		all = append(all, ts...)
	}
	return all, nil
}
