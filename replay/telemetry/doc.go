// Package telemetry is what a replay records besides its requests: the
// target's own Prometheus metrics scraped during the run, the conditions
// of the test (which server and version, which replayer machine), and the
// replayer's check of itself (its CPU use, how long its goroutines waited
// for a CPU, how late it sent). Everything is stored as typed records
// among the results (replay.Record), written as it is collected, so a
// killed replay keeps what it had; Read turns a results file's records
// back into a Run, and Summarize, CheckClient and the series functions are
// what report, compare and sweep print.
//
// Scrapes are stored as changes: a metrics_series record names a series
// (family, type, labels) once, and each metrics_scrape record lists the
// series whose value changed since the previous scrape of that source, so
// an hour of a vLLM endpoint scraped every second takes a few MB. Every
// series is kept, known or not; families of known servers (vLLM, SGLang,
// TGI, llama.cpp, Dynamo, the Gateway API inference extension used by
// llm-d) are summarised by meaning (see Known).
package telemetry
