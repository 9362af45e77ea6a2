package api_test

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/flate"
	"context"
	"fmt"
	"hash/crc32"
	"io"
	"log/slog"
	"mime/multipart"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/internal/ziptest"
	"github.com/pharmaops/pharmaops/pkg/api"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/ratelimit"
)

func TestRateLimits(t *testing.T) {
	t.Parallel()
	t.Run("sign-in flood answers 429 with Retry-After", func(t *testing.T) {
		e := newEnvWith(t, app.Config{DemoEnabled: true}, api.Options{Limits: tightLimits()})
		codes := map[int]int{}
		var retry string
		for range 10 {
			status, h, body := e.do("POST", "/api/auth/demo", "", nil)
			codes[status]++
			if status == http.StatusTooManyRequests {
				retry = h.Get("Retry-After")
				if !strings.Contains(body, "Too many requests from your address") {
					t.Fatalf("429 body %s", body)
				}
			}
		}
		if codes[200] != 3 || codes[429] != 7 {
			t.Fatalf("statuses %v, want 3×200 and 7×429", codes)
		}
		// One more call a minute: 60 s, less the time the sign-ins took
		// (each demo sign-in seeds a sandbox, about 0.2 s on a loaded machine).
		if secs, err := strconv.Atoi(retry); err != nil || secs < 50 || secs > 60 {
			t.Fatalf("Retry-After %q, want about 60 (one more call a minute)", retry)
		}
	})
	t.Run("sign-in routes share one budget", func(t *testing.T) {
		e := newEnvWith(t, app.Config{DemoEnabled: true}, api.Options{Limits: tightLimits()})
		for _, path := range []string{"/api/auth/login", "/api/auth/register", "/api/auth/exchange"} {
			if status, _, _ := e.do("POST", path, `{}`, nil); status == http.StatusTooManyRequests {
				t.Fatalf("%s within the budget: 429", path)
			}
		}
		if status, _, _ := e.do("POST", "/api/auth/refresh", "", nil); status != http.StatusTooManyRequests {
			t.Fatalf("refresh after 3 sign-in calls: %d, want 429", status)
		}
	})
	t.Run("demo sandboxes are budgeted for all clients together", func(t *testing.T) {
		l := tightLimits()
		l.Demo = ratelimit.Rule{}
		l.DemoAll = ratelimit.Rule{Burst: 2, Every: time.Hour}
		e := newEnvWith(t, app.Config{DemoEnabled: true}, api.Options{Limits: l})
		e.newDemoVisitor()
		e.newDemoVisitor()
		status, _, body := e.do("POST", "/api/auth/demo", "", nil)
		if status != http.StatusTooManyRequests || !strings.Contains(body, "Too many requests of this kind right now") {
			t.Fatalf("third sandbox: %d %s, want 429", status, body)
		}
	})
	t.Run("invalid tokens are budgeted per address", func(t *testing.T) {
		e := newEnvWith(t, app.Config{DemoEnabled: true}, api.Options{Limits: tightLimits()})
		good := e.demoToken()
		for i := range 3 {
			if status, _, _ := e.do("GET", "/api/auth/me", "", bearer(fmt.Sprint("demo_guess", i))); status != 401 {
				t.Fatalf("guess %d: %d, want 401", i, status)
			}
		}
		status, h, body := e.do("GET", "/api/auth/me", "", bearer("demo_guess"))
		if status != 429 || h.Get("Retry-After") == "" || !strings.Contains(body, "invalid session token") {
			t.Fatalf("4th guess: %d %q %s, want 429 with Retry-After", status, h.Get("Retry-After"), body)
		}
		if status, _, _ := e.do("GET", "/api/auth/me", "", bearer(good)); status != 429 {
			t.Fatalf("valid token from the guessing address: %d, want 429", status)
		}
		if status, _, _ := e.do("GET", "/api/auth/me", "", nil); status != 401 {
			t.Fatalf("no token: %d, want 401 (nothing to guess)", status)
		}
	})
	t.Run("BRD parse and AI calls are budgeted per user", func(t *testing.T) {
		for _, path := range []string{"/api/brd/parse", "/api/ai-analysis/analyze-asset", "/api/assets/x/classify"} {
			l := tightLimits()
			l.AI = ratelimit.Rule{Burst: 1, Every: time.Minute}
			e := newEnvWith(t, app.Config{DemoEnabled: true}, api.Options{Limits: l})
			h := bearer(e.demoToken())
			first, _, _ := e.do("POST", path, "", h)
			status, hdr, body := e.do("POST", path, "", h)
			if first == 429 || status != 429 || hdr.Get("Retry-After") == "" || !strings.Contains(body, "for your account") {
				t.Fatalf("%s: %d then %d %s, want the second refused for the account", path, first, status, body)
			}
		}
	})
	t.Run("uploads are budgeted per user", func(t *testing.T) {
		e := newEnvWith(t, app.Config{DemoEnabled: true}, api.Options{Limits: tightLimits()})
		token := e.demoToken()
		body, ctype := multipartBody(t, "", upload{"a.txt", []byte("not an asset")})
		h := bearer(token)
		h["Content-Type"] = ctype
		for range 2 {
			if status, _, b := e.do("POST", "/api/assets/upload", body, h); status != 415 {
				t.Fatalf("upload: %d %s, want 415", status, b)
			}
		}
		status, hdr, b := e.do("POST", "/api/assets/upload", body, h)
		if status != 429 || hdr.Get("Retry-After") != "60" || !strings.Contains(b, "for your account") {
			t.Fatalf("3rd upload: %d %q %s, want 429 for the account", status, hdr.Get("Retry-After"), b)
		}
	})
}

