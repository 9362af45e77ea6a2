package api

import (
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"slices"
	"strconv"
)

// Bounds of the plain (non-file) fields of a multipart upload: the forms
// of this API send a campaign id or two, so these are generous.
const (
	maxFormValue  = 1024     // one field's value
	maxFormFields = 32       // fields per request
	maxFormBytes  = 16 << 10 // all fields' names and values, per request
)

// formReader reads a multipart request: file parts streamed one by one,
// plain fields collected within the bounds above, files counted.
type formReader struct {
	mr         *multipart.Reader
	maxFiles   int
	files      int
	fields     int
	fieldBytes int
}

// multipartReader opens a request's multipart body allowing maxFiles file
// parts, or answers 400 with the given message.
func multipartReader(r *http.Request, maxFiles int, msg string) (*formReader, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, httpError(http.StatusBadRequest, msg)
	}
	return &formReader{mr: mr, maxFiles: maxFiles}, nil
}

// nextFile streams to the next file part sent in one of the fields. Plain
// form values met on the way are stored in values (when not nil). At the
// end of the body it returns io.EOF. Too many fields or files answer 413.
func (f *formReader) nextFile(fields []string, values map[string]string) (*multipart.Part, error) {
	for {
		part, err := f.mr.NextPart()
		if errors.Is(err, io.EOF) {
			return nil, io.EOF
		}
		if err != nil {
			var cbe *ClientBodyError
			var mbe *http.MaxBytesError
			if errors.As(err, &cbe) || errors.As(err, &mbe) {
				return nil, err
			}
			return nil, httpError(http.StatusBadRequest, "Malformed multipart body: "+err.Error())
		}
		if part.FileName() == "" {
			if err := f.field(part, values); err != nil {
				return nil, err
			}
			continue
		}
		// Every file part counts, also those of fields nobody reads.
		if f.files++; f.files > f.maxFiles {
			return nil, httpError(http.StatusRequestEntityTooLarge, "Too many files in one upload (at most "+strconv.Itoa(f.maxFiles)+")")
		}
		if slices.Contains(fields, part.FormName()) {
			return part, nil
		}
	}
}

// field reads one plain field into values within the bounds.
func (f *formReader) field(part *multipart.Part, values map[string]string) error {
	if f.fields++; f.fields > maxFormFields {
		return httpError(http.StatusRequestEntityTooLarge, "Too many form fields (at most "+strconv.Itoa(maxFormFields)+")")
	}
	raw, err := io.ReadAll(io.LimitReader(part, maxFormValue+1))
	if err != nil {
		var cbe *ClientBodyError
		if errors.As(err, &cbe) {
			return err
		}
		return httpError(http.StatusBadRequest, "Malformed multipart body")
	}
	if len(raw) > maxFormValue {
		return httpError(http.StatusRequestEntityTooLarge, "Form field "+strconv.Quote(part.FormName())+" is too long (at most "+strconv.Itoa(maxFormValue)+" bytes)")
	}
	if f.fieldBytes += len(part.FormName()) + len(raw); f.fieldBytes > maxFormBytes {
		return httpError(http.StatusRequestEntityTooLarge, "Form fields too large in total (at most "+strconv.Itoa(maxFormBytes)+" bytes)")
	}
	if values != nil {
		values[part.FormName()] = string(raw)
	}
	return nil
}
