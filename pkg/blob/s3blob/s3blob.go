// Package s3blob stores blobs in an S3-compatible bucket (AWS S3, MinIO,
// Ceph, R2…) through the AWS SDK for Go v2, content-addressed as on disk:
// the key of a blob is {prefix}sha256/ab/cdef…. The bucket stays private:
// pharmaops reads the objects and serves them itself.
package s3blob

import (
	"context"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	"github.com/pharmaops/pharmaops/pkg/blob"
)

// MaxObjectBytes is the largest object one PutObject stores (S3's limit).
const MaxObjectBytes = 5 << 30

// Config says which bucket to use and how to reach it.
type Config struct {
	Bucket string
	// Prefix is put before every key ("pharmaops/" keeps the blobs under
	// one folder of a shared bucket); a missing final slash is added.
	Prefix string
	// Endpoint is the URL of an S3-compatible service; empty means AWS.
	// With an endpoint, path-style addressing is used
	// (endpoint/bucket/key), which every S3-compatible server accepts.
	Endpoint string
	// Region defaults to the standard chain's (AWS_REGION, ~/.aws/config),
	// else us-east-1.
	Region string
	// AccessKey and SecretKey, when set, replace the standard credential
	// chain (environment, shared files, web identity, instance role). The
	// secret is only ever handed to the SDK's signer.
	AccessKey, SecretKey string
	// TempDir is the local directory for uploads being hashed and for the
	// copies processing reads.
	TempDir string
	// HTTPClient replaces the SDK's default client (tests).
	HTTPClient *http.Client
}

// Store is a bucket of content-addressed blobs.
type Store struct {
	client *s3.Client
	bucket string
	prefix string
	blob.TempDir
	blob.Deferred
}

var _ blob.Store = (*Store)(nil)

// New connects to the bucket and checks that it answers, so a wrong
// bucket, endpoint or credential fails at start, not at the first upload.
func New(ctx context.Context, cfg Config) (*Store, error) {
	if cfg.Bucket == "" {
		return nil, errors.New("blobs.bucket is required with blobs.driver=s3")
	}
	tmp, err := blob.NewTempDir(cfg.TempDir)
	if err != nil {
		return nil, fmt.Errorf("create blob temporary directory: %w", err)
	}
	opts := []func(*config.LoadOptions) error{
		// Checksums only where the API requires them: the default since
		// 2025 (aws-chunked trailers) is refused by many S3-compatible
		// services. Put sends the SHA-256 it computed, which S3 verifies.
		config.WithRequestChecksumCalculation(aws.RequestChecksumCalculationWhenRequired),
		config.WithResponseChecksumValidation(aws.ResponseChecksumValidationWhenRequired),
	}
	if cfg.Region != "" {
		opts = append(opts, config.WithRegion(cfg.Region))
	}
	if cfg.AccessKey != "" || cfg.SecretKey != "" {
		if cfg.AccessKey == "" || cfg.SecretKey == "" {
			return nil, errors.New("blobs.access-key and blobs.secret-key go together")
		}
		opts = append(opts, config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider(cfg.AccessKey, cfg.SecretKey, "")))
	}
	if cfg.HTTPClient != nil {
		opts = append(opts, config.WithHTTPClient(cfg.HTTPClient))
	}
	awsCfg, err := config.LoadDefaultConfig(ctx, opts...)
	if err != nil {
		return nil, fmt.Errorf("S3 configuration: %w", err)
	}
	if awsCfg.Region == "" {
		awsCfg.Region = "us-east-1"
	}
	client := s3.NewFromConfig(awsCfg, func(o *s3.Options) {
		if cfg.Endpoint != "" {
			o.BaseEndpoint = aws.String(cfg.Endpoint)
			o.UsePathStyle = true
		}
	})
	prefix := cfg.Prefix
	if prefix != "" && !strings.HasSuffix(prefix, "/") {
		prefix += "/"
	}
	s := &Store{client: client, bucket: cfg.Bucket, prefix: prefix, TempDir: tmp}
	s.Deferred.Remove = func(sum string) error { return s.remove(context.Background(), sum) }
	if _, err := client.HeadBucket(ctx, &s3.HeadBucketInput{Bucket: aws.String(cfg.Bucket)}); err != nil {
		return nil, fmt.Errorf("bucket %s: %w", cfg.Bucket, err)
	}
	return s, nil
}

// key is the object key of a blob, as the disk store's path: sha256/ab/cdef….
func (s *Store) key(sum string) string { return s.prefix + "sha256/" + sum[:2] + "/" + sum[2:] }

// Put hashes what r yields into a local temporary file (bounded by max),
// then uploads it under its digest with that SHA-256 as the checksum the
// service verifies. Bytes already stored are uploaded again: that renews
// the object's modification time, which the sweep of unreferenced blobs
// goes by (see blob.Store.Put).
func (s *Store) Put(ctx context.Context, r io.Reader, max int64) (blob.Ref, error) {
	tmp, ref, err := s.SpoolHashed(r, min(max, MaxObjectBytes))
	if err != nil {
		return blob.Ref{}, err
	}
	defer tmp.Remove()
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return blob.Ref{}, err
	}
	raw, _ := hex.DecodeString(ref.SHA256)
	_, err = s.client.PutObject(ctx, &s3.PutObjectInput{
		Bucket: aws.String(s.bucket), Key: aws.String(s.key(ref.SHA256)),
		Body: tmp.File, ContentLength: aws.Int64(ref.Size),
		ContentType:    aws.String("application/octet-stream"),
		ChecksumSHA256: aws.String(base64.StdEncoding.EncodeToString(raw)),
	})
	if err != nil {
		return blob.Ref{}, fmt.Errorf("store blob in bucket %s: %w", s.bucket, err)
	}
	return ref, nil
}

