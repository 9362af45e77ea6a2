package drive_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/drive"
)

func TestQuery(t *testing.T) {
	cases := []struct{ search, parent, want string }{
		{"", "", "trashed = false"},
		{"", "root", "trashed = false and 'root' in parents"},
		{"  banner ", "", "trashed = false and name contains 'banner'"},
		{`it's`, "f1", `trashed = false and 'f1' in parents and name contains 'it\'s'`},
		{`a\' or trashed = true or name contains '`, "", `trashed = false and name contains 'a\\\' or trashed = true or name contains \''`},
	}
	for _, c := range cases {
		if got := drive.Query(c.search, c.parent); got != c.want {
			t.Errorf("Query(%q, %q) = %s, want %s", c.search, c.parent, got, c.want)
		}
	}
}

func TestListParamsCheck(t *testing.T) {
	cases := []struct {
		name string
		p    drive.ListParams
		ok   bool
		size int
	}{
		{"defaults", drive.ListParams{}, true, 50},
		{"page size kept", drive.ListParams{PageSize: 10}, true, 10},
		{"page size too big", drive.ListParams{PageSize: 1001}, false, 0},
		{"negative page size", drive.ListParams{PageSize: -1}, false, 0},
		{"order by keys", drive.ListParams{OrderBy: "folder,modifiedTime desc,name"}, true, 50},
		{"order by injection", drive.ListParams{OrderBy: "name,(select)"}, false, 0},
		{"order by direction", drive.ListParams{OrderBy: "name sideways"}, false, 0},
		{"root parent", drive.ListParams{Parent: "root"}, true, 50},
		{"quoted parent", drive.ListParams{Parent: "x' or '1"}, false, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.p.Check()
			if (err == nil) != c.ok {
				t.Fatalf("Check() = %v, want ok %v", err, c.ok)
			}
			if err != nil && !errors.Is(err, drive.ErrInvalid) {
				t.Fatalf("error %v is not ErrInvalid", err)
			}
			if c.ok && c.p.PageSize != c.size {
				t.Fatalf("page size %d, want %d", c.p.PageSize, c.size)
			}
		})
	}
}

// FuzzQuerySearchStaysAValue reads the query back as Drive does: the
// search text must come out whole as the one quoted value of the name
// condition, with nothing after it.
func FuzzQuerySearchStaysAValue(f *testing.F) {
	for _, s := range []string{"banner", `it's`, `a\`, `' or trashed = true or name contains '`, `\\'\'`, "ünï 'x'"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, search string) {
		q := drive.Query(search, "root")
		want := strings.TrimSpace(search)
		rest, ok := strings.CutPrefix(q, "trashed = false and 'root' in parents")
		if !ok {
			t.Fatalf("query %q lost its fixed conditions", q)
		}
		if want == "" {
			if rest != "" {
				t.Fatalf("empty search added %q", rest)
			}
			return
		}
		lit, ok := strings.CutPrefix(rest, " and name contains '")
		if !ok {
			t.Fatalf("query %q has no name condition", q)
		}
		var got strings.Builder
		for i := 0; i < len(lit); i++ {
			switch lit[i] {
			case '\\':
				i++
				if i == len(lit) {
					t.Fatalf("dangling escape in %q", q)
				}
				got.WriteByte(lit[i])
			case '\'':
				if i != len(lit)-1 {
					t.Fatalf("the value ends early; %q follows as query syntax", lit[i+1:])
				}
				if got.String() != want {
					t.Fatalf("value %q, want %q", got.String(), want)
				}
				return
			default:
				got.WriteByte(lit[i])
			}
		}
		t.Fatalf("unterminated value in %q", q)
	})
}
