package brd_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
)

var dumpFile = flag.String("dump", "", "print the rules extracted from this corpus source file (debugging aid)")

func TestDump(t *testing.T) {
	if *dumpFile == "" {
		t.Skip("use -dump FILE to print extracted rules")
	}
	src, err := os.ReadFile(*dumpFile)
	if err != nil {
		t.Fatal(err)
	}
	res := brd.Extract(parseSource(string(src)), brd.Options{DocumentName: filepath.Base(*dumpFile)})
	for _, r := range res.Rules {
		fmt.Printf("%-8s %-15s %-20s %-8s %-40s %s\n   %q\n", r.Severity, r.Field, r.Section, r.Channel, r.Rule, dumpP(r.Params), r.Source.Quote)
	}
	fmt.Printf("%+v\n%v\n", res.Stats, res.Warnings)
}
