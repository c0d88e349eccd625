// Package lateness measures how long the machine keeps this process from
// running: the reference a timing test judges a measured lag against,
// taken in the same run, under the same load. A package of its own (not
// testutil, which imports replay) so that replay's own tests can use it.
package lateness

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// CPUWait starts measuring how long this process's threads wait for a CPU
// when they are ready to run; stop returns the mean wait per time one was
// put on a CPU since. A loaded machine makes a thread that wakes (a
// pacer's timer, a write's completion) wait that long, on average, before
// it runs: on a quiet one microseconds, behind CPU hogs a few
// milliseconds. It reads /proc/self/task/*/schedstat; where there is none
// (not Linux, no schedstats) stop returns 0.
func CPUWait() (stop func() time.Duration) {
	wait0, slices0 := schedstat()
	return func() time.Duration {
		wait, slices := schedstat()
		if slices <= slices0 || wait < wait0 {
			return 0
		}
		return time.Duration((wait - wait0) / (slices - slices0))
	}
}

// schedstat sums, over this process's threads, the nanoseconds spent
// waiting on a run queue and the number of times run.
func schedstat() (wait, slices int64) {
	paths, _ := filepath.Glob("/proc/self/task/*/schedstat")
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			continue // the thread ended
		}
		var run, w, n int64
		if _, err := fmt.Sscan(string(b), &run, &w, &n); err == nil {
			wait, slices = wait+w, slices+n
		}
	}
	return wait, slices
}

// Loaded is the mean wait for a CPU (see CPUWait) from which a failed
// timing measurement is put down to the machine: on a quiet one it is a
// few to tens of microseconds.
const Loaded = 100 * time.Microsecond

// Retry runs measure, which returns "" when what it measured passed or
// why not, at most attempts times. A failure while this process's threads
// waited Loaded or more for a CPU on average is the machine's: it is
// logged and measured again. A failure on a machine that did not keep the
// process waiting, or the last attempt's, fails tb. A wrong
// implementation fails every attempt, so a retry only spares the
// measurements a starved machine spoiled.
func Retry(tb testing.TB, attempts int, measure func() (failure string)) {
	tb.Helper()
	for attempt := 1; ; attempt++ {
		stop := CPUWait()
		failure := measure()
		wait := stop()
		if failure == "" {
			return
		}
		if attempt >= attempts || wait < Loaded {
			tb.Fatalf("%s (the process's threads waited %v for a CPU on average; attempt %d of %d)", failure, wait, attempt, attempts)
		}
		tb.Logf("attempt %d: %s; the process's threads waited %v for a CPU on average: measuring again", attempt, failure, wait)
	}
}
