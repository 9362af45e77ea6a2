// Package memlimit picks the server's default soft memory limit (the Go
// runtime's GOMEMLIMIT) from the memory the process may really use: the
// container's cgroup limit when there is one, otherwise the machine's
// memory. Near the limit the garbage collector works harder instead of
// letting the heap grow into the kernel's out-of-memory killer.
package memlimit

import (
	"bufio"
	"bytes"
	"os"
	"strconv"
	"strings"
)

// Share is the part of the available memory the default limit allows
// (the rest is for the stack, the page cache of the database and blobs,
// and what the runtime does not count).
const Share = 0.75

// Files read by Available; variables for tests.
var (
	cgroupV2File = "/sys/fs/cgroup/memory.max"
	cgroupV1File = "/sys/fs/cgroup/memory/memory.limit_in_bytes"
	meminfoFile  = "/proc/meminfo"
)

// Available returns the memory the process may use and where that figure
// comes from ("cgroup" or "machine"); 0 when unknown.
func Available() (int64, string) {
	machine := machineMemory()
	for _, f := range []string{cgroupV2File, cgroupV1File} {
		raw, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		n, err := strconv.ParseInt(string(bytes.TrimSpace(raw)), 10, 64)
		// "max" (v2) or a huge number (v1) mean no limit.
		if err != nil || n <= 0 || (machine > 0 && n >= machine) {
			continue
		}
		return n, "cgroup"
	}
	return machine, "machine"
}

// Default is Share of Available, or 0 when the memory is unknown.
func Default() (int64, string) {
	n, from := Available()
	return int64(float64(n) * Share), from
}

// machineMemory is MemTotal of /proc/meminfo in bytes, 0 when unknown.
func machineMemory() int64 {
	f, err := os.Open(meminfoFile)
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) >= 2 && fields[0] == "MemTotal:" {
			kb, err := strconv.ParseInt(fields[1], 10, 64)
			if err == nil {
				return kb << 10
			}
		}
	}
	return 0
}
