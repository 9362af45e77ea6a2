package brd_test

import (
	"encoding/json"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

func dumpP(p *compliance.Params) string {
	b, _ := json.Marshal(p)
	return string(b)
}

func dump(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