// multipartFields is a form with n plain fields of size bytes each, then
// one file.
func multipartFields(n, size int) (string, string) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for i := range n {
		_ = mw.WriteField(fmt.Sprint("f", i), strings.Repeat("x", size))
	}
	w, _ := mw.CreateFormFile("files", "a.txt")
	_, _ = w.Write([]byte("hello"))
	_ = mw.Close()
	return buf.String(), mw.FormDataContentType()
}

// manyFiles is a form with n small files.
func manyFiles(n int) (string, string) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for i := range n {
		w, _ := mw.CreateFormFile("other", fmt.Sprint(i, ".txt"))
		_, _ = w.Write([]byte("x"))
	}
	_ = mw.Close()
	return buf.String(), mw.FormDataContentType()
}

func TestBodyLimits(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	fields, fieldsType := multipartFields(33, 10)
	long, longType := multipartFields(1, 2000)
	wide, wideType := multipartFields(20, 1000)
	files, filesType := manyFiles(201)
	bigMatrix := `{"matrix":{"rows":[` + strings.Repeat(`{"id":"x"},`, 1<<20) + `{}]}}`
	rows := []struct {
		name, method, path, body, ctype string
		status                          int
		want                            string
	}{
		{"too many form fields", "POST", "/api/assets/upload", fields, fieldsType, 413, "Too many form fields (at most 32)"},
		{"a form field too long", "POST", "/api/assets/upload", long, longType, 413, `Form field \"f0\" is too long (at most 1024 bytes)`},
		{"form fields too large in total", "POST", "/api/assets/upload", wide, wideType, 413, "Form fields too large in total (at most 16384 bytes)"},
		{"too many files, of any field", "POST", "/api/assets/upload", files, filesType, 413, "Too many files in one upload (at most 200)"},
		{"two files to the zip route", "POST", "/api/campaigns/upload-zip", files, filesType, 413, "Too many files in one upload (at most 1)"},
		{"matrix body over 8 MB", "PUT", "/api/campaigns/c1/matrix", bigMatrix, "application/json", 413, "Request body too large (limit 8388608 bytes)"},
		{"campaign body over 1 MB", "POST", "/api/campaigns", `{"name":"` + strings.Repeat("x", 1<<20) + `"}`, "application/json", 413, "Request body too large (limit 1048576 bytes)"},
	}
	for _, tt := range rows {
		t.Run(tt.name, func(t *testing.T) {
			h := bearer(token)
			h["Content-Type"] = tt.ctype
			status, _, body := e.do(tt.method, tt.path, tt.body, h)
			if status != tt.status || !strings.Contains(body, tt.want) {
				t.Fatalf("%d %s; want %d with %q", status, body, tt.status, tt.want)
			}
		})
	}
}

