// Command attack replays the resource-exhaustion findings of issue 16
// against a pharmaops binary on the loopback interface and prints what the
// server did: peak memory, statuses, database growth, held connections.
// Every scenario is bounded in count and time, and each runs against a
// fresh server on a temporary data directory. Run it with -bin for one
// binary, or -before and -after for a comparison table (bench/security.sh).
//
// The disk-full scenario needs root (it mounts a small tmpfs); without
// root it is skipped.
package main

import (
	"bufio"
	"bytes"
	"compress/zlib"
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"hash/crc32"
	"io"
	"log"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

type options struct {
	stall  time.Duration
	flood  int
	tokens int
}

func main() {
	bin := flag.String("bin", "", "the pharmaops binary to attack")
	before := flag.String("before", "", "binary before the fix (comparison mode)")
	after := flag.String("after", "", "binary after the fix (comparison mode)")
	only := flag.String("only", "", "comma-separated scenarios to run (default all)")
	var o options
	flag.DurationVar(&o.stall, "stall", 45*time.Second, "how long stalled uploads wait before they are counted")
	flag.IntVar(&o.flood, "flood", 3000, "demo sign-ins in the flood (bounded by 15 s)")
	flag.IntVar(&o.tokens, "tokens", 5000, "requests with invalid tokens")
	flag.Parse()
	log.SetFlags(0)
	names := scenarioNames(*only)
	switch {
	case *bin != "":
		res := runAll(*bin, names, o)
		printTable(names, map[string]map[string]string{"result": res}, []string{"result"})
	case *before != "" && *after != "":
		b := runAll(*before, names, o)
		a := runAll(*after, names, o)
		printTable(names, map[string]map[string]string{"before": b, "after": a}, []string{"before", "after"})
	default:
		log.Fatal("give -bin, or -before and -after")
	}
}

// scenario is one finding replayed against a fresh server; it returns a
// one-line result. A scenario with own starts its server itself.
type scenario struct {
	name, title string
	run         func(s *server, o options) string
	own         func(bin string) string
	root        bool // needs root (mounts a file system)
}

var scenarios = []scenario{
	{"bomb", "30 decompression-bomb PNGs (7071x7071, 16-bit RGBA, ~400 KB each): peak RSS", bomb, nil, false},
	{"bigbody", "4 concurrent 122 MB matrix bodies: statuses, peak RSS", bigBody, nil, false},
	{"fields", "200,000 form fields (about 214 MB) in one upload: status, peak RSS", manyFields, nil, false},
	{"demo", "demo sign-in flood (bounded by count and 15 s): statuses, database growth", demoFlood, nil, false},
	{"login", "500 wrong-password sign-ins for one account: statuses", loginFlood, nil, false},
	{"tokens", "requests with invalid bearer tokens: statuses", badTokens, nil, false},
	{"streams", "1,000 event streams on one session: statuses", streams, nil, false},
	{"stalled", "50 uploads that stall after 1 KB: connections still held", stalled, nil, false},
	{"aborted", "an upload aborted mid-body: status logged, errors logged", aborted, nil, false},
	{"badzip", "a zip with a bad CRC: status", badZip, nil, false},
	{"disk", "uploads into a 48 MB file system: status when full, /health, recovery", nil, diskFullRun, true},
}

func scenarioNames(only string) []string {
	var out []string
	for _, s := range scenarios {
		if only == "" || strings.Contains(","+only+",", ","+s.name+",") {
			out = append(out, s.name)
		}
	}
	return out
}

func runAll(bin string, names []string, o options) map[string]string {
	res := map[string]string{}
	for _, sc := range scenarios {
		if !contains(names, sc.name) {
			continue
		}
		if sc.root && os.Geteuid() != 0 {
			res[sc.name] = "skipped (needs root)"
			continue
		}
		log.Printf("== %s: %s", filepath.Base(bin), sc.name)
		if sc.own != nil {
			res[sc.name] = sc.own(bin)
		} else {
			s := start(bin, "", nil)
			res[sc.name] = sc.run(s, o)
			s.stop()
		}
		log.Printf("   %s", res[sc.name])
	}
	return res
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func printTable(names []string, cols map[string]map[string]string, order []string) {
	fmt.Printf("| finding | %s |\n|---|%s\n", strings.Join(order, " | "), strings.Repeat("---|", len(order)))
	for _, sc := range scenarios {
		if !contains(names, sc.name) {
			continue
		}
		row := []string{sc.title}
		for _, c := range order {
			row = append(row, cols[c][sc.name])
		}
		fmt.Printf("| %s |\n", strings.Join(row, " | "))
	}
}

// server is a pharmaops serve process on a free loopback port.
type server struct {
	cmd     *exec.Cmd
	url     string
	dataDir string
	logPath string
	client  *http.Client
}

func start(bin, dataDir string, env []string) *server {
	if dataDir == "" {
		var err error
		if dataDir, err = os.MkdirTemp("", "pharmaops-attack-*"); err != nil {
			log.Fatal(err)
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		log.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	logPath := filepath.Join(os.TempDir(), "pharmaops-attack-"+strconv.Itoa(os.Getpid())+".log")
	logf, err := os.Create(logPath)
	if err != nil {
		log.Fatal(err)
	}
	cmd := exec.Command(bin, "serve", "--addr", addr, "--data-dir", dataDir)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		log.Fatal(err)
	}
	s := &server{cmd: cmd, url: "http://" + addr, dataDir: dataDir, logPath: logPath,
		client: &http.Client{Timeout: 90 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}}
	for i := 0; ; i++ {
		if resp, err := http.Get(s.url + "/health"); err == nil {
			resp.Body.Close()
			break
		}
		if i > 200 {
			log.Fatalf("server did not start; log in %s", logPath)
		}
		time.Sleep(50 * time.Millisecond)
	}
	return s
}

func (s *server) stop() {
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(15 * time.Second):
		_ = s.cmd.Process.Kill()
		<-done
	}
	if strings.HasPrefix(filepath.Base(s.dataDir), "pharmaops-attack-") {
		os.RemoveAll(s.dataDir)
	}
}

// peakRSS is the server's peak resident memory so far (VmHWM), in MB.
func (s *server) peakRSS() int {
	raw, _ := os.ReadFile("/proc/" + strconv.Itoa(s.cmd.Process.Pid) + "/status")
	for _, line := range strings.Split(string(raw), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmHWM:" {
			kb, _ := strconv.Atoi(f[1])
			return kb >> 10
		}
	}
	return -1
}

func (s *server) do(method, path string, body io.Reader, h map[string]string) (int, string) {
	req, _ := http.NewRequest(method, s.url+path, body)
	for k, v := range h {
		req.Header.Set(k, v)
	}
	resp, err := s.client.Do(req)
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return resp.StatusCode, string(raw)
}

func (s *server) token() string {
	status, body := s.do("POST", "/api/auth/demo", nil, nil)
	var res struct {
		Data struct{ Token string } `json:"data"`
	}
	if err := json.Unmarshal([]byte(body), &res); err != nil || status != 200 {
		log.Fatalf("demo sign-in: %d %s", status, body)
	}
	return res.Data.Token
}

func auth(token string, kv ...string) map[string]string {
	h := map[string]string{"Authorization": "Bearer " + token}
	for i := 0; i+1 < len(kv); i += 2 {
		h[kv[i]] = kv[i+1]
	}
	return h
}

// counts renders status counts: "200×10, 429×2990".
type counts struct {
	mu sync.Mutex
	m  map[int]int
}

func (c *counts) add(status int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[int]int{}
	}
	c.m[status]++
}

