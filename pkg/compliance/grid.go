package compliance

import (
	"math"
	"strconv"
)

// GridColumns and GridRows are the spec's image grid: 12 columns A-L by
// 12 rows 1-12 (§9).
const (
	GridColumns = 12
	GridRows    = 12
)

// GridLocation names the cells of the 12×12 grid an area in percent covers:
// "C4" for one cell, "A1-L12" for the whole image. Coordinates are clamped
// to the image; an empty or invalid area gives "".
func GridLocation(c Coordinates) string {
	vals := []float64{c.X, c.Y, c.Width, c.Height}
	for _, v := range vals {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return ""
		}
	}
	x0, x1 := clampPct(c.X), clampPct(c.X+c.Width)
	y0, y1 := clampPct(c.Y), clampPct(c.Y+c.Height)
	if c.Width < 0 {
		x0, x1 = x1, x0
	}
	if c.Height < 0 {
		y0, y1 = y1, y0
	}
	if x1 <= x0 && c.Width != 0 || y1 <= y0 && c.Height != 0 {
		return ""
	}
	c0, c1 := cell(x0, GridColumns, false), cell(x1, GridColumns, true)
	r0, r1 := cell(y0, GridRows, false), cell(y1, GridRows, true)
	if c1 < c0 {
		c1 = c0
	}
	if r1 < r0 {
		r1 = r0
	}
	start := string(rune('A'+c0)) + strconv.Itoa(r0+1)
	end := string(rune('A'+c1)) + strconv.Itoa(r1+1)
	if start == end {
		return start
	}
	return start + "-" + end
}

func clampPct(v float64) float64 { return math.Max(0, math.Min(100, v)) }

// cell is the 0-based cell index of a percentage; an end edge that falls
// exactly on a cell boundary belongs to the previous cell.
func cell(pct float64, n int, end bool) int {
	f := pct / 100 * float64(n)
	i := int(math.Floor(f))
	if end && f == math.Floor(f) && i > 0 {
		i--
	}
	if i >= n {
		i = n - 1
	}
	if i < 0 {
		i = 0
	}
	return i
}
