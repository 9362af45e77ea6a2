package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	bbolt "go.etcd.io/bbolt"

	"github.com/pharmaops/pharmaops/internal/pgtest"
	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
)

// TestMain lets a test run the real binary as a child process (the test
// binary itself with PHARMAOPS_TEST_MAIN=1), to kill it with SIGKILL, and
// stops the PostgreSQL server of the tests that start one.
func TestMain(m *testing.M) {
	if os.Getenv("PHARMAOPS_TEST_MAIN") == "1" {
		main()
		return
	}
	pgtest.Main(m)
}

// apiClient talks to a running server as the demo user.
type apiClient struct {
	t     *testing.T
	base  string
	token string
}

func signIn(t *testing.T, addr string) *apiClient {
	t.Helper()
	resp, err := http.Post("http://"+addr+"/api/auth/demo", "application/json", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var body struct {
		Data struct {
			Token string `json:"token"`
		} `json:"data"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil || body.Data.Token == "" {
		t.Fatalf("demo sign-in: %v", err)
	}
	return &apiClient{t: t, base: "http://" + addr, token: body.Data.Token}
}

// uniquePNG is a small PNG-signed file with distinct bytes.
func uniquePNG(n int) []byte {
	b := append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x02\x00\x00\x00\x90wS\xde"), make([]byte, 2048)...)
	binary.BigEndian.PutUint64(b[40:], uint64(n))
	_, _ = rand.Read(b[48:64])
	return b
}

func sha(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// upload sends one file; it returns the HTTP status and the stored asset
// ID (empty unless stored). A transport error gives status 0.
func (c *apiClient) upload(name string, data []byte, key string) (int, string) {
	return c.uploadTo("", name, data, key)
}

// uploadTo is upload into a campaign (none when campaignID is empty).
func (c *apiClient) uploadTo(campaignID, name string, data []byte, key string) (int, string) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, _ := mw.CreateFormFile("files", name)
	fw.Write(data)
	mw.Close()
	req, _ := http.NewRequest(http.MethodPost, c.base+"/api/assets/upload?campaignId="+url.QueryEscape(campaignID), &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+c.token)
	if key != "" {
		req.Header.Set("Idempotency-Key", key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, ""
	}
	defer resp.Body.Close()
	var out struct {
		Data struct {
			Assets []struct {
				ID string `json:"id"`
			} `json:"assets"`
		} `json:"data"`
	}
	if json.NewDecoder(resp.Body).Decode(&out) != nil || len(out.Data.Assets) != 1 {
		return resp.StatusCode, ""
	}
	return resp.StatusCode, out.Data.Assets[0].ID
}

func (c *apiClient) get(path string) (int, []byte) {
	req, _ := http.NewRequest(http.MethodGet, c.base+path, nil)
	req.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, raw
}

// assets lists every asset with the SHA-256 its record holds.
func (c *apiClient) assets() map[string]string {
	status, raw := c.get("/api/assets")
	if status != http.StatusOK {
		c.t.Fatalf("list assets: %d %s", status, raw)
	}
	var out struct {
		Data struct {
			Assets []struct {
				ID     string `json:"id"`
				SHA256 string `json:"sha256"`
			} `json:"assets"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		c.t.Fatal(err)
	}
	m := map[string]string{}
	for _, a := range out.Data.Assets {
		m[a.ID] = a.SHA256
	}
	return m
}

// waitProcessed waits until no asset is still being processed.
func (c *apiClient) waitProcessed() {
	c.t.Helper()
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		status, raw := c.get("/api/assets?limit=1000")
		if status != http.StatusOK {
			c.t.Fatalf("list assets: %d %s", status, raw)
		}
		var out struct {
			Data struct {
				Assets []struct {
					Status string `json:"status"`
				} `json:"assets"`
			} `json:"data"`
		}
		if err := json.Unmarshal(raw, &out); err != nil {
			c.t.Fatal(err)
		}
		busy := 0
		for _, a := range out.Data.Assets {
			if a.Status != "complete" && a.Status != "error" {
				busy++
			}
		}
		if busy == 0 {
			return
		}
		if time.Now().After(deadline) {
			c.t.Fatalf("%d assets still processing after 60 s", busy)
		}
	}
}

// checkDownloads downloads every asset and compares its bytes' SHA-256.
func (c *apiClient) checkDownloads(want map[string]string) {
	c.t.Helper()
	for id, sum := range want {
		status, raw := c.get("/api/assets/" + id + "/file")
		if status != http.StatusOK || sha(raw) != sum {
			c.t.Fatalf("asset %s: status %d, SHA-256 %s, want %s", id, status, sha(raw), sum)
		}
	}
}

func serveInProcess(t *testing.T, dir string, extra ...string) (addr string, stop func()) {
	t.Helper()
	addr = freeAddr(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := run(ctx, append([]string{"serve", "--addr", addr, "--data-dir", dir}, extra...)...)
		done <- err
	}()
	waitHealthy(t, addr)
	return addr, func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("serve: %v", err)
		}
	}
}

