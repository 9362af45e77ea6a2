package main

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/viper"
)

// globalOptions are the flags every command has, resolved through viper:
// flags > environment (PHARMAOPS_…) > config file > defaults.
type globalOptions struct {
	v *viper.Viper
}

func (g *globalOptions) dataDir() string { return g.v.GetString("data-dir") }

// logger builds the logger from --log-level and --log-format, writing to w.
func (g *globalOptions) logger(w io.Writer) (*slog.Logger, error) {
	var level slog.Level
	if err := level.UnmarshalText([]byte(g.v.GetString("log-level"))); err != nil {
		return nil, usagef("--log-level must be debug, info, warn or error")
	}
	hopts := &slog.HandlerOptions{Level: level}
	switch g.v.GetString("log-format") {
	case "text":
		return slog.New(slog.NewTextHandler(w, hopts)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(w, hopts)), nil
	}
	return nil, usagef("--log-format must be text or json")
}

func newRootCommand() *cobra.Command {
	g := &globalOptions{v: viper.New()}
	var configFile string
	cmd := &cobra.Command{
		Use:   "pharmaops",
		Short: "Creative operations for pharmaceutical marketing teams",
		Long: `pharmaops turns a business requirements document (BRD) into machine-checkable
rules, checks every creative asset against them from the asset's real bytes,
and builds the creative matrix and trafficking sheet.

  pharmaops brd parse     turn a BRD (PDF, DOCX, DOC) into rules
  pharmaops asset check   check creative assets against rules, for CI pipelines
  pharmaops rules test    run rule test cases, and rules against an asset
  pharmaops matrix export the creative matrix as CSV, HTML or Excel
  pharmaops tui           review a batch of assets in the terminal
  pharmaops serve         the team web app and REST API on http://localhost:8000
  pharmaops backup        a consistent hot backup of the database and files
  pharmaops restore       restore a backup into an empty data directory
  pharmaops audit         verify and export the audit trail
  pharmaops compact       shrink the database file (with the server stopped)
  pharmaops migrate       copy a bbolt data directory into PostgreSQL (and S3)
  pharmaops version       the build version

Configuration comes from flags, then PHARMAOPS_* environment variables, then
a pharmaops.yaml config file, then built-in defaults (see docs/configuration.md).
` + exitCodesHelp,
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			return loadConfig(g.v, configFile)
		},
	}
	cmd.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return usageError{err} })
	f := cmd.PersistentFlags()
	f.String("data-dir", "./data", "directory of the database and stored files (env PHARMAOPS_DATA_DIR)")
	f.StringVar(&configFile, "config", "", "config file (default: ./pharmaops.yaml if present)")
	f.String("log-level", "info", "log level: debug, info, warn, error (env PHARMAOPS_LOG_LEVEL)")
	f.String("log-format", "text", "log format: text or json (env PHARMAOPS_LOG_FORMAT)")
	for _, name := range []string{"data-dir", "log-level", "log-format"} {
		_ = g.v.BindPFlag(name, f.Lookup(name))
	}
	g.v.SetEnvPrefix("PHARMAOPS")
	g.v.SetEnvKeyReplacer(strings.NewReplacer(".", "_", "-", "_"))
	g.v.AutomaticEnv()

	cmd.AddCommand(
		newServeCommand(g),
		newAssetCommand(g),
		newMatrixCommand(g),
		newTUICommand(g),
		newBRDCommand(g),
		newRulesCommand(),
		newBackupCommand(g),
		newCompactCommand(g),
		newRestoreCommand(g),
		newAuditCommand(g),
		newMigrateCommand(g),
		newVersionCommand(),
	)
	return cmd
}

// loadConfig reads the config file: the one named, or ./pharmaops.yaml when
// it exists. A named file that cannot be read is a usage error.
func loadConfig(v *viper.Viper, file string) error {
	if file == "" {
		if _, err := os.Stat("pharmaops.yaml"); err != nil {
			return nil
		}
		file = "pharmaops.yaml"
	}
	v.SetConfigFile(filepath.Clean(file))
	if err := v.ReadInConfig(); err != nil {
		var nf viper.ConfigFileNotFoundError
		if errors.As(err, &nf) || os.IsNotExist(err) {
			return usagef("config file %s not found", file)
		}
		return usagef("config file %s: %v", file, err)
	}
	return nil
}

// bindFlags binds a command's flags to viper keys, so each can also come
// from the environment and the config file.
func bindFlags(v *viper.Viper, cmd *cobra.Command, keys map[string]string) {
	for flag, key := range keys {
		if err := v.BindPFlag(key, cmd.Flags().Lookup(flag)); err != nil {
			panic(fmt.Sprintf("bind flag %s: %v", flag, err))
		}
	}
}
