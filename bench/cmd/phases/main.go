// Command phases splits the time of `pharmaops asset check --format json`
// into its phases, in one process, for the asset-check benchmark
// (bench/asset-check.sh; docs/performance.md): walking the folders, the
// floor's open-and-read-4-KB of each file, media.ProbeFile, the
// compliance checks of the default profile, and the JSON report as
// pkg/report writes it. Probes and checks run on as many workers as `asset
// check --jobs` uses by default. It prints the median wall and CPU time
// of each phase over the runs; -cpuprofile writes a pprof profile.
//
// Usage:
//
//	phases [-runs 15] [-jobs N] [-cpuprofile FILE] [-memprofile FILE] DIR
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"slices"
	"syscall"
	"time"

	"github.com/pharmaops/pharmaops/bench/internal/corpus"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/report"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "phases:", err)
		os.Exit(2)
	}
}

// phaseNames are the phases in the order they run and print.
var phaseNames = []string{"walk", "floor", "probe", "check", "json"}

func run(args []string, stdout io.Writer) error {
	fset := flag.NewFlagSet("phases", flag.ContinueOnError)
	runs := fset.Int("runs", 15, "runs of every phase")
	jobs := fset.Int("jobs", runtime.NumCPU(), "workers for the floor, probes and checks")
	profile := fset.String("cpuprofile", "", "write a CPU profile of all runs to FILE")
	memProfile := fset.String("memprofile", "", "write an allocation profile of all runs to FILE")
	if err := fset.Parse(args); err != nil {
		return err
	}
	if fset.NArg() != 1 || *runs < 1 || *runs > 1000 {
		return errors.New("usage: phases [-runs 1..1000] [-jobs N] [-cpuprofile FILE] [-memprofile FILE] DIR")
	}
	root := fset.Arg(0)
	rules, err := compliance.Profile("spec")
	if err != nil {
		return err
	}
	if *profile != "" {
		f, err := os.Create(*profile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	if *memProfile != "" {
		runtime.MemProfileRate = 4096
		defer writeMemProfile(*memProfile)
	}
	wall := map[string][]time.Duration{}
	cpu := map[string][]time.Duration{}
	measure := func(name string, f func() error) error {
		w0, c0 := time.Now(), cpuTime()
		err := f()
		wall[name] = append(wall[name], time.Since(w0))
		cpu[name] = append(cpu[name], cpuTime()-c0)
		return err
	}
	var files []string
	for range *runs {
		if err := measure("walk", func() (err error) { files, err = corpus.Walk(root); return err }); err != nil {
			return err
		}
		_ = measure("floor", func() error {
			corpus.Parallel(*jobs, len(files), 4096, func(i int, buf []byte) { _, _ = corpus.ReadHead(files[i], buf) })
			return nil
		})
		infos := make([]media.Info, len(files))
		errs := make([]error, len(files))
		_ = measure("probe", func() error {
			corpus.Parallel(*jobs, len(files), 0, func(i int, _ []byte) { infos[i], errs[i] = media.ProbeFile(files[i]) })
			return nil
		})
		results := make([]report.AssetResult, len(files))
		set := compliance.NewRuleSet(rules)
		_ = measure("check", func() error {
			corpus.Parallel(*jobs, len(files), 0, func(i int, _ []byte) {
				if errs[i] != nil {
					results[i] = report.ErrorResult(files[i], errs[i])
					return
				}
				a := compliance.Asset{Path: files[i], Info: infos[i]}
				results[i] = report.NewAssetResult(a, set.Check(context.Background(), a, compliance.Options{}))
			})
			return nil
		})
		res := report.Results{Assets: results, Rules: rules}
		if err := measure("json", func() error { return report.Write(io.Discard, "json", res, report.Options{}) }); err != nil {
			return err
		}
	}
	fmt.Fprintf(stdout, "%d files, %d workers, median of %d runs\n", len(files), *jobs, *runs)
	fmt.Fprintf(stdout, "%-13s %10s %10s\n", "phase", "wall (ms)", "CPU (ms)")
	for _, name := range phaseNames {
		fmt.Fprintf(stdout, "%-13s %10.1f %10.1f\n", name, ms(median(wall[name])), ms(median(cpu[name])))
	}
	return nil
}

// writeMemProfile writes the allocations so far (pprof's alloc_space and
// alloc_objects views show where they come from).
func writeMemProfile(path string) {
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "phases:", err)
		return
	}
	defer f.Close()
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		fmt.Fprintln(os.Stderr, "phases:", err)
	}
}

// cpuTime is the process's user plus system time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func median(d []time.Duration) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