func TestBackupUnderLoadRestoresEveryFile(t *testing.T) {
	dir := t.TempDir()
	addr, stop := serveInProcess(t, dir)
	c := signIn(t, addr)
	for i := range 8 {
		if status, _ := c.upload(fmt.Sprintf("seed-%d.png", i), uniquePNG(i), ""); status != http.StatusCreated {
			t.Fatalf("seed upload: %d", status)
		}
	}
	// Uploads and deletions keep going while the backup runs.
	loadCtx, endLoad := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for w := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; loadCtx.Err() == nil && i < 20; i++ {
				_, id := c.upload(fmt.Sprintf("load-%d-%d.png", w, i), uniquePNG(1000*(w+1)+i), "")
				if id != "" && i%3 == 0 {
					req, _ := http.NewRequest(http.MethodDelete, c.base+"/api/assets/"+id, nil)
					req.Header.Set("Authorization", "Bearer "+c.token)
					if resp, err := http.DefaultClient.Do(req); err == nil {
						resp.Body.Close()
					}
				}
			}
		}()
	}
	archive := filepath.Join(t.TempDir(), "backup.tar")
	out, err := run(context.Background(), "backup", "--data-dir", dir, "-o", archive)
	endLoad()
	wg.Wait()
	stop()
	if err != nil || !strings.Contains(out, "(checked)") {
		t.Fatalf("backup under load: %v %s", err, out)
	}

	restored := filepath.Join(t.TempDir(), "restored")
	if out, err := run(context.Background(), "restore", archive, "--data-dir", restored); err != nil {
		t.Fatalf("restore: %v %s", err, out)
	}
	addr, stop = serveInProcess(t, restored)
	defer stop()
	c.base = "http://" + addr // the session was restored with the rest
	all := c.assets()
	if len(all) < 8 {
		t.Fatalf("restored %d assets, want at least the 8 seeded", len(all))
	}
	c.checkDownloads(all)
}

func TestRestoreRefusesDamagedArchivesAndFullDirectories(t *testing.T) {
	dir := t.TempDir()
	addr, stop := serveInProcess(t, dir)
	c := signIn(t, addr)
	payload := uniquePNG(7)
	if status, _ := c.upload("a.png", payload, ""); status != http.StatusCreated {
		t.Fatalf("upload %d", status)
	}
	stop()
	archive := filepath.Join(t.TempDir(), "backup.tar")
	if out, err := run(context.Background(), "backup", "--data-dir", dir, "-o", archive); err != nil {
		t.Fatalf("backup: %v %s", err, out)
	}
	if _, err := run(context.Background(), "restore", archive, "--data-dir", dir); exitCode(err) != exitUsage {
		t.Fatalf("restore into a full directory: %v", err)
	}
	raw, _ := os.ReadFile(archive)
	i := bytes.Index(raw, payload[48:64]) // a byte inside the blob
	if i < 0 {
		t.Fatal("blob bytes not found in the archive")
	}
	raw[i] ^= 0xff
	damaged := filepath.Join(t.TempDir(), "damaged.tar")
	os.WriteFile(damaged, raw, 0o600)
	target := filepath.Join(t.TempDir(), "target")
	_, err := run(context.Background(), "restore", damaged, "--data-dir", target)
	if err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Fatalf("damaged archive restored: %v", err)
	}
	if entries, _ := os.ReadDir(target); len(entries) != 0 {
		t.Fatalf("a failed restore left %d entries behind", len(entries))
	}
}

// startChild runs 'pharmaops serve' as a child process.
func startChild(t *testing.T, dir, addr string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "serve", "--addr", addr, "--data-dir", dir, "--orphan-grace", "0s")
	cmd.Env = append(os.Environ(), "PHARMAOPS_TEST_MAIN=1")
	var logs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &logs, &logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _, _ = cmd.Process.Wait() })
	waitHealthy(t, addr)
	return cmd
}

