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

// ZipEntry is the outcome of one entry of an uploaded zip: stored (with
// the asset's ID) or refused (Error says why; nothing of it was kept).
type ZipEntry struct {
	Name     string `json:"name"`
	AssetID  string `json:"assetId,omitempty"`
	Error    string `json:"error,omitempty"`
	Replayed bool   `json:"replayed,omitempty"`
}

// ZipResult is what an uploaded zip gave: the stored assets and every
// entry's outcome in the zip's order.
type ZipResult struct {
	Stored  []store.Asset
	Entries []ZipEntry
}

// UploadZipOnce stores a zip of assets: an HTML5 banner zip (one entry
// HTML) becomes one asset; any other zip is unpacked safely and each file
// becomes an asset, each entry whole or not at all. An entry that cannot
// be stored is reported with why and never fails the others. With a key,
// each entry is stored once however often the zip is sent.
func (a *App) UploadZipOnce(ctx context.Context, p *Principal, campaignID, name string, src io.Reader, key string) (ZipResult, error) {
	var res ZipResult
	if err := p.require(ActionManageCampaign); err != nil {
		return res, err
	}
	bound, byDisk := a.roomFor(a.cfg.MaxUploadBytes)
	tmp, err := a.Spool(src, bound)
	if errors.Is(err, blob.ErrTooLarge) && byDisk {
		return res, errDiskFull
	}
	if errors.Is(err, blob.ErrTooLarge) {
		return res, &Error{Kind: ErrTooLarge, Msg: cleanFileName(name) + " is larger than the upload limit of " + formatBytes(a.cfg.MaxUploadBytes)}
	}
	if err != nil {
		return res, err
	}
	defer tmp.Remove()
	size := tmp.Size
	entryKey := func(entry string) string {
		if key == "" {
			return ""
		}
		return key + "/" + entry
	}
	if info, err := media.Probe(tmp, size, name); err == nil && info.Kind == media.KindHTML5 && info.HTML5 != nil && len(info.HTML5.EntryHTML) > 0 {
		as, replayed, err := a.UploadAssetOnce(ctx, p, campaignID, name, io.NewSectionReader(tmp, 0, size), entryKey(""))
		if err != nil {
			return res, err
		}
		res.Stored = []store.Asset{as}
		res.Entries = []ZipEntry{{Name: cleanFileName(name), AssetID: as.ID, Replayed: replayed}}
		return res, nil
	}
	z, err := safezip.Open(tmp, size, zipLimits)
	if errors.Is(err, safezip.ErrNotZip) {
		return res, Invalid("%s is not a usable zip: %s", cleanFileName(name), err.Error())
	}
	if err != nil { // a zip, but damaged, hostile or too large
		return res, &Error{Kind: ErrUnprocessable, Msg: cleanFileName(name) + " is not a usable zip: " + err.Error()}
	}
	var damaged error
	for _, f := range z.Files() {
		base := path.Base(f.Name)
		if strings.HasSuffix(f.Name, "/") || strings.HasPrefix(f.Name, "__MACOSX/") || strings.HasPrefix(base, ".") {
			continue
		}
		entry := ZipEntry{Name: f.Name}
		as, replayed, err := a.uploadZipEntry(ctx, p, campaignID, cleanFileName(name), z, f.Name, entryKey(f.Name))
		if err != nil {
			if errors.Is(err, ErrNotFound) || errors.Is(err, ErrDiskFull) || ctx.Err() != nil {
				return res, err // the campaign is gone, the disk is full or the client left: the rest would fail the same way
			}
			if errors.Is(err, ErrUnprocessable) && damaged == nil {
				damaged = err
			}
			entry.Error = a.entryError(f.Name, err)
		} else {
			entry.AssetID, entry.Replayed = as.ID, replayed
			res.Stored = append(res.Stored, as)
		}
		res.Entries = append(res.Entries, entry)
	}
	if len(res.Stored) == 0 && damaged != nil {
		return res, damaged
	}
	if len(res.Stored) == 0 {
		if len(res.Entries) > 0 {
			return res, Invalid("%s holds no asset that could be stored (first: %s: %s)", cleanFileName(name), res.Entries[0].Name, res.Entries[0].Error)
		}
		return res, Invalid("%s holds no supported assets", cleanFileName(name))
	}
	return res, nil
}

func (a *App) uploadZipEntry(ctx context.Context, p *Principal, campaignID, zipName string, z *safezip.Reader, name, key string) (store.Asset, bool, error) {
	rc, err := z.OpenFile(name, zipLimits.MaxFileSize)
	if err != nil {
		return store.Asset{}, false, Invalid("%s", err.Error())
	}
	defer rc.Close()
	return a.UploadAssetOnce(ctx, p, campaignID, path.Base(name), &entryReader{rc: rc, zip: zipName, entry: name}, key)
}

// entryError is the safe message of a zip entry that was not stored; an
// unexpected cause is logged, never sent.
func (a *App) entryError(name string, err error) string {
	var ae *Error
	if errors.As(err, &ae) {
		return ae.Msg
	}
	a.log.Error("zip entry not stored", "entry", name, "err", err)
	return "could not be stored (a server error; the entry was not kept)"
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
