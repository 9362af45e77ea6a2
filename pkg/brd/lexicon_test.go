package brd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// TestRequirementsInOtherLanguages: a requirement written in German,
// French, Spanish, Italian or Portuguese becomes the rule its English
// wording would, quoting the document's own words.
func TestRequirementsInOtherLanguages(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		severity                compliance.Severity
		check                   func(p *compliance.Params) bool
	}{
		{
			name: "german upper bound", src: "% Vorgaben\nJedes Banner darf höchstens 120 KB groß sein.",
			field: "fileSize", quote: "darf höchstens 120 KB", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return p.Max != nil && *p.Max == 120 },
		},
		{
			name: "german lower bound after a property noun", src: "% Vorgaben\n- Schriftgröße im Pflichttext: mindestens 8 px.",
			field: "typography", quote: "Schriftgröße im Pflichttext", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return p.Min != nil && *p.Min == 8 },
		},
		{
			name: "german recommendation", src: "% Vorgaben\nEmpfohlen: Spots von höchstens 15 Sekunden.",
			field: "duration", quote: "Spots von höchstens 15 Sekunden", severity: compliance.SeverityWarning,
			check: func(p *compliance.Params) bool { return p.Max != nil && *p.Max == 15 },
		},
		{
			name: "french negated modal", src: "% Spécifications\nLe poids de chaque fichier ne doit pas dépasser 200 Ko.",
			field: "fileSize", quote: "ne doit pas dépasser 200 Ko", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return p.Max != nil && *p.Max == 200 },
		},
		{
			name: "spanish bound", src: "% Especificaciones\nLa duración del vídeo debe ser como máximo de 30 segundos.",
			field: "duration", quote: "como máximo de 30 segundos", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return p.Max != nil && *p.Max == 30 },
		},
		{
			name: "italian negated modal", src: "% Specifiche\nIl peso del file non deve superare 150 KB.",
			field: "fileSize", quote: "non deve superare 150 KB", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return p.Max != nil && *p.Max == 150 },
		},
		{
			name: "portuguese lower bound", src: "% Especificações\nA taxa de bits do vídeo deve ser de pelo menos 4000 kbps.",
			field: "bitrate", quote: "pelo menos 4000 kbps", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return p.Min != nil && *p.Min == 4000 },
		},
		{
			name: "german permission negated at the clause's end", src: "% Vorgaben\nDie Dateigröße darf 90 KB nicht überschreiten.",
			field: "fileSize", quote: "darf 90 KB nicht überschreiten", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return p.Max != nil && *p.Max == 90 },
		},
		{
			name: "german loop count in a word", src: "% Vorgaben\nDie Animation läuft höchstens zweimal.",
			field: "duration", quote: "läuft höchstens zweimal", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return p.Max != nil && *p.Max == 2 && p.Check == "loops" },
		},
		{
			name: "italian repetitions", src: "% Specifiche\nL'animazione può ripetersi al massimo 2 volte.",
			field: "duration", quote: "al massimo 2 volte", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return p.Max != nil && *p.Max == 2 && p.Check == "loops" },
		},
		{
			name: "portuguese font size split by its adjective", src: "% Especificações\nO tamanho mínimo da fonte é 10 px.",
			field: "typography", quote: "tamanho mínimo da fonte", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return p.Min != nil && *p.Min == 10 },
		},
		{
			name: "spanish recommendation", src: "% Especificaciones\nSe recomienda un peso de 40 KB como máximo para la imagen.",
			field: "fileSize", quote: "40 KB como máximo", severity: compliance.SeverityWarning,
			check: func(p *compliance.Params) bool { return p.Max != nil && *p.Max == 40 },
		},
		{
			name: "spanish required text", src: "% Especificaciones\nTodas las piezas deben incluir el texto «Solo para médicos».",
			field: "disclaimers", quote: "el texto «Solo para médicos»", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return true },
		},
		{
			name: "italian filing code", src: "% Specifiche\nIl codice di deposito deve comparire su ogni banner.",
			field: "fdaFilingNumber", quote: "codice di deposito", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return true },
		},
		{
			name: "german total weight", src: "% Vorgaben\n- Maximale Dateigröße: 80 KB (initial), 200 KB (gesamt).",
			field: "fileSize", quote: "200 KB (gesamt)", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return p.Max != nil && *p.Max == 200 && p.Check == "totalSize" },
		},
		{
			name: "french preheader", src: "% Fiche technique\nLe pré-en-tête ne doit pas dépasser 70 caractères.",
			field: "characterCount", quote: "pré-en-tête ne doit pas dépasser 70 caractères", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return p.Max != nil && *p.Max == 70 && p.Check == "preheader" },
		},
		{
			name: "french range joined by et", src: "% Fiche technique\nL’objet compte entre 30 et 45 caractères.",
			field: "characterCount", quote: "entre 30 et 45 caractères", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return p.Min != nil && *p.Min == 30 && p.Max != nil && *p.Max == 45 },
		},
		{
			name: "a decimal comma before Mbit/s", src: "% Vorgaben\nDie Videobitrate muss mindestens 2,5 Mbit/s betragen.",
			field: "bitrate", quote: "mindestens 2,5 Mbit/s", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return p.Min != nil && *p.Min == 2500 },
		},
		{
			name: "thousands grouped by an apostrophe", src: "% Vorgaben\nDie Videodatei darf höchstens 1’500 KB gross sein.",
			field: "fileSize", quote: "höchstens 1’500 KB", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return p.Max != nil && *p.Max == 1500 },
		},
		{
			name: "german part name", src: "% Vorgaben\nVorschaubild: 1280 × 720 px, JPG.",
			field: "dimensions", quote: "Vorschaubild", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return slices.Equal(p.Parts, []string{"thumbnail"}) },
		},
		{
			name: "french adjective after its noun", src: "% Spécifications\nLes bannières animées ne doivent pas dépasser 150 Ko.",
			field: "fileSize", quote: "bannières animées", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool {
				return slices.Contains(p.Kinds, "animated") && !slices.Contains(p.Kinds, "static")
			},
		},
		{
			name: "italian adjective after its noun", src: "% Specifiche\nI banner statici non devono superare 60 KB.",
			field: "fileSize", quote: "banner statici", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return slices.Equal(p.Kinds, []string{"static"}) },
		},
		{
			name: "german duty in the passive infinitive", src: "% Vorgaben\nEingebrannte Untertitel sind zu verwenden.",
			field: "accessibility", quote: "Untertitel sind zu verwenden", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return true },
		},
		{
			name: "french required", src: "% Fiche technique\nUne image de secours en JPG est requise pour chaque bannière HTML5.",
			field: "format", quote: "est requise", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return slices.Contains(p.Allowed, "JPG") },
		},
		{
			name: "a contrast ratio with a decimal comma", src: "% Vorgaben\nDer Kontrast zwischen Text und Hintergrund muss mindestens 4,5:1 betragen.",
			field: "contrast", quote: "mindestens 4,5:1", severity: compliance.SeverityCritical,
			check: func(p *compliance.Params) bool { return p.Min != nil && *p.Min == 4.5 },
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := extractText(tc.src)
			var got []string
			for _, r := range res.Rules {
				got = append(got, r.Field+" "+string(r.Severity)+" "+dumpP(r.Params)+" "+r.Source.Quote)
				p := r.Params
				if p == nil {
					p = &compliance.Params{}
				}
				if r.Field == tc.field && r.Severity == tc.severity && tc.check(p) && strings.Contains(r.Source.Quote, tc.quote) {
					return
				}
			}
			t.Errorf("no %s rule quoting %q; got:\n%s", tc.field, tc.quote, strings.Join(got, "\n"))
		})
	}
}

