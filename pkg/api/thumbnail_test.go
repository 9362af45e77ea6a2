package api_test

import (
	"bytes"
	"image/png"
	"net/http"
	"testing"

	"github.com/pharmaops/pharmaops/internal/assetgen"
	"github.com/pharmaops/pharmaops/pkg/pipeline"
)

// An image's thumbnail is made on its first request and then kept: the
// same bytes the second time, a PNG no larger than the thumbnail size.
func TestThumbnailIsMadeOnRequest(t *testing.T) {
	parallel(t)
	e := defaultEnv(t)
	e.startProcessing()
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Thumbnails"}`)
	body, ctype := multipartBody(t, cid, upload{"hero_1200x800.png", assetgen.PNG(1200, 800)})
	if status, _, resp := e.do("POST", "/api/campaigns/upload-files", body, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token}); status != http.StatusCreated {
		t.Fatalf("upload: %d %s", status, resp)
	}
	a := e.waitComplete(token, cid, 1)[0]
	status, hdr, first := e.do("GET", "/api/assets/"+a.ID+"/thumbnail", "", bearer(token))
	if status != http.StatusOK || hdr.Get("Content-Type") != "image/png" {
		t.Fatalf("thumbnail: %d %v", status, hdr)
	}
	img, err := png.Decode(bytes.NewReader([]byte(first)))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != pipeline.ThumbnailSize || b.Dy() > pipeline.ThumbnailSize {
		t.Fatalf("thumbnail of 1200x800 is %v", b)
	}
	if _, _, again := e.do("GET", "/api/assets/"+a.ID+"/thumbnail", "", bearer(token)); again != first {
		t.Fatal("the second request made another thumbnail")
	}
}
