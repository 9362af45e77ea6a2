package api

import (
	"errors"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/ratelimit"
)

// Limits are the API's resource budgets (docs/security.md explains each).
// The zero value of a rule turns it off.
type Limits struct {
	// SignIn budgets sign-in, registration, token refresh and code
	// exchange per client address.
	SignIn ratelimit.Rule
	// Demo budgets demo sign-ins, each of which creates a sandbox
	// organization with sample data: per client address, and DemoAll for
	// all addresses together, so that a flood cannot grow the database.
	Demo, DemoAll ratelimit.Rule
	// BadToken budgets requests with an unknown or expired bearer token
	// per client address; past it even valid tokens from that address
	// wait, so guessing tokens is slow.
	BadToken ratelimit.Rule
	// Upload, BRDParse and AI budget those calls per signed-in user and,
	// at twice the burst, per client address.
	Upload   ratelimit.Rule
	BRDParse ratelimit.Rule
	AI       ratelimit.Rule
	// EventStreamsPerUser bounds the open event streams of one user.
	EventStreamsPerUser int
	// HeavySlots expensive requests (BRD parse, zip expansion, exports)
	// run at once, with HeavyQueue more waiting; beyond that 503.
	HeavySlots, HeavyQueue int
	// ClientIPHeader names the header a trusted reverse proxy puts the
	// client address in (X-Forwarded-For, X-Real-IP); empty: the peer.
	ClientIPHeader string
}

// DefaultLimits are generous for people and tight for scripts.
func DefaultLimits() Limits {
	return Limits{
		SignIn:              ratelimit.Rule{Burst: 20, Every: 3 * time.Second},
		Demo:                ratelimit.Rule{Burst: 20, Every: 30 * time.Second},
		DemoAll:             ratelimit.Rule{Burst: 60, Every: time.Minute},
		BadToken:            ratelimit.Rule{Burst: 20, Every: 3 * time.Second},
		Upload:              ratelimit.Rule{Burst: 60, Every: time.Second},
		BRDParse:            ratelimit.Rule{Burst: 10, Every: 6 * time.Second},
		AI:                  ratelimit.Rule{Burst: 20, Every: 3 * time.Second},
		EventStreamsPerUser: 16,
		HeavySlots:          2,
		HeavyQueue:          8,
	}
}

// routeClass is what budgets a request draws on.
type routeClass struct {
	rule  string // "signin", "demo", "upload", "brd", "ai" or "" (no rate limit)
	heavy bool   // runs in the bounded queue of expensive requests
	// body bounds the whole request body (nil: the handler bounds it).
	body func(s *Server) int64
}

// classifyRoute maps a request to its budgets. It is keyed by method and path,
// not by the handler, so routes added later (the sign-in routes of the
// identity work) are budgeted as soon as they exist.
func classifyRoute(r *http.Request) routeClass {
	p := r.URL.Path
	if r.Method != http.MethodPost && r.Method != http.MethodPut {
		if r.Method == http.MethodGet && (strings.HasPrefix(p, "/api/auth/google") || p == "/api/google-drive/auth-url") {
			return routeClass{rule: "signin"}
		}
		if r.Method == http.MethodGet && (strings.HasSuffix(p, "/matrix/export") || strings.HasPrefix(p, "/api/trafficking/") && strings.HasSuffix(p, "/export")) {
			return routeClass{heavy: true}
		}
		if r.Method == http.MethodPatch && strings.HasPrefix(p, "/api/campaigns/") && strings.HasSuffix(p, "/matrix") {
			return routeClass{heavy: true} // a patch saves the whole matrix
		}
		return routeClass{}
	}
	switch p {
	case "/api/auth/login", "/api/auth/register", "/api/auth/refresh", "/api/auth/exchange":
		return routeClass{rule: "signin"}
	case "/api/auth/demo":
		return routeClass{rule: "demo"}
	case "/api/assets/upload", "/api/campaigns/upload-files":
		return routeClass{rule: "upload", body: uploadBody}
	case "/api/campaigns/upload-zip":
		return routeClass{rule: "upload", heavy: true, body: zipBody}
	case "/api/trafficking/parse":
		return routeClass{rule: "upload", heavy: true, body: fileBody(maxTemplateBytes)}
	case "/api/brd/parse":
		return routeClass{rule: "brd", heavy: true, body: fileBody(app.MaxBRDBytes)}
	}
	switch {
	case strings.HasPrefix(p, "/api/auth/google"):
		return routeClass{rule: "signin"}
	case strings.HasPrefix(p, "/api/ai-analysis/"), strings.HasPrefix(p, "/api/assets/") && strings.HasSuffix(p, "/classify"):
		return routeClass{rule: "ai"}
	case strings.HasPrefix(p, "/api/campaigns/") && strings.HasSuffix(p, "/matrix"):
		return routeClass{heavy: true}
	case strings.HasPrefix(p, "/api/rules/") && strings.HasSuffix(p, "/test"):
		return routeClass{body: fileBody(app.MaxRuleTestFile)}
	}
	return routeClass{}
}

