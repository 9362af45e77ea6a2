package rpc_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestGeneratedCodeIsCurrent regenerates the code of proto/ into a
// temporary directory and compares it with the committed pkg/rpc/gen: an
// edited .proto without `make proto` fails here.
func TestGeneratedCodeIsCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the protoc plugins")
	}
	if _, err := exec.LookPath("protoc"); err != nil {
		t.Fatal("protoc is missing: apt-get install protobuf-compiler (scripts/install-deps.sh)")
	}
	out := t.TempDir()
	cmd := exec.Command("bash", "../../scripts/gen-proto.sh", out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("gen-proto: %v\n%s", err, msg)
	}
	var fresh int
	err := filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		fresh++
		rel, _ := filepath.Rel(out, p)
		want, _ := os.ReadFile(p)
		got, err := os.ReadFile(filepath.Join("gen", rel))
		if err != nil {
			t.Errorf("pkg/rpc/gen/%s is missing: run make proto", rel)
		} else if !bytes.Equal(got, want) {
			t.Errorf("pkg/rpc/gen/%s is out of date with proto/: run make proto", rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	committed := 0
	_ = filepath.WalkDir("gen", func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			committed++
		}
		return nil
	})
	if committed != fresh {
		t.Errorf("pkg/rpc/gen holds %d files, proto/ generates %d: run make proto", committed, fresh)
	}
}
