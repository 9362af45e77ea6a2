package media_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"math"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// TestImageDPI reads the pixel density images declare: a JFIF APP0
// segment (dots per inch or per cm) and a PNG pHYs chunk (per metre).
func TestImageDPI(t *testing.T) {
	var jb bytes.Buffer
	if err := jpeg.Encode(&jb, image.NewGray(image.Rect(0, 0, 8, 8)), nil); err != nil {
		t.Fatal(err)
	}
	jfif := func(units byte, x, y uint16) []byte {
		seg := append([]byte("JFIF\x00\x01\x02"), units)
		seg = binary.BigEndian.AppendUint16(seg, x)
		seg = binary.BigEndian.AppendUint16(seg, y)
		seg = append(seg, 0, 0) // no thumbnail
		app0 := append([]byte{0xFF, 0xE0}, binary.BigEndian.AppendUint16(nil, uint16(len(seg)+2))...)
		return cat(jb.Bytes()[:2], app0, seg, jb.Bytes()[2:])
	}
	var pb bytes.Buffer
	if err := png.Encode(&pb, image.NewGray(image.Rect(0, 0, 8, 8))); err != nil {
		t.Fatal(err)
	}
	phys := func(x, y uint32, unit byte) []byte {
		d := binary.BigEndian.AppendUint32(nil, x)
		d = binary.BigEndian.AppendUint32(d, y)
		return cat(pb.Bytes()[:8+25], pngChunk("pHYs", append(d, unit)), pb.Bytes()[8+25:])
	}
	tests := []struct {
		name string
		file []byte
		ext  string
		dpi  float64
	}{
		{"JFIF 300 dpi", jfif(1, 300, 300), "a.jpg", 300},
		{"JFIF per cm", jfif(2, 118, 118), "a.jpg", 299.7},
		{"JFIF aspect only", jfif(0, 1, 1), "a.jpg", 0},
		{"JFIF the lower of two", jfif(1, 300, 150), "a.jpg", 150},
		{"JPEG without JFIF", jb.Bytes(), "a.jpg", 0},
		{"PNG 300 dpi", phys(11811, 11811, 1), "a.png", 300},
		{"PNG unit unknown", phys(1, 1, 0), "a.png", 0},
		{"PNG without pHYs", pb.Bytes(), "a.png", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			i, err := probeBytes(tc.file, tc.ext)
			if err != nil {
				t.Fatal(err)
			}
			eq(t, "size", [2]int{i.Width, i.Height}, [2]int{8, 8})
			eq(t, "dpi", i.DPI, tc.dpi)
		})
	}
}

// TestProbePDFTrim reads a print page's TrimBox and its bleed: the
// margins to the BleedBox, else the CropBox, else the MediaBox.
func TestProbePDFTrim(t *testing.T) {
	const a4 = "/TrimBox [8.5 8.5 603.78 850.39]" // 210 x 297 mm inside 3 mm (8.5 pt) of bleed
	page := func(attrs string) []byte {
		return makePDF("%PDF-1.6", 0,
			"<< /Type /Catalog /Pages 2 0 R >>",
			"<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 612.28 858.89] >>",
			"<< /Type /Page /Parent 2 0 R "+attrs+" >>")
	}
	tests := []struct {
		name string
		pdf  []byte
		want *media.PageTrim
	}{
		{"trim inside the inherited MediaBox", page(a4), &media.PageTrim{Width: 595.28, Height: 841.89, BleedMin: 8.5, BleedMax: 8.5}},
		{"a BleedBox narrower than the page", page(a4 + " /BleedBox [5.67 5.67 606.61 853.22]"), &media.PageTrim{Width: 595.28, Height: 841.89, BleedMin: 2.83, BleedMax: 2.83}},
		{"uneven bleed", page("/TrimBox [8.5 0 603.78 841.89]"), &media.PageTrim{Width: 595.28, Height: 841.89, BleedMin: 0, BleedMax: 17}},
		{"rotated page", page(a4 + " /Rotate 90"), &media.PageTrim{Width: 841.89, Height: 595.28, BleedMin: 8.5, BleedMax: 8.5}},
		{"no TrimBox", page(""), nil},
		{"a TrimBox that is no rectangle", page("/TrimBox [0 0 (a) 5]"), nil},
		{"an empty TrimBox", page("/TrimBox [10 10 10 10]"), nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			i, err := probeBytes(tc.pdf, "ad.pdf")
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case tc.want == nil && i.Trim != nil:
				t.Errorf("trim %+v, want none", *i.Trim)
			case tc.want != nil && (i.Trim == nil || *i.Trim != *tc.want):
				t.Errorf("trim %+v, want %+v", i.Trim, *tc.want)
			}
		})
	}
}