func TestKill9DuringUploadsLosesNothingAcknowledgedAndLeavesNoOrphan(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the server as a child process")
	}
	dir := t.TempDir()
	addr := freeAddr(t)
	child := startChild(t, dir, addr)
	c := signIn(t, addr)

	var mu sync.Mutex
	acked := map[string]string{} // asset ID → SHA-256 of what was sent
	var wg sync.WaitGroup
	for w := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 15; i++ {
				data := uniquePNG(100*w + i)
				status, id := c.upload(fmt.Sprintf("w%d-%d.png", w, i), data, "")
				if status == 0 {
					return // the server is gone
				}
				if status == http.StatusCreated {
					mu.Lock()
					acked[id] = sha(data)
					mu.Unlock()
				}
			}
		}()
	}
	// Kill once some uploads were acknowledged, while others are in flight.
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		mu.Lock()
		n := len(acked)
		mu.Unlock()
		if n >= 10 || time.Now().After(deadline) {
			break
		}
	}
	if err := child.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_, _ = child.Process.Wait()
	wg.Wait()
	if len(acked) == 0 {
		t.Fatal("no upload was acknowledged before the kill")
	}
	// Leave what a crash mid-upload leaves: a temporary file and a blob no
	// record holds.
	blobs, _ := blob.Open(filepath.Join(dir, "blobs"))
	os.WriteFile(filepath.Join(dir, "blobs", "tmp", "upload-crashed"), []byte("partial"), 0o600)
	orphan, err := blobs.Put(context.Background(), bytes.NewReader(uniquePNG(99999)), 1<<20)
	if err != nil {
		t.Fatal(err)
	}

	addr = freeAddr(t)
	child = startChild(t, dir, addr)
	c.base = "http://" + addr // the session survived the crash
	all := c.assets()
	for id := range acked {
		if _, ok := all[id]; !ok {
			t.Fatalf("acknowledged upload %s lost", id)
		}
	}
	c.checkDownloads(acked)
	// The restarted server processes the interrupted uploads again; a
	// thumbnail it writes is referenced only when that result commits, so
	// stop it once processing is done (a stop mid-processing leaves such a
	// blob for the next start's sweep, which is the design).
	c.waitProcessed()
	if err := child.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	_, _ = child.Process.Wait()

	// After the start-up sweep: no temporary file, and every stored blob is
	// held by a record.
	if entries, _ := os.ReadDir(filepath.Join(dir, "blobs", "tmp")); len(entries) != 0 {
		t.Fatalf("%d temporary files left after the start-up sweep", len(entries))
	}
	st, err := bolt.Open(dir, bolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	refs, _ := st.ReferencedBlobs(context.Background())
	held := map[string]bool{}
	for _, r := range refs {
		held[r] = true
	}
	err = blobs.Walk(context.Background(), func(sum string, _ int64, _ time.Time) error {
		if !held[sum] {
			return fmt.Errorf("orphan blob %s survived the restart", sum)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if held[orphan.SHA256] {
		t.Fatal("the planted orphan became referenced")
	}
	t.Logf("%d uploads acknowledged before the kill, all restored", len(acked))
}

func TestAuditVerifyFindsAnEditBehindTheProductsBack(t *testing.T) {
	dir := t.TempDir()
	addr, stop := serveInProcess(t, dir)
	c := signIn(t, addr)
	for i := range 3 {
		c.upload(fmt.Sprintf("a%d.png", i), uniquePNG(i), "")
	}
	stop()
	out, err := run(context.Background(), "audit", "verify", "--data-dir", dir)
	if err != nil || !strings.Contains(out, "audit trail intact") {
		t.Fatalf("verify of an untouched trail: %v %s", err, out)
	}
	csvOut, err := run(context.Background(), "audit", "export", "--format", "csv", "--data-dir", dir)
	if err != nil || !strings.Contains(csvOut, `""name"":""a2.png""`) || !strings.HasPrefix(csvOut, `"seq","at","organizationId"`) {
		t.Fatalf("csv export: %v\n%s", err, csvOut)
	}
	jsonOut, err := run(context.Background(), "audit", "export", "--format", "json", "--data-dir", dir)
	var entries []store.AuditEntry
	if err != nil || json.Unmarshal([]byte(jsonOut), &entries) != nil || len(entries) < 5 {
		t.Fatalf("json export: %v\n%s", err, jsonOut)
	}

	cases := []struct {
		name   string
		tamper func(b *bbolt.Bucket) error
		want   string
	}{
		{"an edited value", func(b *bbolt.Bucket) error {
			k, v := b.Cursor().First()
			k, v = b.Cursor().Seek(nextKey(k))
			return b.Put(k, bytes.Replace(v, []byte(`"at":"20`), []byte(`"at":"19`), 1))
		}, "entry 2 was changed"},
		{"a removed entry", func(b *bbolt.Bucket) error {
			k, _ := b.Cursor().First()
			k, _ = b.Cursor().Seek(nextKey(k))
			return b.Delete(k)
		}, "entry 2 is missing"},
		{"the last entry cut off", func(b *bbolt.Bucket) error {
			k, _ := b.Cursor().Last()
			return b.Delete(k)
		}, "but entry"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			copyDir := t.TempDir()
			raw, _ := os.ReadFile(filepath.Join(dir, bolt.FileName))
			os.WriteFile(filepath.Join(copyDir, bolt.FileName), raw, 0o600)
			db, err := bbolt.Open(filepath.Join(copyDir, bolt.FileName), 0o600, nil)
			if err != nil {
				t.Fatal(err)
			}
			err = db.Update(func(tx *bbolt.Tx) error {
				top := tx.Bucket([]byte("audit"))
				var org []byte
				top.ForEachBucket(func(k []byte) error {
					if string(k) != store.SystemOrganization {
						org = k
					}
					return nil
				})
				return tc.tamper(top.Bucket(org))
			})
			db.Close()
			if err != nil {
				t.Fatal(err)
			}
			out, err := run(context.Background(), "audit", "verify", "--data-dir", copyDir)
			if exitCode(err) != exitFailure || !strings.Contains(out, "BROKEN") || !strings.Contains(out, tc.want) {
				t.Fatalf("tampered trail: exit %d (%v)\n%s", exitCode(err), err, out)
			}
		})
	}
}

func nextKey(k []byte) []byte {
	n := binary.BigEndian.Uint64(k) + 1
	var out [8]byte
	binary.BigEndian.PutUint64(out[:], n)
	return out[:]
}
