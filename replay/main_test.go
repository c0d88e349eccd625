package replay

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the package when a goroutine outlives the tests: every
// request goroutine, timer and connection of a run must end with it.
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }
