// Command exportbench exports a generated matrix once, for measuring the
// peak memory of a whole process (run it under /usr/bin/time -v and read
// "Maximum resident set size"):
//
//	go build -o /tmp/exportbench ./pkg/export/internal/exportbench
//	/usr/bin/time -v /tmp/exportbench -format xlsx -rows 100000 -o /tmp/m.xlsx
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/pharmaops/pharmaops/pkg/export"
	"github.com/pharmaops/pharmaops/pkg/export/internal/benchrows"
)

func main() {
	format := flag.String("format", "xlsx", "csv, html or xlsx")
	n := flag.Int("rows", 100_000, "number of matrix rows")
	out := flag.String("o", "", "output file (default: discard)")
	flag.Parse()
	if err := run(*format, *n, *out); err != nil {
		fmt.Fprintln(os.Stderr, "exportbench:", err)
		os.Exit(1)
	}
}

func run(format string, n int, path string) error {
	m := export.Matrix{Campaign: "BrandX Spring 2026", Generated: time.Now().UTC(), Rows: benchrows.Rows(n)}
	var w io.Writer = io.Discard
	if path != "" {
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	start := time.Now()
	var err error
	switch format {
	case "csv":
		err = export.WriteMatrixCSV(w, m.Rows)
	case "html":
		err = export.WriteHTML(w, m)
	case "xlsx":
		err = export.WriteExcel(w, m)
	default:
		err = fmt.Errorf("unknown format %q", format)
	}
	if err != nil {
		return err
	}
	fmt.Printf("%s: %d rows in %v\n", format, n, time.Since(start).Round(time.Millisecond))
	return nil
}
