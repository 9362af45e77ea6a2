// Package fsync makes renames durable: a file renamed into a directory
// survives a crash of the machine only once the directory itself is synced.
package fsync

import "os"

// Dir fsyncs the directory, making the renames and creations in it durable.
func Dir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
