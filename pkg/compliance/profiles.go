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

var (
	profilesOnce sync.Once
	profiles     map[string]ProfileInfo
	profilesErr  error
)

func loadProfiles() {
	profiles = map[string]ProfileInfo{}
	entries, err := profileFS.ReadDir("profiles")
	if err != nil {
		profilesErr = err
		return
	}
	for _, e := range entries {
		data, err := profileFS.ReadFile(path.Join("profiles", e.Name()))
		if err != nil {
			profilesErr = err
			return
		}
		var p ProfileInfo
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&p); err != nil {
			profilesErr = fmt.Errorf("profile %s: %w", e.Name(), err)
			return
		}
		for _, r := range p.Rules {
			if err := ValidateRule(r); err != nil {
				profilesErr = fmt.Errorf("profile %s rule %s: %w", p.Name, r.ID, err)
				return
			}
		}
		profiles[p.Name] = p
	}
}

// ProfileNames lists the built-in rule profiles, sorted.
func ProfileNames() []string {
	profilesOnce.Do(loadProfiles)
	names := make([]string, 0, len(profiles))
	for n := range profiles {
		names = append(names, n)
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
	profilesOnce.Do(loadProfiles)
	if profilesErr != nil {
		return ProfileInfo{}, profilesErr
	}
	if name == "" {
		name = DefaultProfile
	}
	p, ok := profiles[name]
	if !ok {
		return ProfileInfo{}, fmt.Errorf("unknown rule profile %q (available: %s)", name, strings.Join(ProfileNames(), ", "))
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