func TestEventStreamsPerUser(t *testing.T) {
	t.Parallel()
	e := newEnvWith(t, app.Config{DemoEnabled: true}, api.Options{Limits: tightLimits()})
	token := e.demoToken()
	open := func() *http.Response {
		req, _ := http.NewRequest("GET", e.srv.URL+"/api/campaigns/no-campaign/events", nil)
		req.Header.Set("Authorization", "Bearer "+token)
		resp, err := e.srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		return resp
	}
	first, second := open(), open()
	third := open()
	raw, _ := io.ReadAll(third.Body)
	third.Body.Close()
	if third.StatusCode != 429 || !strings.Contains(string(raw), "Too many open event streams for your account (at most 2)") {
		t.Fatalf("third stream: %d %s, want 429", third.StatusCode, raw)
	}
	first.Body.Close()
	// The closed stream's place frees once the server sees it gone.
	deadline := time.Now().Add(5 * time.Second)
	for {
		r := open()
		status := r.StatusCode
		r.Body.Close()
		if status == 200 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("stream after closing one: %d", status)
		}
		time.Sleep(20 * time.Millisecond)
	}
	second.Body.Close()
}

// syncBuffer is a log sink for tests.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// rawUpload sends the head of a multipart upload that declares more bytes
// than it sends, then lets stop decide how it ends.
func rawUpload(t *testing.T, e *env, token string, stop func(net.Conn)) {
	t.Helper()
	u, _ := url.Parse(e.srv.URL)
	conn, err := net.Dial("tcp", u.Host)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	part := "--b\r\nContent-Disposition: form-data; name=\"files\"; filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\n" + strings.Repeat("x", 5000)
	fmt.Fprintf(conn, "POST /api/assets/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 10000000\r\n\r\n%s", token, part)
	stop(conn)
}

func TestAbortedAndSlowBodies(t *testing.T) {
	t.Parallel()
	logs := &syncBuffer{}
	e := newEnvWith(t, app.Config{DemoEnabled: true}, api.Options{
		Log:      slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelInfo})),
		BodyRate: api.BodyRate{Window: 300 * time.Millisecond, MinBytes: 64 << 10},
	})
	token := e.demoToken()
	t.Run("an aborted upload is a 400 logged at info", func(t *testing.T) {
		rawUpload(t, e, token, func(c net.Conn) { c.(*net.TCPConn).CloseWrite(); time.Sleep(50 * time.Millisecond) })
		deadline := time.Now().Add(5 * time.Second)
		for !strings.Contains(logs.String(), "path=/api/assets/upload status=400") {
			if time.Now().After(deadline) {
				t.Fatalf("no 400 logged:\n%s", logs.String())
			}
			time.Sleep(20 * time.Millisecond)
		}
		if !strings.Contains(logs.String(), "level=INFO msg=\"request body not received\"") || strings.Contains(logs.String(), "level=ERROR") {
			t.Fatalf("want the abort at info and no error:\n%s", logs.String())
		}
	})
	t.Run("a stalled upload is cut with 408", func(t *testing.T) {
		var resp string
		rawUpload(t, e, token, func(c net.Conn) {
			_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
			r, _ := http.ReadResponse(bufio.NewReader(c), nil)
			if r != nil {
				raw, _ := io.ReadAll(r.Body)
				resp = fmt.Sprint(r.StatusCode, " ", string(raw))
			}
		})
		if !strings.HasPrefix(resp, "408 ") || !strings.Contains(resp, "arrived too slowly") {
			t.Fatalf("stalled upload answered %q, want 408", resp)
		}
	})
}

