package api_test

import (
	"testing"
)

// TestAssetScenariosOnS3 runs the scenarios that store, process, serve and
// delete asset bytes again with the blobs in a bucket of a local
// S3-compatible server (blobs.driver=s3) instead of on disk.
func TestAssetScenariosOnS3(t *testing.T) {
	t.Setenv(testBlobStoreEnv, "s3")
	for _, sc := range []struct {
		name string
		run  func(*testing.T)
	}{
		{"upload and process", TestUploadProcessesAssetsFromTheirBytes},
		{"refused uploads keep nothing", TestUploadRejectsBadFilesAndKeepsNothing},
		{"served safely", TestAssetsAreIsolatedAndServedSafely},
		{"thumbnail made on request", TestThumbnailIsMadeOnRequest},
		{"zip of assets", TestUploadZip},
		{"damaged and banner zips", TestDamagedZipsAndBannerOnlyZips},
		{"idempotent uploads", TestUploadsAreIdempotentAndHonest},
		{"interrupted processing resumes", TestInterruptedProcessingResumesAtStart},
	} {
		t.Run(sc.name, sc.run)
	}
}
