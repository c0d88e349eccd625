// Package benchtools holds the programs that scripts/bench/*.sh build and
// run: loadbench (what record adds to streaming traffic, 30-record.sh),
// simload (the simulator's throughput, open streams and precision,
// 20-sim.sh), chatload (conversations whose turns wait for their answers,
// recorded for 47-prefix-cache.sh) and jsonbench (JSON libraries against format's codec, a module
// of its own so that the candidates never enter llmreplay's go.mod). They
// live here, not beside the packages they measure, because they wire
// several stages together (a recorder in front of the simulator), which
// the stages' own packages never do.
package benchtools
