// Command brdcheck extracts BRD files with pkg/doctext, times the
// extraction and checks the requirement lines of an answer key:
//
//	brdcheck -key brd.key -n 20 groff.pdf gs.pdf brd.docx
//
// With -rules it also extracts the rules from the text (pkg/brd), as
// `brd parse` does, and the time covers both.
// It prints one line per file (pages, blocks, recovered/total requirement
// lines, milliseconds per extraction) and exits 1 if a line is missing.
// With -text it checks a plain-text file instead (another extractor's
// output, with white space collapsed), for comparison.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/doctext"
	"github.com/pharmaops/pharmaops/pkg/doctext/internal/brdgen"
)

func main() {
	keyFile := flag.String("key", "", "answer key: one requirement line a line")
	n := flag.Int("n", 1, "extractions per file, for timing")
	text := flag.Bool("text", false, "the files are plain text from another extractor")
	quiet := flag.Bool("q", false, "do not list missing lines")
	rules := flag.Bool("rules", false, "also extract the rules (pkg/brd), as brd parse does, and time both")
	flag.Parse()
	var key []string
	if *keyFile != "" {
		data, err := os.ReadFile(*keyFile)
		if err != nil {
			fail(err)
		}
		key = strings.Split(strings.TrimSpace(string(data)), "\n")
	}
	ok := true
	for _, name := range flag.Args() {
		data, err := os.ReadFile(name)
		if err != nil {
			fail(err)
		}
		var blocks []string
		pages := 0
		var elapsed time.Duration
		nRules := 0
		if *text {
			blocks = []string{strings.Join(strings.Fields(string(data)), " ")}
		} else {
			var doc doctext.Document
			start := time.Now()
			for i := 0; i < max(*n, 1); i++ {
				doc, err = doctext.Extract(bytes.NewReader(data), int64(len(data)))
				if err != nil {
					fail(fmt.Errorf("%s: %w", name, err))
				}
				if *rules {
					nRules = len(brd.Extract(doc, brd.Options{DocumentName: name}).Rules)
				}
			}
			elapsed = time.Since(start) / time.Duration(max(*n, 1))
			pages = len(doc.Pages)
			for _, p := range doc.Pages {
				for _, b := range p.Blocks {
					blocks = append(blocks, b.Text)
				}
			}
		}
		missing := brdgen.Missing(blocks, key)
		fmt.Printf("%s: pages=%d blocks=%d recovered=%d/%d ms_per_extract=%.2f",
			name, pages, len(blocks), len(key)-len(missing), len(key), float64(elapsed.Microseconds())/1000)
		if *rules {
			fmt.Printf(" rules=%d", nRules)
		}
		fmt.Println()
		if len(missing) > 0 {
			ok = false
			if !*quiet {
				for _, m := range missing {
					fmt.Printf("  missing: %s\n", m)
				}
			}
		}
	}
	if !ok {
		os.Exit(1)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "brdcheck:", err)
	os.Exit(2)
}