func TestDiskFloor(t *testing.T) {
	t.Parallel()
	e := newEnv(t, app.Config{DemoEnabled: true, DataDir: t.TempDir(), MinFreeBytes: 1 << 62})
	runScenarios(t, newEnv(t, app.Config{DemoEnabled: true}), []scenario{
		{name: "health without a data dir has no disk figures", method: "GET", path: "/health", status: 200, excludes: []string{"freeBytes"}},
	})
	status, h, body := e.do("POST", "/api/auth/demo", "", nil)
	if status != 507 || !strings.Contains(body, "out of storage space") || h.Get("Retry-After") == "" {
		t.Fatalf("write below the floor: %d %s, want 507 with Retry-After", status, body)
	}
	// Signing in still works, so that an administrator can delete.
	if status, _, body := e.do("POST", "/api/auth/login", `{"email":"a@example.com","password":"wrong password"}`, nil); status == 507 {
		t.Fatalf("sign-in below the floor: %d %s", status, body)
	}
	status, _, body = e.do("GET", "/health", "", nil)
	if status != 200 || !strings.Contains(body, `"status":"degraded"`) || !strings.Contains(body, `"freeBytes":`) {
		t.Fatalf("health below the floor: %d %s, want degraded with the free space", status, body)
	}
}

// rawZip is a zip of one entry written as given: content (deflated when
// deflate) under a header that declares crc and size.
func rawZip(t *testing.T, name string, content []byte, crc uint32, size uint64, deflate bool) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	data := content
	method := zip.Store
	if deflate {
		var d bytes.Buffer
		fw, _ := flate.NewWriter(&d, flate.BestCompression)
		fw.Write(content)
		fw.Close()
		data, method = d.Bytes(), zip.Deflate
	}
	w, err := zw.CreateRaw(&zip.FileHeader{Name: name, Method: method, CRC32: crc,
		CompressedSize64: uint64(len(data)), UncompressedSize64: size})
	if err != nil {
		t.Fatal(err)
	}
	w.Write(data)
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// blobFiles lists the stored blobs.
func (e *env) blobFiles() []string {
	e.t.Helper()
	var out []string
	err := e.app.Blobs().Walk(context.Background(), func(sum string, _ int64, _ time.Time) error {
		out = append(out, sum)
		return nil
	})
	if err != nil {
		e.t.Fatal(err)
	}
	return out
}

func TestDamagedZipsAndBannerOnlyZips(t *testing.T) {
	parallel(t)
	e := defaultEnv(t)
	token := e.demoToken()
	sandboxBlobs := len(e.blobFiles()) // the demo sandbox's sample banners
	png := fixture(t, "png_rgb_300x250.png")
	send := func(path, name string, data []byte) (int, string) {
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		fw, _ := mw.CreateFormFile("file", name)
		fw.Write(data)
		mw.Close()
		s, _, b := e.do("POST", path, buf.String(), map[string]string{"Content-Type": mw.FormDataContentType(), "Authorization": "Bearer " + token})
		return s, b
	}
	rows := []struct {
		name, path, file string
		data             []byte
		status           int
		want             string
	}{
		{"bad CRC is 422 with the reason", "/api/campaigns/upload-zip", "crc.zip",
			rawZip(t, "a.png", png, crc32.ChecksumIEEE(png)^1, uint64(len(png)), false), 422,
			"crc.zip is damaged: entry a.png: its checksum (CRC-32) does not match its content"},
		{"a size that lies is 422 with the reason", "/api/campaigns/upload-zip", "lies.zip",
			rawZip(t, "a.png", png, crc32.ChecksumIEEE(png), 100, true), 422,
			"lies.zip is damaged: entry a.png: its content does not match the size its header declares"},
		{"a zip of assets is no asset of its own", "/api/assets/upload", "assets.zip",
			ziptest.Files(t, "a.png", string(png)), 415,
			"assets.zip is not an HTML5 banner: a banner zip needs an index.html at its root"},
		{"a banner zip is an asset", "/api/assets/upload", "banner.zip",
			fixture(t, "html5_300x250.zip"), 201, `"type":"image"`},
	}
	for _, tt := range rows {
		t.Run(tt.name, func(t *testing.T) {
			status, body := send(tt.path, tt.file, tt.data)
			if status != tt.status || !strings.Contains(body, tt.want) {
				t.Fatalf("%d %s; want %d with %q", status, body, tt.status, tt.want)
			}
		})
	}
	if n := len(e.blobFiles()) - sandboxBlobs; n != 1 {
		t.Fatalf("%d blobs stored, want only the banner's", n)
	}
}

