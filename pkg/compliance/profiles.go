package compliance

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"path"
	"sort"
	"strings"
	"sync"
)

//go:embed profiles/*.json
var profileFS embed.FS

// DefaultProfile is the profile used when none is named.
const DefaultProfile = "spec"

// ProfileInfo describes a built-in rule profile.
type ProfileInfo struct {
	Name        string `json:"name"`
	Version     string `json:"version"`
	Description string `json:"description"`
	Rules       []Rule `json:"rules"`
}

// Profiles are decoded and validated on first use, each on its own: a
// command that uses one profile, or none, does not pay for the others.
var (
	profilesMu sync.Mutex
	profiles   = map[string]ProfileInfo{}
)

// loadProfile decodes and validates the embedded profile name.
func loadProfile(name string) (ProfileInfo, error) {
	profilesMu.Lock()
	defer profilesMu.Unlock()
	if p, ok := profiles[name]; ok {
		return p, nil
	}
	data, err := profileFS.ReadFile(path.Join("profiles", name+".json"))
	if err != nil {
		return ProfileInfo{}, fmt.Errorf("unknown rule profile %q (available: %s)", name, strings.Join(ProfileNames(), ", "))
	}
	var p ProfileInfo
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return ProfileInfo{}, fmt.Errorf("profile %s: %w", name, err)
	}
	if p.Name != name {
		return ProfileInfo{}, fmt.Errorf("profile %s.json is named %q", name, p.Name)
	}
	for _, r := range p.Rules {
		if err := ValidateRule(r); err != nil {
			return ProfileInfo{}, fmt.Errorf("profile %s rule %s: %w", p.Name, r.ID, err)
		}
	}
	profiles[name] = p
	return p, nil
}

// ProfileNames lists the built-in rule profiles, sorted: the names of
// the embedded profile files.
func ProfileNames() []string {
	entries, _ := profileFS.ReadDir("profiles") // embedded: cannot fail
	var names []string
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), ".json"); ok {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}

// Profile returns a copy of a built-in profile's rules, all enabled. The
// empty name is the default profile.
func Profile(name string) ([]Rule, error) {
	p, err := ProfileDetails(name)
	if err != nil {
		return nil, err
	}
	return p.Rules, nil
}

// ProfileDetails returns a copy of a built-in profile with its version and
// description.
func ProfileDetails(name string) (ProfileInfo, error) {
	if name == "" {
		name = DefaultProfile
	}
	p, err := loadProfile(name)
	if err != nil {
		return ProfileInfo{}, err
	}
	rules := make([]Rule, len(p.Rules))
	for i, r := range p.Rules {
		rules[i] = cloneRule(r)
		rules[i].Enabled = true
	}
	p.Rules = rules
	return p, nil
}

// cloneRule deep-copies a rule so callers cannot change the profile.
func cloneRule(r Rule) Rule {
	if r.Params != nil {
		p := *r.Params
		p.Allowed = append([]string(nil), p.Allowed...)
		p.Sizes = append([]string(nil), p.Sizes...)
		p.CustomerTypes = append([]string(nil), p.CustomerTypes...)
		p.Kinds = append([]string(nil), p.Kinds...)
		p.Platforms = append([]string(nil), p.Platforms...)
		p.Placements = append([]string(nil), p.Placements...)
		p.Parts = append([]string(nil), p.Parts...)
		p.Markets = append([]string(nil), p.Markets...)
		p.Languages = append([]string(nil), p.Languages...)
		if p.Min != nil {
			p.Min = ptr(*p.Min)
		}
		if p.Max != nil {
			p.Max = ptr(*p.Max)
		}
		r.Params = &p
	}
	if r.Source != nil {
		s := *r.Source
		r.Source = &s
	}
	r.Tests = append([]TestCase(nil), r.Tests...)
	return r
}
