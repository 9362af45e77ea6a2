package ai

import (
	"encoding/json"
	"maps"
	"slices"
	"sync"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// The JSON schemas sent with response_format json_schema (strict mode:
// every property required, no additional properties). The answers are
// validated in Go whether or not the server enforced them.

func obj(props map[string]any) map[string]any {
	req := slices.Sorted(maps.Keys(props))
	return map[string]any{"type": "object", "properties": props, "required": req, "additionalProperties": false}
}

var (
	str     = map[string]any{"type": "string"}
	strList = map[string]any{"type": "array", "items": str}
)

// lazySchema encodes a schema the first time it is sent: building and
// encoding the nested maps at start-up cost every pharmaops command.
func lazySchema(build func() map[string]any) func() json.RawMessage {
	return sync.OnceValue(func() json.RawMessage {
		b, err := json.Marshal(build())
		if err != nil {
			panic(err) // static data
		}
		return b
	})
}

var analysisSchema = lazySchema(func() map[string]any {
	return obj(map[string]any{
		"detectedContent": obj(map[string]any{
			"complianceElements": strList,
			"targetAudience":     map[string]any{"type": "string", "enum": []string{"HCP", "DTC", ""}},
			"fdaFilingNumber":    str,
			"indication":         str,
			"text":               str,
		}),
		"qualityAssessment": obj(map[string]any{
			"potentialIssues": strList,
			"score":           map[string]any{"type": "integer", "minimum": 0, "maximum": 100},
		}),
		"campaignSuggestions": obj(map[string]any{
			"campaignName": str,
		}),
	})
})

var validationSchema = lazySchema(func() map[string]any {
	return obj(map[string]any{
		"passed":       map[string]any{"type": "boolean"},
		"determinable": map[string]any{"type": "boolean"},
		"reasoning":    str,
	})
})

func withEmpty(vals []string) []string { return append(append([]string(nil), vals...), "") }

func severities() []string {
	out := make([]string, 0, len(compliance.Severities))
	for _, s := range compliance.Severities {
		out = append(out, string(s))
	}
	return out
}

var rulesSchema = lazySchema(func() map[string]any {
	return obj(map[string]any{
		"rules": map[string]any{
			"type": "array",
			"items": obj(map[string]any{
				"rule":        str,
				"severity":    map[string]any{"type": "string", "enum": severities()},
				"field":       map[string]any{"type": "string", "enum": compliance.FieldTypes},
				"section":     map[string]any{"type": "string", "enum": withEmpty(compliance.Sections)},
				"channel":     map[string]any{"type": "string", "enum": withEmpty(compliance.Channels)},
				"description": str,
				"quote":       str,
				"page":        map[string]any{"type": "integer", "minimum": 0},
				"params": obj(map[string]any{
					"allowed": strList,
					"min":     map[string]any{"type": []string{"number", "null"}},
					"max":     map[string]any{"type": []string{"number", "null"}},
					"unit":    str,
					"pattern": str,
				}),
			}),
		},
	})
})
