package media

import (
	"io"
	"io/fs"
	"syscall"
)

// probeFile is ProbeFile with four system calls a file (open, fstat,
// pread, close). os.Open costs five more on Linux: it tries to register
// the descriptor with the network poller (epoll_ctl, which fails for a
// regular file) and switches it to non-blocking mode and back (fcntl).
// When checking thousands of small banners those calls cost as much as
// reading them. O_NONBLOCK keeps a FIFO given by name from blocking the
// open; fstat then rejects it, and it does not change reads of regular
// files.
func probeFile(path string) (Info, error) {
	var fd int
	err := ignoringEINTR(func() (err error) {
		fd, err = syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC|syscall.O_NONBLOCK, 0)
		return err
	})
	if err != nil {
		return Info{}, &fs.PathError{Op: "open", Path: path, Err: err}
	}
	defer syscall.Close(fd)
	var st syscall.Stat_t
	if err := ignoringEINTR(func() error { return syscall.Fstat(fd, &st) }); err != nil {
		return Info{}, &fs.PathError{Op: "stat", Path: path, Err: err}
	}
	if st.Mode&syscall.S_IFMT != syscall.S_IFREG {
		return Info{}, notRegular(path)
	}
	return Probe(fdReader{fd: fd, path: path}, st.Size, path)
}

// fdReader reads a file descriptor at offsets, as os.File.ReadAt does.
type fdReader struct {
	fd   int
	path string
}

// ReadAt reads len(b) bytes at off; a short read returns io.EOF.
func (r fdReader) ReadAt(b []byte, off int64) (int, error) {
	if off < 0 {
		return 0, &fs.PathError{Op: "readat", Path: r.path, Err: fs.ErrInvalid}
	}
	n := 0
	for len(b) > 0 {
		var m int
		err := ignoringEINTR(func() (err error) {
			m, err = syscall.Pread(r.fd, b, off)
			return err
		})
		if err != nil {
			return n, &fs.PathError{Op: "read", Path: r.path, Err: err}
		}
		if m == 0 {
			return n, io.EOF
		}
		n += m
		b = b[m:]
		off += int64(m)
	}
	return n, nil
}

// ignoringEINTR retries f while it is interrupted by a signal.
func ignoringEINTR(f func() error) error {
	for {
		if err := f(); err != syscall.EINTR {
			return err
		}
	}
}
