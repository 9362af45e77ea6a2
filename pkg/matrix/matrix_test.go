package matrix_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/matrix"
)

var today = time.Date(2026, 11, 21, 0, 0, 0, 0, time.UTC)

func score(n int) *int { return &n }

func sampleAssets() []matrix.AssetSummary {
	return []matrix.AssetSummary{
		{ID: "a1", Name: "Spring_Hero_300x250.jpg", Kind: "image", Format: "jpg", Width: 300, Height: 250, SizeBytes: 81920, ComplianceScore: score(92), Status: "complete", PreviewURL: "https://cdn.example/a1.jpg", CustomerType: "hcp"},
		{ID: "a2", Name: "launch-html5.zip", Kind: "html5", Format: "ZIP", SizeBytes: 204800, FDAFilingNumber: "US-XYZ-0001", Channel: "programmatic"},
	}
}

func sampleOptions() matrix.Options {
	return matrix.Options{
		CampaignName:    "Spring Launch",
		Advertiser:      "Acme Pharma",
		FDAFilingNumber: "US-ACM-0420",
		Indication:      "Plaque psoriasis",
		Agency:          "Blue Agency",
		Today:           today,
	}
}

// layout lists a matrix's rows as "concept size type", with "missing" for a
// missing-creative row.
func layout(m matrix.Matrix) []string {
	out := make([]string, len(m.Rows))
	for i, r := range m.Rows {
		out[i] = fmt.Sprintf("%d %s %s", r.ConceptNumber, r.CreativeSize, r.CreativeType)
		if r.Missing {
			out[i] += " missing"
		}
	}
	return out
}

func TestGenerateRealSizes(t *testing.T) {
	img := func(id, name string, w, h int) matrix.AssetSummary {
		return matrix.AssetSummary{ID: id, Name: name, Kind: "image", Format: "PNG", Width: w, Height: h, Status: "complete"}
	}
	tests := []struct {
		name   string
		assets []matrix.AssetSummary
		plan   []string
		want   []string
	}{
		{"one PNG at 300x250 is one real row; the plan's other sizes are missing", []matrix.AssetSummary{img("a", "Hero_300x250.png", 300, 250)}, nil, []string{
			"1 300x600 Static Banner missing", "1 300x250 Static Banner", "1 160x600 Static Banner missing", "1 728x90 Static Banner missing", "1 320x50 Static Banner missing",
		}},
		{"one idea in three sizes is one concept; an unplanned size comes last", []matrix.AssetSummary{
			img("a", "Hero_120x60.png", 120, 60), img("b", "Hero_728x90.gif", 728, 90), img("c", "hero-300X250.png", 300, 250),
		}, nil, []string{
			"1 300x600 Static Banner missing", "1 300x250 Static Banner", "1 160x600 Static Banner missing", "1 728x90 Static Banner", "1 320x50 Static Banner missing", "1 120x60 Static Banner",
		}},
		{"two ideas are two concepts", []matrix.AssetSummary{img("a", "Hero_300x250.png", 300, 250), img("b", "Promo_300x250.png", 300, 250)}, []string{"300x250", "728x90"}, []string{
			"1 300x250 Static Banner", "1 728x90 Static Banner missing", "2 300x250 Static Banner", "2 728x90 Static Banner missing",
		}},
		{"the size comes from the bytes, not the name", []matrix.AssetSummary{img("a", "Hero_300x600.png", 300, 250)}, []string{"300x250"}, []string{"1 300x250 Static Banner"}},
		{"a video is a video at its size, without a size plan; a document is not a creative", []matrix.AssetSummary{
			{ID: "v", Name: "Spot_15s.mp4", Kind: "video", Format: "MP4", Width: 1920, Height: 1080},
			{ID: "d", Name: "Leave_behind.pdf", Kind: "document", Format: "PDF"},
		}, nil, []string{"1 1920x1080 Video"}},
		{"an HTML5 zip makes an HTML5 concept", []matrix.AssetSummary{{ID: "h", Name: "Launch_300x250.zip", Kind: "html5", Format: "ZIP", Width: 300, Height: 250}}, []string{"300x250", "160x600"}, []string{
			"1 300x250 HTML5 Banner", "1 160x600 HTML5 Banner missing",
		}},
		{"a static and an HTML5 creative of one idea", []matrix.AssetSummary{img("a", "Launch_728x90.png", 728, 90), {ID: "h", Name: "Launch_300x250.zip", Kind: "html5", Format: "ZIP", Width: 300, Height: 250}}, []string{"300x250", "728x90", "320x50"}, []string{
			"1 300x250 HTML5 Banner", "1 728x90 Static Banner", "1 320x50 HTML5 Banner missing",
		}},
		{"an empty plan has no missing rows", []matrix.AssetSummary{img("a", "Hero_300x250.png", 300, 250)}, []string{}, []string{"1 300x250 Static Banner"}},
		{"a size unknown from the bytes stays empty", []matrix.AssetSummary{{ID: "h", Name: "Teaser.zip", Kind: "html5", Format: "ZIP"}}, []string{"300x250"}, []string{
			"1 300x250 HTML5 Banner missing", "1  HTML5 Banner",
		}},
		{"no assets, no rows", nil, nil, []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := sampleOptions()
			opts.PlannedSizes = tt.plan
			m := matrix.Generate(tt.assets, opts)
			if got := layout(m); !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("rows:\n got %q\nwant %q", got, tt.want)
			}
			if err := m.Validate(); err != nil {
				t.Fatalf("generated matrix invalid: %v", err)
			}
			for _, r := range m.Rows {
				if r.Missing != (r.AssetID == "") || (r.Missing && (r.AssetName != "" || r.Status != matrix.StatusMissing)) {
					t.Errorf("row %s: missing %v but asset %q status %q", r.ID, r.Missing, r.AssetID, r.Status)
				}
				if !r.Missing && r.Dimensions != "" && r.CreativeSize != r.Dimensions {
					t.Errorf("row %s: creative size %s for a %s asset", r.ID, r.CreativeSize, r.Dimensions)
				}
			}
			// A reload syncs the saved matrix with the same assets: nothing changes.
			if again := matrix.Sync(m, tt.assets); !reflect.DeepEqual(layout(again), layout(m)) {
				t.Errorf("after a sync:\n got %q\nwant %q", layout(again), layout(m))
			}
		})
	}
}

