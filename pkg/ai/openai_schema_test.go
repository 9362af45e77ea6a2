package ai

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// TestSchemas checks that every response schema is one strict mode takes
// (each object lists all its properties as required and allows no others)
// and carries the compliance package's lists as enumerations.
func TestSchemas(t *testing.T) {
	type node = map[string]any
	var strict func(path string, n node)
	strict = func(path string, n node) {
		if props, ok := n["properties"].(node); ok {
			var req []string
			for _, r := range n["required"].([]any) {
				req = append(req, r.(string))
			}
			for name, p := range props {
				if !slices.Contains(req, name) {
					t.Errorf("%s.%s is not required", path, name)
				}
				strict(path+"."+name, p.(node))
			}
			if n["additionalProperties"] != false {
				t.Errorf("%s allows additional properties", path)
			}
		}
		for _, key := range []string{"items", "$defs"} {
			if sub, ok := n[key].(node); ok {
				if key == "$defs" {
					for name, d := range sub {
						strict(path+"/"+name, d.(node))
					}
				} else {
					strict(path+"[]", sub)
				}
			}
		}
	}
	decode := func(raw json.RawMessage) node {
		var n node
		if err := json.Unmarshal(raw, &n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	for name, schema := range map[string]func() json.RawMessage{"analysis": analysisSchema, "validation": validationSchema, "rules": rulesSchema} {
		strict(name, decode(schema()))
	}

	rule := decode(rulesSchema())["$defs"].(node)["ruleAnswer"].(node)["properties"].(node)
	enum := func(prop string) []string {
		var out []string
		for _, v := range rule[prop].(node)["enum"].([]any) {
			out = append(out, v.(string))
		}
		return out
	}
	if got := enum("field"); !reflect.DeepEqual(got, compliance.FieldTypes) {
		t.Errorf("field enum %q, want compliance.FieldTypes %q", got, compliance.FieldTypes)
	}
	if got := enum("channel"); !reflect.DeepEqual(got, append(slices.Clone(compliance.Channels), "")) {
		t.Errorf("channel enum %q", got)
	}
	if got := enum("severity"); len(got) != len(compliance.Severities) {
		t.Errorf("severity enum %q", got)
	}
	if rule["page"].(node)["type"] != "integer" {
		t.Errorf("page is %v, want an integer", rule["page"])
	}
	audience := decode(analysisSchema())["properties"].(node)["detectedContent"].(node)["properties"].(node)["targetAudience"].(node)
	if !reflect.DeepEqual(audience["enum"], []any{"HCP", "DTC", ""}) {
		t.Errorf("targetAudience enum %v", audience["enum"])
	}
}
