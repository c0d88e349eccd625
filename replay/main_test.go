package replay

import (
	"os"
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the package when a goroutine outlives the tests: every
// request goroutine, timer and connection of a run must end with it.
// With REPLAY_TEST_TICKER set, the test binary is instead the outside
// writer of TestSoleProcessorLetsReadersRun (a process of its own, so its
// writes need none of the test's processors).
func TestMain(m *testing.M) {
	if addr := os.Getenv(tickerEnv); addr != "" {
		os.Exit(runTicker(addr))
	}
	goleak.VerifyTestMain(m)
}
