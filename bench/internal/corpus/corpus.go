// Package corpus lists the files of a benchmark corpus the way
// `pharmaops asset check` walks folders, so every benchmark tool walks alike.
package corpus

import (
	"io/fs"
	"path/filepath"
	"strings"
)

// Walk lists the regular files under paths in lexical order, skipping
// hidden files and folders.
func Walk(paths ...string) ([]string, error) {
	var files []string
	for _, root := range paths {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if p != root && strings.HasPrefix(d.Name(), ".") {
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if d.Type().IsRegular() {
				files = append(files, p)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return files, nil
}
