package pages

import (
	"fmt"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/pharmaops/pharmaops/tui"
)

// manyAssets are n assets built from the test assets, with distinct names.
func manyAssets(n int) []tui.Asset {
	base := testAssets()
	out := make([]tui.Asset, n)
	for i := range out {
		a := base[i%len(base)]
		a.Name = fmt.Sprintf("%05d_%s", n-i, a.Name)
		a.Path = "creatives/" + a.Name
		a.ID = a.Path
		out[i] = a
	}
	return out
}

// BenchmarkFrame times one frame (the update of a message and the view
// drawn after it) at 80x24 over 2,000 and 20,000 assets: a cursor move, a
// change of sort and of filter, opening an asset, and a tick that brings
// 100 new results while the list is sorted by score.
func BenchmarkFrame(b *testing.B) {
	for _, n := range []int{2000, 20000} {
		frames := []struct {
			name string
			msgs []tea.Msg
		}{
			{"move", []tea.Msg{keyMsg("j")}},
			{"sort", []tea.Msg{keyMsg("s")}},
			{"filter", []tea.Msg{keyMsg("f")}},
			{"open-and-back", []tea.Msg{keyMsg("enter"), keyMsg("esc")}},
		}
		for _, f := range frames {
			b.Run(fmt.Sprintf("%d/%s", n, f.name), func(b *testing.B) {
				a := newTestApp(b, &memSource{assets: manyAssets(n), rules: testRules()})
				a.Init()
				a.Update(tickMsg{})
				b.ResetTimer()
				for range b.N {
					for _, m := range f.msgs {
						a.Update(m)
						_ = a.View()
					}
				}
			})
		}
		b.Run(fmt.Sprintf("%d/tick-100-results", n), func(b *testing.B) {
			src := &memSource{hold: true}
			a := newTestApp(b, src)
			a.Init()
			a.list.sort = tui.SortScore
			all := manyAssets(n)
			src.feed.Add(all[:n-100]...)
			a.Update(tickMsg{})
			b.ResetTimer()
			for range b.N {
				b.StopTimer()
				a.d.Assets, a.d.Counts = a.d.Assets[:n-100], tui.Counts{}
				src.feed.Add(all[n-100:]...)
				b.StartTimer()
				a.Update(tickMsg{})
				_ = a.View()
			}
		})
	}
}

// BenchmarkTick1500 times a tick that brings 1,500 results (what 100 ms
// of checking brings) into a list of 18,500.
func BenchmarkTick1500(b *testing.B) {
	all := manyAssets(20000)
	for range b.N {
		b.StopTimer()
		src := &memSource{hold: true}
		a := newTestApp(b, src)
		a.Init()
		src.feed.SetProgress(progressOf(20000, 18500, true))
		src.feed.Add(all[:18500]...)
		a.Update(tickMsg{})
		src.feed.Add(all[18500:]...)
		b.StartTimer()
		a.Update(tickMsg{})
		_ = a.View()
	}
}
