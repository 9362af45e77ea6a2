package brd_test

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"
)

func TestZZDump(t *testing.T) {
	p := os.Getenv("ZZDUMP")
	if p == "" {
		t.Skip()
	}
	res := extractRendering(t, p)
	for _, r := range res.Rules {
		b, _ := json.Marshal(r.Params)
		fmt.Printf("%-5v %-8s %-15s %s\n   %q  %s\n", r.Enabled, r.Severity, r.Field, b, r.Source.Quote, r.ReviewReason)
	}
}
