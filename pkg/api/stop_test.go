package api_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/pipeline"
)

// A server that stops while it processes assets fails none of them and
// keeps no result of a run cut short: the jobs run again from the start at
// the next start (or, with several instances, on another one).
func TestStopMidProcessingFailsNothing(t *testing.T) {
	parallel(t)
	started := make(chan struct{})
	var once sync.Once
	model := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body) // read, so the server notices when the caller hangs up
		once.Do(func() { close(started) })
		<-r.Context().Done() // a model that answers only when the caller gives up
	}))
	defer model.Close()
	slow, err := ai.New(ai.Config{Provider: "openai", BaseURL: model.URL, Model: "m", APIKey: "k", Timeout: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	e := defaultEnv(t)
	token := e.demoToken() // the sandbox's sample banners wait for processing
	ctx, stop := context.WithCancel(context.Background())
	if err := e.app.StartProcessing(ctx, pipeline.Deps{AI: slow}); err != nil {
		t.Fatal(err)
	}
	<-started // assets are in the middle of their processing
	stop()

	// The next start: a new core on the same store and files.
	offline, _ := ai.New(ai.Config{})
	ctx2, stop2 := context.WithCancel(context.Background())
	defer stop2()
	restarted := app.New(e.st, e.app.Blobs(), app.Config{}, nil)
	if err := restarted.StartProcessing(ctx2, pipeline.Deps{AI: offline}); err != nil {
		t.Fatal(err)
	}
	var list []assetJSON
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		_, _, body := e.do("GET", "/api/assets?limit=1000", "", bearer(token))
		list = decodeData[struct{ Assets []assetJSON }](t, body).Assets
		busy := 0
		for _, a := range list {
			if a.Status != "complete" && a.Status != "error" {
				busy++
			}
		}
		if busy == 0 && len(list) > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d assets still processing", busy, len(list))
		}
	}
	for _, a := range list {
		if a.Status != "complete" {
			t.Errorf("%s: %s (%s) after a stop mid-processing", a.Name, a.Status, a.Error)
		}
		// The result is the second run's, not the one cut short (whose
		// model call failed when the stop cancelled it).
		if _, _, raw := e.do("GET", "/api/assets/"+a.ID, "", bearer(token)); strings.Contains(raw, `"aiError"`) {
			t.Errorf("%s: the result of the run cut short was kept: %s", a.Name, raw)
		}
	}
}