func (c *counts) String() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var parts []string
	for _, st := range []int{0, 200, 201, 400, 401, 404, 408, 413, 422, 429, 500, 503, 507} {
		if n := c.m[st]; n > 0 {
			name := strconv.Itoa(st)
			if st == 0 {
				name = "no answer"
			}
			parts = append(parts, fmt.Sprintf("%s×%d", name, n))
		}
	}
	for st, n := range c.m {
		if !strings.Contains(" 0 200 201 400 401 404 408 413 422 429 500 503 507 ", " "+strconv.Itoa(st)+" ") {
			parts = append(parts, fmt.Sprintf("%d×%d", st, n))
		}
	}
	return strings.Join(parts, ", ")
}

// parallel runs n calls of fn on workers goroutines, stopping at the
// deadline; it returns how many ran.
func parallel(n, workers int, deadline time.Duration, fn func(i int)) int {
	var next, ran atomic.Int64
	stop := time.Now().Add(deadline)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := next.Add(1) - 1
				if i >= int64(n) || time.Now().After(stop) {
					return
				}
				fn(int(i))
				ran.Add(1)
			}
		}()
	}
	wg.Wait()
	return int(ran.Load())
}

// bombPNG is a PNG of 7071x7071 pixels at 16 bits per RGBA channel, all
// zero: about 400 KB of file, 400 MB of pixels once decoded.
func bombPNG() []byte { return zeroPNG(7071, 16) }