// uploadOne uploads one file and returns its asset.
func (e *env) uploadOne(token, name string, data []byte) assetJSON {
	e.t.Helper()
	body, ctype := multipartBody(e.t, "", upload{name, data})
	status, _, resp := e.do("POST", "/api/assets/upload", body, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token})
	if status != http.StatusCreated {
		e.t.Fatalf("upload %q: %d %s", name, status, resp)
	}
	return decodeData[struct{ Assets []assetJSON }](e.t, resp).Assets[0]
}

func TestStoredNamesAndServedAssets(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	png := fixture(t, "png_rgb_300x250.png")
	for _, c := range []struct{ sent, stored string }{
		{"invoice\u202Egnp.exe", "invoicegnp.exe"},
		{"a\u2066b\u2069c\u200f.png", "abc.png"},
		{"..", "upload"},
		{"...", "upload"},
		{"dir/\u202E..", "upload"},
	} {
		a := e.uploadOne(token, c.sent, png)
		if a.Name != c.stored {
			t.Errorf("name %q stored as %q, want %q", c.sent, a.Name, c.stored)
		}
	}
	t.Run("PDFs get the sandbox policy too", func(t *testing.T) {
		a := e.uploadOne(token, "leaflet.pdf", fixture(t, "pdf_letter_3pages.pdf"))
		status, h, _ := e.do("GET", "/api/assets/"+a.ID+"/file", "", bearer(token))
		if status != 200 || !strings.Contains(h.Get("Content-Security-Policy"), "sandbox") || !strings.HasPrefix(h.Get("Content-Disposition"), "inline") {
			t.Fatalf("%d CSP %q disposition %q", status, h.Get("Content-Security-Policy"), h.Get("Content-Disposition"))
		}
	})
	t.Run("signed URLs end with their session", func(t *testing.T) {
		session := e.newDemoVisitor()
		a := e.uploadOne(session, "mine.png", png)
		if status, _, _ := e.do("GET", a.URL, "", nil); status != 200 {
			t.Fatalf("signed URL while signed in: %d", status)
		}
		if status, _, _ := e.do("POST", "/api/auth/logout", "", bearer(session)); status != 200 {
			t.Fatalf("logout: %d", status)
		}
		if status, _, _ := e.do("GET", a.URL, "", nil); status != 401 {
			t.Fatalf("signed URL after sign-out: %d, want 401", status)
		}
		if status, _, _ := e.do("GET", strings.Replace(a.URL, "sid=", "sid=x", 1), "", nil); status != 401 {
			t.Fatalf("signed URL with another session: %d, want 401", status)
		}
	})
}

func TestRequestLogLevels(t *testing.T) {
	t.Parallel()
	logs := &syncBuffer{}
	e := newEnvWith(t, app.Config{DemoEnabled: true}, api.Options{Log: slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelInfo}))})
	token := e.demoToken()
	a := e.uploadOne(token, "a.png", fixture(t, "png_rgb_300x250.png"))
	for range 5 {
		e.do("GET", a.URL, "", nil)
		e.do("GET", "/assets/app-1a2b.js", "", nil)
	}
	e.do("GET", "/api/assets/nope/file", "", bearer(token))
	out := logs.String()
	if strings.Contains(out, "path=/assets/") || strings.Contains(out, "path=/api/assets/"+a.ID+"/file") {
		t.Fatalf("asset bytes logged at info:\n%s", out)
	}
	for _, want := range []string{"path=/api/auth/demo status=200", "path=/api/assets/upload status=201", "path=/api/assets/nope/file status=404"} {
		if !strings.Contains(out, want) {
			t.Errorf("no info line with %q:\n%s", want, out)
		}
	}
}

