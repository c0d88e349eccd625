//go:build race

package main

// raceEnabled: the race detector slows the full-trace test ~10x.
const raceEnabled = true
