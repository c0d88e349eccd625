// Package stream owns the semantics of LLM response streams that capture,
// replay and the simulator share, so that production and replayed latencies
// are computed by the same code:
//
//   - Parser splits server-sent-event bytes into events, stamping each with
//     the time its first byte arrived (and the time it was completed).
//   - Inspect classifies one event's data (or a whole non-streaming body):
//     does it carry generated output, is it a role-only chunk, usage, [DONE],
//     an error?
//   - Meter turns stamped, classified events into TTFT, ITL, TPOT, E2E and
//     token counts with the definitions of DESIGN.md section 7.
package stream
