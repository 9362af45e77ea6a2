// Package drive reads a user's Google Drive through the official client
// (google.golang.org/api/drive/v3): it lists files for the cloud-drive
// browser and downloads the ones a user imports, exporting Google Docs,
// Sheets and Slides as PDF. The HTTP client carries the user's OAuth token
// (refreshed by golang.org/x/oauth2); the API base URL is configurable so
// tests and private deployments talk to another Drive-compatible server.
//
// Searching is the delicate part: the user's search text goes into a Drive
// query ("name contains '…'"), so it is escaped as a quoted string and can
// never add query syntax of its own.
package drive

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	gdrive "google.golang.org/api/drive/v3"
	"google.golang.org/api/googleapi"
	"google.golang.org/api/option"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// DefaultBaseURL is Google's Drive API v3 endpoint.
const DefaultBaseURL = "https://www.googleapis.com/drive/v3/"

// DefaultPageSize is the listing's page size (spec §9), MaxPageSize
// Google's own limit.
const (
	DefaultPageSize = 50
	MaxPageSize     = 1000
)

// FolderMime is the MIME type of a Drive folder.
const FolderMime = "application/vnd.google-apps.folder"

// googleAppsPrefix starts the MIME types of Google's own documents, which
// have no bytes of their own and are exported.
const googleAppsPrefix = "application/vnd.google-apps."

// fileFields are the fields asked for each file (spec §3 Drive file).
const fileFields = "id,name,mimeType,size,modifiedTime,webViewLink,thumbnailLink,parents"

// File is a Drive file as the browser shows it (spec §3).
type File struct {
	ID            string `json:"id"`
	Name          string `json:"name"`
	MimeType      string `json:"mimeType"`
	Size          int64  `json:"size"`
	ModifiedTime  string `json:"modifiedTime"`
	WebViewLink   string `json:"webViewLink,omitempty"`
	ThumbnailLink string `json:"thumbnailLink,omitempty"`
	IsFolder      bool   `json:"isFolder"`
}

// Exported reports whether the file is a Google document, which is
// downloaded as a PDF export.
func (f File) Exported() bool {
	return strings.HasPrefix(f.MimeType, googleAppsPrefix) && !f.IsFolder
}

// ListParams are the listing parameters (spec §3): page size, the user's
// search text, the order, the parent folder ("root" or a folder ID), and
// the page token of a following page.
type ListParams struct {
	PageSize  int
	Search    string
	OrderBy   string
	Parent    string
	PageToken string
}

// Page is one page of a listing.
type Page struct {
	Files         []File `json:"files"`
	NextPageToken string `json:"nextPageToken,omitempty"`
	// WithoutParents is set when the root was empty and the listing was
	// retried without the parent condition (spec §7).
	WithoutParents bool `json:"withoutParents,omitempty"`
}

// Client reads one user's Drive.
type Client struct {
	svc *gdrive.Service
}

// New returns a client over an HTTP client that authorizes its requests
// (an oauth2 client) and the API base URL ("" for Google's).
func New(ctx context.Context, hc *http.Client, baseURL string) (*Client, error) {
	if baseURL == "" {
		baseURL = DefaultBaseURL
	}
	if !strings.HasSuffix(baseURL, "/") {
		baseURL += "/"
	}
	svc, err := gdrive.NewService(ctx, option.WithHTTPClient(hc), option.WithEndpoint(baseURL))
	if err != nil {
		return nil, err
	}
	return &Client{svc: svc}, nil
}

// ErrInvalid is a listing parameter that Drive would refuse.
var ErrInvalid = errors.New("invalid Drive listing parameter")

// orderKeys are the sort keys Drive accepts.
var orderKeys = map[string]bool{
	"createdTime": true, "folder": true, "modifiedByMeTime": true, "modifiedTime": true, "name": true,
	"name_natural": true, "quotaBytesUsed": true, "recency": true, "sharedWithMeTime": true, "starred": true, "viewedByMeTime": true,
}

// CheckOrderBy accepts Drive's orderBy ("folder,modifiedTime desc"): known
// keys, each optionally followed by " desc".
func CheckOrderBy(orderBy string) error {
	if orderBy == "" {
		return nil
	}
	for _, part := range strings.Split(orderBy, ",") {
		key, dir, _ := strings.Cut(strings.TrimSpace(part), " ")
		if !orderKeys[key] || (dir != "" && dir != "desc" && dir != "asc") {
			return fmt.Errorf("%w: orderBy %q (keys such as name, modifiedTime, folder, each optionally followed by desc)", ErrInvalid, part)
		}
	}
	return nil
}

// folderID is what a parent ID may look like: Drive IDs are URL-safe
// base64-like strings; "root" names the user's My Drive. Compiled on first
// use: the 200-fold repetition costs 0.4 ms and 2,600 allocations, which
// every command paid at start-up.
var folderID = lazyregexp.New(`^[A-Za-z0-9_-]{1,200}$`)

// Quote returns s as a Drive query string literal: single quotes around,
// backslashes and single quotes escaped. Whatever s holds stays a value.
func Quote(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	s = strings.ReplaceAll(s, `'`, `\'`)
	return "'" + s + "'"
}

// Query builds the Drive query of a listing: files not in the trash, in
// the parent folder when one is given, whose name contains the search
// text when one is given.
func Query(search, parent string) string {
	conds := []string{"trashed = false"}
	if parent != "" {
		conds = append(conds, Quote(parent)+" in parents")
	}
	if s := strings.TrimSpace(search); s != "" {
		conds = append(conds, "name contains "+Quote(s))
	}
	return strings.Join(conds, " and ")
}