// Open finds the object's size and returns a reader that fetches the
// bytes as they are read: a served video range downloads only that range.
func (s *Store) Open(ctx context.Context, sum string) (blob.Object, error) {
	if !blob.ValidSum(sum) {
		return nil, blob.ErrNotFound
	}
	head, err := s.client.HeadObject(ctx, &s3.HeadObjectInput{Bucket: aws.String(s.bucket), Key: aws.String(s.key(sum))})
	if err != nil {
		return nil, notFound(err)
	}
	return &object{ctx: ctx, s: s, key: s.key(sum), size: aws.ToInt64(head.ContentLength)}, nil
}

// Local downloads the blob into a local temporary file, at most max bytes;
// release removes it.
func (s *Store) Local(ctx context.Context, sum string, max int64) (string, func(), error) {
	if !blob.ValidSum(sum) {
		return "", nil, blob.ErrNotFound
	}
	out, err := s.client.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String(s.bucket), Key: aws.String(s.key(sum))})
	if err != nil {
		return "", nil, notFound(err)
	}
	defer out.Body.Close()
	tf, err := s.Spool(out.Body, max)
	if err != nil {
		return "", nil, err
	}
	if want := aws.ToInt64(out.ContentLength); want >= 0 && tf.Size != want {
		tf.Remove()
		return "", nil, fmt.Errorf("blob %s: read %d of %d bytes", sum, tf.Size, want)
	}
	tf.Close()
	name := tf.Name()
	return name, func() { os.Remove(name) }, nil
}

// Delete removes a blob (see blob.Store.Delete).
func (s *Store) Delete(_ context.Context, sum string) error { return s.DeleteOrDefer(sum) }

func (s *Store) remove(ctx context.Context, sum string) error {
	if !blob.ValidSum(sum) {
		return nil
	}
	_, err := s.client.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String(s.bucket), Key: aws.String(s.key(sum))})
	if err = notFound(err); errors.Is(err, blob.ErrNotFound) {
		return nil
	}
	return err
}

// Walk lists the bucket's blobs under the prefix, a page at a time.
func (s *Store) Walk(ctx context.Context, fn func(sum string, size int64, mod time.Time) error) error {
	root := s.prefix + "sha256/"
	pages := s3.NewListObjectsV2Paginator(s.client, &s3.ListObjectsV2Input{Bucket: aws.String(s.bucket), Prefix: aws.String(root)})
	for pages.HasMorePages() {
		page, err := pages.NextPage(ctx)
		if err != nil {
			return fmt.Errorf("list bucket %s: %w", s.bucket, err)
		}
		for _, o := range page.Contents {
			sum := strings.ReplaceAll(strings.TrimPrefix(aws.ToString(o.Key), root), "/", "")
			if !blob.ValidSum(sum) {
				continue // not a blob
			}
			if err := fn(sum, aws.ToInt64(o.Size), aws.ToTime(o.LastModified)); err != nil {
				return err
			}
		}
	}
	return nil
}

// notFound turns the service's 404 into blob.ErrNotFound.
func notFound(err error) error {
	var sc interface{ HTTPStatusCode() int }
	if errors.As(err, &sc) && sc.HTTPStatusCode() == http.StatusNotFound {
		return blob.ErrNotFound
	}
	return err
}

// object reads a stored object: Read streams from the current offset with
// one ranged GET (opened on the first Read after a Seek), ReadAt fetches
// exactly the range asked for.
type object struct {
	ctx  context.Context
	s    *Store
	key  string
	size int64
	off  int64
	body io.ReadCloser // open at off, or nil
}

func (o *object) Size() int64 { return o.size }

func (o *object) get(from, to int64) (io.ReadCloser, error) {
	out, err := o.s.client.GetObject(o.ctx, &s3.GetObjectInput{
		Bucket: aws.String(o.s.bucket), Key: aws.String(o.key),
		Range: aws.String(fmt.Sprintf("bytes=%d-%d", from, to)),
	})
	if err != nil {
		return nil, notFound(err)
	}
	return out.Body, nil
}

func (o *object) Read(p []byte) (int, error) {
	if o.off >= o.size {
		return 0, io.EOF
	}
	if o.body == nil {
		body, err := o.get(o.off, o.size-1)
		if err != nil {
			return 0, err
		}
		o.body = body
	}
	n, err := o.body.Read(p)
	o.off += int64(n)
	if errors.Is(err, io.EOF) && o.off < o.size {
		err = io.ErrUnexpectedEOF
	}
	return n, err
}

func (o *object) Seek(offset int64, whence int) (int64, error) {
	var to int64
	switch whence {
	case io.SeekStart:
		to = offset
	case io.SeekCurrent:
		to = o.off + offset
	case io.SeekEnd:
		to = o.size + offset
	default:
		return o.off, errors.New("s3blob: invalid whence")
	}
	if to < 0 {
		return o.off, errors.New("s3blob: negative position")
	}
	if to != o.off && o.body != nil {
		o.body.Close()
		o.body = nil
	}
	o.off = to
	return to, nil
}

func (o *object) ReadAt(p []byte, off int64) (int, error) {
	if off < 0 {
		return 0, errors.New("s3blob: negative offset")
	}
	if off >= o.size {
		return 0, io.EOF
	}
	want := min(int64(len(p)), o.size-off)
	if want == 0 {
		return 0, nil
	}
	body, err := o.get(off, off+want-1)
	if err != nil {
		return 0, err
	}
	defer body.Close()
	n, err := io.ReadFull(body, p[:want])
	if err == nil && want < int64(len(p)) {
		err = io.EOF
	}
	return n, err
}

func (o *object) Close() error {
	if o.body != nil {
		err := o.body.Close()
		o.body = nil
		return err
	}
	return nil
}
