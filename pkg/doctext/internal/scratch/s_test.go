package scratch

import (
	"bytes"
	"math/rand"
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/doctext"
)

func TestMutate(t *testing.T) {
	base, _ := os.ReadFile(os.Getenv("SEEDFILE"))
	rng := rand.New(rand.NewSource(int64(len(base))))
	for i := 0; i < 4000; i++ {
		data := append([]byte{}, base...)
		for k := 0; k < 1+rng.Intn(8); k++ {
			pos := rng.Intn(len(data))
			switch rng.Intn(3) {
			case 0:
				data[pos] = byte(rng.Intn(256))
			case 1:
				data[pos] = "0123456789 ()<>[]/\x07\r"[rng.Intn(20)]
			case 2:
				end := min(len(data), pos+rng.Intn(64))
				data = append(data[:pos], data[end:]...)
			}
		}
		done := make(chan bool)
		go func() {
			select {
			case <-done:
			case <-time.After(4 * time.Second):
				os.WriteFile("/tmp/hang.bin", data, 0644)
				buf := make([]byte, 1<<20)
				n := runtime.Stack(buf, true)
				os.Stderr.Write(buf[:n])
				os.Exit(3)
			}
		}()
		doctext.Extract(bytes.NewReader(data), int64(len(data)))
		close(done)
	}
}
