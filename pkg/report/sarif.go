package report

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/url"
	"sort"
	"strings"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// SARIF mapping: one run, tool.driver "pharmaops" with one reporting
// descriptor per rule that produced a result; one result per failed check
// (level "error") or warning check (level "warning"), located at the
// asset's path; unreadable assets are error notifications of the
// invocation.

const (
	sarifSchema  = "https://json.schemastore.org/sarif-2.1.0.json"
	sarifVersion = "2.1.0"
	toolName     = "pharmaops"
	toolURI      = "https://github.com/pharmaops/pharmaops"
)

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool        sarifTool         `json:"tool"`
	Invocations []sarifInvocation `json:"invocations"`
	Artifacts   []sarifArtifact   `json:"artifacts,omitempty"`
	Results     []sarifResult     `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version,omitempty"`
	InformationURI string      `json:"informationUri"`
	Rules          []sarifRule `json:"rules"`
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifRule struct {
	ID                   string         `json:"id"`
	Name                 string         `json:"name,omitempty"`
	ShortDescription     sarifText      `json:"shortDescription"`
	FullDescription      *sarifText     `json:"fullDescription,omitempty"`
	Help                 *sarifText     `json:"help,omitempty"`
	HelpURI              string         `json:"helpUri,omitempty"`
	DefaultConfiguration sarifConfig    `json:"defaultConfiguration"`
	Properties           map[string]any `json:"properties,omitempty"`
}

type sarifConfig struct {
	Level string `json:"level"`
}

type sarifInvocation struct {
	ExecutionSuccessful        bool                `json:"executionSuccessful"`
	ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications,omitempty"`
}

type sarifNotification struct {
	Level     string          `json:"level"`
	Message   sarifText       `json:"message"`
	Locations []sarifLocation `json:"locations,omitempty"`
}

type sarifArtifact struct {
	Location sarifArtifactLocation `json:"location"`
	Length   int64                 `json:"length"`
	MimeType string                `json:"mimeType,omitempty"`
}

