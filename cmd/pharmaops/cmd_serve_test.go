package main

import (
	"context"
	"net"
	"strings"
	"testing"
)

const demoOnNetworkWarning = "demo sign-in is on and the server is reachable from the network"

// TestServeWarnsWhenDemoIsOpenToTheNetwork starts the server on every
// interface and on loopback, with and without demo sign-in: only demo on a
// network address logs the warning.
func TestServeWarnsWhenDemoIsOpenToTheNetwork(t *testing.T) {
	cases := []struct {
		name    string
		network bool
		args    []string
		warn    bool
	}{
		{name: "network with demo", network: true, warn: true},
		{name: "network without demo", network: true, args: []string{"--demo=false"}},
		{name: "loopback with demo"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			addr := freeAddr(t)
			listen := addr
			if c.network {
				_, port, _ := net.SplitHostPort(addr)
				listen = ":" + port
			}
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan string, 1)
			go func() {
				out, _ := run(ctx, append([]string{"serve", "--addr", listen, "--data-dir", t.TempDir()}, c.args...)...)
				done <- out
			}()
			waitHealthy(t, addr)
			cancel()
			out := <-done
			if got := strings.Contains(out, demoOnNetworkWarning); got != c.warn {
				t.Fatalf("warning logged: %v, want %v; log:\n%s", got, c.warn, out)
			}
		})
	}
}

func TestServeListensOnLoopbackByDefault(t *testing.T) {
	serve, _, err := newRootCommand().Find([]string{"serve"})
	if err != nil {
		t.Fatal(err)
	}
	if def := serve.Flags().Lookup("addr").DefValue; def != "127.0.0.1:8000" {
		t.Fatalf("default --addr %q, want 127.0.0.1:8000", def)
	}
}