// smallPNG is a valid 2x2 PNG.
func smallPNG() []byte { return zeroPNG(2, 8) }

// zeroPNG is a square RGBA PNG of side pixels at depth bits per channel,
// all zero. The pixel rows are streamed through zlib, never held whole.
func zeroPNG(side, depth int) []byte {
	var idat bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&idat, zlib.BestCompression)
	row := make([]byte, 1+side*4*depth/8)
	for range side {
		zw.Write(row)
	}
	zw.Close()
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(typ string, data []byte) {
		binary.Write(&out, binary.BigEndian, uint32(len(data)))
		c := append([]byte(typ), data...)
		out.Write(c)
		binary.Write(&out, binary.BigEndian, crc32.ChecksumIEEE(c))
	}
	ihdr := binary.BigEndian.AppendUint32(nil, uint32(side))
	ihdr = binary.BigEndian.AppendUint32(ihdr, uint32(side))
	chunk("IHDR", append(ihdr, byte(depth), 6, 0, 0, 0))
	chunk("IDAT", idat.Bytes())
	chunk("IEND", nil)
	return out.Bytes()
}

func multipartFile(field, name string, data []byte) (*bytes.Buffer, string) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	w, _ := mw.CreateFormFile(field, name)
	w.Write(data)
	mw.Close()
	return &buf, mw.FormDataContentType()
}

func bomb(s *server, o options) string {
	token := s.token()
	png := bombPNG()
	var c counts
	for i := range 30 {
		body, ctype := multipartFile("files", fmt.Sprintf("bomb_%d.png", i), png)
		st, _ := s.do("POST", "/api/assets/upload", body, auth(token, "Content-Type", ctype))
		c.add(st)
	}
	// Wait (at most 90 s) for processing to finish: no asset uploading or analyzing.
	for end := time.Now().Add(90 * time.Second); time.Now().Before(end); time.Sleep(500 * time.Millisecond) {
		_, body := s.do("GET", "/api/assets", nil, auth(token))
		if !strings.Contains(body, `"status":"uploading"`) && !strings.Contains(body, `"status":"analyzing"`) {
			break
		}
	}
	return fmt.Sprintf("uploads %s; peak RSS %d MB", c.String(), s.peakRSS())
}

// jsonFlood streams a matrix body of about size bytes.
func jsonFlood(size int) io.Reader {
	pr, pw := io.Pipe()
	go func() {
		w := bufio.NewWriterSize(pw, 1<<16)
		w.WriteString(`{"matrix":{"rows":[`)
		row := `{"id":"r","concept":"` + strings.Repeat("x", 200) + `"},`
		for n := 0; n < size; n += len(row) {
			if _, err := w.WriteString(row); err != nil {
				return
			}
		}
		w.WriteString(`{}]}}`)
		w.Flush()
		pw.Close()
	}()
	return pr
}

func bigBody(s *server, o options) string {
	token := s.token()
	_, body := s.do("POST", "/api/campaigns", strings.NewReader(`{"name":"Attack"}`), auth(token, "Content-Type", "application/json"))
	var res struct {
		Data struct {
			Campaign struct{ ID string } `json:"campaign"`
			ID       string
		} `json:"data"`
	}
	json.Unmarshal([]byte(body), &res)
	id := res.Data.Campaign.ID
	if id == "" {
		id = res.Data.ID
	}
	var c counts
	parallel(4, 4, 120*time.Second, func(int) {
		st, _ := s.do("PUT", "/api/campaigns/"+id+"/matrix", jsonFlood(122<<20), auth(token, "Content-Type", "application/json"))
		c.add(st)
	})
	return fmt.Sprintf("%s; peak RSS %d MB", c.String(), s.peakRSS())
}

