// Command ingest measures the server's ingest end to end (issue 17): it
// starts `pharmaops serve` on loopback with a fresh data directory, signs
// up, creates one campaign, uploads generated banners and videos through
// POST /api/campaigns/upload-files in batches, and waits until the API
// shows every asset complete (the campaign's event stream, confirmed by a
// walk of the paged asset list). It reports assets/s, the server's CPU
// time, peak RSS (VmHWM), bytes written and fsync calls (perf, when
// installed), and the CPU `asset check` spends on the same files: the
// floor the checks themselves set.
//
// Usage:
//
//	go run ./bench/cmd/ingest -bin ./pharmaops [-sizes 200,2000] [-batch 50] [-corpus DIR]
//
// Uploads are rate limited per user (60 requests in a burst, one more a
// second): 2,000 assets in batches of 50 are 40 requests and stay inside
// the burst; a 429 is waited out (Retry-After) and counted in the report.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pharmaops/pharmaops/internal/pgtest"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "ingest:", err)
		os.Exit(1)
	}
}

type options struct {
	bin, corpus string
	sizes       []int
	batch       int
	timeout     time.Duration
	perf, floor bool
	// cpuProfile is where the server writes a pprof CPU profile of the
	// largest size's run ("" for none).
	cpuProfile string
	// pg is the PostgreSQL server of -store postgres (nil: bbolt).
	pg *pgtest.Server
}

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("ingest", flag.ContinueOnError)
	var o options
	sizes := fs.String("sizes", "200,2000", "campaign sizes to ingest, comma-separated")
	fs.StringVar(&o.bin, "bin", "./pharmaops", "pharmaops binary")
	fs.StringVar(&o.corpus, "corpus", filepath.Join(os.TempDir(), "pharmaops-ingest-corpus"), "folder of the generated assets (kept between runs)")
	fs.IntVar(&o.batch, "batch", 50, "files per upload request")
	fs.DurationVar(&o.timeout, "timeout", 15*time.Minute, "longest wait for one size")
	fs.StringVar(&o.cpuProfile, "cpuprofile", "", "write a pprof CPU profile of the server during the largest size's run to this file")
	fs.BoolVar(&o.floor, "floor", true, "measure the physical floor of the largest size's work outside the server (parsing, hashing, durable files, probing, commits)")
	fs.BoolVar(&o.perf, "perf", true, "count the server's fsync and fdatasync calls with perf when it is installed")
	storeKind := fs.String("store", "bolt", "the server's store: bolt, or postgres (a throwaway PostgreSQL server with its default, durable settings; a new database per size)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	switch *storeKind {
	case "bolt":
	case "postgres":
		pg, err := pgtest.StartServer(true)
		if err != nil {
			return fmt.Errorf("-store postgres: %w", err)
		}
		defer pg.Stop()
		o.pg = pg
	default:
		return fmt.Errorf("-store: %q is not bolt or postgres", *storeKind)
	}
	for _, s := range strings.Split(*sizes, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 || n > 100_000 {
			return fmt.Errorf("-sizes: %q is not a size from 1 to 100000", s)
		}
		o.sizes = append(o.sizes, n)
	}
	if o.batch < 1 || o.batch > 200 {
		return errors.New("-batch: want 1 to 200 (the server's limit per request)")
	}
	largest := 0
	for _, n := range o.sizes {
		largest = max(largest, n)
	}
	files, err := writeCorpus(o.corpus, largest)
	if err != nil {
		return err
	}
	fmt.Fprintln(out, "| assets | wall | uploads answered | assets/s | ms per asset | server CPU | CPU per asset | peak RSS | written | fsyncs | upload MB | 429s | `asset check` CPU | PostgreSQL CPU, WAL syncs | thumbnail's first request (wall, CPU) |")
	fmt.Fprintln(out, "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	var firstPerAsset float64
	// The floor is measured first: a server run's data directory, removed
	// after it, makes the next file creations slower for a while (ext4
	// scans recently freed inodes), and the floor should not pay for it.
	var floor []floorStep
	if o.floor {
		if floor, err = measureFloorIn(files[:largest], o.batch); err != nil {
			return err
		}
	}
	var lastCheck time.Duration
	defer func() {
		if o.floor && lastCheck > 0 {
			printFloor(out, floor, largest, lastCheck)
		}
	}()
	for _, n := range o.sizes {
		profile := ""
		if n == largest {
			profile = o.cpuProfile
		}
		r, err := ingest(o, files[:n], profile)
		if err != nil {
			return fmt.Errorf("%d assets: %w", n, err)
		}
		check, err := checkCPU(o.bin, files[:n])
		if err != nil {
			return err
		}
		if n == largest {
			lastCheck = check
		}
		perAsset := r.wall.Seconds() * 1000 / float64(n)
		if firstPerAsset == 0 {
			firstPerAsset = perAsset
		}
		fsyncs := "n/a"
		if r.fsyncs >= 0 {
			fsyncs = strconv.Itoa(r.fsyncs)
		}
		dbCPU := "n/a"
		if o.pg != nil {
			dbCPU = fmt.Sprintf("%.2f s, %d WAL syncs", r.dbCPU.Seconds(), r.walSyncs)
		}
		fmt.Fprintf(out, "| %d | %.2f s | %.2f s | %.0f | %.2f ms (%.2f×) | %.2f s | %.2f ms | %.0f MB | %.0f MB | %s | %.0f | %d | %.3f s | %s | %.1f ms, %.1f ms |\n",
			n, r.wall.Seconds(), r.uploadsDone.Seconds(), float64(n)/r.wall.Seconds(), perAsset, perAsset/firstPerAsset,
			r.cpu.Seconds(), r.cpu.Seconds()*1000/float64(n), float64(r.peakRSS)/(1<<20), float64(r.written)/(1<<20),
			fsyncs, float64(r.uploaded)/(1<<20), r.retries, check.Seconds(), dbCPU, ms(r.thumbWall), ms(r.thumbCPU))
	}
	return nil
}