type sarifResult struct {
	RuleID              string            `json:"ruleId"`
	RuleIndex           int               `json:"ruleIndex"`
	Level               string            `json:"level"`
	Message             sarifText         `json:"message"`
	Locations           []sarifLocation   `json:"locations"`
	PartialFingerprints map[string]string `json:"partialFingerprints"`
	Properties          map[string]any    `json:"properties,omitempty"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifactLocation `json:"artifactLocation"`
}

type sarifArtifactLocation struct {
	URI   string `json:"uri"`
	Index *int   `json:"index,omitempty"`
}

var nonIDRe = lazyregexp.New(`[^A-Za-z0-9]+`)

// issueRuleID is the issue's rule id, or one derived from its field and
// title when it has none.
func issueRuleID(is compliance.Issue) string {
	if is.RuleID != "" {
		return is.RuleID
	}
	slug := strings.Trim(strings.ToLower(nonIDRe().ReplaceAllString(is.Rule, "-")), "-")
	if slug == "" {
		slug = "rule"
	}
	return is.Field + "." + slug
}

// PathURI turns a file path into a SARIF artifact URI: relative paths stay
// relative (forward slashes, each segment percent-encoded), absolute ones
// become file:// URIs.
func PathURI(p string) string {
	p = strings.ReplaceAll(p, "\\", "/")
	abs := strings.HasPrefix(p, "/")
	if len(p) >= 2 && p[1] == ':' { // Windows drive
		abs = true
		p = "/" + p
	}
	for strings.HasPrefix(p, "./") {
		p = p[2:]
	}
	segs := strings.Split(p, "/")
	for i, s := range segs {
		if i == 1 && len(s) == 2 && s[1] == ':' && abs {
			continue // keep "C:" readable
		}
		segs[i] = url.PathEscape(s)
	}
	out := strings.Join(segs, "/")
	if abs {
		return "file://" + out
	}
	return out
}

func sarifLevel(st compliance.Status) string {
	if st == compliance.StatusFail {
		return "error"
	}
	return "warning"
}

func writeSARIF(w io.Writer, res Results, opts Options) error {
	known := map[string]compliance.Rule{}
	for _, r := range res.Rules {
		known[r.ID] = r
	}
	run := sarifRun{
		Tool:    sarifTool{Driver: sarifDriver{Name: toolName, Version: opts.ToolVersion, InformationURI: toolURI, Rules: []sarifRule{}}},
		Results: []sarifResult{},
	}
	inv := sarifInvocation{ExecutionSuccessful: true}
	ruleIndex := map[string]int{}
	// Rules are listed sorted by id, so the output does not depend on the
	// order assets were checked in.
	var ids []string
	descr := map[string]sarifRule{}
	for _, a := range res.Assets {
		for _, is := range a.Analysis.Issues {
			if is.Status == compliance.StatusPass {
				continue
			}
			id := issueRuleID(is)
			if _, ok := descr[id]; !ok {
				ids = append(ids, id)
				descr[id] = describeRule(id, is, known)
			}
		}
	}
	sort.Strings(ids)
	for i, id := range ids {
		ruleIndex[id] = i
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, descr[id])
	}
	for _, a := range res.Assets {
		uri := PathURI(assetLabel(a))
		loc := []sarifLocation{{PhysicalLocation: sarifPhysical{ArtifactLocation: sarifArtifactLocation{URI: uri}}}}
		if a.Error != "" {
			inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, sarifNotification{
				Level: "error", Message: sarifText{"Cannot check " + assetLabel(a) + ": " + a.Error}, Locations: loc})
			continue
		}
		idx := len(run.Artifacts)
		art := sarifArtifact{Location: sarifArtifactLocation{URI: uri}, Length: a.Info.Size}
		if strings.Contains(a.Info.MimeType, "/") {
			art.MimeType = a.Info.MimeType
		}
		added := false
		for _, is := range a.Analysis.Issues {
			if is.Status == compliance.StatusPass {
				continue
			}
			if !added {
				run.Artifacts = append(run.Artifacts, art)
				added = true
			}
			id := issueRuleID(is)
			i := idx
			rloc := []sarifLocation{{PhysicalLocation: sarifPhysical{ArtifactLocation: sarifArtifactLocation{URI: uri, Index: &i}}}}
			props := map[string]any{"severity": string(is.Severity), "status": string(is.Status), "field": is.Field}
			for k, v := range map[string]string{"section": is.Section, "channel": is.Channel, "detectedValue": is.DetectedValue,
				"expectedValue": is.ExpectedValue, "gridLocation": is.GridLocation} {
				if v != "" {
					props[k] = v
				}
			}
			run.Results = append(run.Results, sarifResult{
				RuleID: id, RuleIndex: ruleIndex[id], Level: sarifLevel(is.Status),
				Message:             sarifText{resultMessage(a, is)},
				Locations:           rloc,
				PartialFingerprints: map[string]string{"pharmaopsAssetRule/v1": fingerprint(uri, id)},
				Properties:          props,
			})
		}
	}
	if len(inv.ToolExecutionNotifications) > 0 && len(run.Results) == 0 && len(run.Artifacts) == 0 {
		inv.ExecutionSuccessful = false
	}
	run.Invocations = []sarifInvocation{inv}
	log := sarifLog{Schema: sarifSchema, Version: sarifVersion, Runs: []sarifRun{run}}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}

func describeRule(id string, is compliance.Issue, known map[string]compliance.Rule) sarifRule {
	r := sarifRule{ID: id, Name: is.Rule, ShortDescription: sarifText{is.Rule}}
	if r.ShortDescription.Text == "" {
		r.ShortDescription.Text = id
	}
	level := "warning"
	if is.Severity == compliance.SeverityCritical {
		level = "error"
	}
	r.DefaultConfiguration = sarifConfig{Level: level}
	props := map[string]any{"field": is.Field, "severity": string(is.Severity)}
	if is.Section != "" {
		props["section"] = is.Section
	}
	if is.Channel != "" {
		props["channel"] = is.Channel
	}
	if k, ok := known[id]; ok {
		if k.Description != "" {
			r.FullDescription = &sarifText{k.Description}
		}
		if k.Rationale != "" {
			r.Help = &sarifText{k.Rationale}
		}
		if k.Source != nil {
			src := k.Source.Document
			if k.Source.Section != "" {
				src += ", " + k.Source.Section
			}
			props["source"] = src
			if u, err := url.Parse(k.Source.URL); err == nil && u.Scheme == "https" {
				r.HelpURI = k.Source.URL
			}
		}
	}
	r.Properties = props
	return r
}

func resultMessage(a AssetResult, is compliance.Issue) string {
	var b strings.Builder
	name := a.Name
	if name == "" {
		name = assetLabel(a)
	}
	b.WriteString(name)
	b.WriteString(": ")
	b.WriteString(is.Message)
	var extra []string
	if is.DetectedValue != "" {
		extra = append(extra, "detected "+is.DetectedValue)
	}
	if is.ExpectedValue != "" {
		extra = append(extra, "expected "+is.ExpectedValue)
	}
	if len(extra) > 0 {
		b.WriteString(" (" + strings.Join(extra, ", ") + ")")
	}
	return b.String()
}

func fingerprint(uri, id string) string {
	h := sha256.Sum256([]byte(uri + "\x00" + id))
	return hex.EncodeToString(h[:16])
}
