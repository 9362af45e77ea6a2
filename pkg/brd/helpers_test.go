package brd_test

import (
	"encoding/json"
	"reflect"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// dumpP shows a rule's values; its asset-kind scope, which Review infers
// from headings and channels, is left out (review_test.go tests it).
func dumpP(p *compliance.Params) string {
	if p != nil && len(p.Kinds) > 0 {
		c := *p
		c.Kinds = nil
		p = &c
		if reflect.DeepEqual(c, compliance.Params{}) {
			return "null"
		}
	}
	b, _ := json.Marshal(p)
	return string(b)
}

func dump(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
