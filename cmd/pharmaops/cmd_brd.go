package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"go.yaml.in/yaml/v3"

	"github.com/pharmaops/pharmaops/internal/outfile"
	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
)

func newBRDCommand(g *globalOptions) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "brd",
		Short: "Turn a business requirements document into rules",
		Long:  "Commands that read BRDs (PDF, DOCX, DOC).\n" + exitCodesHelp,
		Args:  args(cobra.NoArgs),
	}
	cmd.AddCommand(newBRDParseCommand(g))
	return cmd
}

type brdParseOptions struct {
	format   string
	output   string
	useAI    bool
	campaign string // save the rules as this campaign's rule set
	ruleSet  string // the name of a new rule set
}

func newBRDParseCommand(g *globalOptions) *cobra.Command {
	var opts brdParseOptions
	cmd := &cobra.Command{
		Use:   "parse [flags] FILE",
		Short: "Extract machine-checkable rules from a BRD",
		Long: `Extract rules from a BRD (PDF, DOCX, DOC, or an XLSX/ODS spec sheet, recognised from its bytes).

Each rule keeps its source: the document, the page and the quoted sentence.
Parameters (sizes, dimensions, durations, formats, frame rates, bitrates,
aspect ratios, naming patterns) come from the document's own words. IDs are
stable: parsing the same BRD again gives the same IDs.

--format json writes {"rules":[…]}, the input of 'pharmaops asset check
--rules'. --ai also asks the configured model (ai.provider openai, see
docs/configuration.md) for rules and merges them; the document's own
parameters win on conflict.

--campaign ID also saves the rules in the data directory (--data-dir) as the
campaign's rule set: the next version of the BRD rule set the campaign uses,
or a new one (named --rule-set NAME, or after the campaign's brand). Earlier
versions are kept, the campaign's assets are offered a re-check, and no
other campaign is affected. Rules the review stage flagged stay disabled
until a person enables them. The server must not hold the database.
` + exitCodesHelp,
		Example: `  pharmaops brd parse campaign-brd.pdf --format json -o rules.json
  pharmaops asset check --rules rules.json ./creatives`,
		Args: args(cobra.ExactArgs(1)),
		RunE: func(cmd *cobra.Command, a []string) error {
			return runBRDParse(cmd.Context(), g, opts, a[0], cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	cmd.Flags().StringVar(&opts.format, "format", "table", "output format: json, table or yaml")
	cmd.Flags().StringVarP(&opts.output, "output", "o", "", "write to FILE instead of standard output (a device or FIFO is written through)")
	cmd.Flags().BoolVar(&opts.useAI, "ai", false, "also ask the configured AI model for rules")
	cmd.Flags().StringVar(&opts.campaign, "campaign", "", "save the rules as this campaign's rule set in the data directory")
	cmd.Flags().StringVar(&opts.ruleSet, "rule-set", "", "with --campaign: the name of a new rule set (default: the campaign's current one)")
	return cmd
}

func runBRDParse(ctx context.Context, g *globalOptions, opts brdParseOptions, path string, stdout, stderr io.Writer) error {
	if opts.format != "json" && opts.format != "table" && opts.format != "yaml" {
		return usagef("--format must be json, table or yaml")
	}
	f, err := os.Open(path)
	if err != nil {
		return usagef("%v", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		return usagef("%s is not a file", path)
	}
	if st.Size() > app.MaxBRDBytes {
		return usagef("%s is larger than 50 MB", path)
	}
	var extractor brd.RuleExtractor
	if opts.useAI {
		an, err := ai.New(aiConfig(g))
		if err != nil {
			return usagef("AI configuration: %v", err)
		}
		if !an.Available() {
			return usagef("--ai needs a model: set ai.provider to openai with ai.baseURL and ai.model (docs/configuration.md)")
		}
		extractor = an
	}
	_, res, err := app.ParseBRDFile(ctx, f, st.Size(), baseName(path), extractor)
	if err != nil {
		return usageError{err}
	}
	for _, w := range res.Warnings {
		fmt.Fprintln(stderr, "warning:", w)
	}
	if opts.campaign != "" {
		if err := saveCampaignRuleSet(ctx, g, opts, baseName(path), res.Rules, stderr); err != nil {
			return err
		}
	} else if opts.ruleSet != "" {
		return usagef("--rule-set needs --campaign")
	}
	write := func(w io.Writer) error { return writeRules(w, opts.format, res) }
	if opts.output == "" || opts.output == outfile.Stdout {
		return write(stdout)
	}
	if err := writeOutput(opts.output, stdout, write); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "wrote %d rules to %s\n", len(res.Rules), opts.output)
	return nil
}

func baseName(path string) string {
	path = strings.ReplaceAll(path, "\\", "/")
	return path[strings.LastIndex(path, "/")+1:]
}

func writeRules(w io.Writer, format string, res brd.Result) error {
	switch format {
	case "json":
		raw, err := res.JSON()
		if err != nil {
			return err
		}
		_, err = w.Write(append(raw, '\n'))
		return err
	case "yaml":
		// Through JSON, so YAML keys are the JSON field names.
		raw, _ := res.JSON()
		var doc any
		if err := json.Unmarshal(raw, &doc); err != nil {
			return err
		}
		enc := yaml.NewEncoder(w)
		enc.SetIndent(2)
		return enc.Encode(doc)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tSEVERITY\tFIELD\tCHANNEL\tRULE\tPARAMETERS\tPAGE")
	for _, r := range res.Rules {
		page := "-"
		if r.Source != nil && r.Source.Page > 0 {
			page = fmt.Sprint(r.Source.Page)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.ID, r.Severity, r.Field, r.Channel, r.Rule, paramsText(r.Params), page)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "\n%d rules from %d requirement sentences (%d pages)\n", len(res.Rules), res.Stats.Requirements, res.Stats.Pages)
	return err
}

// paramsText renders a rule's parameters in a few words.
func paramsText(p *compliance.Params) string {
	if p == nil {
		return "-"
	}
	var parts []string
	if len(p.Allowed) > 0 {
		parts = append(parts, strings.Join(p.Allowed, ","))
	}
	if p.Min != nil {
		parts = append(parts, fmt.Sprintf("min %g%s", *p.Min, p.Unit))
	}
	if p.Max != nil {
		parts = append(parts, fmt.Sprintf("max %g%s", *p.Max, p.Unit))
	}
	if p.Pattern != "" {
		parts = append(parts, "pattern "+p.Pattern)
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, "; ")
}

// saveCampaignRuleSet stores rules as the next version of the campaign's
// BRD rule set in the data directory.
func saveCampaignRuleSet(ctx context.Context, g *globalOptions, opts brdParseOptions, document string, rules []compliance.Rule, stderr io.Writer) error {
	var st campaignStore
	if pg, err := openPostgresIfSelected(ctx, g); err != nil {
		return err
	} else if pg != nil {
		st = pg
	} else {
		dir := g.dataDir()
		if _, err := os.Stat(filepath.Join(dir, bolt.FileName)); err != nil {
			return usagef("no database in %s (set --data-dir)", dir)
		}
		if st, err = bolt.Open(dir, bolt.Options{LockTimeout: 300 * time.Millisecond}); err != nil {
			return err
		}
	}
	defer st.Close()
	c, err := st.FindCampaign(ctx, opts.campaign)
	if errors.Is(err, store.ErrNotFound) {
		return usagef("no campaign %s in the database", opts.campaign)
	}
	if err != nil {
		return err
	}
	core := app.New(st, nil, app.Config{}, nil)
	p, err := core.LocalRuleEditor(ctx, c.OrganizationID, localUser()+" (command line)")
	if err != nil {
		return err
	}
	set, err := core.SaveRuleSetVersion(ctx, p, app.NewRuleSetVersion{CampaignID: c.ID, Document: document, Name: opts.ruleSet, Rules: rules})
	if err != nil {
		return usageError{err}
	}
	fmt.Fprintf(stderr, "saved %d rules as %s v%d for campaign %s (%d need review)\n", len(set.List), set.Name, set.Version, c.Name, set.NeedsReview)
	return nil
}
