package api_test

import (
	"strings"
	"testing"
)

func TestFormFieldsConfigureTheNewCampaignForm(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	owner := e.register("fay@acme-pharma.com", goodPassword, "Fay")
	h := bearer(owner.Token)
	runScenarios(t, e, []scenario{
		{name: "built-in fields", method: "GET", path: "/api/configurations/fields", headers: h, status: 200,
			contains: []string{`"id":"name"`, `"label":"Campaign name"`, `"section":"Basic Information"`, `"defaultValue":"Display"`, `"defaultValue":"DTC"`, `"locked":true`}},
		{name: "validate: name required (spec text)", method: "POST", path: "/api/configurations/validate", headers: h, status: 200,
			body: `{"formData":{"name":"  "}}`, contains: []string{`"valid":false`, `"name":"Campaign name is required"`}},
		{name: "validate: unknown channel", method: "POST", path: "/api/configurations/validate", headers: h, status: 200,
			body: `{"formData":{"name":"X","channel":"Radio"}}`, contains: []string{`"channel":"Channel must be one of Display, OLV`}},
		{name: "validate: formData required", method: "POST", path: "/api/configurations/validate", headers: h, status: 400, body: `{}`},
		{name: "name stays required", method: "PUT", path: "/api/configurations/fields/name", headers: h, status: 400,
			body: `{"required":false}`, contains: []string{"always required"}},
		{name: "options must be known values", method: "PUT", path: "/api/configurations/fields/channel", headers: h, status: 400,
			body: `{"options":["Radio"]}`, contains: []string{`\"Radio\" is not a channel`}},
		{name: "a bad pattern is refused", method: "PUT", path: "/api/configurations/fields/fdaFilingNumber", headers: h, status: 400,
			body: `{"pattern":"([a-z"}`, contains: []string{"not a valid regular expression"}},
		{name: "unknown field", method: "PUT", path: "/api/configurations/fields/nope", headers: h, status: 404},
		{name: "brand becomes required", method: "PUT", path: "/api/configurations/fields/brand", headers: h, status: 200,
			body: `{"required":true}`, contains: []string{`"required":true`}},
		{name: "FDA filing number gets a pattern", method: "PUT", path: "/api/configurations/fields/fdaFilingNumber", headers: h, status: 200,
			body: `{"pattern":"^[A-Z]{2,3}-[A-Z0-9-]+$","patternMessage":"Use the form US-ZTA-2026-0412"}`},
		{name: "only video channels", method: "PUT", path: "/api/configurations/fields/channel", headers: h, status: 200,
			body: `{"options":["OLV","CTV","YouTube"],"defaultValue":"CTV"}`, contains: []string{`"defaultValue":"CTV"`}},
		{name: "validate with the organization's rules", method: "POST", path: "/api/configurations/validate", headers: h, status: 200,
			body:     `{"formData":{"name":"Launch","channel":"Display","fdaFilingNumber":"bad"}}`,
			contains: []string{`"brand":"Brand is required"`, `"channel":"Channel must be one of OLV, CTV, YouTube"`, `"fdaFilingNumber":"Use the form US-ZTA-2026-0412"`}},
		{name: "the server enforces them on create", method: "POST", path: "/api/campaigns", headers: h, status: 400,
			body: `{"name":"Launch"}`, contains: []string{"Brand is required"}},
		{name: "create takes the configured default channel", method: "POST", path: "/api/campaigns", headers: h, status: 201,
			body: `{"name":"Launch","brand":"Zeta","fdaFilingNumber":"US-ZTA-1"}`, contains: []string{`"channel":"CTV"`}},
		{name: "presets", method: "POST", path: "/api/configurations", headers: h, status: 201,
			body: `{"name":"HCP video launch","values":{"channel":"YouTube","customerType":"HCP"}}`, contains: []string{`"name":"HCP video launch"`}},
		{name: "a preset's values pass the field checks", method: "POST", path: "/api/configurations", headers: h, status: 400,
			body: `{"name":"Bad","values":{"channel":"Display"}}`, contains: []string{"Channel must be one of"}},
		{name: "a preset names only form fields", method: "POST", path: "/api/configurations", headers: h, status: 400,
			body: `{"name":"Bad","values":{"assetCount":"9"}}`, contains: []string{"not a field"}},
		{name: "list presets", method: "GET", path: "/api/configurations", headers: h, status: 200, contains: []string{"HCP video launch"}},
		{name: "delete a missing preset", method: "DELETE", path: "/api/configurations/missing", headers: h, status: 404},
	})
}

func TestOrganizationSettings(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	owner := e.register("sam@acme-pharma.com", goodPassword, "Sam")
	h := bearer(owner.Token)
	runScenarios(t, e, []scenario{
		{name: "empty", method: "GET", path: "/api/settings", headers: h, status: 200, contains: []string{`"settings":{}`}},
		{name: "save several", method: "POST", path: "/api/settings", headers: h, status: 200,
			body: `{"settings":{"defaultCountry":"USA","exportFormats":["csv","xlsx"]}}`, contains: []string{`"defaultCountry":"USA"`, `"exportFormats":["csv","xlsx"]`}},
		{name: "save one", method: "PUT", path: "/api/settings/defaultCountry", headers: h, status: 200, body: `{"value":"CAN"}`},
		{name: "read back", method: "GET", path: "/api/settings", headers: h, status: 200, contains: []string{`"defaultCountry":"CAN"`, `"exportFormats"`}},
		{name: "bad key", method: "PUT", path: "/api/settings/9lives", headers: h, status: 400, body: `{"value":1}`, contains: []string{"invalid setting key"}},
		{name: "no value", method: "PUT", path: "/api/settings/theme", headers: h, status: 400, body: `{}`, contains: []string{"needs a value"}},
		{name: "own endpoint keys", method: "PUT", path: "/api/settings/trafficking-headers", headers: h, status: 400,
			body: `{"value":["A"]}`, contains: []string{"/api/settings/trafficking-headers"}},
		{name: "too large", method: "PUT", path: "/api/settings/big", headers: h, status: 400,
			body: `{"value":"` + strings.Repeat("x", 17<<10) + `"}`, contains: []string{"larger than"}},
		{name: "nothing to save", method: "POST", path: "/api/settings", headers: h, status: 400, body: `{}`, contains: []string{"settings is required"}},
	})
}
