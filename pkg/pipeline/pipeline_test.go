package pipeline_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/pipeline"
)

func fixture(name string) string { return filepath.Join("..", "media", "testdata", name) }

func offline(t *testing.T) ai.Analyzer {
	t.Helper()
	an, err := ai.New(ai.Config{})
	if err != nil {
		t.Fatal(err)
	}
	return an
}

// fakeOCR returns fixed text, or an error.
type fakeOCR struct {
	text string
	err  error
}

func (f fakeOCR) Text(ctx context.Context, path string) (string, error) { return f.text, f.err }

// specJob is a job checked against the spec profile's rules.
func specJob(t *testing.T, name, path string) pipeline.Job {
	rules, err := compliance.Profile("spec")
	if err != nil {
		t.Fatal(err)
	}
	return pipeline.Job{Name: name, Path: path, Rules: compliance.NewRuleSet(rules), RuleSetName: "spec profile"}
}

func TestRunStepsInOrder(t *testing.T) {
	var events []pipeline.Event
	res, err := pipeline.Run(context.Background(), specJob(t, "banner.png", fixture("png_rgb_300x250.png")),
		pipeline.Deps{AI: offline(t)}, func(e pipeline.Event) { events = append(events, e) })
	if err != nil {
		t.Fatal(err)
	}
	if len(events) != 2*pipeline.StepCount {
		t.Fatalf("%d events", len(events))
	}
	for i := 0; i < pipeline.StepCount; i++ {
		// Without OCR the text step could not run: it says skipped, with the reason.
		want := "done"
		if i == pipeline.StepText {
			want = "skipped"
		}
		if events[2*i].Step != i || events[2*i].Status != "active" || events[2*i+1].Status != want {
			t.Fatalf("step %d events %+v %+v, want %s", i, events[2*i], events[2*i+1], want)
		}
	}
	// No model looks at the image offline: its thumbnail is made when
	// first asked for.
	if res.Info.Width != 300 || res.Info.Height != 250 || res.Thumbnail != nil || !res.ThumbnailOnRequest {
		t.Fatalf("result %+v, thumbnail %d bytes, on request %v", res.Info, len(res.Thumbnail), res.ThumbnailOnRequest)
	}
	if res.Analysis.ComplianceScore == nil || !strings.Contains(events[7].Detail, "spec profile") {
		t.Fatalf("no spec profile analysis: %+v", res)
	}
	if !strings.Contains(events[3].Detail, "OCR unavailable") {
		t.Fatalf("OCR step detail %q", events[3].Detail)
	}
}

