package main

import (
	"context"
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/pipeline"
)

func newRulesCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "rules",
		Short: "Work with rule files",
		Long:  "Commands for rule files ({\"rules\":[…]}).\n" + exitCodesHelp,
		Args:  args(cobra.NoArgs),
	}
	cmd.AddCommand(newRulesTestCommand())
	return cmd
}

type rulesTestOptions struct {
	rulesFile string
	file      string
}

func newRulesTestCommand() *cobra.Command {
	var opts rulesTestOptions
	cmd := &cobra.Command{
		Use:   "test --rules FILE [--file ASSET]",
		Short: "Run each rule's test cases, and the rule test runner on an asset",
		Long: `Run every rule's own test cases (input, expected pass or fail) and, with
--file, the rule test runner on that asset: dimensions, file size, format,
duration and file name are measured from the asset's bytes; dimensions or
duration that cannot be extracted fail ('Cannot extract dimensions from this
file type'); results read 'Expected X but got Y'.

Exit codes:
  0  every test case met its expectation and every rule passed on --file
  1  a test case or a rule failed
  2  usage error, or a rules file or asset that could not be read`,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runRulesTest(cmd.Context(), opts, cmd.OutOrStdout())
		},
	}
	cmd.Flags().StringVar(&opts.rulesFile, "rules", "", "rules file (required)")
	cmd.Flags().StringVar(&opts.file, "file", "", "asset to run every rule against")
	return cmd
}

func runRulesTest(ctx context.Context, opts rulesTestOptions, out io.Writer) error {
	if opts.rulesFile == "" {
		return usagef("rules test needs --rules FILE")
	}
	rules, err := loadRules(opts.rulesFile, "")
	if err != nil {
		return err
	}
	var asset *compliance.Asset
	if opts.file != "" {
		info, err := media.ProbeFile(opts.file)
		if err != nil {
			return usagef("%v", err)
		}
		a := compliance.Asset{Path: opts.file, Info: info}
		if info.Kind == media.KindDocument {
			a.Text, _, _ = pipeline.DocumentText(opts.file, info)
		}
		asset = &a
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "RESULT\tRULE\tTEST\tMESSAGE")
	failed, total := 0, 0
	line := func(ok bool, rule, test, msg string) {
		total++
		mark := "PASS"
		if !ok {
			mark, failed = "FAIL", failed+1
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", mark, rule, test, msg)
	}
	for _, r := range rules {
		for _, c := range compliance.RunTestCases(ctx, r, compliance.Options{}) {
			line(c.Passed, r.Rule, fmt.Sprintf("%q expects %s", c.TestCase.Input, c.TestCase.Expected), c.Result.Message)
		}
		if asset != nil {
			res := compliance.RunRuleTestContext(ctx, r, *asset, compliance.Options{})
			line(res.Passed, r.Rule, asset.Name(), res.Message)
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(out, "\n%d passed, %d failed\n", total-failed, failed)
	if failed > 0 {
		return exitError{code: exitFailure}
	}
	return nil
}
