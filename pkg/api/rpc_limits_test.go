package api_test

import (
	"context"
	"net/http"
	"testing"

	"connectrpc.com/connect"
	"github.com/pharmaops/pharmaops/pkg/api"
	"github.com/pharmaops/pharmaops/pkg/app"
	pb "github.com/pharmaops/pharmaops/pkg/rpc/gen/pharmaops/v1"
	"github.com/pharmaops/pharmaops/pkg/rpc/gen/pharmaops/v1/pharmaopsv1connect"
)

// Guessing tokens over Connect spends the REST API's budget of invalid
// tokens per address: after it, that address waits, over Connect and REST.
func TestConnectBadTokensAreThrottled(t *testing.T) {
	t.Parallel()
	e := newEnvWith(t, app.Config{DemoEnabled: true}, api.Options{Limits: tightLimits()})
	call := func(token string) error {
		c := pharmaopsv1connect.NewRuleServiceClient(http.DefaultClient, e.srv.URL, connect.WithInterceptors(connect.UnaryInterceptorFunc(
			func(next connect.UnaryFunc) connect.UnaryFunc {
				return func(ctx context.Context, req connect.AnyRequest) (connect.AnyResponse, error) {
					req.Header().Set("Authorization", "Bearer "+token)
					return next(ctx, req)
				}
			})))
		_, err := c.ListRuleSets(context.Background(), connect.NewRequest(&pb.ListRuleSetsRequest{}))
		return err
	}
	valid := e.demoToken()
	if err := call(valid); err != nil {
		t.Fatalf("valid token: %v", err)
	}
	for i := range 3 {
		if err := call("pat_guess.secret"); connect.CodeOf(err) != connect.CodeUnauthenticated {
			t.Fatalf("guess %d: %v", i, err)
		}
	}
	if err := call("pat_guess.secret"); connect.CodeOf(err) != connect.CodeResourceExhausted {
		t.Fatalf("guess over the budget: %v", err)
	}
	if status, _, _ := e.do("GET", "/api/campaigns", "", bearer("pos_guess")); status != http.StatusTooManyRequests {
		t.Fatalf("REST after the Connect guesses: %d", status)
	}
}