func manyFields(s *server, o options) string {
	token := s.token()
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		for i := range 200_000 {
			if err := mw.WriteField(fmt.Sprintf("field%06d", i), strings.Repeat("v", 1000)); err != nil {
				return
			}
		}
		w, _ := mw.CreateFormFile("files", "a.png")
		w.Write([]byte("\x89PNG\r\n\x1a\n"))
		mw.Close()
		pw.Close()
	}()
	st, body := s.do("POST", "/api/assets/upload", pr, auth(token, "Content-Type", mw.FormDataContentType()))
	return fmt.Sprintf("%d %s; peak RSS %d MB", st, short(body), s.peakRSS())
}

func short(body string) string {
	var env struct{ Error string }
	if json.Unmarshal([]byte(body), &env) == nil && env.Error != "" {
		body = env.Error
	}
	if len(body) > 90 {
		body = body[:90] + "…"
	}
	return "«" + strings.TrimSpace(body) + "»"
}

func dbSize(s *server) int64 {
	st, err := os.Stat(filepath.Join(s.dataDir, "pharmaops.db"))
	if err != nil {
		return -1
	}
	return st.Size()
}

func demoFlood(s *server, o options) string {
	s.token() // the first sign-in creates the schema
	time.Sleep(time.Second)
	before := dbSize(s)
	var c counts
	start := time.Now()
	ran := parallel(o.flood, 8, 15*time.Second, func(int) {
		st, _ := s.do("POST", "/api/auth/demo", nil, nil)
		c.add(st)
	})
	took := time.Since(start)
	time.Sleep(2 * time.Second) // let sandbox processing settle
	after := dbSize(s)
	return fmt.Sprintf("%d requests in %.1f s: %s; pharmaops.db %s -> %s", ran, took.Seconds(), c.String(), kb(before), kb(after))
}

func kb(n int64) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d KB", n>>10)
}

func loginFlood(s *server, o options) string {
	var c counts
	parallel(500, 8, 30*time.Second, func(int) {
		st, _ := s.do("POST", "/api/auth/login", strings.NewReader(`{"email":"owner@example.com","password":"wrong password 1"}`), map[string]string{"Content-Type": "application/json"})
		c.add(st)
	})
	return c.String()
}

func badTokens(s *server, o options) string {
	var c counts
	parallel(o.tokens, 8, 20*time.Second, func(i int) {
		st, _ := s.do("GET", "/api/auth/me", nil, auth(fmt.Sprintf("demo_guess%08d", i)))
		c.add(st)
	})
	return c.String()
}

func streams(s *server, o options) string {
	token := s.token()
	var c counts
	var open []*http.Response
	for range 1000 {
		req, _ := http.NewRequest("GET", s.url+"/api/campaigns/no-campaign/events", nil)
		req.Header.Set("Authorization", "Bearer "+token)
		resp, err := s.client.Do(req)
		if err != nil {
			c.add(0)
			continue
		}
		c.add(resp.StatusCode)
		if resp.StatusCode == 200 {
			open = append(open, resp)
		} else {
			resp.Body.Close()
		}
	}
	for _, r := range open {
		r.Body.Close()
	}
	return c.String()
}

// rawUpload starts a multipart upload declaring 100 MB and sends 1 KB.
func rawUpload(s *server, token string) (net.Conn, error) {
	conn, err := net.Dial("tcp", strings.TrimPrefix(s.url, "http://"))
	if err != nil {
		return nil, err
	}
	part := "--b\r\nContent-Disposition: form-data; name=\"files\"; filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n" + strings.Repeat("x", 1024)
	_, err = fmt.Fprintf(conn, "POST /api/assets/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 104857600\r\n\r\n%s", token, part)
	return conn, err
}

func stalled(s *server, o options) string {
	token := s.token()
	var conns []net.Conn
	for range 50 {
		c, err := rawUpload(s, token)
		if err == nil {
			conns = append(conns, c)
		}
	}
	time.Sleep(o.stall)
	held := 0
	var c counts
	for _, conn := range conns {
		conn.SetReadDeadline(time.Now().Add(200 * time.Millisecond))
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		switch {
		case err == nil:
			c.add(resp.StatusCode)
		case isTimeout(err):
			held++
		default:
			c.add(0) // closed without an answer
		}
		conn.Close()
	}
	return fmt.Sprintf("after %s: %d of %d held; cut: %s", o.stall, held, len(conns), c.String())
}