// uploadBody bounds an asset upload request: several files of up to the
// per-file limit each (the web app sends a whole selection in one request;
// each file is bounded on its own, and the disk floor bounds them all),
// plus room for the multipart framing and form fields.
func uploadBody(s *Server) int64 { return 4*s.app.Config().MaxUploadBytes + maxFormBytes + 1<<20 }

// zipBody bounds an uploaded zip: one file of up to the per-file limit.
func zipBody(s *Server) int64 { return s.app.Config().MaxUploadBytes + maxFormBytes + 1<<20 }

// fileBody bounds a request carrying one file of at most max bytes.
func fileBody(max int64) func(*Server) int64 {
	return func(*Server) int64 { return max + maxFormBytes + 1<<20 }
}

// budgets holds the limiters and counters the handlers share.
type budgets struct {
	limits   Limits
	perAddr  map[string]ratelimit.Budget
	perUser  map[string]ratelimit.Budget
	global   map[string]ratelimit.Budget // one bucket for all clients
	badToken ratelimit.Budget
	heavy    *ratelimit.Queue

	streamsMu sync.Mutex
	streams   map[string]int // open event streams per user
}

// NewBudget makes the rate limit of a rule; name tells the limits apart
// ("signin/addr", "upload/user"…) where they share one store.
type NewBudget func(name string, rule ratelimit.Rule) ratelimit.Budget

// inProcess keeps the budgets in this process: the default, and all a
// single instance on bbolt needs.
func inProcess(_ string, rule ratelimit.Rule) ratelimit.Budget { return ratelimit.New(rule) }

func newBudgets(l Limits, newBudget NewBudget) *budgets {
	if newBudget == nil {
		newBudget = inProcess
	}
	b := &budgets{limits: l, perAddr: map[string]ratelimit.Budget{}, perUser: map[string]ratelimit.Budget{},
		global: map[string]ratelimit.Budget{}, badToken: newBudget("badtoken/addr", l.BadToken), streams: map[string]int{}}
	b.perAddr["signin"] = newBudget("signin/addr", l.SignIn)
	b.perAddr["demo"] = newBudget("demo/addr", l.Demo)
	b.global["demo"] = newBudget("demo/all", l.DemoAll)
	for name, rule := range map[string]ratelimit.Rule{"upload": l.Upload, "brd": l.BRDParse, "ai": l.AI} {
		b.perUser[name] = newBudget(name+"/user", rule)
		// An address may hold several users (an office behind one NAT).
		b.perAddr[name] = newBudget(name+"/addr", ratelimit.Rule{Burst: 2 * rule.Burst, Every: rule.Every / 2})
	}
	if l.HeavySlots > 0 {
		b.heavy = ratelimit.NewQueue(l.HeavySlots, l.HeavyQueue)
	}
	return b
}

// heavyRetryAfter is the Retry-After of a 503 from the full queue.
const heavyRetryAfter = 5 * time.Second

// tooMany answers 429 with Retry-After.
func tooMany(w http.ResponseWriter, wait time.Duration, msg string) {
	w.Header().Set("Retry-After", strconv.Itoa(int(wait.Round(time.Second)/time.Second)))
	writeJSON(w, http.StatusTooManyRequests, envelope{Success: false, Error: msg})
}

// withBudgets applies the rate limits, the body bound and the queue of
// expensive requests of each request's route class.
func (s *Server) withBudgets(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if writes(r) {
			if err := s.app.CheckDiskSpace(); err != nil {
				fail(w, r, s.log, err)
				return
			}
		}
		class := classifyRoute(r)
		if class.rule != "" {
			addr := s.clientAddr(r)
			if ok, wait := s.budgets.perAddr[class.rule].Allow(addr); !ok {
				s.log.Info("rate limited", "rule", class.rule, "by", "address", "path", r.URL.Path, "requestId", requestID(r))
				tooMany(w, wait, "Too many requests from your address; try again in "+waitText(wait))
				return
			}
			if lim := s.budgets.global[class.rule]; lim != nil {
				if ok, wait := lim.Allow(""); !ok {
					s.log.Warn("rate limited for all clients", "rule", class.rule, "path", r.URL.Path, "requestId", requestID(r))
					tooMany(w, wait, "Too many requests of this kind right now; try again in "+waitText(wait))
					return
				}
			}
			if lim := s.budgets.perUser[class.rule]; lim != nil {
				if p, err := s.app.Authenticate(r.Context(), bearerToken(r)); err == nil {
					if ok, wait := lim.Allow(p.User.ID); !ok {
						s.log.Info("rate limited", "rule", class.rule, "by", "user", "path", r.URL.Path, "requestId", requestID(r))
						tooMany(w, wait, "Too many requests for your account; try again in "+waitText(wait))
						return
					}
				}
			}
		}
		if class.body != nil && r.Body != nil {
			r.Body = http.MaxBytesReader(w, r.Body, class.body(s))
		}
		if class.heavy && s.budgets.heavy != nil {
			release, err := s.budgets.heavy.Acquire(r.Context())
			if errors.Is(err, ratelimit.ErrQueueFull) {
				s.log.Info("busy: expensive request refused", "path", r.URL.Path, "requestId", requestID(r))
				w.Header().Set("Retry-After", strconv.Itoa(int(heavyRetryAfter/time.Second)))
				writeJSON(w, http.StatusServiceUnavailable, envelope{Success: false, Error: "The server is busy with other large jobs; try again in a few seconds"})
				return
			}
			if err != nil {
				return // the client went away while queued
			}
			defer release()
		}
		next.ServeHTTP(w, r)
	})
}