func TestGenerateRowsPerSizeAndConcept(t *testing.T) {
	m := matrix.Generate(sampleAssets(), sampleOptions())
	// Concept 1: the 300x250 JPEG and four missing sizes; concept 2: the
	// HTML5 zip (size unknown) after its five missing planned sizes.
	if got, want := len(m.Rows), 11; got != want {
		t.Fatalf("rows = %d, want %d", got, want)
	}
	if got := m.Concepts(); !reflect.DeepEqual(got, []int{1, 2}) {
		t.Fatalf("concepts = %v", got)
	}
	for i, r := range m.Rows[:10] {
		wantConcept := i/5 + 1
		if r.ConceptNumber != wantConcept || r.CreativeSize != matrix.StandardSizes[i%5] {
			t.Errorf("row %d: concept %d size %s, want %d %s", i, r.ConceptNumber, r.CreativeSize, wantConcept, matrix.StandardSizes[i%5])
		}
		if err := matrix.Validate(r); err != nil {
			t.Errorf("generated row %d invalid: %v", i, err)
		}
	}
	if err := m.Validate(); err != nil {
		t.Fatalf("matrix invalid: %v", err)
	}
	if got := len(m.ConceptRows(2)); got != 6 {
		t.Errorf("ConceptRows(2) = %d rows", got)
	}

	r := m.Rows[1] // concept 1, 300x250
	want := map[string]string{
		"ID":                   "c1-300x250",
		"CreativeStatus":       "Adding",
		"ActivationTeam":       "Programmatic",
		"CustomerType":         "HCP", // detected in the asset, canonicalised
		"Language":             "ENG",
		"CreativeType":         "Static Banner",
		"CampaignType":         "Branded (BR)",
		"Version":              "V1",
		"Reutilization":        "N",
		"ApprovedForAdChoices": "Y",
		"ColabCfID":            matrix.DefaultColabCfID,
		"Country":              "USA",
		"Advertiser":           "Acme Pharma",
		"Channel":              "Display",
		"FDAFilingNumber":      "US-ACM-0420",
		"Indication":           "Plaque psoriasis",
		"CreativeAgency":       "Blue Agency",
		"CreativeCampaignName": "Spring Launch",
		"CreativeContentName":  "Spring Hero",
		"AssetName":            "Spring_Hero_300x250.jpg",
		"Format":               "JPG",
		"Dimensions":           "300x250",
		"CreativeName":         "Spring-Launch_Spring-Hero_C01_300x250_V1",
		"ColabCreativeName":    "Spring-Launch_Spring-Hero_C01_300x250_V1",
		"TaxonomyString":       "USA_Acme-Pharma_Spring-Launch_HCP_BR_C01_STATBAN_300x250_ENG_V1",
	}
	v := reflect.ValueOf(r)
	for field, w := range want {
		if got := v.FieldByName(field).String(); got != w {
			t.Errorf("%s = %q, want %q", field, got, w)
		}
	}
	if r.FileSizeKB != 80 || r.ComplianceScore == nil || *r.ComplianceScore != 92 {
		t.Errorf("asset facts: size %v score %v", r.FileSizeKB, r.ComplianceScore)
	}

	r2 := m.Rows[10] // concept 2, the HTML5 zip
	if r2.CreativeType != "HTML5 Banner" || r2.Channel != "Programmatic" || r2.FDAFilingNumber != "US-XYZ-0001" || r2.CustomerType != "DTC" {
		t.Errorf("concept 2 row: %+v", r2)
	}
	if r2.CreativeContentName != "launch html5" {
		t.Errorf("content name = %q", r2.CreativeContentName)
	}
}

