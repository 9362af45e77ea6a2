package media

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// Probe measures the asset held by r (size bytes). The type comes from the
// content's magic bytes, never from name, which only labels errors. Only
// headers are read (for MP4/MOV the box headers and the moov box), every
// read is bounded, and malformed input yields an error wrapping
// ErrCorrupt or ErrUnsupported, never a panic.
func Probe(r io.ReaderAt, size int64, name string) (info Info, err error) {
	defer func() {
		// Last line of defence: a parser bug must not take the caller
		// (a server, a CI run over thousands of files) down.
		if x := recover(); x != nil {
			info, err = Info{}, fmt.Errorf("%s: %w: internal error: %v", name, ErrCorrupt, x)
		}
	}()
	info, err = probe(r, size)
	if err != nil {
		return Info{}, fmt.Errorf("%s: %w", name, err)
	}
	info.Size = size
	return info, nil
}

// ProbeFile opens the file at path and probes it.
func ProbeFile(path string) (Info, error) {
	return probeFile(path)
}

// probeFileOS is ProbeFile through the os package.
func probeFileOS(path string) (Info, error) {
	f, err := os.Open(path)
	if err != nil {
		return Info{}, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return Info{}, err
	}
	if !st.Mode().IsRegular() {
		return Info{}, notRegular(path)
	}
	return Probe(f, st.Size(), path)
}

// notRegular is ProbeFile's error for a folder, device or pipe.
func notRegular(path string) error {
	return fmt.Errorf("%s: not a regular file", path)
}

func probe(r io.ReaderAt, size int64) (Info, error) {
	if r == nil || size <= 0 {
		return Info{}, unsupported("empty file")
	}
	w := newWindow(r, size)
	defer w.release()
	head, err := w.at(0, int(min(size, sniffLen)))
	if err != nil {
		return Info{}, fmt.Errorf("read header: %w", err)
	}
	switch sniff(head) {
	case fmtPNG:
		return probePNG(w)
	case fmtJPEG:
		return probeJPEG(w)
	case fmtGIF:
		return probeGIF(r, size)
	case fmtWebP:
		return probeWebP(w)
	case fmtBMP:
		return probeBMP(w)
	case fmtISOBMFF:
		return probeISOBMFF(w)
	case fmtPDF:
		return probePDF(r, size)
	case fmtZip:
		return probeZip(r, size)
	case fmtOLE:
		return probeOLE(r, size)
	case fmtWAV:
		return probeWAV(r, size)
	case fmtMPEGPS:
		return probeMPEGPS(r, size)
	}
	return Info{}, unsupported("%s", describeUnknown(head))
}

// shortErr turns the window's end-of-file error into a corrupt-file error
// for format and passes other (I/O) errors through.
func shortErr(format string, err error) error {
	if errors.Is(err, errShort) {
		return corrupt(format, "truncated header")
	}
	return err
}
