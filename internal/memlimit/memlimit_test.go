package memlimit

import (
	"os"
	"path/filepath"
	"testing"
)

func TestAvailable(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	meminfo := write("meminfo", "MemTotal:       16384000 kB\nMemFree:  1 kB\n")
	tests := []struct {
		name     string
		v2, v1   string // file contents; "" = no file
		want     int64
		wantFrom string
	}{
		{"cgroup v2 limit", "2147483648\n", "", 2 << 30, "cgroup"},
		{"cgroup v2 max falls back to the machine", "max\n", "", 16384000 << 10, "machine"},
		{"cgroup v1 limit", "", "1073741824\n", 1 << 30, "cgroup"},
		{"cgroup v1 unlimited is the machine", "", "9223372036854771712\n", 16384000 << 10, "machine"},
		{"no cgroup", "", "", 16384000 << 10, "machine"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cgroupV2File, cgroupV1File, meminfoFile = filepath.Join(dir, "none2"), filepath.Join(dir, "none1"), meminfo
			if tt.v2 != "" {
				cgroupV2File = write("v2", tt.v2)
			}
			if tt.v1 != "" {
				cgroupV1File = write("v1", tt.v1)
			}
			got, from := Available()
			if got != tt.want || from != tt.wantFrom {
				t.Fatalf("Available() = %d, %s; want %d, %s", got, from, tt.want, tt.wantFrom)
			}
			if d, _ := Default(); d != int64(float64(tt.want)*Share) {
				t.Fatalf("Default() = %d", d)
			}
		})
	}
}