func TestRunUsesOrganizationRulesAndOCR(t *testing.T) {
	max := 1.0
	rules := []compliance.Rule{{ID: "tiny", Rule: "Tiny files", Severity: compliance.SeverityCritical, Field: "fileSize",
		Section: "Technical", Channel: "All", Enabled: true, Params: &compliance.Params{Max: &max, Unit: "KB"}}}
	res, err := pipeline.Run(context.Background(), pipeline.Job{Name: "b.jpg", Path: fixture("jpeg_baseline_728x90.jpg"), Rules: compliance.NewRuleSet(rules), RuleSetName: "test rules"},
		pipeline.Deps{AI: offline(t), OCR: fakeOCR{text: "Important Safety Information US-ZET-1234"}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Analysis.Summary.TotalChecks != 1 || res.Text == "" {
		t.Fatalf("%+v", res)
	}
	var failed bool
	for _, is := range res.Analysis.Issues {
		if is.RuleID == "tiny" && is.Status == compliance.StatusFail {
			failed = true
		}
	}
	if !failed {
		t.Fatalf("the 1 KB rule did not fail a 2 KB file: %+v", res.Analysis.Issues)
	}
	if res.Campaign.FDAFilingNumber != "US-ZET-1234" {
		t.Fatalf("filing number from OCR text not detected: %+v", res.Campaign)
	}
}

func TestRunFailsAtTheStepThatFailed(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "x.png")
	os.WriteFile(bad, []byte("not an image at all"), 0o644)
	var last pipeline.Event
	_, err := pipeline.Run(context.Background(), specJob(t, "x.png", bad), pipeline.Deps{AI: offline(t)}, func(e pipeline.Event) { last = e })
	var se *pipeline.StepError
	if !errors.As(err, &se) || se.Step != pipeline.StepUpload || last.Status != "error" {
		t.Fatalf("err %v, last %+v", err, last)
	}
	_, err = pipeline.Run(context.Background(), specJob(t, "gone.png", filepath.Join(dir, "gone.png")), pipeline.Deps{AI: offline(t)}, nil)
	if !errors.As(err, &se) || se.Step != pipeline.StepUpload {
		t.Fatalf("missing file: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := pipeline.Run(ctx, specJob(t, "b.png", fixture("png_rgb_300x250.png")), pipeline.Deps{AI: offline(t)}, nil); err == nil {
		t.Fatal("a cancelled run succeeded")
	}
}

func TestRunVideoAndDocument(t *testing.T) {
	res, err := pipeline.Run(context.Background(), specJob(t, "spot.mp4", fixture("mp4_moov_end_64x36.mp4")), pipeline.Deps{AI: offline(t)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Frames) != 5 || res.Frames[4].Label != "End card" || res.Frames[4].Timestamp >= res.Info.DurationSeconds {
		t.Fatalf("frames %+v (duration %v)", res.Frames, res.Info.DurationSeconds)
	}
	res, err = pipeline.Run(context.Background(), specJob(t, "doc.pdf", fixture("pdf_letter_3pages.pdf")), pipeline.Deps{AI: offline(t)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Info.Kind != media.KindDocument || res.Thumbnail != nil || len(res.Frames) != 0 {
		t.Fatalf("document %+v", res.Info)
	}
}

func TestThumbnailFitsAndRefusesBombs(t *testing.T) {
	f, err := os.Open(fixture("jpeg_baseline_728x90.jpg"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	info, err := media.ProbeFile(fixture("jpeg_baseline_728x90.jpg"))
	if err != nil {
		t.Fatal(err)
	}
	thumb, err := pipeline.Thumbnail(context.Background(), f, info)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(thumb))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != pipeline.ThumbnailSize || b.Dy() != 90*pipeline.ThumbnailSize/728 {
		t.Fatalf("thumbnail %v", b)
	}
}

// pngHeader is the start of a PNG (signature and IHDR) declaring an image
// that is never sent: enough for the decoder to learn what it would cost.
func pngHeader(w, h uint32, depth, colorType byte) []byte {
	ihdr := binary.BigEndian.AppendUint32(nil, w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	ihdr = append(ihdr, depth, colorType, 0, 0, 0)
	chunk := append([]byte("IHDR"), ihdr...)
	out := []byte("\x89PNG\r\n\x1a\n")
	out = binary.BigEndian.AppendUint32(out, uint32(len(ihdr)))
	out = append(out, chunk...)
	out = binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(chunk))
	return append(out, make([]byte, 64)...)
}

func TestThumbnailDecodeBudget(t *testing.T) {
	tests := []struct {
		name            string
		w, h            uint32
		depth, colorTyp byte
		wantCost        int64
		refused         bool
	}{
		{"16-bit RGBA bomb: 7071x7071 x 8 bytes", 7071, 7071, 16, 6, 7071 * 7071 * 8, true},
		{"the same size in 8-bit gray fits", 7071, 7071, 8, 0, 7071 * 7071, false},
		{"4000x4000 8-bit RGBA fits", 4000, 4000, 8, 6, 4000 * 4000 * 4, false},
		{"4000x4000 16-bit RGBA does not", 4000, 4000, 16, 6, 4000 * 4000 * 8, true},
		{"6000x6000 8-bit RGB decodes to 4 bytes a pixel", 6000, 6000, 8, 2, 6000 * 6000 * 4, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			raw := pngHeader(tt.w, tt.h, tt.depth, tt.colorTyp)
			cfg, format, err := image.DecodeConfig(bytes.NewReader(raw))
			if err != nil {
				t.Fatal(err)
			}
			if got := pipeline.DecodeCost(cfg, format, false); got != tt.wantCost {
				t.Fatalf("DecodeCost = %d, want %d", got, tt.wantCost)
			}
			info := media.Info{Kind: media.KindImage, Width: int(tt.w), Height: int(tt.h), Size: int64(len(raw))}
			_, err = pipeline.Thumbnail(context.Background(), bytes.NewReader(raw), info)
			if refused := errors.Is(err, pipeline.ErrDecodeBudget); refused != tt.refused {
				t.Fatalf("refused = %v (%v), want %v", refused, err, tt.refused)
			}
			if tt.refused && !strings.Contains(err.Error(), "MB thumbnail budget") {
				t.Fatalf("message %q does not say why", err)
			}
		})
	}
}

func TestThumbnailOf16BitPNG(t *testing.T) {
	src := image.NewNRGBA64(image.Rect(0, 0, 640, 320))
	var buf bytes.Buffer
	if err := png.Encode(&buf, src); err != nil {
		t.Fatal(err)
	}
	info := media.Info{Kind: media.KindImage, Width: 640, Height: 320, Size: int64(buf.Len())}
	thumb, err := pipeline.Thumbnail(context.Background(), bytes.NewReader(buf.Bytes()), info)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(thumb))
	if err != nil || img.Bounds().Dx() != pipeline.ThumbnailSize || img.Bounds().Dy() != 160 {
		t.Fatalf("thumbnail %v, %v", img.Bounds(), err)
	}
}

// seeingAI stands for a model that takes images: the offline analyzer
// claiming to send them.
type seeingAI struct{ ai.Analyzer }

func (seeingAI) TakesImages() bool { return true }

func TestThumbnailMadeWhenAModelLooks(t *testing.T) {
	for _, tc := range []struct {
		name          string
		ai            ai.Analyzer
		wantThumbnail bool
	}{
		{"offline: made on request", offline(t), false},
		{"a model sees the image: made now", seeingAI{offline(t)}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := pipeline.Run(context.Background(), specJob(t, "banner.png", fixture("png_rgb_300x250.png")), pipeline.Deps{AI: tc.ai}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if (res.Thumbnail != nil) != tc.wantThumbnail || res.ThumbnailOnRequest == tc.wantThumbnail {
				t.Fatalf("thumbnail %d bytes, on request %v", len(res.Thumbnail), res.ThumbnailOnRequest)
			}
		})
	}
}
