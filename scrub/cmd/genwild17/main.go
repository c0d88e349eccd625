// Command genwild17 writes wild17, a held-out labelled PII corpus: records
// rendered from templates kept as data (data/, one file per genre), with
// values drawn from its own pools and about a fifth of the records pasted
// into LLM API request bodies, JSON-escaped.
//
//	go run ./scrub/cmd/genwild17 -n 1500 -seed 1717
package main

import "github.com/llmreplay/llmreplay/scrub/internal/corpusgen"

func main() { corpusgen.Main("wild17", 1717, build) }