// measureFloorIn runs measureFloor in a scratch directory beside the
// server's data directories.
func measureFloorIn(files []string, batch int) ([]floorStep, error) {
	dir, err := os.MkdirTemp("", "pharmaops-ingest-floor-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	return measureFloor(files, batch, dir)
}

// printFloor prints the physical floor of ingesting n assets, with
// `asset check`'s CPU for the checks, and the rate the CPU alone would
// allow on the machine's cores.
func printFloor(out io.Writer, steps []floorStep, assets int, check time.Duration) {
	n := float64(assets)
	steps = append(steps, floorStep{name: "probe and checks (`asset check --format json`)", cpu: ms(check) / n})
	fmt.Fprintf(out, "\nPhysical floor at %d assets (this process, no server):\n\n", assets)
	fmt.Fprintln(out, "| step | CPU per asset | wall per asset, one at a time | wall per asset, 16 at once |")
	fmt.Fprintln(out, "|---|---|---|---|")
	var cpu float64
	for _, s := range steps {
		if strings.Contains(s.name, "one per asset") || strings.HasPrefix(s.name, "probe (") {
			// The grouped commit is the floor, and asset check probes too.
			fmt.Fprintf(out, "| %s | %.3f ms | %.3f ms | |\n", s.name, s.cpu, s.wall)
			continue
		}
		cpu += s.cpu
		wall, concurrent := "", ""
		if s.wall > 0 {
			wall = fmt.Sprintf("%.3f ms", s.wall)
		}
		if s.concurrentMs > 0 {
			concurrent = fmt.Sprintf("%.3f ms", s.concurrentMs)
		}
		fmt.Fprintf(out, "| %s | %.3f ms | %s | %s |\n", s.name, s.cpu, wall, concurrent)
	}
	cores := runtime.NumCPU()
	fmt.Fprintf(out, "\nFloor CPU per asset (rows without the per-asset commit and the separate probe): %.3f ms, so at most %.0f assets/s on %d idle cores.\n",
		cpu, float64(cores)*1000/cpu, cores)
}

// result is what one ingest measured.
type result struct {
	wall, cpu        time.Duration
	uploadsDone      time.Duration // when the last upload was answered
	peakRSS, written int64
	uploaded         int64
	fsyncs, retries  int
	// dbCPU is the PostgreSQL server's CPU time and walSyncs its WAL
	// flushes (-store postgres).
	dbCPU    time.Duration
	walSyncs int64
	// thumbWall and thumbCPU are a thumbnail's first request: wall time
	// and server CPU.
	thumbWall, thumbCPU time.Duration
}

func ingest(o options, files []string, cpuProfile string) (result, error) {
	var r result
	dir, err := os.MkdirTemp("", "pharmaops-ingest-data-")
	if err != nil {
		return r, err
	}
	defer os.RemoveAll(dir)
	addr, err := freeAddr()
	if err != nil {
		return r, err
	}
	args := []string{o.bin, "--data-dir", dir, "serve", "--addr", addr}
	if cpuProfile != "" {
		// The profile covers the server's whole life: start-up, sign-up and
		// shutdown are a few milliseconds of it.
		args = append(args, "--cpuprofile", cpuProfile)
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Env = append(os.Environ(), "PHARMAOPS_AUTH_DEMO=false")
	if o.pg != nil {
		dsn, err := o.pg.CreateDatabase(context.Background(), fmt.Sprintf("ingest_%d_%d", len(files), time.Now().UnixNano()))
		if err != nil {
			return r, err
		}
		cmd.Env = append(cmd.Env, "PHARMAOPS_STORE_DRIVER=postgres", "PHARMAOPS_STORE_DSN="+dsn)
	}
	var logs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &logs, &logs
	if err := cmd.Start(); err != nil {
		return r, err
	}
	defer func() {
		_ = cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
	}()
	base := "http://" + addr
	c := &client{base: base, http: &http.Client{Timeout: 5 * time.Minute}}
	if err := c.waitHealthy(30 * time.Second); err != nil {
		return r, fmt.Errorf("%w\n%s", err, logs.String())
	}
	serverPID := cmd.Process.Pid
	r.fsyncs = -1
	var fsyncs *exec.Cmd
	perfOut := filepath.Join(dir, "perf.csv")
	if _, err := exec.LookPath("perf"); err == nil && o.perf {
		fsyncs = exec.Command("perf", "stat", "-x,", "-o", perfOut, "-e", "syscalls:sys_enter_fsync,syscalls:sys_enter_fdatasync",
			"-p", strconv.Itoa(serverPID))
		if err := fsyncs.Start(); err != nil {
			fsyncs = nil
		}
	}
	if err := c.signUp(); err != nil {
		return r, err
	}
	campaign, err := c.createCampaign()
	if err != nil {
		return r, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), o.timeout)
	defer cancel()
	cpu0, _ := procCPU(serverPID)
	io0, _ := procWritten(serverPID)
	var db0 time.Duration
	var wal0 int64
	if o.pg != nil {
		db0 = treeCPU(o.pg.PID())
		wal0, _ = o.pg.WALSyncs(context.Background())
	}
	start := time.Now()
	complete := c.watch(ctx, campaign, len(files))
	for i := 0; i < len(files); i += o.batch {
		n, retries, err := c.upload(ctx, campaign, files[i:min(i+o.batch, len(files))])
		if err != nil {
			return r, err
		}
		r.uploaded += n
		r.retries += retries
	}
	r.uploadsDone = time.Since(start)
	if err := <-complete; err != nil {
		return r, fmt.Errorf("%w\n%s", err, tail(logs.String(), 2000))
	}
	r.wall = time.Since(start)
	cpu1, _ := procCPU(serverPID)
	io1, _ := procWritten(serverPID)
	if o.pg != nil {
		r.dbCPU = treeCPU(o.pg.PID()) - db0
		wal1, _ := o.pg.WALSyncs(context.Background())
		r.walSyncs = wal1 - wal0
	}
	r.cpu, r.written = cpu1-cpu0, io1-io0
	r.peakRSS, _ = procHWM(serverPID)
	if fsyncs != nil {
		_ = fsyncs.Process.Signal(os.Interrupt)
		_ = fsyncs.Wait()
		r.fsyncs = countFsyncs(perfOut)
	}
	// Thumbnails are made on their first request, after the clock: what
	// that first view costs, wall time and server CPU per thumbnail.
	cpu2, _ := procCPU(serverPID)
	t0 := time.Now()
	n, err := c.firstThumbnails(campaign, thumbnailSample)
	if err != nil {
		return r, err
	}
	if n > 0 {
		cpu3, _ := procCPU(serverPID)
		r.thumbWall, r.thumbCPU = time.Since(t0)/time.Duration(n), (cpu3-cpu2)/time.Duration(n)
	}
	return r, nil
}

// thumbnailSample is how many thumbnails are asked for after an ingest.
const thumbnailSample = 60

// firstThumbnails asks for the thumbnails of up to n of the campaign's
// images, one after the other, and returns how many it got.
func (c *client) firstThumbnails(campaign string, n int) (int, error) {
	var page struct {
		Assets []struct{ Name, ThumbnailLink string }
	}
	if _, _, err := c.call("GET", "/api/campaigns/"+campaign+"/assets?limit=100", nil, "", &page); err != nil {
		return 0, err
	}
	got := 0
	for _, a := range page.Assets {
		if a.ThumbnailLink == "" || got == n {
			continue
		}
		req, err := http.NewRequest("GET", c.base+a.ThumbnailLink, nil)
		if err != nil {
			return got, err
		}
		req.Header.Set("Authorization", "Bearer "+c.token)
		res, err := c.http.Do(req)
		if err != nil {
			return got, err
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "image/png" {
			return got, fmt.Errorf("thumbnail of %s: %d %s", a.Name, res.StatusCode, res.Header.Get("Content-Type"))
		}
		got++
	}
	return got, nil
}

// client talks to the server under test.
type client struct {
	base, token string
	http        *http.Client
}

func (c *client) waitHealthy(limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		if res, err := c.http.Get(c.base + "/health"); err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return nil
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	return errors.New("the server did not answer /health")
}

func (c *client) call(method, path string, body io.Reader, contentType string, out any) (int, http.Header, error) {
	req, err := http.NewRequest(method, c.base+path, body)
	if err != nil {
		return 0, nil, err
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	res, err := c.http.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		return res.StatusCode, res.Header, err
	}
	if res.StatusCode >= 300 && res.StatusCode != http.StatusMultiStatus {
		return res.StatusCode, res.Header, fmt.Errorf("%s %s: %d %s", method, path, res.StatusCode, tail(string(raw), 500))
	}
	if out != nil {
		var env struct{ Data json.RawMessage }
		if err := json.Unmarshal(raw, &env); err != nil {
			return res.StatusCode, res.Header, err
		}
		return res.StatusCode, res.Header, json.Unmarshal(env.Data, out)
	}
	return res.StatusCode, res.Header, nil
}

func (c *client) signUp() error {
	body := `{"email":"bench@ingest.test","password":"ingest-benchmark-1","firstName":"Ingest","lastName":"Bench"}`
	var res struct{ Token string }
	if _, _, err := c.call("POST", "/api/auth/register", strings.NewReader(body), "application/json", &res); err != nil {
		return err
	}
	c.token = res.Token
	return nil
}

func (c *client) createCampaign() (string, error) {
	var res struct{ CampaignID string }
	_, _, err := c.call("POST", "/api/campaigns", strings.NewReader(`{"name":"Ingest benchmark","channel":"Display","customerType":"HCP"}`), "application/json", &res)
	return res.CampaignID, err
}

// upload sends one batch, waiting out rate limits; it answers the bytes
// sent and the 429s met.
func (c *client) upload(ctx context.Context, campaign string, files []string) (int64, int, error) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	_ = mw.WriteField("campaignId", campaign)
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			return 0, 0, err
		}
		w, _ := mw.CreateFormFile("files", filepath.Base(f))
		_, _ = w.Write(raw)
	}
	_ = mw.Close()
	for retries := 0; ; retries++ {
		var res struct {
			Rejected []any
		}
		status, h, err := c.call("POST", "/api/campaigns/upload-files", bytes.NewReader(body.Bytes()), mw.FormDataContentType(), &res)
		if status == http.StatusTooManyRequests && retries < 100 {
			wait, _ := strconv.Atoi(h.Get("Retry-After"))
			select {
			case <-ctx.Done():
				return 0, retries, ctx.Err()
			case <-time.After(time.Duration(max(wait, 1)) * time.Second):
			}
			continue
		}
		if err == nil && len(res.Rejected) > 0 {
			err = fmt.Errorf("the server rejected %d files: %v", len(res.Rejected), res.Rejected[0])
		}
		return int64(body.Len()), retries, err
	}
}