// TestDeclaredSection: a paragraph saying the items of its section are
// mandatory makes each item a requirement, whatever its verb (German and
// French specs state them in the present tense), until the section ends.
func TestDeclaredSection(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string // quotes that must become rules
		not       []string // quotes that must not
	}{
		{
			name: "english declaration",
			src: "% Brief\n# 2. Legal\nAll points of this section are mandatory.\n- The link to the prescribing information is clickable on every frame.\n" +
				"# 3. Notes\n- The link to the full prescribing information is in the footer.",
			want: []string{"The link to the prescribing information is clickable on every frame"},
			not:  []string{"is in the footer"},
		},
		{
			name: "german declaration in its own words",
			src: "% Vorgaben\n# 2. Recht\nDie folgenden Punkte sind zwingend.\n- Jedes Banner trägt den Hinweis „Nur für Ärzte“.\n" +
				"- Die Schrift im Pflichttext misst mindestens 8 px.",
			want: []string{"Jedes Banner trägt den Hinweis „Nur für Ärzte“", "mindestens 8 px"},
		},
		{
			name: "no declaration, no requirement",
			src:  "% Brief\n# 2. Legal\nThe points below describe the campaign.\n- The link to the prescribing information is clickable on every frame.",
			not:  []string{"clickable on every frame"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := extractText(tc.src)
			var quotes []string
			for _, r := range res.Rules {
				quotes = append(quotes, r.Source.Quote)
			}
			all := strings.Join(quotes, "\n")
			for _, w := range tc.want {
				if !strings.Contains(all, w) {
					t.Errorf("no rule quoting %q; rules:\n%s", w, all)
				}
			}
			for _, n := range tc.not {
				if strings.Contains(all, n) {
					t.Errorf("a rule quotes %q; rules:\n%s", n, all)
				}
			}
		})
	}
}