func TestGenerateDefaultsAndEmpty(t *testing.T) {
	m := matrix.Generate(nil, matrix.Options{Today: today})
	if len(m.Rows) != 0 {
		t.Fatalf("no assets gave %d rows", len(m.Rows))
	}
	o := m.Options
	if o.CampaignName != "BRD Campaign" || o.Country != "USA" || o.CustomerType != "DTC" || o.Channel != "Display" || o.Phases != matrix.DefaultPhases {
		t.Errorf("defaults: %+v", o)
	}
}

func TestAddConcept(t *testing.T) {
	empty := matrix.Generate(nil, sampleOptions())
	one := matrix.AddConcept(empty)
	if len(one.Rows) != 5 || one.Rows[0].ConceptNumber != 1 || one.Rows[0].CreativeContentName != "Concept 1" || one.Rows[0].AssetID != "" {
		t.Fatalf("AddConcept on empty: %+v", one.Rows)
	}
	m := matrix.Generate(sampleAssets(), sampleOptions())
	before := len(m.Rows)
	m2 := matrix.AddConcept(m)
	if len(m.Rows) != before {
		t.Fatalf("AddConcept changed its input")
	}
	if got := m2.Concepts(); !reflect.DeepEqual(got, []int{1, 2, 3}) {
		t.Fatalf("concepts = %v", got)
	}
	// A concept number edited upwards pushes the next concept past it and
	// ids stay unique.
	if err := m2.Set("c1-300x600", "conceptNumber", "7"); err != nil {
		t.Fatal(err)
	}
	if err := m2.Set("c2-300x600", "conceptNumber", "1"); err != nil {
		t.Fatal(err)
	}
	m3 := matrix.AddConcept(m2)
	if got := m3.Concepts(); got[len(got)-1] != 8 {
		t.Fatalf("next concept after 7 = %v", got)
	}
	if err := m3.Validate(); err != nil {
		t.Fatalf("after edits: %v", err)
	}
}