// TestProbePDFImageDPI reads the effective resolution of the images a
// print PDF's first page draws: pixels over the size "cm" gives them.
func TestProbePDFImageDPI(t *testing.T) {
	stream := func(dict, data string) string {
		return fmt.Sprintf("<< %s /Length %d >>\nstream\n%s\nendstream", dict, len(data), data)
	}
	image := func(w, h int) string {
		return stream(fmt.Sprintf("/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray /BitsPerComponent 8", w, h), "")
	}
	page := func(content string, xobjects ...string) []byte {
		objs := []string{
			"<< /Type /Catalog /Pages 2 0 R >>",
			"<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 595.28 841.89] >>",
			"<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R /Im2 6 0 R /Fm1 7 0 R >> >> >>",
			stream("", content),
		}
		objs = append(objs, xobjects...)
		return makePDF("%PDF-1.6", 0, objs...)
	}
	form := stream("/Type /XObject /Subtype /Form /BBox [0 0 10 10]", "")
	tests := []struct {
		name string
		pdf  []byte
		dpi  float64
	}{
		{"A4 image at 300 dpi", page("q 595.28 0 0 841.89 0 0 cm /Im1 Do Q", image(2480, 3508), image(10, 10), form), 300},
		{"scaled in two steps", page("q 2 0 0 2 0 0 cm q 297.64 0 0 420.945 0 0 cm /Im1 Do Q Q", image(2480, 3508), image(10, 10), form), 300},
		{"the lower of two images", page("q 595.28 0 0 841.89 0 0 cm /Im1 Do Q q 72 0 0 72 10 10 cm /Im2 Do Q", image(2480, 3508), image(150, 150), form), 150},
		{"a rotated placement", page("q 0 841.89 -595.28 0 595.28 0 cm /Im1 Do Q", image(3508, 2480), image(10, 10), form), 300},
		{"a form is not an image", page("q 100 0 0 100 0 0 cm /Fm1 Do Q", image(2480, 3508), image(10, 10), form), 0},
		{"no images", page("BT /F1 12 Tf (text) Tj ET", image(2480, 3508), image(10, 10), form), 0},
		{"a degenerate matrix", page("q 0 0 0 0 0 0 cm /Im1 Do Q", image(2480, 3508), image(10, 10), form), 0},
		{"a truncated stream", page("q 595.28 0 0 841.89 0 0 cm /Im1 Do Q q 1 0 0 (", image(2480, 3508), image(10, 10), form), 300},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			i, err := probeBytes(tc.pdf, "ad.pdf")
			if err != nil {
				t.Fatal(err)
			}
			eq(t, "dpi", i.DPI, tc.dpi)
		})
	}
}

// printSeedPDF is a print page with a TrimBox, a BleedBox and a placed
// image: a fuzz seed for the trim and resolution readers.
func printSeedPDF() []byte {
	content := "q 595.28 0 0 841.89 0 0 cm /Im1 Do Q"
	return makePDF("%PDF-1.6", 0,
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 612.28 858.89] >>",
		"<< /Type /Page /Parent 2 0 R /TrimBox [8.5 8.5 603.78 850.39] /BleedBox [5.67 5.67 606.61 853.22] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(content), content),
		"<< /Type /XObject /Subtype /Image /Width 2480 /Height 3508 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 0 >>\nstream\n\nendstream")
}

// TestWAVHeadTailSilence measures the silence before the first and after
// the last sound of a PCM WAV.
func TestWAVHeadTailSilence(t *testing.T) {
	const rate = 8000
	wav := func(head, tone, tail float64) []byte {
		n := int((head + tone + tail) * rate)
		b := make([]byte, 44+2*n)
		copy(b, "RIFF")
		binary.LittleEndian.PutUint32(b[4:], uint32(36+2*n))
		copy(b[8:], "WAVEfmt ")
		binary.LittleEndian.PutUint32(b[16:], 16)
		binary.LittleEndian.PutUint16(b[20:], 1)
		binary.LittleEndian.PutUint16(b[22:], 1)
		binary.LittleEndian.PutUint32(b[24:], rate)
		binary.LittleEndian.PutUint32(b[28:], 2*rate)
		binary.LittleEndian.PutUint16(b[32:], 2)
		binary.LittleEndian.PutUint16(b[34:], 16)
		copy(b[36:], "data")
		binary.LittleEndian.PutUint32(b[40:], uint32(2*n))
		for i := int(head * rate); i < int((head+tone)*rate); i++ {
			binary.LittleEndian.PutUint16(b[44+2*i:], uint16(int16(8000*math.Sin(2*math.Pi*440*float64(i)/rate)+0.5*8000)))
		}
		return b
	}
	tests := []struct {
		name       string
		file       []byte
		head, tail float64
	}{
		{"half a second each side", wav(0.5, 1, 0.5), 0.5, 0.5},
		{"no silence", wav(0, 1, 0), 0, 0},
		{"a long tail", wav(0.25, 1, 1.5), 0.25, 1.5},
		{"all silent", wav(1, 0, 0), 1, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			i, err := probeBytes(tc.file, "spot.wav")
			if err != nil {
				t.Fatal(err)
			}
			if i.Audio == nil || i.Audio.HeadSilence == nil || i.Audio.TailSilence == nil {
				t.Fatalf("silence not measured: %+v", i.Audio)
			}
			if math.Abs(*i.Audio.HeadSilence-tc.head) > 0.002 || math.Abs(*i.Audio.TailSilence-tc.tail) > 0.002 {
				t.Errorf("head %v tail %v, want %v %v", *i.Audio.HeadSilence, *i.Audio.TailSilence, tc.head, tc.tail)
			}
		})
	}
}
