package main

import (
	"archive/zip"
	"io"
)

// newRawZip writes a zip of one stored entry whose header declares crc.
func newRawZip(w io.Writer, name string, content []byte, crc uint32) error {
	zw := zip.NewWriter(w)
	fw, err := zw.CreateRaw(&zip.FileHeader{Name: name, Method: zip.Store, CRC32: crc,
		CompressedSize64: uint64(len(content)), UncompressedSize64: uint64(len(content))})
	if err != nil {
		return err
	}
	if _, err := fw.Write(content); err != nil {
		return err
	}
	return zw.Close()
}
