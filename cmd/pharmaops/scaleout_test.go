package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/pharmaops/pharmaops/internal/assetgen"
	"github.com/pharmaops/pharmaops/internal/pgtest"
	"github.com/pharmaops/pharmaops/internal/s3test"
)

// instance is a 'pharmaops serve' child process of a scale-out test.
type instance struct {
	cmd  *exec.Cmd
	addr string
	logs *syncBuffer
}

// syncBuffer is a log buffer the child writes while the test reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

var instanceID = regexp.MustCompile(`instance of a cluster on PostgreSQL.* instance=([0-9a-f]+)`)

// id is the cluster instance ID the child logged.
func (in *instance) id(t *testing.T) string {
	m := instanceID.FindStringSubmatch(in.logs.String())
	if m == nil {
		t.Fatalf("no cluster instance ID in the log of %s:\n%s", in.addr, in.logs.String())
	}
	return m[1]
}

// startInstance runs 'pharmaops serve' with its own data directory and the
// shared settings in env.
func startInstance(t *testing.T, env []string) *instance {
	t.Helper()
	in := &instance{addr: freeAddr(t), logs: &syncBuffer{}}
	in.cmd = exec.Command(os.Args[0], "serve", "--addr", in.addr, "--data-dir", t.TempDir())
	in.cmd.Env = append(append(os.Environ(), "PHARMAOPS_TEST_MAIN=1"), env...)
	in.cmd.Stdout, in.cmd.Stderr = in.logs, in.logs
	if err := in.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = in.cmd.Process.Kill(); _, _ = in.cmd.Process.Wait() })
	waitHealthy(t, in.addr)
	return in
}

// sseAssets follows a campaign's event stream and records, per asset, the
// statuses its events carried ("deleted" for a deletion).
type sseAssets struct {
	mu   sync.Mutex
	seen map[string][]string
}

func (s *sseAssets) statuses(id string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.seen[id]...)
}

func followEvents(t *testing.T, c *apiClient, campaignID string) *sseAssets {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/api/campaigns/"+campaignID+"/events", nil)
	req.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("event stream: %d", resp.StatusCode)
	}
	s := &sseAssets{seen: map[string][]string{}}
	go func() {
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() {
			data, ok := strings.CutPrefix(sc.Text(), "data: ")
			if !ok {
				continue
			}
			var ev struct {
				Type  string
				Asset struct{ ID, Status string }
			}
			if json.Unmarshal([]byte(data), &ev) == nil && ev.Asset.ID != "" {
				st := ev.Asset.Status
				if ev.Type == "asset.deleted" {
					st = "deleted"
				}
				s.mu.Lock()
				s.seen[ev.Asset.ID] = append(s.seen[ev.Asset.ID], st)
				s.mu.Unlock()
			}
		}
	}()
	return s
}

// waitFor polls cond every 50 ms until it holds; the deadline only keeps a
// broken build from hanging.
func waitFor(t *testing.T, what string, cond func() bool, state ...func() string) {
	t.Helper()
	for deadline := time.Now().Add(90 * time.Second); !cond(); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			var now []string
			for _, f := range state {
				now = append(now, f())
			}
			t.Fatalf("gave up waiting: %s %s", what, strings.Join(now, "; "))
		}
	}
}

