package compliance

import (
	"slices"
	"strings"
)

// The spec's recommendations (§5).
const (
	RecCritical = "Address critical compliance violations before trafficking"
	RecWarnings = "Review warning items for optimal compliance"
	RecReady    = "Asset ready for trafficking - no critical issues found"
	// RecNoChecks is given when no rule applied to an asset.
	RecNoChecks = "No rules applied to this asset - review it manually before trafficking"
)

// Recommendations returns the spec's recommendations for issues followed by
// one specific recommendation per distinct problem. A failed critical issue
// gives RecCritical; a warning or a failed non-critical issue gives
// RecWarnings; neither gives RecReady.
func Recommendations(issues []Issue) []string {
	critical, warnings, problems := false, false, 0
	for _, is := range issues {
		if is.Status != StatusPass {
			problems++
		}
		switch {
		case is.Status == StatusFail && is.Severity == SeverityCritical:
			critical = true
		case is.Status == StatusFail, is.Status == StatusWarning:
			warnings = true
		}
	}
	// Room for the general recommendations (two at most) and one for each
	// problem: the list is never grown and copied.
	out := make([]string, 0, 2+problems)
	if critical {
		out = append(out, RecCritical)
	}
	if warnings {
		out = append(out, RecWarnings)
	}
	if !critical && !warnings {
		out = append(out, RecReady)
	}
	// The specific recommendations, each once: a handful, so a scan of
	// the list beats a map allocated for every asset.
	general := len(out)
	for _, is := range issues {
		if is.Status == StatusPass {
			continue
		}
		r := specificRecommendation(is)
		if r != "" && !slices.Contains(out[general:], r) {
			out = append(out, r)
		}
	}
	return out
}

// specificRecommendation says how to fix one issue.
func specificRecommendation(is Issue) string {
	if is.Message == MsgManualReview {
		return "Have a reviewer check '" + is.Rule + "' manually, or configure the AI validator"
	}
	if is.Message == MsgAIUnavailable {
		return "Retry '" + is.Rule + "' when the AI analysis is available, or review it manually"
	}
	exp := is.ExpectedValue
	if r := printRecommendation(is); r != "" {
		return r
	}
	switch is.Field {
	case "dimensions":
		if exp != "" && is.DetectedValue != "" && is.DetectedValue != "unknown" {
			return "Resize the creative from " + is.DetectedValue + " to " + exp
		}
		return "Export the creative at an approved size"
	case "fileSize":
		if strings.Contains(is.Message, "Initial load") {
			return "Reduce the initial load (" + exp + "): compress images and polite-load the rest"
		}
		return "Reduce the file size to " + exp + ": compress or optimise the asset"
	case "format":
		return "Export the asset as " + exp
	case "duration":
		return "Edit the running time to " + exp
	case "aspectRatio":
		return "Reframe the creative to an aspect ratio of " + exp
	case "frameRate":
		return "Re-encode at a frame rate of " + exp
	case "bitrate":
		return "Re-encode at a bitrate of " + exp
	case "codec":
		return "Re-encode with codec " + exp
	case "naming":
		return "Rename the file: letters, digits, underscores or hyphens, then a dot and the extension"
	case "metadata":
		switch {
		case strings.Contains(is.Message, "clickTag"):
			return "Declare var clickTag in the entry HTML and open it on click: window.open(clickTag)"
		case strings.Contains(is.Message, "ad.size"):
			return `Add <meta name="ad.size" content="width=W,height=H"> to the entry HTML's head`
		case strings.Contains(is.Message, "entry HTML"):
			return "Package exactly one HTML file at the top of the zip"
		case strings.Contains(is.Message, "reference"):
			return "Package every asset inside the zip and load nothing over http://"
		case strings.Contains(is.Message, "files in the zip"):
			return "Reduce the number of files in the zip (" + exp + "): combine images into sprites"
		}
		return "Add the required metadata to the file"
	case "fdaFilingNumber":
		return "Add the FDA filing (promotional material) number to the asset"
	case "customerType":
		return "Identify the audience (DTC or HCP) in the file name or campaign"
	case "safetyInfo":
		return "Include the Important Safety Information"
	case "fairBalance":
		return "Present risk information with prominence comparable to the benefits"
	case "indication":
		return "State the approved indication"
	case "disclaimers":
		if is.Message == MsgDOFU {
			return "Confirm the DOFU expiration date is current before trafficking"
		}
		return "Add the required disclaimers"
	}
	if is.Message != "" {
		return "Fix '" + is.Rule + "': " + is.Message
	}
	return ""
}

// printRecommendation says how to fix an issue of the print checks
// (checkers_print.go), told apart by their messages; "" for others.
func printRecommendation(is Issue) string {
	exp, msg := is.ExpectedValue, is.Message
	switch {
	case is.Field == "dimensions" && strings.Contains(msg, "Resolution"):
		where := ""
		if _, after, ok := strings.Cut(is.DetectedValue, "(image "); ok {
			where = " " + strings.TrimSuffix(after, ")")
		}
		return "Replace or enlarge the low-resolution image" + where + ": it must be " + exp + " at its placed size"
	case is.Field == "dimensions" && strings.Contains(msg, "Bleed"):
		return "Extend the artwork into the bleed and set the BleedBox: " + exp
	case is.Field == "dimensions" && strings.Contains(msg, "Trim box"):
		return "Set the page's trim (TrimBox) to " + exp
	case is.Field == "format" && strings.Contains(msg, "Total ink") && is.Status == StatusWarning:
		return "Check the total ink in preflight (" + exp + "): the file has colour only a colour engine can sum"
	case is.Field == "format" && strings.Contains(msg, "Total ink"):
		return "Reduce the total ink to " + exp + ": convert rich blacks and dark images with the press profile's ink limit"
	case is.Field == "format" && strings.Contains(msg, "colour space"):
		return "Convert RGB images and spot colours to " + strings.TrimPrefix(exp, "colour space ") + " with the press profile"
	case is.Field == "metadata" && (strings.Contains(msg, "Page count") || strings.Contains(msg, " pages, not") || strings.Contains(msg, " page, not")):
		return "Deliver the file with " + exp
	case is.Field == "metadata" && (strings.Contains(msg, "output intent") || strings.Contains(msg, "Output intent") || strings.Contains(msg, "PDF/X")):
		return "Export as PDF/X with the output intent " + exp
	case is.Field == "typography" && strings.Contains(msg, "not embedded"):
		return "Embed every font (export as PDF/X, or outline the text): " + is.DetectedValue
	}
	return ""
}