// writes reports whether a request may store something: it is refused
// when the disk is nearly full. Deletes pass (they free space), and so do
// signing in and out, which write a session or less: the floor leaves room
// for them, and an administrator must be able to sign in to delete.
func writes(r *http.Request) bool {
	switch r.Method {
	case http.MethodPost, http.MethodPut, http.MethodPatch:
		switch r.URL.Path {
		case "/api/auth/login", "/api/auth/refresh", "/api/auth/exchange", "/api/auth/logout":
			return false
		}
		return true
	}
	return false
}

// waitText renders a Retry-After for people: "5 seconds", "2 minutes".
func waitText(d time.Duration) string {
	if d >= 2*time.Minute {
		return strconv.Itoa(int(d.Round(time.Minute)/time.Minute)) + " minutes"
	}
	n := int(d.Round(time.Second) / time.Second)
	if n == 1 {
		return "1 second"
	}
	return strconv.Itoa(n) + " seconds"
}

// clientAddr is the key of a client's address: the peer's IP, or the one
// the trusted proxy header names; IPv6 addresses count per /64, since one
// client usually holds a whole /64.
func (s *Server) clientAddr(r *http.Request) string {
	raw := r.RemoteAddr
	if h := s.budgets.limits.ClientIPHeader; h != "" {
		if v := r.Header.Get(h); v != "" {
			// X-Forwarded-For lists client, proxies…; the proxy appends the
			// peer it saw last, which is the one it vouches for.
			parts := strings.Split(v, ",")
			raw = strings.TrimSpace(parts[len(parts)-1])
		}
	}
	if host, _, err := net.SplitHostPort(raw); err == nil {
		raw = host
	}
	ip, err := netip.ParseAddr(raw)
	if err != nil {
		return raw
	}
	ip = ip.Unmap()
	if ip.Is6() {
		pfx, _ := ip.Prefix(64)
		return pfx.String()
	}
	return ip.String()
}

// checkBadTokens refuses, with 429, a client address that has sent too many
// unknown tokens lately.
func (s *Server) checkBadTokens(w http.ResponseWriter, r *http.Request) bool {
	if ok, wait := s.budgets.badToken.Peek(s.clientAddr(r)); !ok {
		tooMany(w, wait, "Too many requests with an invalid session token; try again in "+waitText(wait))
		return false
	}
	return true
}

// noteBadToken counts an unknown or expired token against its address.
func (s *Server) noteBadToken(r *http.Request) {
	s.budgets.badToken.Allow(s.clientAddr(r))
}

// badTokenGuard lends the Connect services (pkg/rpc) the same budget of
// invalid tokens per address.
type badTokenGuard struct{ s *Server }

func (g badTokenGuard) Refused(r *http.Request) time.Duration {
	if ok, wait := g.s.budgets.badToken.Peek(g.s.clientAddr(r)); !ok {
		return max(wait, time.Second)
	}
	return 0
}

func (g badTokenGuard) Note(r *http.Request) { g.s.noteBadToken(r) }

// openStream counts an event stream of a user; false when the user has
// EventStreamsPerUser open already. A true answer must be paired with a
// call of the returned close.
func (b *budgets) openStream(userID string) (func(), bool) {
	max := b.limits.EventStreamsPerUser
	b.streamsMu.Lock()
	defer b.streamsMu.Unlock()
	if max > 0 && b.streams[userID] >= max {
		return nil, false
	}
	b.streams[userID]++
	return func() {
		b.streamsMu.Lock()
		defer b.streamsMu.Unlock()
		if b.streams[userID]--; b.streams[userID] <= 0 {
			delete(b.streams, userID)
		}
	}, true
}