// TestStatementInOtherQuotationMarks: a statement quoted in German („…“)
// or French («…») quotation marks is a required statement, as one in
// English quotation marks is.
func TestStatementInOtherQuotationMarks(t *testing.T) {
	for _, src := range []string{
		"% Vorgaben\nJedes Werbemittel muss den Hinweis „Nur für Fachkreise“ tragen.",
		"% Brief\nChaque bannière doit porter la mention « Réservé aux professionnels ».",
		"% Brief\nEvery unit must carry the statement „For experts only“.",
	} {
		res := extractText(src)
		found := false
		for _, r := range res.Rules {
			found = found || r.Field == "disclaimers"
		}
		if !found {
			t.Errorf("%q: no disclaimers rule in %v", src, res.Rules)
		}
	}
}

// TestRuleShowsTheDocumentsWords: a rule read from a German sentence shows
// the sentence as the document wrote it, in its description and title,
// not the English the stages read.
func TestRuleShowsTheDocumentsWords(t *testing.T) {
	res := extractText("% Vorgaben\nJedes Werbemittel muss den Hinweis „Nur für Ärzte“ enthalten.")
	for _, r := range res.Rules {
		if r.Field != "disclaimers" {
			continue
		}
		const sentence = "Jedes Werbemittel muss den Hinweis „Nur für Ärzte“ enthalten."
		if r.Description != sentence || r.Source.Quote != sentence || !strings.Contains(r.Rule, "Jedes Werbemittel muss") {
			t.Errorf("rule %q, description %q, quote %q: want the document's words", r.Rule, r.Description, r.Source.Quote)
		}
		return
	}
	t.Fatalf("no disclaimers rule in %v", res.Rules)
}

// TestLegalMentions: "legal mentions" and "mandatory mentions", how French
// writers call the mandatory product information in English, are the
// prescribing information an ad must carry.
func TestLegalMentions(t *testing.T) {
	for _, s := range []string{
		"The legal mentions must appear on every banner.",
		"Mandatory mentions are shown on the end frame of each video.",
	} {
		if got := brd.ClassifyField(s); got != "safetyInfo" {
			t.Errorf("ClassifyField(%q) = %q, want safetyInfo", s, got)
		}
	}
}
