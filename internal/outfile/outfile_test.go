package outfile_test

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/pharmaops/pharmaops/internal/outfile"
)

func hello(w io.Writer) error { _, err := io.WriteString(w, "hello\n"); return err }

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	existing := filepath.Join(dir, "old.txt")
	if err := os.WriteFile(existing, []byte("old content that is longer"), 0o640); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink(existing, link); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		path    string
		want    string // content of the file afterwards ("" = not checked)
		wantErr error
	}{
		{"new file", filepath.Join(dir, "new.txt"), "hello\n", nil},
		{"existing file replaced", existing, "hello\n", nil},
		{"through a link, the link stays", link, "hello\n", nil},
		{"directory refused", dir, "", outfile.ErrDirectory},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := outfile.Write(tt.path, io.Discard, hello)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err %v, want %v", err, tt.wantErr)
			}
			if tt.want != "" {
				got, _ := os.ReadFile(tt.path)
				if string(got) != tt.want {
					t.Fatalf("content %q, want %q", got, tt.want)
				}
			}
		})
	}
	if st, _ := os.Lstat(link); st.Mode()&os.ModeSymlink == 0 {
		t.Fatal("the symbolic link was replaced by a file")
	}
	if st, _ := os.Stat(existing); st.Mode().Perm() != 0o640 {
		t.Fatalf("replaced file mode %v, want 0640 kept", st.Mode().Perm())
	}
	var stdout bytes.Buffer
	if err := outfile.Write("-", &stdout, hello); err != nil || stdout.String() != "hello\n" {
		t.Fatalf("-: %q, %v", stdout.String(), err)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".pharmaops-*")); len(left) > 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}

func TestWriteFailureKeepsTheOldFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "report.json")
	os.WriteFile(path, []byte("old"), 0o644)
	boom := errors.New("boom")
	if err := outfile.Write(path, io.Discard, func(w io.Writer) error { w.Write([]byte("half")); return boom }); !errors.Is(err, boom) {
		t.Fatalf("err %v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Fatalf("content %q after a failed write", got)
	}
}

// Writing to a FIFO goes straight through: the reader gets the bytes and
// the FIFO is still a FIFO afterwards.
func TestWriteFIFO(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	got := make(chan string)
	go func() {
		f, err := os.Open(path)
		if err != nil {
			got <- err.Error()
			return
		}
		defer f.Close()
		b, _ := io.ReadAll(f)
		got <- string(b)
	}()
	if err := outfile.Write(path, io.Discard, hello); err != nil {
		t.Fatal(err)
	}
	if s := <-got; s != "hello\n" {
		t.Fatalf("reader got %q", s)
	}
	if st, _ := os.Lstat(path); st.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the FIFO became %v", st.Mode())
	}
}

// As root, a rename over /dev/null would replace the device: it must stay
// a character device.
func TestWriteCharDevice(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("only root could break /dev/null")
	}
	// A device node of our own (the same numbers as /dev/null), so the test
	// cannot harm the machine's /dev/null even if the code is wrong.
	path := filepath.Join(t.TempDir(), "null")
	if err := syscall.Mknod(path, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
		t.Skip("cannot create a device node:", err)
	}
	if err := outfile.Write(path, io.Discard, hello); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Lstat(path); st.Mode()&os.ModeCharDevice == 0 {
		t.Fatalf("the device became %v", st.Mode())
	}
}

func TestStreams(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f")
	os.WriteFile(file, nil, 0o600)
	for path, want := range map[string]bool{
		"-": true, "/dev/null": true, "/dev/stdout": true,
		file: false, dir: false, filepath.Join(dir, "new"): false,
	} {
		if got := outfile.Streams(path); got != want {
			t.Errorf("Streams(%q) = %v, want %v", path, got, want)
		}
	}
}