func TestSegmentAndTaxonomy(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Spring Launch", "Spring-Launch"},
		{"Café Crème_2026", "Cafe-Creme-2026"},
		{"  --  ", "NA"},
		{"", "NA"},
		{"a__b  c", "a-b-c"},
		{"日本", "NA"},
		{strings.Repeat("x", 100), strings.Repeat("x", 40)},
		{"300x250", "300x250"},
	}
	for _, tt := range tests {
		if got := matrix.Segment(tt.in); got != tt.want {
			t.Errorf("Segment(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	r := matrix.Row{Country: "Canada", Advertiser: "X_Y", CreativeCampaignName: "", CustomerType: "DTC", CampaignType: "Unbranded (UB)", ConceptNumber: 12, CreativeType: "HTML5 Banner", CreativeSize: "728x90", Language: "SPA", Version: "V3"}
	got := matrix.Taxonomy(r)
	if want := "Canada_X-Y_NA_DTC_UB_C12_HTMLBAN_728x90_SPA_V3"; got != want {
		t.Errorf("Taxonomy = %q, want %q", got, want)
	}
	if n := len(strings.Split(got, "_")); n != 10 {
		t.Errorf("taxonomy has %d fields", n)
	}
	if got := matrix.CreativeTypeLabel("Display"); got != "HTML5 Banner (HTML BAN)" {
		t.Errorf("CreativeTypeLabel(Display) = %q", got)
	}
}

func validRow() matrix.Row {
	return matrix.Generate(sampleAssets()[:1], sampleOptions()).Rows[0]
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(*matrix.Row)
		field string // "" means valid
	}{
		{"valid", func(*matrix.Row) {}, ""},
		{"empty status", func(r *matrix.Row) { r.CreativeStatus = "" }, "creativeStatus"},
		{"unknown status", func(r *matrix.Row) { r.CreativeStatus = "Paused" }, "creativeStatus"},
		{"wrong case is not canonical", func(r *matrix.Row) { r.Language = "eng" }, "language"},
		{"empty adchoices", func(r *matrix.Row) { r.ApprovedForAdChoices = " " }, "approvedForAdChoices"},
		{"empty channel", func(r *matrix.Row) { r.Channel = "" }, "channel"},
		{"concept 0", func(r *matrix.Row) { r.ConceptNumber = 0 }, "conceptNumber"},
		{"bad url", func(r *matrix.Row) { r.URL = "javascript:alert(1)" }, "url"},
		{"relative url", func(r *matrix.Row) { r.URL2 = "/landing" }, "url2"},
		{"good url", func(r *matrix.Row) { r.URL = "https://acme.example/hcp?utm=1" }, ""},
		{"bad date", func(r *matrix.Row) { r.DOFUExpiration = "soon" }, "dofuExpiration"},
		{"us date", func(r *matrix.Row) { r.DOFUExpiration = "12/31/2027" }, ""},
		{"bad version", func(r *matrix.Row) { r.Version = "1" }, "version"},
		{"bad size", func(r *matrix.Row) { r.CreativeSize = "300 by 250" }, "creativeSize"},
		{"newline in text", func(r *matrix.Row) { r.CTADescription = "Learn\nMore" }, "ctaDescription"},
		{"too long", func(r *matrix.Row) { r.CreativeAgency = strings.Repeat("a", 501) }, "creativeAgency"},
		{"empty campaign", func(r *matrix.Row) { r.CreativeCampaignName = "" }, "creativeCampaignName"},
		{"empty id", func(r *matrix.Row) { r.ID = "" }, "id"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := validRow()
			tt.edit(&r)
			err := matrix.Validate(r)
			if tt.field == "" {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			var fe *matrix.FieldError
			if !errors.As(err, &fe) || fe.Field != tt.field || !errors.Is(err, matrix.ErrInvalid) {
				t.Fatalf("error = %v, want a FieldError on %s", err, tt.field)
			}
		})
	}
	t.Run("empty select names the options", func(t *testing.T) {
		r := validRow()
		r.CreativeStatus = ""
		if err := matrix.Validate(r); err == nil || !strings.Contains(err.Error(), `"Adding", "Existing", "Remove"`) {
			t.Fatalf("error = %v", err)
		}
	})
	t.Run("duplicate ids", func(t *testing.T) {
		m := matrix.Generate(sampleAssets(), sampleOptions())
		m.Rows[1].ID = m.Rows[0].ID
		if err := m.Validate(); err == nil || !strings.Contains(err.Error(), "more than one row") {
			t.Fatalf("error = %v", err)
		}
	})
}

func TestSetField(t *testing.T) {
	tests := []struct {
		key, value string
		check      func(matrix.Row) bool
		wantErr    error
	}{
		{"creativeStatus", "existing", func(r matrix.Row) bool { return r.CreativeStatus == "Existing" }, nil},
		{"CAMPAIGNTYPE", "ub", func(r matrix.Row) bool {
			return r.CampaignType == "Unbranded (UB)" && strings.Contains(r.TaxonomyString, "_UB_")
		}, nil},
		{"version", "v2", func(r matrix.Row) bool { return r.Version == "V2" && strings.HasSuffix(r.CreativeName, "_V2") }, nil},
		{"creativeSize", "970X250", func(r matrix.Row) bool { return r.CreativeSize == "970x250" }, nil},
		{"country", "  Canada ", func(r matrix.Row) bool { return strings.HasPrefix(r.TaxonomyString, "Canada_") }, nil},
		{"ctaDescription", "", func(r matrix.Row) bool { return r.CTADescription == "" }, nil},
		{"conceptNumber", "3", func(r matrix.Row) bool { return r.ConceptNumber == 3 && strings.Contains(r.TaxonomyString, "_C03_") }, nil},
		{"creativeStatus", "", nil, matrix.ErrInvalid},
		{"language", "FRA", nil, matrix.ErrInvalid},
		{"conceptNumber", "0", nil, matrix.ErrInvalid},
		{"conceptNumber", "two", nil, matrix.ErrInvalid},
		{"url", "ftp://x", nil, matrix.ErrInvalid},
		{"taxonomyString", "x", nil, matrix.ErrUnknownField},
		{"assetName", "x", nil, matrix.ErrUnknownField},
	}
	for _, tt := range tests {
		t.Run(tt.key+"="+tt.value, func(t *testing.T) {
			r := validRow()
			before := r
			err := matrix.SetField(&r, tt.key, tt.value)
			if tt.wantErr != nil {
				if !errors.Is(err, tt.wantErr) {
					t.Fatalf("error = %v, want %v", err, tt.wantErr)
				}
				if !reflect.DeepEqual(r, before) {
					t.Fatalf("row changed on error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !tt.check(r) {
				t.Fatalf("unexpected row %+v", r)
			}
			if err := matrix.Validate(r); err != nil {
				t.Fatalf("row invalid after SetField: %v", err)
			}
		})
	}
	t.Run("colab name follows unless typed", func(t *testing.T) {
		r := validRow()
		_ = matrix.SetField(&r, "version", "V2")
		if r.ColabCreativeName != r.CreativeName {
			t.Fatalf("colab %q creative %q", r.ColabCreativeName, r.CreativeName)
		}
		_ = matrix.SetField(&r, "colabCreativeName", "Custom Name")
		_ = matrix.SetField(&r, "version", "V3")
		if r.ColabCreativeName != "Custom Name" {
			t.Fatalf("typed colab name overwritten: %q", r.ColabCreativeName)
		}
	})
	t.Run("nil row", func(t *testing.T) {
		if err := matrix.SetField(nil, "version", "V1"); err == nil {
			t.Fatal("no error")
		}
	})
	t.Run("unknown row", func(t *testing.T) {
		m := matrix.Generate(sampleAssets(), sampleOptions())
		if err := m.Set("nope", "version", "V2"); !errors.Is(err, matrix.ErrRowNotFound) {
			t.Fatalf("error = %v", err)
		}
	})
	if got := matrix.EditableFields(); got[0] != "conceptNumber" || len(got) != 26 {
		t.Errorf("EditableFields = %v", got)
	}
}

func TestDOFUExpiry(t *testing.T) {
	opts := sampleOptions()
	opts.DOFUExpiration = "2026-11-20" // yesterday
	m := matrix.Generate(sampleAssets()[:1], opts)
	for _, r := range m.Rows {
		if !r.Expired || r.SuggestedStatus != "Remove" || r.CreativeStatus != "Remove" {
			t.Fatalf("expired row not flagged: %+v", r)
		}
		if len(r.Flags) != 1 || r.Flags[0] != "DOFU expired on 2026-11-20" {
			t.Fatalf("flags = %v", r.Flags)
		}
	}
	if len(m.Expired()) != 5 {
		t.Fatalf("Expired() = %d", len(m.Expired()))
	}
	id := m.Rows[0].ID
	if err := m.Set(id, "dofuExpiration", "11/21/2026"); err != nil { // today: still valid
		t.Fatal(err)
	}
	r := m.Row(id)
	if r.Expired || r.SuggestedStatus != "" || r.Flags != nil {
		t.Fatalf("row expiring today flagged: %+v", r)
	}
	if err := m.Set(id, "dofuExpiration", "Jan 5, 2020"); err != nil {
		t.Fatal(err)
	}
	if !m.Row(id).Expired || m.Row(id).Flags[0] != "DOFU expired on 2020-01-05" {
		t.Fatalf("re-expired row: %+v", m.Row(id))
	}

	tests := []struct {
		dofu    string
		expired bool
	}{{"", false}, {"garbage", false}, {"2026-11-22", false}, {"2026-11-21", false}, {"2026-11-20", true}, {"2026-11-20T23:59:59Z", true}}
	for _, tt := range tests {
		r := matrix.Row{DOFUExpiration: tt.dofu, Flags: []string{"other"}}
		matrix.CheckDOFU(&r, today.Add(15*time.Hour))
		if r.Expired != tt.expired || r.Flags[0] != "other" {
			t.Errorf("CheckDOFU(%q): expired %v flags %v", tt.dofu, r.Expired, r.Flags)
		}
	}
}

func TestTraffickingRows(t *testing.T) {
	m := matrix.Generate(sampleAssets(), sampleOptions())
	if err := m.Set("c1-300x250", "ctaDescription", "Learn More"); err != nil {
		t.Fatal(err)
	}
	if err := m.Set("c1-300x250", "url", "https://acme.example/"); err != nil {
		t.Fatal(err)
	}
	headers := append(append([]string{}, matrix.DefaultHeaders...), "cta_button_description", "Placement Budget", "Concept Number", "HTML5 Preview Frames")
	rows := matrix.TraffickingRows(m, headers)
	if len(rows) != len(m.Rows) {
		t.Fatalf("%d trafficking rows for %d matrix rows", len(rows), len(m.Rows))
	}
	r := rows[1]
	for _, k := range matrix.TraffickingKeys {
		if _, ok := r[k]; !ok {
			t.Errorf("missing spec key %q", k)
		}
	}
	want := map[string]string{
		"Country":                "USA",
		"Advertiser ID":          "Acme Pharma",
		"Creative Status":        "Adding",
		"Activation Team":        "Programmatic",
		"Customer Type":          "HCP",
		"CTA/Button Description": "Learn More",
		"CTA 1":                  "Learn More",
		"cta_button_description": "Learn More",
		"URL":                    "https://acme.example/",
		"URL 1":                  "https://acme.example/",
		"CTA 2":                  "",
		"Campaign Name":          "Spring Launch",
		"Creative Name":          "Spring-Launch_Spring-Hero_C01_300x250_V1",
		"Creative Version":       "V1",
		"Creative Size":          "300x250",
		"Taxonomy String":        "USA_Acme-Pharma_Spring-Launch_HCP_BR_C01_STATBAN_300x250_ENG_V1",
		"HTML5 Preview Frames":   "https://cdn.example/a1.jpg",
		"Processing Status":      "complete",
		"Export Date":            "2026-11-21",
		"Indication":             "Plaque psoriasis",
		"Placement Budget":       "",
		"Concept Number":         "1",
	}
	for k, w := range want {
		if got, ok := r[k]; !ok || got != w {
			t.Errorf("%q = %q (present %v), want %q", k, got, ok, w)
		}
	}
	if got := rows[10]["Processing Status"]; got != "pending" {
		t.Errorf("asset without status: Processing Status = %q", got)
	}
	if got := rows[5]["Processing Status"]; got != matrix.StatusMissing {
		t.Errorf("missing creative: Processing Status = %q", got)
	}
	if !matrix.KnownHeader("Advertiser Name / ID") || matrix.KnownHeader("Placement Budget") {
		t.Error("KnownHeader")
	}
	if len(matrix.TraffickingRows(matrix.Matrix{}, nil)) != 0 {
		t.Error("empty matrix gave rows")
	}
}
