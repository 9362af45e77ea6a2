package media_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// bx builds an ISO BMFF box with a 32-bit size.
func bx(typ string, payload ...[]byte) []byte {
	body := bytes.Join(payload, nil)
	b := make([]byte, 8, 8+len(body))
	binary.BigEndian.PutUint32(b, uint32(8+len(body)))
	copy(b[4:], typ)
	return append(b, body...)
}

// bx64 builds a box with a 64-bit size (size field 1).
func bx64(typ string, payload []byte) []byte {
	b := make([]byte, 16, 16+len(payload))
	binary.BigEndian.PutUint32(b, 1)
	copy(b[4:], typ)
	binary.BigEndian.PutUint64(b[8:], uint64(16+len(payload)))
	return append(b, payload...)
}

func u32(v uint32) []byte { return binary.BigEndian.AppendUint32(nil, v) }
func u64(v uint64) []byte { return binary.BigEndian.AppendUint64(nil, v) }
func u16(v uint16) []byte { return binary.BigEndian.AppendUint16(nil, v) }
func zeros(n int) []byte  { return make([]byte, n) }

// mvhd builds a movie header of version v with the given timescale and
// duration.
func mvhd(v byte, ts uint32, dur uint64) []byte {
	if v == 1 {
		return bx("mvhd", []byte{1, 0, 0, 0}, u64(0), u64(0), u32(ts), u64(dur), zeros(80))
	}
	return bx("mvhd", []byte{0, 0, 0, 0}, u32(0), u32(0), u32(ts), u32(uint32(dur)), zeros(80))
}

// tkhd builds a track header with a 16.16 width and height and an
// identity or 90° matrix.
func tkhd(v byte, w, h float64, rot90 bool) []byte {
	var times []byte
	if v == 1 {
		times = bytes.Join([][]byte{u64(0), u64(0), u32(1), u32(0), u64(0)}, nil)
	} else {
		times = bytes.Join([][]byte{u32(0), u32(0), u32(1), u32(0), u32(0)}, nil)
	}
	matrix := bytes.Join([][]byte{u32(0x10000), u32(0), u32(0), u32(0), u32(0x10000), u32(0), u32(0), u32(0), u32(0x40000000)}, nil)
	if rot90 {
		matrix = bytes.Join([][]byte{u32(0), u32(0x10000), u32(0), u32(0xFFFF0000), u32(0), u32(0), u32(0), u32(0), u32(0x40000000)}, nil)
	}
	return bx("tkhd", []byte{v, 0, 0, 3}, times, zeros(16), matrix, u32(uint32(w*65536)), u32(uint32(h*65536)))
}

func mdhd(v byte, ts uint32, dur uint64) []byte {
	if v == 1 {
		return bx("mdhd", []byte{1, 0, 0, 0}, u64(0), u64(0), u32(ts), u64(dur), zeros(4))
	}
	return bx("mdhd", []byte{0, 0, 0, 0}, u32(0), u32(0), u32(ts), u32(uint32(dur)), zeros(4))
}

func hdlr(h string) []byte {
	return bx("hdlr", zeros(4), zeros(4), []byte(h), zeros(12), []byte("handler\x00"))
}

// visualEntry builds a visual sample entry with coded width and height.
func visualEntry(codec string, w, h uint16, extra ...[]byte) []byte {
	return bx(codec, append([][]byte{zeros(6), u16(1), zeros(16), u16(w), u16(h), zeros(50)}, extra...)...)
}

func audioEntry(codec string) []byte {
	return bx(codec, zeros(6), u16(1), zeros(20))
}

func stsd(entry []byte) []byte { return bx("stsd", zeros(4), u32(1), entry) }

// stts builds a time-to-sample box from (count, delta) pairs.
func stts(pairs ...uint32) []byte {
	p := [][]byte{zeros(4), u32(uint32(len(pairs) / 2))}
	for _, v := range pairs {
		p = append(p, u32(v))
	}
	return bx("stts", p...)
}

func trak(tk, md, handler, entry, times []byte) []byte {
	return bx("trak", tk, bx("mdia", md, handler, bx("minf", bx("stbl", stsd(entry), times))))
}

func ftyp(brand string) []byte {
	return bx("ftyp", []byte(brand), u32(0), []byte(brand), []byte("iso6"))
}