// watch reads the campaign's event stream until n assets were seen
// complete, then confirms it with a walk of the asset list; a stream
// that falls silent for 2 s is checked with a walk too (an event may be
// coalesced or dropped under load).
func (c *client) watch(ctx context.Context, campaign string, n int) <-chan error {
	done := make(chan error, 1)
	req, _ := http.NewRequestWithContext(ctx, "GET", c.base+"/api/campaigns/"+campaign+"/events", nil)
	req.Header.Set("Authorization", "Bearer "+c.token)
	res, err := (&http.Client{}).Do(req)
	if err != nil {
		done <- err
		return done
	}
	var mu sync.Mutex
	state := map[string]string{}
	lastEvent := time.Now()
	go func() {
		defer res.Body.Close()
		sc := bufio.NewScanner(res.Body)
		sc.Buffer(make([]byte, 1<<20), 16<<20)
		for sc.Scan() {
			line := sc.Text()
			if !strings.HasPrefix(line, "data: ") {
				continue
			}
			var ev struct {
				Asset struct{ ID, Status string }
			}
			if json.Unmarshal([]byte(line[6:]), &ev) == nil && ev.Asset.ID != "" {
				mu.Lock()
				state[ev.Asset.ID] = ev.Asset.Status
				lastEvent = time.Now()
				mu.Unlock()
			}
		}
	}()
	go func() {
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				done <- fmt.Errorf("timed out waiting for %d complete assets", n)
				return
			case <-tick.C:
			}
			mu.Lock()
			complete := 0
			for _, s := range state {
				if s == "complete" {
					complete++
				}
			}
			silent := time.Since(lastEvent) > 2*time.Second
			if silent {
				lastEvent = time.Now()
			}
			mu.Unlock()
			if complete < n && !silent {
				continue
			}
			listed, err := c.completeAssets(campaign)
			if err != nil {
				done <- err
				return
			}
			if listed == n {
				done <- nil
				return
			}
			fmt.Fprintf(os.Stderr, "ingest: %d of %d assets complete (%d seen on the event stream)\n", listed, n, complete)
		}
	}()
	return done
}

