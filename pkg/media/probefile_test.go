package media_test

import (
	"bytes"
	"errors"
	"image"
	"image/color/palette"
	"image/gif"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// noiseGIF encodes an animated GIF of random pixels (it does not
// compress): frames of w×h, with delays in hundredths of a second.
func noiseGIF(t testing.TB, w, h int, delays []int) []byte {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	g := &gif.GIF{LoopCount: 2}
	for _, d := range delays {
		img := image.NewPaletted(image.Rect(0, 0, w, h), palette.Plan9)
		for i := range img.Pix {
			img.Pix[i] = uint8(rng.IntN(256))
		}
		g.Image = append(g.Image, img)
		g.Delay = append(g.Delay, d)
	}
	var buf bytes.Buffer
	if err := gif.EncodeAll(&buf, g); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestProbeFileMatchesProbe checks that ProbeFile, which reads files with
// its own system calls where the system allows it, measures files, whole
// and cut short anywhere, exactly as Probe measures the same bytes in
// memory.
func TestProbeFileMatchesProbe(t *testing.T) {
	big := noiseGIF(t, 300, 250, []int{50, 120, 7, 300}) // about 300 KB
	if len(big) < 200<<10 {
		t.Fatalf("test GIF is only %d bytes", len(big))
	}
	cuts := []int{len(big), len(big) - 1, len(big) - 2, len(big) / 2, 64<<10 + 1, 64 << 10, 64<<10 - 1, 1000, 13, 12, 1}
	dir := t.TempDir()
	for _, n := range cuts {
		data := big[:n]
		path := filepath.Join(dir, "banner.gif")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		got, gotErr := media.ProbeFile(path)
		want, wantErr := media.Probe(bytes.NewReader(data), int64(n), path)
		if !reflect.DeepEqual(got, want) || (gotErr == nil) != (wantErr == nil) || (gotErr != nil && gotErr.Error() != wantErr.Error()) {
			t.Errorf("%d bytes: ProbeFile = %+v, %v; Probe = %+v, %v", n, got, gotErr, want, wantErr)
		}
		if n == len(big) && (gotErr != nil || got.FrameCount != 4 || got.DurationSeconds != 4.77 || got.Width != 300) {
			t.Errorf("whole GIF: %+v, %v", got, gotErr)
		}
	}
}

// TestProbeFileNotRegular checks the errors for paths that are not
// regular files.
func TestProbeFileNotRegular(t *testing.T) {
	dir := t.TempDir()
	if _, err := media.ProbeFile(dir); err == nil {
		t.Error("a folder probed without error")
	}
	_, err := media.ProbeFile(filepath.Join(dir, "missing.png"))
	var pe *fs.PathError
	if !errors.As(err, &pe) || pe.Op != "open" || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}
