package app

import (
	"errors"

	"github.com/pharmaops/pharmaops/internal/diskspace"
)

// DefaultMinFreeBytes is the default free-space floor of the data
// directory (config storage.min-free-bytes): below it writes are refused
// with 507, so the disk never fills up completely; below twice the floor
// /health reports degraded.
const DefaultMinFreeBytes = 256 << 20

// DiskSpace is the free space of the data directory against its floor.
type DiskSpace struct {
	FreeBytes    int64 `json:"freeBytes"`
	MinFreeBytes int64 `json:"minFreeBytes"`
	// Low is true when FreeBytes is below twice MinFreeBytes: health
	// reports degraded while some writes still fit, before Full.
	Low bool `json:"low"`
	// Full is true when FreeBytes is below MinFreeBytes: every write is
	// refused.
	Full bool `json:"full"`
}

// DiskSpace reports the data directory's free space; ok is false when it
// cannot be known (no data directory configured, or the platform cannot
// tell), and then nothing is refused for want of space.
func (a *App) DiskSpace() (DiskSpace, bool) {
	if a.cfg.DataDir == "" || a.cfg.MinFreeBytes <= 0 {
		return DiskSpace{}, false
	}
	free, err := diskspace.Free(a.cfg.DataDir)
	if err != nil {
		if !errors.Is(err, diskspace.ErrUnknown) {
			a.log.Warn("free disk space", "dir", a.cfg.DataDir, "err", err)
		}
		return DiskSpace{}, false
	}
	floor := a.cfg.MinFreeBytes
	return DiskSpace{FreeBytes: free, MinFreeBytes: floor, Low: free/2 < floor, Full: free < floor}, true
}

// CheckDiskSpace refuses a write, with ErrDiskFull, when the data
// directory is below its free-space floor.
func (a *App) CheckDiskSpace() error {
	if d, ok := a.DiskSpace(); ok && d.Full {
		return errDiskFull
	}
	return nil
}

// roomFor bounds a write of at most limit bytes by the space above the
// floor; byDisk reports whether the floor, not limit, is the bound.
func (a *App) roomFor(limit int64) (bound int64, byDisk bool) {
	d, ok := a.DiskSpace()
	if !ok {
		return limit, false
	}
	if room := d.FreeBytes - d.MinFreeBytes; room < limit {
		return max(room, 0), true
	}
	return limit, false
}

var errDiskFull = &Error{Kind: ErrDiskFull, Msg: "The server is out of storage space; nothing was saved. Try again later or ask an administrator to free disk space"}
