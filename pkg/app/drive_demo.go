package app

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pharmaops/pharmaops/internal/assetgen"
	"github.com/pharmaops/pharmaops/pkg/drive"
)

// The demo drive (spec §9): 48 images, one folder, one PDF and one video at
// its root, and a second PDF in the folder. Every file has real generated
// bytes chosen so that importing them gives varied, true compliance
// results: approved and unapproved banner sizes, light PNGs and heavy
// photographic JPEGs, a PDF with the Important Safety Information and an
// FDA filing number and a draft PDF without them, and a short MP4.
const demoFolderID = "demo-folder-agency-round-2"

type demoFile struct {
	drive.File
	parent string
	bytes  []byte
}

type demoDriveSource struct{ files []demoFile }

var demoDriveOnce = sync.OnceValue(buildDemoDrive)

// demoDrive returns the built-in demo drive (built once, on first use).
func demoDrive() *demoDriveSource { return demoDriveOnce() }

func buildDemoDrive() *demoDriveSource {
	base := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	d := &demoDriveSource{}
	add := func(id, name, mime, parent string, raw []byte) {
		n := len(d.files)
		d.files = append(d.files, demoFile{File: drive.File{
			ID: id, Name: name, MimeType: mime, Size: int64(len(raw)),
			ModifiedTime: base.Add(-time.Duration(n) * 37 * time.Minute).Format(time.RFC3339),
			IsFolder:     mime == drive.FolderMime,
		}, parent: parent, bytes: raw})
	}
	for i, b := range demoBanners() {
		raw, err := b.encode()
		if err != nil { // drawing into memory does not fail
			panic(err)
		}
		mime := "image/png"
		if b.jpeg {
			mime = "image/jpeg"
		}
		add(fmt.Sprintf("demo-img-%02d", i+1), b.name, mime, "root", raw)
	}
	add(demoFolderID, "Agency delivery – round 2", drive.FolderMime, "root", nil)
	add("demo-pdf-isi", "Zeta_DTC_Patient_Brochure_ZTA-2026-0412.pdf", "application/pdf", "root", demoPDF([]string{
		"ZETAMAB (zetamab) injection - Patient Brochure",
		"For adults with moderate to severe plaque psoriasis.",
		"Important Safety Information",
		"Zetamab may increase your risk of infections. Tell your doctor if you have an infection.",
		"Do not use if you are allergic to zetamab. Serious allergic reactions can occur.",
		"Please see the full Prescribing Information and Medication Guide.",
		"FDA filing number ZTA-2026-0412",
	}))
	add("demo-video-15s", "Zeta_DTC_OLV_1280x720_15s.mp4", "video/mp4", "root", assetgen.MP4(assetgen.Movie{
		Width: 1280, Height: 720, Seconds: 15, FPS: 29.97, VideoCodec: "avc1", AudioCodec: "mp4a", BitrateKbps: 240,
	}))
	add("demo-pdf-draft", "Zeta_DTC_Leave_Behind_draft.pdf", "application/pdf", demoFolderID, demoPDF([]string{
		"ZETAMAB - Leave-behind (draft for review)",
		"Clearer skin, day by day.",
		"Ask your doctor about zetamab.",
	}))
	return d
}

// demoBanners are the demo drive's 48 images: twelve creatives in four
// sizes each, cycling through approved and unapproved sizes, with every
// third one a heavy photographic JPEG.
func demoBanners() []sampleBanner {
	sizes := [][2]int{{300, 250}, {728, 90}, {160, 600}, {300, 600}, {320, 480}, {970, 250}, {336, 280}, {120, 600}}
	concepts := []string{"Clearer_Skin", "Day_By_Day", "Ask_Your_Doctor", "Real_Stories", "Confidence", "Spring_Launch"}
	var out []sampleBanner
	for i := range 48 {
		s := sizes[(i/len(concepts)+i)%len(sizes)]
		concept := concepts[i%len(concepts)]
		b := sampleBanner{width: s[0], height: s[1], lines: []string{"ZETAMAB", strings.ReplaceAll(concept, "_", " ")}}
		if i%2 == 0 {
			b.lines = append(b.lines, "Important Safety Information", "ZTA-2026-0412")
		}
		ext := "png"
		if i%3 == 2 {
			b.jpeg, b.noise, ext = true, true, "jpg"
		}
		b.name = fmt.Sprintf("Zeta_DTC_%s_%dx%d_v%d.%s", concept, s[0], s[1], i/len(concepts)+1, ext)
		out = append(out, b)
	}
	return out
}

