package media_test

import (
	"encoding/binary"
	"math"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzProbeMP4 drives the ISO BMFF box reader (and, through sniffing, the
// other parsers) with mutated MP4/MOV files: every input must give a
// result or a clean error, never a panic or a hang.
func FuzzProbeMP4(f *testing.F) {
	for _, name := range []string{"mp4_faststart_64x36.mp4", "mp4_moov_end_64x36.mp4", "mp4_hevc_64x36.mp4", "mov_mpeg4_64x36.mov", "mp4_fragmented_64x36.mp4"} {
		f.Add(fixture(f, name))
	}
	f.Add(cat(ftyp("isom"), movie(1, true), bx64("mdat", zeros(64))))
	f.Add(cat(ftyp("qt  "), sizeZero(bx("mdat", zeros(32)))))
	f.Fuzz(func(t *testing.T, b []byte) {
		i, err := probeBytes(b, "fuzz.mp4")
		if err != nil {
			if strings.Contains(err.Error(), "internal error") {
				t.Fatalf("parser panicked: %v", err)
			}
			return
		}
		if i.Width < 0 || i.Height < 0 || i.DurationSeconds < 0 || i.FrameRate < 0 {
			t.Fatalf("negative measurement: %+v", i)
		}
	})
}

// FuzzProbe mutates every committed fixture (images, PDF, zips) and a
// few synthetic PDFs; the same no-panic rule applies.
func FuzzProbe(f *testing.F) {
	names, _ := filepath.Glob(filepath.Join("testdata", "*.*"))
	for _, n := range names {
		if b := filepath.Base(n); strings.HasSuffix(b, ".json") || strings.HasSuffix(b, ".sh") {
			continue
		}
		f.Add(fixture(f, filepath.Base(n)))
	}
	f.Add(makePDFObjStm(f, ""))
	f.Add(makeOLE("WordDocument"))
	f.Add(tinyWAV())           // WAV: chunks, PCM decoding, loudness
	f.Add(printSeedPDF())      // TrimBox, BleedBox, a placed image
	f.Add(printPagesSeedPDF()) // two pages, forms in forms
	f.Add(printInkSeedPDF(f))  // CMYK fills and images, ICC colour, overprint
	f.Fuzz(func(t *testing.T, b []byte) {
		if _, err := probeBytes(b, "fuzz.bin"); err != nil && strings.Contains(err.Error(), "internal error") {
			t.Fatalf("parser panicked: %v", err)
		}
	})
}

// tinyWAV is half a second of 16-bit mono PCM at 8 kHz (a 440 Hz tone).
func tinyWAV() []byte {
	const rate, n = 8000, 4000
	b := make([]byte, 44+2*n)
	copy(b, "RIFF")
	binary.LittleEndian.PutUint32(b[4:], uint32(36+2*n))
	copy(b[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(b[16:], 16)
	binary.LittleEndian.PutUint16(b[20:], 1) // PCM
	binary.LittleEndian.PutUint16(b[22:], 1) // mono
	binary.LittleEndian.PutUint32(b[24:], rate)
	binary.LittleEndian.PutUint32(b[28:], 2*rate)
	binary.LittleEndian.PutUint16(b[32:], 2)
	binary.LittleEndian.PutUint16(b[34:], 16)
	copy(b[36:], "data")
	binary.LittleEndian.PutUint32(b[40:], 2*n)
	for i := 0; i < n; i++ {
		binary.LittleEndian.PutUint16(b[44+2*i:], uint16(int16(8000*math.Sin(2*math.Pi*440*float64(i)/rate))))
	}
	return b
}
