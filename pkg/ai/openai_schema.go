package ai

import (
	"encoding/json"
	"sync"

	"github.com/sashabaranov/go-openai/jsonschema"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// The JSON schemas sent with response_format json_schema are generated
// from the types the answers are decoded into (analysisAnswer,
// validationAnswer, rulesAnswer), so the two cannot drift apart. Strict
// mode wants every property required and no additional properties, which
// the generator gives every struct field without omitempty. The answers
// are validated in Go whether or not the server enforced the schema.
//
// What struct tags cannot say is set after generation, by property name:
// enumerations that come from the compliance package's lists, numbers that
// may be null and integer properties.

var (
	analysisSchema = lazySchema(analysisAnswer{}, func(name string, p *jsonschema.Definition) {
		if name == "score" {
			p.Type = jsonschema.Integer
		}
	})
	validationSchema = lazySchema(validationAnswer{}, nil)
	rulesSchema      = lazySchema(rulesAnswer{}, func(name string, p *jsonschema.Definition) {
		switch name {
		case "severity":
			p.Enum = severities()
		case "field":
			p.Enum = compliance.FieldTypes
		case "section":
			p.Enum = withEmpty(compliance.Sections)
		case "channel":
			p.Enum = withEmpty(compliance.Channels)
		case "page":
			p.Type = jsonschema.Integer
		case "min", "max":
			*p = jsonschema.Definition{AnyOf: []jsonschema.Definition{{Type: jsonschema.Number}, {Type: jsonschema.Null}}}
		}
	})
)

// lazySchema generates and encodes the schema of an answer type the first
// time it is sent, not at every command's start-up. refine, when set, is
// called with every property, nested ones included.
func lazySchema(answer any, refine func(name string, p *jsonschema.Definition)) func() json.RawMessage {
	return sync.OnceValue(func() json.RawMessage {
		def, err := jsonschema.GenerateSchemaForType(answer)
		if err != nil {
			panic(err) // the answer types are static; TestSchemas generates each
		}
		if refine != nil {
			refineProperties(def, refine)
		}
		b, err := json.Marshal(def)
		if err != nil {
			panic(err)
		}
		return b
	})
}

// refineProperties calls refine with each property of d, its array items
// and its definitions, depth first.
func refineProperties(d *jsonschema.Definition, refine func(name string, p *jsonschema.Definition)) {
	for name, p := range d.Properties {
		refineProperties(&p, refine)
		refine(name, &p)
		d.Properties[name] = p
	}
	if d.Items != nil {
		refineProperties(d.Items, refine)
	}
	for key, def := range d.Defs {
		refineProperties(&def, refine)
		d.Defs[key] = def
	}
}

func withEmpty(vals []string) []string { return append(append([]string(nil), vals...), "") }

func severities() []string {
	out := make([]string, 0, len(compliance.Severities))
	for _, s := range compliance.Severities {
		out = append(out, string(s))
	}
	return out
}
