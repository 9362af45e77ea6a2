package api_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/store/storetest"
)

func TestCredentialsAreMaskedAndEncrypted(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	const secret = "wJalrXUtnFEMI-K7MDENG-bPxRfiCY-SECRET"
	save := `{"serviceName":"s3","credentialType":"oauth","credentials":{"accessKeyId":"AKIAEXAMPLE","secretAccessKey":"` + secret + `","region":"us-east-1"}}`
	runScenarios(t, e, []scenario{
		{name: "nothing stored", method: "GET", path: "/api/settings/credentials-status", auth: true, status: 200,
			contains: []string{`"s3":{"connected":false,"hasCredentials":false}`, `"google-drive"`, `"sharepoint"`}},
		{name: "save", method: "POST", path: "/api/settings/credentials", auth: true, status: 200, body: save,
			contains: []string{`"accessKeyId":"AKIAEXAMPLE"`, `"secretAccessKey":"••••••••"`, `"hasCredentials":true`}, excludes: []string{secret}},
		{name: "status", method: "GET", path: "/api/settings/credentials-status", auth: true, status: 200,
			contains: []string{`"s3":{"connected":false,"hasCredentials":true}`}},
		{name: "get masks the secret", method: "GET", path: "/api/settings/credentials/s3/oauth", auth: true, status: 200,
			contains: []string{`"region":"us-east-1"`, `"secretAccessKey":"••••••••"`}, excludes: []string{secret}},
		{name: "missing field", method: "POST", path: "/api/settings/credentials", auth: true, status: 400,
			body: `{"serviceName":"s3","credentials":{"accessKeyId":"A","region":"eu"}}`, contains: []string{"secretAccessKey is required"}},
		{name: "unknown field", method: "POST", path: "/api/settings/credentials", auth: true, status: 400,
			body: `{"serviceName":"google-drive","credentials":{"clientId":"c","apiKey":"k","password":"p"}}`, contains: []string{`unknown field \"password\"`}},
		{name: "unknown service", method: "POST", path: "/api/settings/credentials", auth: true, status: 400,
			body: `{"serviceName":"dropbox","credentials":{}}`, contains: []string{"unknown service"}},
		{name: "none saved", method: "GET", path: "/api/settings/credentials/sharepoint/oauth", auth: true, status: 404},
		{name: "needs a session", method: "GET", path: "/api/settings/credentials-status", status: 401},
	})
	// The database holds only ciphertext.
	dump := storetest.Dump(t, e.st)
	if bytes.Contains(dump, []byte(secret)) || bytes.Contains(dump, []byte("wJalrXUtnFEMI")) {
		t.Fatal("the secret is stored in clear in the database")
	}
	// Other organizations and non-admins see nothing.
	other := e.otherOrgToken("admin")
	if _, _, body := e.do("GET", "/api/settings/credentials-status", "", bearer(other)); !strings.Contains(body, `"s3":{"connected":false,"hasCredentials":false}`) {
		t.Fatalf("another organization sees the credentials: %s", body)
	}
	manager := e.otherOrgToken("manager")
	if status, _, _ := e.do("POST", "/api/settings/credentials", save, bearer(manager)); status != 403 {
		t.Fatalf("a manager saved credentials: %d", status)
	}
	if status, _, _ := e.do("DELETE", "/api/settings/credentials/s3/oauth", "", bearer(e.demoToken())); status != 200 {
		t.Fatalf("delete: %d", status)
	}
	if status, _, _ := e.do("GET", "/api/settings/credentials/s3/oauth", "", bearer(e.demoToken())); status != 404 {
		t.Fatalf("after delete: %d", status)
	}
}
