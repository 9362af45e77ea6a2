// Package version holds the build version, injected at link time with
// -ldflags "-X github.com/pharmaops/pharmaops/pkg/version.Version=v1.2.3".
package version

// Version is the release version of this build, "dev" for local builds.
var Version = "dev"

// Commit is the git commit of this build, when known.
var Commit = ""