func isTimeout(err error) bool {
	ne, ok := err.(net.Error)
	return ok && ne.Timeout()
}

func aborted(s *server, o options) string {
	token := s.token()
	conn, err := rawUpload(s, token)
	if err != nil {
		return err.Error()
	}
	time.Sleep(200 * time.Millisecond)
	conn.Close()
	time.Sleep(time.Second)
	raw, _ := os.ReadFile(s.logPath)
	var status string
	errors := 0
	for _, line := range strings.Split(string(raw), "\n") {
		if strings.Contains(line, "path=/api/assets/upload") && strings.Contains(line, "status=") {
			status = line[strings.Index(line, "status="):]
			status = strings.Fields(status)[0]
		}
		if strings.Contains(line, "level=ERROR") {
			errors++
		}
	}
	return fmt.Sprintf("logged %s; ERROR lines: %d", status, errors)
}

func badZip(s *server, o options) string {
	token := s.token()
	content := bytes.Repeat([]byte("not really a png "), 100)
	var buf bytes.Buffer
	if err := newRawZip(&buf, "a.png", content, crc32.ChecksumIEEE(content)^1); err != nil {
		return err.Error()
	}
	body, ctype := multipartFile("file", "crc.zip", buf.Bytes())
	st, resp := s.do("POST", "/api/campaigns/upload-zip", body, auth(token, "Content-Type", ctype))
	return fmt.Sprintf("%d %s", st, short(resp))
}

// diskFullRun mounts a 48 MB tmpfs, fills it to about 20 MB free with a
// file it can later delete, and uploads 1 MB files until the server
// refuses; then frees the space and checks the server recovers.
func diskFullRun(bin string) string {
	mnt, err := os.MkdirTemp("", "pharmaops-attack-disk-*")
	if err != nil {
		return err.Error()
	}
	defer os.Remove(mnt)
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=48m", "tmpfs", mnt).CombinedOutput(); err != nil {
		return "skipped: mount: " + strings.TrimSpace(string(out))
	}
	defer exec.Command("umount", mnt).Run()
	filler := filepath.Join(mnt, "filler")
	os.WriteFile(filler, make([]byte, 24<<20), 0o600)
	s := start(bin, filepath.Join(mnt, "data"), []string{"PHARMAOPS_STORAGE_MIN_FREE_BYTES=" + strconv.Itoa(8<<20), "PHARMAOPS_AUTH_DEMO_TTL=24h"})
	defer s.stop()
	token := s.token()
	png := smallPNG()
	var first string
	n := 0
	for i := range 60 {
		data := append(append([]byte(nil), png...), randomBytes(1<<20)...)
		body, ctype := multipartFile("files", fmt.Sprintf("f%d.png", i), data)
		st, resp := s.do("POST", "/api/assets/upload", body, auth(token, "Content-Type", ctype))
		if st != 201 {
			first = fmt.Sprintf("%d %s", st, short(resp))
			break
		}
		n++
	}
	_, health := s.do("GET", "/health", nil, nil)
	os.Remove(filler)
	time.Sleep(1500 * time.Millisecond)
	_, healthAfter := s.do("GET", "/health", nil, nil)
	body, ctype := multipartFile("files", "again.png", append(append([]byte(nil), png...), randomBytes(1<<20)...))
	again, _ := s.do("POST", "/api/assets/upload", body, auth(token, "Content-Type", ctype))
	return fmt.Sprintf("%d stored, then %s; /health %s; space freed: /health %s, upload %d",
		n, first, healthStatus(health), healthStatus(healthAfter), again)
}

func healthStatus(body string) string {
	var h struct {
		Data struct {
			Status string
			Disk   *struct{ FreeBytes int64 }
		}
	}
	json.Unmarshal([]byte(body), &h)
	if h.Data.Disk != nil {
		return fmt.Sprintf("%q (%s free)", h.Data.Status, kb(h.Data.Disk.FreeBytes))
	}
	return fmt.Sprintf("%q", h.Data.Status)
}

func randomBytes(n int) []byte {
	b := make([]byte, n)
	rand.Read(b)
	return b
}