// completeAssets walks the campaign's asset list and counts the complete
// ones; an asset in error fails the benchmark.
func (c *client) completeAssets(campaign string) (int, error) {
	complete, cursor := 0, ""
	for {
		var page struct {
			Assets []struct {
				Name, Status, Error string
			}
			NextCursor string
		}
		path := "/api/campaigns/" + campaign + "/assets?limit=1000"
		if cursor != "" {
			path += "&cursor=" + cursor
		}
		if _, _, err := c.call("GET", path, nil, "", &page); err != nil {
			return 0, err
		}
		for _, a := range page.Assets {
			switch a.Status {
			case "complete":
				complete++
			case "error":
				return 0, fmt.Errorf("asset %s failed: %s", a.Name, a.Error)
			}
		}
		if page.NextCursor == "" {
			return complete, nil
		}
		cursor = page.NextCursor
	}
}

// checkCPU is the CPU time `asset check` spends on the files: the checks
// without a server, database or network.
func checkCPU(bin string, files []string) (time.Duration, error) {
	dir, err := os.MkdirTemp("", "pharmaops-ingest-check-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(dir)
	for _, f := range files {
		if err := os.Link(f, filepath.Join(dir, filepath.Base(f))); err != nil {
			return 0, err
		}
	}
	cmd := exec.Command(bin, "asset", "check", "--format", "json", dir)
	cmd.Stdout = io.Discard
	err = cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) { // failing assets exit non-zero
		return 0, err
	}
	return cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), nil
}

func freeAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

// procCPU is the process's user and system time.
func procCPU(pid int) (time.Duration, error) {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	// Fields after the command's closing parenthesis; utime and stime
	// are the 14th and 15th fields of the line.
	f := strings.Fields(string(raw[bytes.LastIndexByte(raw, ')')+2:]))
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(ut+st) * time.Second / 100, nil // USER_HZ is 100 on Linux
}

// treeCPU is the CPU time of a process and its children: the PostgreSQL
// server's postmaster and backends, with the backends that have exited
// (counted in the postmaster's cutime and cstime).
func treeCPU(pid int) time.Duration {
	var total int64
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		child, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", child))
		if err != nil {
			continue
		}
		// After the command's closing parenthesis: state, ppid, …, utime
		// (14th field of the line), stime, cutime, cstime.
		f := strings.Fields(string(raw[bytes.LastIndexByte(raw, ')')+2:]))
		ppid, _ := strconv.Atoi(f[1])
		if child != pid && ppid != pid {
			continue
		}
		for i, field := range f[11:15] {
			if i >= 2 && child != pid {
				break // a backend's own children's time: none
			}
			n, _ := strconv.ParseInt(field, 10, 64)
			total += n
		}
	}
	return time.Duration(total) * time.Second / 100 // USER_HZ is 100 on Linux
}

func procField(path, name string) (int64, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if v, ok := strings.CutPrefix(line, name); ok {
			f := strings.Fields(v)
			if len(f) == 0 {
				break
			}
			n, err := strconv.ParseInt(f[0], 10, 64)
			if len(f) > 1 && f[1] == "kB" {
				n <<= 10
			}
			return n, err
		}
	}
	return 0, fmt.Errorf("%s: no %s", path, name)
}

func procHWM(pid int) (int64, error) { return procField(fmt.Sprintf("/proc/%d/status", pid), "VmHWM:") }

func procWritten(pid int) (int64, error) {
	return procField(fmt.Sprintf("/proc/%d/io", pid), "write_bytes:")
}

// countFsyncs reads perf stat's CSV: the counts of the fsync and
// fdatasync tracepoints.
func countFsyncs(path string) int {
	raw, err := os.ReadFile(path)
	if err != nil {
		return -1
	}
	total := 0
	for _, line := range strings.Split(string(raw), "\n") {
		f := strings.Split(line, ",")
		if len(f) >= 3 && strings.HasPrefix(f[2], "syscalls:sys_enter_f") {
			n, err := strconv.Atoi(f[0])
			if err != nil {
				return -1
			}
			total += n
		}
	}
	return total
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}
