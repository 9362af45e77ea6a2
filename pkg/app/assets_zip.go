package app

import (
	"archive/zip"
	"context"
	"errors"
	"io"
	"path"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/safezip"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// zipLimits bound an uploaded zip of assets: more entries and a larger
// total than a banner zip, the same protection against bombs.
var zipLimits = safezip.Limits{MaxEntries: 2000, MaxTotalSize: 4 << 30, MaxFileSize: 2 << 30, MaxRatio: 100}

// ZipRejection names an entry of a zip that was not stored and why.
type ZipRejection struct {
	Name  string `json:"name"`
	Error string `json:"error"`
}

// UploadZip stores a zip of assets: an HTML5 banner zip (one entry HTML)
// becomes one asset; any other zip is unpacked safely and each file becomes
// an asset. Entries that are not supported assets are reported, not stored.
func (a *App) UploadZip(ctx context.Context, p *Principal, campaignID, name string, src io.Reader) ([]store.Asset, []ZipRejection, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return nil, nil, err
	}
	tmp, err := blob.Spool(src, a.cfg.MaxUploadBytes)
	if errors.Is(err, blob.ErrTooLarge) {
		return nil, nil, &Error{Kind: ErrTooLarge, Msg: cleanFileName(name) + " is larger than the upload limit of " + formatBytes(a.cfg.MaxUploadBytes)}
	}
	if err != nil {
		return nil, nil, err
	}
	defer tmp.Remove()
	size := tmp.Size
	if info, err := media.Probe(tmp, size, name); err == nil && info.Kind == media.KindHTML5 && info.HTML5 != nil && len(info.HTML5.EntryHTML) > 0 {
		as, err := a.UploadAsset(ctx, p, campaignID, name, io.NewSectionReader(tmp, 0, size))
		if err != nil {
			return nil, nil, err
		}
		return []store.Asset{as}, nil, nil
	}
	z, err := safezip.Open(tmp, size, zipLimits)
	if errors.Is(err, safezip.ErrNotZip) {
		return nil, nil, Invalid("%s is not a usable zip: %s", cleanFileName(name), err.Error())
	}
	if err != nil { // a zip, but damaged, hostile or too large
		return nil, nil, &Error{Kind: ErrUnprocessable, Msg: cleanFileName(name) + " is not a usable zip: " + err.Error()}
	}
	var stored []store.Asset
	var rejected []ZipRejection
	var damaged error
	for _, f := range z.Files() {
		base := path.Base(f.Name)
		if strings.HasSuffix(f.Name, "/") || strings.HasPrefix(f.Name, "__MACOSX/") || strings.HasPrefix(base, ".") {
			continue
		}
		rc, err := z.OpenFile(f.Name, zipLimits.MaxFileSize)
		if err != nil {
			rejected = append(rejected, ZipRejection{Name: f.Name, Error: err.Error()})
			continue
		}
		as, err := a.UploadAsset(ctx, p, campaignID, base, &entryReader{rc: rc, zip: cleanFileName(name), entry: f.Name})
		rc.Close()
		if err != nil {
			var ae *Error
			if !errors.As(err, &ae) || errors.Is(err, ErrDiskFull) {
				return stored, rejected, err
			}
			if errors.Is(err, ErrUnprocessable) && damaged == nil {
				damaged = err
			}
			rejected = append(rejected, ZipRejection{Name: f.Name, Error: ae.Msg})
			continue
		}
		stored = append(stored, as)
	}
	if len(stored) == 0 && damaged != nil {
		return nil, rejected, damaged
	}
	if len(stored) == 0 {
		return nil, rejected, Invalid("%s holds no supported assets", cleanFileName(name))
	}
	return stored, rejected, nil
}

// entryReader reads a zip entry; a failure to read it (a bad checksum, an
// entry longer or shorter than its header says) is the archive's damage,
// answered 422 with the reason rather than as a server error.
type entryReader struct {
	rc         io.Reader
	zip, entry string
}

func (e *entryReader) Read(p []byte) (int, error) {
	n, err := e.rc.Read(p)
	if err != nil && !errors.Is(err, io.EOF) {
		err = &Error{Kind: ErrUnprocessable, Msg: e.zip + " is damaged: entry " + e.entry + ": " + damageReason(err)}
	}
	return n, err
}

// damageReason says what is wrong with a zip entry in words.
func damageReason(err error) string {
	switch {
	case errors.Is(err, zip.ErrChecksum):
		return "its checksum (CRC-32) does not match its content"
	case errors.Is(err, safezip.ErrTooLarge), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, zip.ErrFormat):
		return "its content does not match the size its header declares"
	case errors.Is(err, safezip.ErrRatio):
		return "it expands far more than real files do (a zip bomb)"
	}
	return err.Error()
}