// demoPDF writes a one-page PDF with the text lines in Helvetica.
func demoPDF(lines []string) []byte {
	var content strings.Builder
	content.WriteString("BT /F1 12 Tf 56 760 Td 16 TL\n")
	for _, l := range lines {
		l = strings.NewReplacer(`\`, `\\`, "(", `\(`, ")", `\)`).Replace(l)
		content.WriteString("(" + l + ") Tj T*\n")
	}
	content.WriteString("ET\n")
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
		"<< /Length " + strconv.Itoa(content.Len()) + " >>\nstream\n" + content.String() + "endstream",
	}
	return assetgen.PDF("%PDF-1.4", "", objs...)
}

// List lists a folder of the demo drive ("root" or "" for its root), with
// the same search, order and paging as Drive.
func (d *demoDriveSource) List(_ context.Context, p drive.ListParams) (drive.Page, error) {
	if err := p.Check(); err != nil {
		return drive.Page{}, err
	}
	parent := p.Parent
	if parent == "" {
		parent = "root"
	}
	search := strings.ToLower(strings.TrimSpace(p.Search))
	var match []drive.File
	for _, f := range d.files {
		if (search == "" && f.parent == parent) || (search != "" && strings.Contains(strings.ToLower(f.Name), search)) {
			match = append(match, f.File)
		}
	}
	sortDriveFiles(match, p.OrderBy)
	start := 0
	if p.PageToken != "" {
		n, err := strconv.Atoi(p.PageToken)
		if err != nil || n < 0 || n > len(match) {
			return drive.Page{}, &drive.Error{Status: http.StatusBadRequest, Reason: "invalid", Message: "Invalid pageToken"}
		}
		start = n
	}
	end := min(start+p.PageSize, len(match))
	page := drive.Page{Files: append([]drive.File{}, match[start:end]...)}
	if end < len(match) {
		page.NextPageToken = strconv.Itoa(end)
	}
	return page, nil
}

// sortDriveFiles orders files by Drive's orderBy keys that the demo drive
// knows (folder, name, modifiedTime, quotaBytesUsed); the default is
// folders first, then by name.
func sortDriveFiles(files []drive.File, orderBy string) {
	if orderBy == "" {
		orderBy = "folder,name"
	}
	keys := strings.Split(orderBy, ",")
	slices.SortStableFunc(files, func(a, b drive.File) int {
		for _, k := range keys {
			key, dir, _ := strings.Cut(strings.TrimSpace(k), " ")
			c := 0
			switch key {
			case "folder":
				c = boolCmp(b.IsFolder, a.IsFolder)
			case "name", "name_natural":
				c = strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name))
			case "modifiedTime", "recency":
				c = strings.Compare(a.ModifiedTime, b.ModifiedTime)
			case "quotaBytesUsed":
				c = int(a.Size - b.Size)
			}
			if dir == "desc" {
				c = -c
			}
			if c != 0 {
				return c
			}
		}
		return 0
	})
}

func boolCmp(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

func (d *demoDriveSource) find(id string) (demoFile, error) {
	for _, f := range d.files {
		if f.ID == id {
			return f, nil
		}
	}
	return demoFile{}, &drive.Error{Status: http.StatusNotFound, Reason: "notFound", Message: "File not found: " + id}
}

// Get returns a file of the demo drive.
func (d *demoDriveSource) Get(_ context.Context, id string) (drive.File, error) {
	f, err := d.find(id)
	return f.File, err
}

// Open returns a demo file's bytes.
func (d *demoDriveSource) Open(_ context.Context, f drive.File) (io.ReadCloser, error) {
	df, err := d.find(f.ID)
	if err != nil {
		return nil, err
	}
	if df.IsFolder {
		return nil, &drive.Error{Status: http.StatusBadRequest, Reason: "folder", Message: "a folder has no content to import"}
	}
	return io.NopCloser(bytes.NewReader(df.bytes)), nil
}
