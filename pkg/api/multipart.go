package api

import (
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"slices"
)

// maxFormValue bounds a plain form field of a multipart upload.
const maxFormValue = 1024

// multipartReader opens a request's multipart body, or answers 400 with
// the given message.
func multipartReader(r *http.Request, msg string) (*multipart.Reader, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, httpError(http.StatusBadRequest, msg)
	}
	return mr, nil
}

// nextFile streams to the next file part sent in one of the fields. Plain
// form values met on the way are stored in values (bounded). At the end
// of the body it returns io.EOF.
func nextFile(mr *multipart.Reader, fields []string, values map[string]string) (*multipart.Part, error) {
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return nil, io.EOF
		}
		if err != nil {
			return nil, httpError(http.StatusBadRequest, "Malformed multipart body: "+err.Error())
		}
		if part.FileName() == "" {
			if values != nil {
				raw, err := io.ReadAll(io.LimitReader(part, maxFormValue))
				if err != nil {
					return nil, httpError(http.StatusBadRequest, "Malformed multipart body")
				}
				values[part.FormName()] = string(raw)
			}
			continue
		}
		if slices.Contains(fields, part.FormName()) {
			return part, nil
		}
	}
}
