package safezip

// Limits bounds what a Reader accepts. A zero field means "use the value
// from DefaultLimits"; there is no way to switch a limit off.
type Limits struct {
	// MaxEntries is the largest number of entries (files and folders) the
	// central directory may list.
	MaxEntries int
	// MaxTotalSize is the largest sum of the entries' uncompressed sizes.
	MaxTotalSize int64
	// MaxFileSize is the largest uncompressed size of a single entry that
	// ReadFile returns.
	MaxFileSize int64
	// MaxRatio is the largest uncompressed:compressed ratio of one entry.
	// Entries whose uncompressed size is at most RatioFloor bytes are not
	// ratio-checked (a 4 KB file of spaces is not a bomb).
	MaxRatio int64
	// RatioFloor is the uncompressed size below which MaxRatio is ignored.
	RatioFloor int64
}

// DefaultLimits suit HTML5 banner zips and office documents: 1000 entries,
// 50 MB uncompressed in total and per file, 100:1 compression for entries
// larger than 64 KB.
var DefaultLimits = Limits{
	MaxEntries:   1000,
	MaxTotalSize: 50 << 20,
	MaxFileSize:  50 << 20,
	MaxRatio:     100,
	RatioFloor:   64 << 10,
}

// withDefaults returns l with every zero or negative field taken from
// DefaultLimits.
func (l Limits) withDefaults() Limits {
	if l.MaxEntries <= 0 {
		l.MaxEntries = DefaultLimits.MaxEntries
	}
	if l.MaxTotalSize <= 0 {
		l.MaxTotalSize = DefaultLimits.MaxTotalSize
	}
	if l.MaxFileSize <= 0 {
		l.MaxFileSize = DefaultLimits.MaxFileSize
	}
	if l.MaxRatio <= 0 {
		l.MaxRatio = DefaultLimits.MaxRatio
	}
	if l.RatioFloor <= 0 {
		l.RatioFloor = DefaultLimits.RatioFloor
	}
	return l
}
