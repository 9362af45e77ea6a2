package app_test

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/pharmaops/pharmaops/internal/assetgen"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/xuri/excelize/v2"
)

// specSheet is an Excel spec sheet of one table.
func specSheet(t *testing.T) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	for cell, v := range map[string]string{"A1": "Property", "B1": "Requirement", "A2": "Max file size", "B2": "150 KB"} {
		if err := f.SetCellValue("Sheet1", cell, v); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestParseBRDFileFormats checks that spreadsheets are read as BRDs and
// that other files are refused as an unsupported type.
func TestParseBRDFileFormats(t *testing.T) {
	tests := []struct {
		name        string
		data        []byte
		unsupported bool
		field       string
	}{
		{"xlsx spec sheet", specSheet(t), false, "fileSize"},
		{"image", assetgen.PNG(10, 10), true, ""},
		{"plain text", []byte("Banners must be 300x250."), true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, res, err := app.ParseBRDFile(context.Background(), bytes.NewReader(tt.data), int64(len(tt.data)), "spec", nil)
			var appErr *app.Error
			if tt.unsupported {
				if !errors.As(err, &appErr) || appErr.Kind != app.ErrUnsupportedType {
					t.Fatalf("err = %v, want an unsupported-type error", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Rules) == 0 || res.Rules[0].Field != tt.field {
				t.Fatalf("rules %+v, want a %s rule", res.Rules, tt.field)
			}
		})
	}
}
