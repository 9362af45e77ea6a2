package app

import (
	"encoding/json"
	"testing"
)

func TestAuditJSONRedactsSecretsAtAnyDepth(t *testing.T) {
	cases := []struct {
		name string
		in   any
		want string
	}{
		{"nil is no value", nil, ""},
		{"JSON null is no value", json.RawMessage("null"), ""},
		{"secrets by name, nested", map[string]any{
			"clientId": "cid", "apiKey": "k", "password": "p", "passwordHash": "h", "token": "t",
			"fields": map[string]any{"clientSecret": "s", "region": "eu"},
			"list":   []any{map[string]any{"secretAccessKey": "x", "accessKeyId": "AKIA"}},
		}, `{"apiKey":"[redacted]","clientId":"cid","fields":{"clientSecret":"[redacted]","region":"eu"},"list":[{"accessKeyId":"AKIA","secretAccessKey":"[redacted]"}],"password":"[redacted]","passwordHash":"[redacted]","token":"[redacted]"}`},
		{"an empty secret stays empty", map[string]any{"apiKey": ""}, `{"apiKey":""}`},
		{"large integers stay exact", json.RawMessage(`{"n":9007199254740993}`), `{"n":9007199254740993}`},
		{"invalid JSON is no value", json.RawMessage(`{`), ""},
	}
	for _, c := range cases {
		if got := string(auditJSON(c.in)); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
}
