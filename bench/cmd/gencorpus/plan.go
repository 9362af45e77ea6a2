package main

import (
	"fmt"
	"math/rand/v2"
	"path"
)

// bannerSizes are the display sizes the corpus uses: the IAB fixed sizes
// the spec names first (they dominate), then a few other common ones.
var bannerSizes = []struct{ w, h, weight int }{
	{300, 600, 6}, {300, 250, 8}, {160, 600, 5}, {728, 90, 6}, {320, 50, 5},
	{970, 250, 2}, {336, 280, 2}, {468, 60, 1}, {320, 480, 2}, {1200, 628, 2}, {1080, 1080, 2},
}

// content is how an image's pixels are drawn, which decides how well it
// compresses and so its size on disk.
type content int

const (
	contentNoise  content = iota // photographic noise: does not compress
	contentPhoto                 // smooth gradient with grain: compresses a little
	contentBanner                // flat colour blocks: compresses well
)

// imageSpec is one planned image.
type imageSpec struct {
	Path    string // relative to the corpus root, slash-separated
	Format  string // "png", "jpeg" or "gif" (the real encoding)
	W, H    int    // pixels
	Content content
	Seed    uint64

	// JPEG.
	Quality int
	Gray    bool
	Exif    int // EXIF orientation to embed (0: no APP1 segment)

	// PNG.
	Alpha bool

	// GIF.
	Frames  int
	Delays  []int // centiseconds, one per frame, each ≥ 2
	Colours int   // palette size
}

// brands, audiences and channels make agency-style file names.
var (
	brands    = []string{"Cardiovex", "Dermalin", "Oncaris", "Pulmora", "Neurexa", "Glucovia"}
	audiences = []string{"DTC", "HCP"}
	channels  = []string{"Display", "Social", "Mobile", "Web", "Email"}
	variants  = []string{"Awareness", "Efficacy", "Safety", "Savings", "Launch", "Retarget"}
)

// planImages lays out n images deterministically from seed: about 40 %
// JPEG, 40 % PNG and 20 % GIF; mostly 1x sizes with some 2x and 4x
// retina renditions; a few files whose extension or name lies about
// their content, as real deliveries have.
func planImages(n int, seed uint64) []imageSpec {
	r := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	totalWeight := 0
	for _, s := range bannerSizes {
		totalWeight += s.weight
	}
	specs := make([]imageSpec, 0, n)
	for i := range n {
		sp := imageSpec{Seed: r.Uint64()}
		pick := r.IntN(totalWeight)
		size := bannerSizes[0]
		for _, s := range bannerSizes {
			if pick < s.weight {
				size = s
				break
			}
			pick -= s.weight
		}
		scale, scaleTag := 1, ""
		switch x := r.IntN(100); {
		case x < 6:
			scale, scaleTag = 4, "@4x"
		case x < 32:
			scale, scaleTag = 2, "@2x"
		}
		sp.W, sp.H = size.w*scale, size.h*scale

		switch x := r.IntN(100); {
		case x < 40:
			sp.Format = "jpeg"
			sp.Quality = 80 + r.IntN(18)
			sp.Gray = r.IntN(25) == 0
			if r.IntN(8) == 0 {
				sp.Exif = []int{1, 1, 3, 6, 8}[r.IntN(5)]
			}
		case x < 80:
			sp.Format = "png"
			sp.Alpha = r.IntN(4) == 0
		default:
			sp.Format = "gif"
			// GIF banners stay 1x: IAB limits keep them small.
			sp.W, sp.H, scaleTag = size.w, size.h, ""
			sp.Colours = []int{16, 32, 64, 128, 256}[r.IntN(5)]
			sp.Frames = 1
			if r.IntN(10) < 7 {
				sp.Frames = 2 + r.IntN(14)
			}
			for range sp.Frames {
				// Browsers play 0 and 1 cs delays as 10 cs, exiftool adds
				// them as they are: stay at 2 cs or more so both agree.
				sp.Delays = append(sp.Delays, 2+r.IntN(199))
			}
		}
		switch x := r.IntN(100); {
		case sp.Format == "gif":
			sp.Content = contentBanner
			if x < 35 {
				sp.Content = contentNoise
			}
		case x < 42:
			sp.Content = contentNoise
		case x < 80:
			sp.Content = contentPhoto
		default:
			sp.Content = contentBanner
		}

		ext := map[string]string{"jpeg": "jpg", "png": "png", "gif": "gif"}[sp.Format]
		nameW, nameH := size.w, size.h
		switch x := r.IntN(100); {
		case x == 0 && sp.Format != "gif": // a JPEG saved as .png, or the reverse
			ext = map[string]string{"jpeg": "png", "png": "jpg"}[sp.Format]
		case x == 1: // the name claims another size than the pixels
			other := bannerSizes[r.IntN(len(bannerSizes))]
			nameW, nameH = other.w, other.h
		}
		brand := brands[r.IntN(len(brands))]
		dir := path.Join(fmt.Sprintf("campaign-%02d_%s", i%12+1, brand), channels[r.IntN(len(channels))])
		name := fmt.Sprintf("%s_%s_%s_%dx%d%s_%s_v%d_%04d.%s", brand, audiences[r.IntN(2)],
			channels[r.IntN(len(channels))], nameW, nameH, scaleTag, variants[r.IntN(len(variants))], 1+r.IntN(4), i, ext)
		sp.Path = path.Join(dir, name)
		specs = append(specs, sp)
	}
	return specs
}
