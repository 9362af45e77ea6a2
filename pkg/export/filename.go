package export

import (
	"mime"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxNameLen caps the campaign part of a file name, in bytes, well below the
// 255-byte limit of common file systems.
const maxNameLen = 120

// MatrixFileName returns the matrix download name {campaign}_matrix.{ext}
// (spec §9), ext being csv, html or xlsx (a leading dot is ignored). The
// campaign keeps its letters, digits, spaces and punctuation; characters
// that file systems or the Content-Disposition header do not allow
// (/ \ : * ? " < > | and control characters) become underscores, and an
// empty campaign is "BRD Campaign".
func MatrixFileName(campaign, ext string) string {
	ext = normFormat(ext)
	if ext == "" {
		ext = FormatCSV
	}
	return safeName(campaign) + "_matrix." + ext
}

// TraffickingFileName returns the trafficking CSV's download name (spec
// §9): the campaign in lower case with runs of spaces and other separators
// turned into single underscores, then _trafficking.csv; for example
// "Spring Launch: HCP" gives spring_launch_hcp_trafficking.csv.
func TraffickingFileName(campaign string) string {
	var b strings.Builder
	under := false
	for _, c := range strings.ToLower(strings.TrimSpace(campaign)) {
		if unicode.IsLetter(c) || unicode.IsDigit(c) || c == '-' || c == '.' {
			if under && b.Len() > 0 {
				b.WriteByte('_')
			}
			under = false
			b.WriteRune(c)
			continue
		}
		under = true
	}
	name := strings.Trim(truncate(b.String(), maxNameLen), "._-")
	if name == "" {
		name = "brd_campaign"
	}
	return name + "_trafficking.csv"
}

// safeName replaces characters not allowed in file names and trims the
// result.
func safeName(campaign string) string {
	name := strings.Map(func(c rune) rune {
		switch {
		case unicode.IsControl(c), strings.ContainsRune(`/\:*?"<>|`, c):
			return '_'
		case unicode.IsSpace(c):
			return ' '
		}
		return c
	}, strings.TrimSpace(campaign))
	name = strings.Trim(truncate(name, maxNameLen), " .")
	if strings.Trim(name, "_ ") == "" {
		return DefaultCampaignName
	}
	return name
}

// truncate cuts s to at most n bytes without splitting a character.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// ContentDisposition returns the Content-Disposition header value that
// downloads a file under the given name: attachment with the name quoted,
// or RFC 2231-encoded when it is not plain ASCII.
func ContentDisposition(fileName string) string {
	return Disposition("attachment", fileName)
}

// Disposition returns a Content-Disposition header value ("inline" or
// "attachment") for a file name, without bidirectional controls.
func Disposition(disposition, fileName string) string {
	v := mime.FormatMediaType(disposition, map[string]string{"filename": StripBidi(fileName)})
	if v == "" { // a name mime cannot encode; fall back to a safe one
		return disposition + `; filename="download"`
	}
	return v
}

// StripBidi removes the Unicode bidirectional controls (U+202A-U+202E,
// U+2066-U+2069, U+200E, U+200F, U+061C) from a file name: with them
// "invoice\u202Efdp.exe" reads as "invoiceexe.pdf".
func StripBidi(name string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069, r == 0x200E, r == 0x200F, r == 0x061C:
			return -1
		}
		return r
	}, name)
}