// Check validates listing parameters and fills in the defaults.
func (p *ListParams) Check() error {
	switch {
	case p.PageSize == 0:
		p.PageSize = DefaultPageSize
	case p.PageSize < 0 || p.PageSize > MaxPageSize:
		return fmt.Errorf("%w: pageSize must be between 1 and %d", ErrInvalid, MaxPageSize)
	}
	if p.Parent != "" && !folderID().MatchString(p.Parent) {
		return fmt.Errorf("%w: parents must be a folder ID or root", ErrInvalid)
	}
	if len(p.Search) > 500 {
		return fmt.Errorf("%w: the search text is too long (at most 500 characters)", ErrInvalid)
	}
	if len(p.PageToken) > 2000 {
		return fmt.Errorf("%w: the page token is too long", ErrInvalid)
	}
	return CheckOrderBy(p.OrderBy)
}

// List returns a page of files. When the root folder is asked for without
// a search and holds nothing, the listing is retried without the parent
// condition (spec §7), which shows files shared with the user.
func (c *Client) List(ctx context.Context, p ListParams) (Page, error) {
	if err := p.Check(); err != nil {
		return Page{}, err
	}
	page, err := c.list(ctx, p)
	if err == nil && p.Parent == "root" && p.PageToken == "" && strings.TrimSpace(p.Search) == "" && len(page.Files) == 0 {
		p.Parent = ""
		page, err = c.list(ctx, p)
		page.WithoutParents = true
	}
	return page, err
}

func (c *Client) list(ctx context.Context, p ListParams) (Page, error) {
	call := c.svc.Files.List().Context(ctx).
		Q(Query(p.Search, p.Parent)).
		PageSize(int64(p.PageSize)).
		Fields(googleapi.Field("nextPageToken,files(" + fileFields + ")"))
	if p.OrderBy != "" {
		call = call.OrderBy(p.OrderBy)
	}
	if p.PageToken != "" {
		call = call.PageToken(p.PageToken)
	}
	res, err := call.Do()
	if err != nil {
		return Page{}, classify(err)
	}
	page := Page{Files: make([]File, 0, len(res.Files)), NextPageToken: res.NextPageToken}
	for _, f := range res.Files {
		page.Files = append(page.Files, fromAPI(f))
	}
	return page, nil
}

func fromAPI(f *gdrive.File) File {
	return File{
		ID: f.Id, Name: f.Name, MimeType: f.MimeType, Size: f.Size, ModifiedTime: f.ModifiedTime,
		WebViewLink: f.WebViewLink, ThumbnailLink: f.ThumbnailLink, IsFolder: f.MimeType == FolderMime,
	}
}

// Get returns one file's metadata.
func (c *Client) Get(ctx context.Context, id string) (File, error) {
	if !folderID().MatchString(id) {
		return File{}, &Error{Status: http.StatusNotFound, Reason: "notFound", Message: "File not found: " + id}
	}
	f, err := c.svc.Files.Get(id).Context(ctx).Fields(googleapi.Field(fileFields)).Do()
	if err != nil {
		return File{}, classify(err)
	}
	return fromAPI(f), nil
}

// ExportMime is the type Google documents are exported as.
const ExportMime = "application/pdf"

// Open returns the file's bytes: the content (alt=media) of a stored file,
// or a PDF export of a Google document. The caller closes the reader and
// bounds how much it reads.
func (c *Client) Open(ctx context.Context, f File) (io.ReadCloser, error) {
	if f.IsFolder {
		return nil, &Error{Status: http.StatusBadRequest, Reason: "folder", Message: "a folder has no content to import"}
	}
	var res *http.Response
	var err error
	if f.Exported() {
		res, err = c.svc.Files.Export(f.ID, ExportMime).Context(ctx).Download()
	} else {
		res, err = c.svc.Files.Get(f.ID).Context(ctx).Download()
	}
	if err != nil {
		return nil, classify(err)
	}
	return res.Body, nil
}

// Error is Drive's refusal: the HTTP status, Google's reason code
// ("notFound", "insufficientPermissions", "quotaExceeded",
// "exportSizeLimitExceeded"…) and its message, safe to show to the user
// whose request it was.
type Error struct {
	Status  int
	Reason  string
	Message string
}

func (e *Error) Error() string {
	if e.Reason == "" {
		return fmt.Sprintf("Google Drive error %d: %s", e.Status, e.Message)
	}
	return fmt.Sprintf("Google Drive error %d (%s): %s", e.Status, e.Reason, e.Message)
}

// Unauthorized reports whether Drive refused the user's credentials (the
// token was revoked or expired beyond refresh).
func (e *Error) Unauthorized() bool { return e.Status == http.StatusUnauthorized }

// classify turns the client's errors into *Error where Google answered.
func classify(err error) error {
	var ge *googleapi.Error
	if errors.As(err, &ge) {
		e := &Error{Status: ge.Code, Message: ge.Message}
		if len(ge.Errors) > 0 {
			e.Reason = ge.Errors[0].Reason
			if e.Message == "" {
				e.Message = ge.Errors[0].Message
			}
		}
		if e.Message == "" {
			e.Message = http.StatusText(ge.Code)
		}
		return e
	}
	return err
}