func TestExpensiveRequestsQueue(t *testing.T) {
	t.Parallel()
	l := api.DefaultLimits()
	l.HeavySlots, l.HeavyQueue = 1, 0
	// The upload below may be resent many times (see there): the BRD rate
	// limit is not what is tested.
	l.BRDParse = ratelimit.Rule{Burst: 1000, Every: time.Millisecond}
	e := newEnvWith(t, app.Config{DemoEnabled: true}, api.Options{Limits: &l})
	token := e.demoToken()
	// A BRD upload that holds the only slot: its body never ends. An
	// export of the loop below may hold the slot for a moment and turn the
	// upload away (503), or the request may fail on a loaded machine, so
	// it is sent again whenever it ends; its last answer (0: an error) is
	// kept for the failure message.
	stop := make(chan struct{})
	defer close(stop)
	var lastUpload atomic.Int64
	go func() {
		for {
			pr, pw := io.Pipe()
			req, _ := http.NewRequest("POST", e.srv.URL+"/api/brd/parse", pr)
			req.Header.Set("Authorization", "Bearer "+token)
			req.Header.Set("Content-Type", "multipart/form-data; boundary=b")
			go pw.Write([]byte("--b\r\nContent-Disposition: form-data; name=\"brdFile\"; filename=\"a.pdf\"\r\n\r\n%PDF-1.4\n"))
			answered := make(chan int, 1)
			go func() {
				status := 0
				if resp, err := e.srv.Client().Do(req); err == nil {
					status = resp.StatusCode
					resp.Body.Close()
				}
				answered <- status
			}()
			select {
			case <-stop:
				pw.Close()
				return
			case status := <-answered:
				pw.Close()
				lastUpload.Store(int64(status))
			}
		}
	}()
	// A bound against hanging, not a speed target: the scenario tests run
	// in parallel on two cores.
	deadline := time.Now().Add(30 * time.Second)
	for {
		// The slot is taken before the handler runs, so the campaign need
		// not exist: an export that finds the slot free answers 404 at once.
		status, h, body := e.do("GET", "/api/campaigns/no-such-campaign/matrix/export", "", bearer(token))
		if status == 503 {
			if h.Get("Retry-After") == "" || !strings.Contains(body, "busy with other large jobs") {
				t.Fatalf("503 without Retry-After or message: %v %s", h, body)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("export while the slot is taken: %d %s, want 503 (the upload's last answer: %d)", status, body, lastUpload.Load())
		}
		// This export held the slot for a moment and may have turned the
		// upload away: give the resent upload time to take the slot, or the
		// probes can keep it busy on a loaded machine (a store lookup per
		// probe on PostgreSQL) and the upload never gets it.
		time.Sleep(200 * time.Millisecond)
	}
	// Cheap requests do not queue.
	if status, _, _ := e.do("GET", "/api/campaigns", "", bearer(token)); status != 200 {
		t.Fatalf("list while busy: %d", status)
	}
}

func TestClientAddressFromTrustedProxy(t *testing.T) {
	t.Parallel()
	l := tightLimits()
	l.ClientIPHeader = "X-Forwarded-For"
	e := newEnvWith(t, app.Config{DemoEnabled: true}, api.Options{Limits: l})
	from := func(addr string) map[string]string {
		return map[string]string{"X-Forwarded-For": "203.0.113.9, " + addr}
	}
	for range 3 {
		e.do("POST", "/api/auth/login", `{}`, from("198.51.100.1"))
	}
	if status, _, _ := e.do("POST", "/api/auth/login", `{}`, from("198.51.100.1")); status != 429 {
		t.Fatalf("4th from one client: %d, want 429", status)
	}
	// The proxy's last entry is the client it vouches for; the first is
	// whatever the client claimed.
	if status, _, _ := e.do("POST", "/api/auth/login", `{}`, from("198.51.100.2")); status == 429 {
		t.Fatal("another client behind the proxy shares the budget")
	}
	// IPv6 clients count per /64.
	for range 3 {
		e.do("POST", "/api/auth/login", `{}`, from("2001:db8:1:2::1"))
	}
	if status, _, _ := e.do("POST", "/api/auth/login", `{}`, from("2001:db8:1:2::ffff")); status != 429 {
		t.Fatalf("same /64: %d, want 429", status)
	}
}
