//go:build race

package sim

// raceEnabled shortens CPU-bound tests under the race detector.
const raceEnabled = true
