package export_test

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/export"
)

// TestExcelOpensInLibreOffice converts the workbook with LibreOffice Calc,
// a real spreadsheet application, and checks both sheets come through. It
// needs the soffice command (Debian: libreoffice-calc-nogui) and is skipped
// without it or with -short.
func TestExcelOpensInLibreOffice(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	soffice, err := exec.LookPath("soffice")
	if err != nil {
		t.Skip("soffice not installed")
	}
	dir := t.TempDir()
	var buf bytes.Buffer
	if err := export.WriteExcel(&buf, export.Matrix{Campaign: "Spring Launch", Generated: exportDate, Rows: trickyRows()}); err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(dir, "matrix.xlsx")
	if err := os.WriteFile(in, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	// Filter options: comma, double quote, UTF-8, from line 1, …, -1 = every
	// sheet to its own file.
	cmd := exec.CommandContext(ctx, soffice,
		"-env:UserInstallation=file://"+filepath.Join(dir, "profile"),
		"--headless", "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1",
		"--outdir", dir, in)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("soffice: %v\n%s", err, out)
	}
	matrixCSV, err := os.ReadFile(filepath.Join(dir, "matrix-Creative Matrix.csv"))
	if err != nil {
		if strings.Contains(string(out), "could not be loaded") {
			t.Skipf("soffice cannot load spreadsheets here (is libreoffice-calc installed?): %s", out)
		}
		t.Fatalf("no Creative Matrix sheet: %v\n%s", err, out)
	}
	summaryCSV, err := os.ReadFile(filepath.Join(dir, "matrix-Summary.csv"))
	if err != nil {
		t.Fatalf("no Summary sheet: %v\n%s", err, out)
	}
	for _, want := range []string{
		"Asset Name,Format,Dimensions,File Size (KB),Channel,Indication,Customer Type,Compliance Score,Status",
		"Spring_Hero_300x250.jpg,JPG,300x250,80,Display,Plaque psoriasis,HCP,92,Adding",
		`"Banner ""Final"", v2.png"`,
		"Ñandú – ünïcödé 日本.gif",
	} {
		if !strings.Contains(string(matrixCSV), want) {
			t.Errorf("Creative Matrix sheet lacks %q:\n%s", want, matrixCSV)
		}
	}
	for _, want := range []string{"Campaign,Spring Launch", "Total Rows,5", "Compliant (≥80),1", "Display,3"} {
		if !strings.Contains(string(summaryCSV), want) {
			t.Errorf("Summary sheet lacks %q:\n%s", want, summaryCSV)
		}
	}
}
