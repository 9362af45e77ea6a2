//go:build !linux

package media

// probeFile is ProbeFile; Linux has a version with fewer system calls.
func probeFile(path string) (Info, error) {
	return probeFileOS(path)
}