// TestTwoInstancesShareOneDatabaseAndBucket is issue 22's "done when": two
// serve processes on one PostgreSQL database and one S3 bucket. An upload
// through A is processed (by either) and its progress reaches a browser
// connected to B; a session made on A works on B; killing A while it holds
// processing jobs loses nothing: B claims them once their lease runs out.
func TestTwoInstancesShareOneDatabaseAndBucket(t *testing.T) {
	if testing.Short() {
		t.Skip("runs two servers as child processes")
	}
	if ok, why := pgtest.Available(); !ok {
		t.Skip(why)
	}
	dsn := pgtest.DSN(t)
	bucket := s3test.Start(t)
	key := make([]byte, 32)
	_, _ = rand.Read(key)
	env := []string{
		"PHARMAOPS_STORE_DRIVER=postgres", "PHARMAOPS_STORE_DSN=" + dsn,
		"PHARMAOPS_BLOBS_DRIVER=s3", "PHARMAOPS_BLOBS_BUCKET=" + s3test.Bucket, "PHARMAOPS_BLOBS_PREFIX=shared/",
		"PHARMAOPS_BLOBS_ENDPOINT=" + bucket.Endpoint, "PHARMAOPS_BLOBS_REGION=us-east-1",
		"PHARMAOPS_BLOBS_ACCESS_KEY=test-access", "PHARMAOPS_BLOBS_SECRET_KEY=test-secret",
		"PHARMAOPS_SECRETS_KEY=" + base64.StdEncoding.EncodeToString(key),
		"PHARMAOPS_CLUSTER_JOB_LEASE=2s",
	}
	a, b := startInstance(t, env), startInstance(t, env)

	// A session made on A works on B.
	onA := signIn(t, a.addr)
	onB := &apiClient{t: t, base: "http://" + b.addr, token: onA.token}
	status, raw := onA.postJSON("/api/campaigns", `{"name":"Scale-out"}`)
	if status != http.StatusCreated {
		t.Fatalf("create campaign on A: %d %s", status, raw)
	}
	var created struct {
		Data struct {
			ID string `json:"campaignId"`
		}
	}
	_ = json.Unmarshal(raw, &created)
	cid := created.Data.ID
	if status, raw := onB.get("/api/campaigns/" + cid); status != http.StatusOK {
		t.Fatalf("A's session and campaign on B: %d %s", status, raw)
	}

	// The sign-in budget of an address (a burst of 20) is one across the
	// instances: calls spread over A and B run out after about one burst,
	// where budgets per instance would allow about two.
	anonA, anonB := &apiClient{t: t, base: onA.base}, &apiClient{t: t, base: onB.base}
	for n := 1; ; n++ {
		c := anonA
		if n%2 == 0 {
			c = anonB
		}
		if status, _ := c.postJSON("/api/auth/refresh", `{}`); status == http.StatusTooManyRequests {
			if n > 30 {
				t.Errorf("the sign-in budget ran out after %d calls over two instances, want about 20", n)
			}
			break
		}
		if n == 60 {
			t.Fatal("60 sign-in calls over two instances and none refused")
		}
	}

	// An upload through A reaches a browser on B, to the end.
	events := followEvents(t, onB, cid)
	banner := assetgen.PNG(300, 250)
	status, id := onA.uploadTo(cid, "banner_300x250.png", banner, "")
	if status != http.StatusCreated {
		t.Fatalf("upload through A: %d", status)
	}
	waitFor(t, "B's event stream reports the upload complete", func() bool {
		st := events.statuses(id)
		return len(st) > 0 && st[len(st)-1] == "complete"
	}, func() string {
		// Tells a lost event from processing that never ended.
		_, raw := onB.get("/api/assets/" + id)
		var got struct {
			Data struct {
				Asset struct {
					Status   string
					Progress int
				}
			}
		}
		_ = json.Unmarshal(raw, &got)
		return fmt.Sprintf("(statuses on B's stream %v; the asset read on B: %s, %d %%)", events.statuses(id), got.Data.Asset.Status, got.Data.Asset.Progress)
	}, func() string {
		// Which instance processed it, and what either logged (a lost lease, a failed notification).
		return "\nthe log of A:\n" + a.logs.String() + "\nthe log of B:\n" + b.logs.String()
	})
	onB.checkDownloads(map[string]string{id: sha(banner)}) // the bytes are in the shared bucket
	// Whichever instance processed it, a deletion through A is A's event
	// alone: B's browser learns of it only through the other instance.
	if status, raw := onA.do(http.MethodDelete, "/api/assets/"+id); status != http.StatusOK {
		t.Fatalf("delete through A: %d %s", status, raw)
	}
	waitFor(t, "B's event stream reports the deletion made on A", func() bool {
		st := events.statuses(id)
		return len(st) > 0 && st[len(st)-1] == "deleted"
	})

	// Killing A while it holds jobs loses nothing.
	db, err := pgx.Connect(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close(context.Background())
	heldByA := func() []string {
		rows, err := db.Query(context.Background(), `SELECT asset_id FROM cluster_processing_jobs WHERE leased_by = $1`, a.id(t))
		if err != nil {
			t.Fatal(err)
		}
		ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			t.Fatal(err)
		}
		return ids
	}
	acked := map[string]string{}
	var orphaned []string
	for round := 0; len(orphaned) == 0; round++ {
		if round == 5 {
			t.Fatal("A never held a job when it was killed")
		}
		for i := range 12 {
			img := assetgen.PNG(1800+10*round+i, 1400)
			status, id := onA.uploadTo(cid, fmt.Sprintf("big-%d-%d.png", round, i), img, "")
			if status != http.StatusCreated {
				t.Fatalf("upload through A: %d", status)
			}
			acked[id] = sha(img)
		}
		if round < 4 && len(heldByA()) == 0 {
			continue // A finished its share already: upload more before killing it
		}
		if err := a.cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		_, _ = a.cmd.Process.Wait()
		orphaned = heldByA() // jobs A held when it died
		if len(orphaned) == 0 {
			a = startInstance(t, env) // try again with a fresh A
			onA.base = "http://" + a.addr
		}
	}
	t.Logf("A died holding %d jobs", len(orphaned))
	onB.waitProcessed()
	all := onB.assets()
	for id, sum := range acked {
		if all[id] != sum {
			t.Errorf("asset %s acknowledged by A: %q on B, want %s", id, all[id], sum)
		}
	}
	for _, id := range orphaned {
		if status, raw := onB.get("/api/assets/" + id); status != http.StatusOK || !strings.Contains(string(raw), `"status":"complete"`) {
			t.Errorf("job %s A died holding: %d %s", id, status, raw)
		}
	}
	onB.checkDownloads(acked)
	// The queue drains: a job whose asset is already complete can still be
	// in it for a moment (its result committed, its row not yet deleted, or
	// A killed between the two, so B claims it again when the lease runs out).
	waitFor(t, "the job queue to drain", func() bool {
		var left int
		if err := db.QueryRow(context.Background(), `SELECT count(*) FROM cluster_processing_jobs`).Scan(&left); err != nil {
			t.Fatal(err)
		}
		return left == 0
	})

}

func (c *apiClient) postJSON(path, body string) (int, []byte) {
	return c.send(http.MethodPost, path, body)
}

func (c *apiClient) do(method, path string) (int, []byte) { return c.send(method, path, "") }

func (c *apiClient) send(method, path, body string) (int, []byte) {
	req, _ := http.NewRequest(method, c.base+path, strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	var buf bytes.Buffer
	_, _ = buf.ReadFrom(resp.Body)
	return resp.StatusCode, buf.Bytes()
}