// movie builds a video (and optionally audio) moov: 12.5 s, 1920x1080,
// 312 frames over (300×512+12×256)/12800 s = 25.49 fps.
func movie(v byte, audio bool) []byte {
	parts := [][]byte{
		mvhd(v, 1000, 12500),
		trak(tkhd(v, 1920, 1080, false), mdhd(v, 12800, 160000), hdlr("vide"),
			visualEntry("avc1", 1920, 1080), stts(300, 512, 12, 256)),
	}
	if audio {
		parts = append(parts, trak(tkhd(v, 0, 0, false), mdhd(v, 48000, 600000), hdlr("soun"), audioEntry("mp4a"), stts(586, 1024)))
	}
	return bx("moov", parts...)
}

func TestProbeSyntheticMP4(t *testing.T) {
	mdat := bx("mdat", zeros(4000))
	tests := []struct {
		name     string
		file     []byte
		format   string
		w, h     int
		dur, fps float64
		vc, ac   string
		rotation string
	}{
		{"v0 moov first", cat(ftyp("isom"), movie(0, true), mdat), "MP4", 1920, 1080, 12.5, 25.49, "avc1", "mp4a", ""},
		{"v1 times", cat(ftyp("mp42"), movie(1, true), mdat), "MP4", 1920, 1080, 12.5, 25.49, "avc1", "mp4a", ""},
		{"moov after mdat", cat(ftyp("isom"), mdat, movie(0, false)), "MP4", 1920, 1080, 12.5, 25.49, "avc1", "", ""},
		{"moov larger than a read block", cat(ftyp("isom"), bx("moov", mvhd(0, 1000, 12500),
			trak(tkhd(0, 1920, 1080, false), mdhd(0, 12800, 160000), hdlr("vide"), visualEntry("avc1", 1920, 1080), stts(300, 512, 12, 256)),
			bx("udta", zeros(40000))), mdat), "MP4", 1920, 1080, 12.5, 25.49, "avc1", "", ""},
		{"64-bit mdat then moov", cat(ftyp("isom"), bx64("mdat", zeros(3000)), movie(0, false)), "MP4", 1920, 1080, 12.5, 25.49, "avc1", "", ""},
		{"size-0 mdat to end of file", cat(ftyp("isom"), movie(0, false), sizeZero(mdat)), "MP4", 1920, 1080, 12.5, 25.49, "avc1", "", ""},
		{"quicktime brand", cat(ftyp("qt  "), movie(0, false)), "MOV", 1920, 1080, 12.5, 25.49, "avc1", "", ""},
		{"classic quicktime without ftyp", cat(bx("wide"), mdat, movie(0, false)), "MOV", 1920, 1080, 12.5, 25.49, "avc1", "", ""},
		{"free box and uuid box first", cat(ftyp("isom"), bx("free", zeros(10)), bx("uuid", zeros(16), zeros(5)), movie(0, false)), "MP4", 1920, 1080, 12.5, 25.49, "avc1", "", ""},
		{"sample entry size when tkhd has none", cat(ftyp("isom"), bx("moov", mvhd(0, 600, 1200),
			trak(tkhd(0, 0, 0, false), mdhd(0, 30000, 60060), hdlr("vide"), visualEntry("hvc1", 640, 360), stts(60, 1001)))),
			"MP4", 640, 360, 2, 29.97, "hvc1", "", ""},
		{"rotated", cat(ftyp("isom"), bx("moov", mvhd(0, 1000, 5000),
			trak(tkhd(0, 1080, 1920, true), mdhd(0, 25, 125), hdlr("vide"), visualEntry("avc1", 1080, 1920), stts(125, 1)))),
			"MP4", 1080, 1920, 5, 25, "avc1", "", "90"},
		{"unknown movie duration falls back to track", cat(ftyp("isom"), bx("moov", mvhd(0, 1000, 0xFFFFFFFF),
			trak(tkhd(0, 320, 240, false), mdhd(0, 1000, 7000), hdlr("vide"), visualEntry("av01", 320, 240), stts(70, 100)))),
			"MP4", 320, 240, 7, 10, "av01", "", ""},
		{"damaged trailing udta keeps the tracks", cat(ftyp("isom"), withTail(movie(0, false), []byte{0, 0, 0x27, 0x0F, 'u', 'd', 't', 'a'})),
			"MP4", 1920, 1080, 12.5, 25.49, "avc1", "", ""},
		{"disabled poster track is skipped", cat(ftyp("isom"), bx("moov", mvhd(0, 1000, 2000),
			trak(disabled(tkhd(0, 100, 100, false)), mdhd(0, 1000, 2000), hdlr("vide"), visualEntry("jpeg", 100, 100), stts(1, 2000)),
			trak(tkhd(0, 640, 480, false), mdhd(0, 1000, 2000), hdlr("vide"), visualEntry("avc1", 640, 480), stts(50, 40)))),
			"MP4", 640, 480, 2, 25, "avc1", "", ""},
		{"encrypted entry reports the original codec", cat(ftyp("isom"), bx("moov", mvhd(0, 1000, 1000),
			trak(tkhd(0, 320, 240, false), mdhd(0, 1000, 1000), hdlr("vide"),
				visualEntry("encv", 320, 240, bx("sinf", bx("frma", []byte("avc1")))), stts(10, 100)))),
			"MP4", 320, 240, 1, 10, "avc1", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			i, err := probeBytes(tc.file, tc.name)
			if err != nil {
				t.Fatal(err)
			}
			eq(t, "kind", i.Kind, media.KindVideo)
			eq(t, "format", i.Format, tc.format)
			eq(t, "width", i.Width, tc.w)
			eq(t, "height", i.Height, tc.h)
			eq(t, "duration", i.DurationSeconds, tc.dur)
			eq(t, "fps", i.FrameRate, tc.fps)
			eq(t, "video codec", i.VideoCodec, tc.vc)
			eq(t, "audio codec", i.AudioCodec, tc.ac)
			eq(t, "rotation", i.Metadata["Rotation"], tc.rotation)
			eq(t, "bitrate", i.BitrateKbps, float64(int(float64(len(tc.file))*8/tc.dur/100+0.5))/10)
		})
	}
}

