package stream

import "github.com/llmreplay/llmreplay/internal/jsonscan"

// valid reports whether data is one JSON value, exactly as json.Valid
// does (jsonscan.Valid). Inspect's single pass (fastInspect) is built on the
// same scanner and hands it every value it does not look into; valid()
// itself runs only for the events that pass refuses.
// FuzzValidMatchesEncodingJSON checks valid and json.Valid agree.
func valid(data []byte) bool { return jsonscan.Valid(data) }

// ValidJSON reports whether data is one JSON value, exactly as json.Valid
// does, several times faster: for the capture, which checks every body it
// stores.
func ValidJSON(data []byte) bool { return jsonscan.Valid(data) }

// validator is the scanner fastInspect extends.
type validator = jsonscan.Scanner
