package main

import (
	"bytes"
	"image"
	"image/gif"
	_ "image/jpeg"
	_ "image/png"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestPlanIsDeterministic(t *testing.T) {
	a, b := planImages(300, 7), planImages(300, 7)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("the same seed planned different corpora")
	}
	if reflect.DeepEqual(a, planImages(300, 8)) {
		t.Fatal("different seeds planned the same corpus")
	}
}

func TestPlanShape(t *testing.T) {
	specs := planImages(2000, 1)
	count := map[string]int{}
	paths := map[string]bool{}
	retina := 0
	for _, sp := range specs {
		count[sp.Format]++
		if paths[sp.Path] {
			t.Fatalf("duplicate path %s", sp.Path)
		}
		paths[sp.Path] = true
		if sp.W <= 0 || sp.H <= 0 || sp.W > 4*1200 || sp.H > 4*1080 {
			t.Errorf("%s: size %dx%d", sp.Path, sp.W, sp.H)
		}
		if strings.Contains(sp.Path, "@") {
			retina++
		}
		if sp.Format == "gif" {
			if len(sp.Delays) != sp.Frames || sp.Frames < 1 {
				t.Errorf("%s: %d frames, %d delays", sp.Path, sp.Frames, len(sp.Delays))
			}
			for _, d := range sp.Delays {
				if d < 2 {
					t.Errorf("%s: delay %d cs; exiftool and browsers differ below 2 cs", sp.Path, d)
				}
			}
		}
	}
	for _, f := range []string{"png", "jpeg", "gif"} {
		if share := float64(count[f]) / float64(len(specs)); share < 0.1 {
			t.Errorf("%s: %.0f %% of the corpus", f, 100*share)
		}
	}
	if retina < 200 {
		t.Errorf("%d retina images, want several hundred", retina)
	}
}

func TestWriteImage(t *testing.T) {
	tests := []struct {
		name   string
		spec   imageSpec
		format string
	}{
		{"noise jpeg", imageSpec{Format: "jpeg", W: 64, H: 40, Content: contentNoise, Quality: 90}, "jpeg"},
		{"grey jpeg with exif", imageSpec{Format: "jpeg", W: 33, H: 17, Content: contentPhoto, Quality: 80, Gray: true, Exif: 6}, "jpeg"},
		{"rgba png", imageSpec{Format: "png", W: 50, H: 30, Content: contentPhoto, Alpha: true}, "png"},
		{"banner png", imageSpec{Format: "png", W: 32, H: 5, Content: contentBanner}, "png"},
		{"animated gif", imageSpec{Format: "gif", W: 40, H: 20, Content: contentNoise, Colours: 256, Frames: 3, Delays: []int{2, 50, 7}}, "gif"},
		{"still gif", imageSpec{Format: "gif", W: 9, H: 7, Content: contentBanner, Colours: 16, Frames: 1, Delays: []int{5}}, "gif"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.spec.Seed = 42
			var a, b bytes.Buffer
			if err := writeImage(&a, tt.spec); err != nil {
				t.Fatal(err)
			}
			if err := writeImage(&b, tt.spec); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Error("the same spec wrote different bytes")
			}
			cfg, format, err := image.DecodeConfig(bytes.NewReader(a.Bytes()))
			if err != nil {
				t.Fatal(err)
			}
			if format != tt.format || cfg.Width != tt.spec.W || cfg.Height != tt.spec.H {
				t.Errorf("decoded %s %dx%d, want %s %dx%d", format, cfg.Width, cfg.Height, tt.format, tt.spec.W, tt.spec.H)
			}
			if _, _, err := image.Decode(bytes.NewReader(a.Bytes())); err != nil {
				t.Errorf("full decode: %v", err)
			}
			if tt.spec.Exif != 0 && !bytes.HasPrefix(a.Bytes(), []byte("\xFF\xD8\xFF\xE1")) {
				t.Errorf("no APP1 right after SOI: % x", a.Bytes()[:4])
			}
			if tt.format == "gif" {
				g, err := gif.DecodeAll(bytes.NewReader(a.Bytes()))
				if err != nil {
					t.Fatal(err)
				}
				want := tt.spec.Delays
				if tt.spec.Frames == 1 {
					want = []int{0}
				}
				if !reflect.DeepEqual(g.Delay, want) {
					t.Errorf("delays %v, want %v", g.Delay, want)
				}
			}
		})
	}
}

func TestRunWritesAndResumes(t *testing.T) {
	dir := t.TempDir()
	var out bytes.Buffer
	if err := run([]string{"-out", dir, "-images", "6", "-seed", "3"}, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "6 images (6 written, 0 kept)") {
		t.Errorf("first run: %q", out.String())
	}
	var files []string
	_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
		}
		return err
	})
	if len(files) != 6 {
		t.Fatalf("%d files written: %v", len(files), files)
	}
	out.Reset()
	if err := run([]string{"-out", dir, "-images", "6", "-seed", "3"}, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "(0 written, 6 kept)") {
		t.Errorf("second run: %q", out.String())
	}
	for _, args := range [][]string{{}, {"-out", dir, "-images", "-1"}, {"-out", dir, "extra"}} {
		if err := run(args, &out); err == nil {
			t.Errorf("run(%q): no error", args)
		}
	}
}
