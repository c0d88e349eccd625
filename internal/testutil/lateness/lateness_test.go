package lateness

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// fakeTB records what Retry reports; Fatalf ends the calling goroutine as
// testing's does.
type fakeTB struct {
	testing.TB
	mu     sync.Mutex
	fatals []string
	logs   []string
}

func (f *fakeTB) Helper() {}
func (f *fakeTB) Logf(format string, args ...any) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.logs = append(f.logs, fmt.Sprintf(format, args...))
}
func (f *fakeTB) Fatalf(format string, args ...any) {
	f.mu.Lock()
	f.fatals = append(f.fatals, fmt.Sprintf(format, args...))
	f.mu.Unlock()
	runtime.Goexit()
}

// retry runs Retry on its own goroutine, as a test's Fatalf needs.
func retry(tb *fakeTB, attempts int, measure func() string) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		Retry(tb, attempts, measure)
	}()
	<-done
}

// hog keeps more threads busy than the machine has CPUs until stop is
// closed, so that this process's threads queue for a CPU.
func hog(stop <-chan struct{}) *sync.WaitGroup {
	var wg sync.WaitGroup
	for range 4 * runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Unlocked before returning: a goroutine that ends locked takes its
			// thread, and the thread's counts, with it.
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			for {
				select {
				case <-stop:
					return
				default:
				}
				for i := 0; i < 1e5; i++ {
				}
			}
		}()
	}
	return &wg
}

func needSchedstat(t *testing.T) {
	if _, err := os.Stat("/proc/self/schedstat"); err != nil {
		t.Skipf("no schedstat on this system (%v): CPU wait cannot be measured", err)
	}
}

func TestCPUWaitSeesHogs(t *testing.T) {
	needSchedstat(t)
	stop := make(chan struct{})
	measure := CPUWait()
	wg := hog(stop)
	time.Sleep(200 * time.Millisecond) // the hogs' running time is what is measured, not a wait for a race
	close(stop)
	wg.Wait()
	if got := measure(); got < Loaded {
		t.Fatalf("CPU wait with %d spinning threads on %d CPUs: %v, want at least %v", 4*runtime.NumCPU(), runtime.NumCPU(), got, Loaded)
	}
}

func TestRetryPassesAfterAStarvedFailure(t *testing.T) {
	needSchedstat(t)
	var calls atomic.Int32
	tb := &fakeTB{}
	retry(tb, 3, func() string {
		if calls.Add(1) == 1 {
			stop := make(chan struct{})
			wg := hog(stop)
			time.Sleep(200 * time.Millisecond)
			close(stop)
			wg.Wait()
			return "late while starved"
		}
		return ""
	})
	if len(tb.fatals) != 0 || calls.Load() != 2 {
		t.Fatalf("a failure while starved then a pass: %d measurements, fatals %q; want 2 and none", calls.Load(), tb.fatals)
	}
	if len(tb.logs) != 1 || !strings.Contains(tb.logs[0], "measuring again") {
		t.Fatalf("logs %q, want one saying it measures again", tb.logs)
	}
}

func TestRetryFailsAWrongImplementationEveryTime(t *testing.T) {
	var calls atomic.Int32
	tb := &fakeTB{}
	retry(tb, 3, func() string { calls.Add(1); return "always late" })
	if len(tb.fatals) != 1 || !strings.Contains(tb.fatals[0], "always late") {
		t.Fatalf("fatals %q, want one naming the failure", tb.fatals)
	}
	if n := calls.Load(); n < 1 || n > 3 {
		t.Fatalf("%d measurements, want 1 to 3", n)
	}
}
