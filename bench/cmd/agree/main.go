// Command agree checks that `pharmaops asset check --format json` and
// exiftool report the same width, height and duration for every file of
// the asset-check benchmark corpus (bench/asset-check.sh). Durations
// agree within 0.05 s or 1 %, whichever is larger; a file missing from
// either report, or that pharmaops could not read, is a mismatch.
//
// Usage:
//
//	exiftool -fast -n -T -FilePath -ImageSize -Duration -r DIR > exif.tsv
//	pharmaops asset check --format json --fail-on none DIR > ours.json
//	agree -ours ours.json -exiftool exif.tsv
//
// Exit status: 0 all agree, 1 a mismatch, 2 bad usage or unreadable input.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("agree", flag.ContinueOnError)
	fs.SetOutput(stderr)
	oursFile := fs.String("ours", "", "pharmaops asset check JSON report (required)")
	exifFile := fs.String("exiftool", "", "exiftool -T -FilePath -ImageSize -Duration output (required)")
	maxShown := fs.Int("max", 50, "mismatches printed in full")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *oursFile == "" || *exifFile == "" || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "usage: agree -ours REPORT.json -exiftool EXIF.tsv [-max N]")
		return 2
	}
	ours, ourErrs, exif, err := load(*oursFile, *exifFile)
	if err != nil {
		fmt.Fprintln(stderr, "agree:", err)
		return 2
	}
	res := compare(ours, ourErrs, exif)
	for i, m := range res.Mismatches {
		if i == *maxShown {
			fmt.Fprintf(stdout, "… and %d more\n", len(res.Mismatches)-i)
			break
		}
		fmt.Fprintln(stdout, "MISMATCH", m)
	}
	fmt.Fprintf(stdout, "agreement: %d files; %d dimensions and %d durations compared; %d mismatches (%d dimensions, %d durations, %d unreadable by pharmaops, %d only in pharmaops, %d only in exiftool)\n",
		res.Files, res.Dimensions, res.Durations, len(res.Mismatches), res.DimMismatch, res.DurMismatch, res.OurErrors, res.OnlyOurs, res.OnlyExif)
	if len(res.Mismatches) > 0 {
		return 1
	}
	return 0
}

func load(oursFile, exifFile string) (map[string]measure, map[string]string, map[string]measure, error) {
	of, err := os.Open(oursFile)
	if err != nil {
		return nil, nil, nil, err
	}
	defer of.Close()
	ours, ourErrs, err := readOurs(of)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", oursFile, err)
	}
	ef, err := os.Open(exifFile)
	if err != nil {
		return nil, nil, nil, err
	}
	defer ef.Close()
	exif, err := readExiftool(ef)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", exifFile, err)
	}
	if len(ours)+len(ourErrs) == 0 && len(exif) == 0 {
		return ours, ourErrs, exif, errors.New("both reports are empty")
	}
	return ours, ourErrs, exif, nil
}