func cat(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

// withTail appends raw bytes inside a box and fixes its size.
func withTail(box, tail []byte) []byte {
	b := cat(box, tail)
	binary.BigEndian.PutUint32(b, uint32(len(b)))
	return b
}

// disabled clears a tkhd's "track enabled" flag.
func disabled(tkhd []byte) []byte {
	b := append([]byte(nil), tkhd...)
	b[11] &^= 1
	return b
}

// sizeZero rewrites a box's size field to 0 ("runs to end of file").
func sizeZero(b []byte) []byte {
	c := append([]byte(nil), b...)
	binary.BigEndian.PutUint32(c, 0)
	return c
}

func TestProbeHostileMP4(t *testing.T) {
	huge := make([]byte, 16)
	binary.BigEndian.PutUint32(huge, 1)
	copy(huge[4:], "moov")
	binary.BigEndian.PutUint64(huge[8:], 1<<62)
	tooBigMoov := cat(ftyp("isom"), huge)

	childOverflow := cat(ftyp("isom"), bx("moov", mvhd(0, 1000, 1000)))
	// Make mvhd claim more bytes than moov holds.
	p := bytes.Index(childOverflow, []byte("mvhd")) - 4
	binary.BigEndian.PutUint32(childOverflow[p:], 5000)

	manyBoxes := ftyp("isom")
	for i := 0; i < 70000; i++ {
		manyBoxes = append(manyBoxes, bx("free")...)
	}
	tests := []struct {
		name string
		file []byte
		want error
	}{
		{"no moov", cat(ftyp("isom"), bx("mdat", zeros(100))), media.ErrCorrupt},
		{"moov larger than the file", tooBigMoov, media.ErrCorrupt},
		{"child larger than parent", childOverflow, media.ErrCorrupt},
		{"box size below header", cat(ftyp("isom"), []byte{0, 0, 0, 4, 'm', 'o', 'o', 'v'}), media.ErrCorrupt},
		{"moov without mvhd", cat(ftyp("isom"), bx("moov", bx("trak"))), media.ErrCorrupt},
		{"endless tiny boxes", manyBoxes, media.ErrCorrupt},
		{"HEIC still image", cat(ftyp("heic"), bx("meta")), media.ErrUnsupported},
		{"AVIF still image", cat(ftyp("avif"), bx("meta")), media.ErrUnsupported},
		{"M4A audio", cat(ftyp("M4A "), movie(0, true)), media.ErrUnsupported},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := probeBytes(tc.file, "x.mp4")
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
		})
	}
}
