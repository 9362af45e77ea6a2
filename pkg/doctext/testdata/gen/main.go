// Command gen writes a generated BRD as groff source (brd.ms), DOCX
// (brd.docx) and its answer key (brd.key, one requirement line a line) into a
// directory. The benchmark script and the fixture refresh use it:
//
//	go run ./pkg/doctext/testdata/gen -reqs 540 -out /tmp/brd
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/doctext/internal/brdgen"
)

func main() {
	out := flag.String("out", ".", "output directory")
	reqs := flag.Int("reqs", 540, "number of requirement lines")
	seed := flag.Int64("seed", 2, "random seed")
	filler := flag.Float64("filler", 1.45, "narrative paragraphs per requirement")
	pageEvery := flag.Int("page-every", 40, "DOCX page break every N elements (0: none)")
	name := flag.String("name", "brd", "base file name")
	tracked := flag.Bool("tracked", true, "DOCX requirement paragraphs carry tracked changes")
	flag.Parse()
	b := brdgen.Generate(*seed, *reqs, *filler)
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fail(err)
	}
	files := map[string][]byte{
		*name + ".ms":   []byte(b.Groff()),
		*name + ".docx": b.DOCX(*pageEvery, *tracked),
		*name + ".key":  []byte(strings.Join(b.Requirements(), "\n") + "\n"),
	}
	for n, data := range files {
		if err := os.WriteFile(filepath.Join(*out, n), data, 0o644); err != nil {
			fail(err)
		}
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "gen:", err)
	os.Exit(1)
}
