package app_test

import (
	"testing"

	"github.com/pharmaops/pharmaops/internal/pgtest"
)

// TestMain stops the PostgreSQL server the tests start when they run on
// PostgreSQL (PHARMAOPS_TEST_STORE=postgres).
func TestMain(m *testing.M) { pgtest.Main(m) }
