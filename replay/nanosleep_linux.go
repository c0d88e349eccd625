package replay

import (
	"syscall"
	"time"
	"unsafe"
)

// maxNanosleep bounds one kernel sleep: the thread keeps its Go processor
// while it sleeps (see nanosleep), so a long one would delay a
// stop-the-world pause of the garbage collector.
const maxNanosleep = time.Millisecond

// prSetTimerslack is PR_SET_TIMERSLACK of prctl(2).
const prSetTimerslack = 29

// nanosleep blocks the calling thread for d (at most maxNanosleep) with the
// kernel's high-resolution timer, about 0.1 ms late on a loaded box against
// about 1 ms for a Go timer, so the dispatcher waits the last stretch
// before a deadline without burning a core that the target may need.
//
// It is a raw system call on purpose: the dispatcher keeps its Go
// processor, so it never has to queue for one to come back (a regular
// blocking call hands the processor over and can wait behind other
// goroutines on return); meanwhile the other processors steal its runnable
// goroutines. EINTR only shortens the sleep: the caller re-checks the clock.
//
// The thread's timer slack is set to 1 ns first, unless *precise says it
// already was: the kernel's default lets a sleep of a normal thread end up
// to 50 µs late, to batch wake-ups, and the dispatcher would spin those
// 50 µs away on every send. The setting stays with the thread (a few more
// precise wake-ups for the goroutines that later run on it cost nothing
// measurable), and a goroutine stays on its thread from one raw call to
// the next, so the caller clears *precise only where it may have moved (a
// yield, a blocking wait): each system call costs microseconds on a
// virtual machine, and the setting was one for every sleep.
func nanosleep(d time.Duration, precise *bool) bool {
	if !*precise {
		syscall.RawSyscall(syscall.SYS_PRCTL, prSetTimerslack, 1, 0)
		*precise = true
	}
	ts := syscall.NsecToTimespec(int64(min(d, maxNanosleep)))
	syscall.RawSyscall(syscall.SYS_NANOSLEEP, uintptr(unsafe.Pointer(&ts)), 0, 0)
	return true
}
