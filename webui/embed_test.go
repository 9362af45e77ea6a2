package webui_test

import (
	"io/fs"
	"testing"

	"github.com/pharmaops/pharmaops/webui"
)

func TestDistIsRootedAtDistFolder(t *testing.T) {
	d := webui.Dist()
	// The placeholder is committed and re-created by every build, so it is
	// always present at the top of the sub-tree (not under "dist/").
	if _, err := fs.Stat(d, ".placeholder"); err != nil {
		t.Fatalf("Dist() lacks .placeholder at its root: %v", err)
	}
	if _, err := fs.Stat(d, "dist"); err == nil {
		t.Fatalf("Dist() is not rooted at dist/: found a nested dist folder")
	}
}

func TestBuiltMatchesIndexPresence(t *testing.T) {
	_, err := fs.Stat(webui.Dist(), "index.html")
	if got, want := webui.Built(), err == nil; got != want {
		t.Fatalf("Built() = %v, want %v (index.html stat err: %v)", got, want, err)
	}
	if webui.Built() {
		b, err := fs.ReadFile(webui.Dist(), "index.html")
		if err != nil || len(b) == 0 {
			t.Fatalf("index.html unreadable or empty: %v", err)
		}
	}
}
