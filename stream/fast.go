package stream

import (
	"bytes"
	"encoding/json"
	"unicode/utf8"
)

// fastInspect classifies the common OpenAI-shaped chunk in one pass,
// without reflection: Inspect runs on every event of every stream in
// record, sniff and replay, and encoding/json costs several microseconds per
// event. The walk also validates: every byte it crosses is checked against
// the same grammar valid() enforces (values it does not look into are read
// by the validator itself), so ok=true means data is valid JSON and info is
// what valid() then slowInspect() would give. It gives up (ok=false) on
// anything invalid or unusual (escaped, non-ASCII, case-folded or repeated
// keys, multi-part content, values of an unexpected type, native TGI/Ollama
// shapes), and Inspect then takes the exact path. Fuzz tests check that the
// two agree on arbitrary bytes.
//
// data must start with '{' and carry no surrounding whitespace.
func fastInspect(data []byte) (info Info, ok bool) {
	info, _, ok = fastInspectFrom(data, 0, true)
	return info, ok
}

// fastInspectFrom is fastInspect resuming at skip, the start of a top-level
// key, when data[:skip] is a prefix that an earlier call validated and
// reported (a stream repeats id, object, created and model in every chunk).
// prefix is where the first top-level key that Inspect reads begins: the
// bytes before it are a valid object start that only holds skipped keys.
// Without text, info.Text stays empty (everything else is the same: the
// strings are validated all the same, only not decoded).
func fastInspectFrom(data []byte, skip int, text bool) (info Info, prefix int, ok bool) {
	s := scanner{validator: validator{B: data}, noText: !text}
	info.JSON = true
	var seen uint8
	var more bool
	if skip > 0 {
		s.I, more, ok = skip, true, true
	} else {
		more, ok = s.Enter('}')
	}
	for ; ok && more; more, ok = s.Next('}') {
		keyAt := s.I
		key, kok := s.key()
		if !kok {
			return info, 0, false
		}
		switch string(key) {
		case "choices":
			ok = once(&seen, 1) && s.choices(&info)
		case "usage":
			ok = once(&seen, 2) && s.usage(&info)
		case "error":
			null := s.B[s.I] == 'n'
			ok = once(&seen, 4) && s.Value(depthTop)
			if !null {
				info.Error = true
			}
		case "token", "message", "response":
			return info, 0, false // native shapes: leave to the reflective decoder
		default:
			if s.foldsToKnown(key, topKeys) || !s.Value(depthTop) {
				return info, 0, false
			}
			continue // a skipped key: the prefix grows past it
		}
		if !ok {
			return info, 0, false
		}
		if prefix == 0 {
			prefix = keyAt
		}
	}
	if !ok {
		return info, 0, false
	}
	s.WS()
	return info, prefix, s.I == len(s.B)
}

// Keys the slow path decodes at each level: a key that matches one of them
// only case-insensitively (encoding/json accepts those) sends the event to
// the slow path.
var (
	topKeys    = []string{"choices", "usage", "error", "token", "message", "response"}
	choiceKeys = []string{"delta", "message", "text", "finish_reason"}
	deltaKeys  = []string{"role", "content", "reasoning_content", "reasoning", "tool_calls", "function_call"}
	usageKeys  = []string{"prompt_tokens", "completion_tokens", "total_tokens"}
)

// once marks bit in seen and reports whether it was clear: encoding/json
// lets a repeated key overwrite or merge into the first, which the fast path
// does not model.
func once(seen *uint8, bit uint8) bool {
	if *seen&bit != 0 {
		return false
	}
	*seen |= bit
	return true
}

// scanner is a validator that also looks into the values Inspect needs.
type scanner struct {
	validator
	upper  bool // the last key read by key() has an ASCII capital letter
	noText bool // leave info.Text empty
}

// key reads a member name and its colon, leaving the scanner on the value.
// Names with escapes or non-ASCII bytes are refused: encoding/json unescapes
// them and folds Unicode case (the Kelvin sign matches 'k', long s 's'),
// which plain byte comparison would miss.
// members walks the object at s.I, calling each with every key once the
// scanner stands at its value; each reads the value or reports false.
func (s *scanner) members(each func(key []byte) bool) bool {
	more, ok := s.Enter('}')
	for ; ok && more; more, ok = s.Next('}') {
		key, kok := s.key()
		if !kok || !each(key) {
			return false
		}
	}
	return ok
}

func (s *scanner) key() ([]byte, bool) {
	if s.I >= len(s.B) || s.B[s.I] != '"' {
		return nil, false
	}
	start := s.I + 1
	if !s.Str() {
		return nil, false
	}
	key := s.B[start : s.I-1]
	s.upper = false
	for _, c := range key {
		if c == '\\' || c >= utf8.RuneSelf {
			return nil, false
		}
		if 'A' <= c && c <= 'Z' {
			s.upper = true
		}
	}
	s.WS()
	if s.I >= len(s.B) || s.B[s.I] != ':' {
		return nil, false
	}
	s.I++
	s.WS()
	return key, s.I < len(s.B)
}

// foldsToKnown reports whether key (ASCII, not itself one of known) would
// still be matched to one of known by encoding/json's case-insensitive
// fallback. Known keys are lower case, so only a key with a capital letter
// can.
func (s *scanner) foldsToKnown(key []byte, known []string) bool {
	if !s.upper {
		return false
	}
	for _, k := range known {
		if len(k) == len(key) && bytes.EqualFold(key, []byte(k)) {
			return true
		}
	}
	return false
}

// null reads the literal null if the scanner is on one.
func (s *scanner) null() bool { return s.B[s.I] == 'n' && s.Lit("null") }

// strOrNull reads a string (returned with its quotes) or null (nil,
// isStr=false); anything else gives ok=false.
func (s *scanner) strOrNull() (quoted []byte, isStr, ok bool) {
	switch s.B[s.I] {
	case '"':
		start := s.I
		if !s.Str() {
			return nil, false, false
		}
		return s.B[start:s.I], true, true
	case 'n':
		return nil, false, s.Lit("null")
	}
	return nil, false, false
}

// decoded unquotes a string read by strOrNull, with escapes resolved and
// invalid UTF-8 replaced as encoding/json does (by encoding/json itself
// when there is anything to resolve).
func decoded(quoted []byte) (string, bool) {
	raw := quoted[1 : len(quoted)-1]
	if bytes.IndexByte(raw, '\\') < 0 && utf8.Valid(raw) {
		return string(raw), true
	}
	var u string
	if json.Unmarshal(quoted, &u) != nil {
		return "", false
	}
	return u, true
}

// Nesting depths (enclosing arrays and objects) of the values fastInspect
// hands to validator.value, so that its limit counts exactly as in valid().
const (
	depthTop    = 1 // values of the top-level object's members
	depthChoice = 3 // members of an element of "choices"
	depthDelta  = 4 // members of a delta or message
	depthUsage  = 2 // members of "usage"
)

func (s *scanner) choices(info *Info) bool {
	if s.null() {
		return true
	}
	if s.B[s.I] != '[' {
		return false
	}
	more, ok := s.Enter(']')
	for ; ok && more; more, ok = s.Next(']') {
		if s.B[s.I] != '{' || !s.choice(info) {
			return false
		}
	}
	return ok
}

// choice reads one element of "choices". Its text is gathered per field
// and appended in the order slowInspect uses (delta, message, text), which
// need not be the order of the keys.
func (s *scanner) choice(info *Info) bool {
	var seen uint8
	var deltaText, messageText, text string
	dp, mp, tp := &deltaText, &messageText, &text
	if s.noText {
		dp, mp, tp = nil, nil, nil
	}
	ok := s.members(func(key []byte) bool {
		switch string(key) {
		case "delta":
			return once(&seen, 1) && s.delta(info, true, dp)
		case "message":
			return once(&seen, 2) && s.delta(info, false, mp)
		case "text":
			return once(&seen, 4) && s.outputString(info, tp)
		case "finish_reason":
			return once(&seen, 8) && s.finishReason(info)
		default:
			return !s.foldsToKnown(key, choiceKeys) && s.Value(depthChoice)
		}
	})
	if !ok {
		return false
	}
	// Without text kept the pointers were nil: the three are empty.
	info.Text += deltaText + messageText + text
	return true
}

func (s *scanner) finishReason(info *Info) bool {
	q, isStr, ok := s.strOrNull()
	if !ok {
		return false
	}
	if isStr && len(q) > 2 {
		f, ok := decoded(q)
		if !ok {
			return false
		}
		info.Finish = f
	}
	return true
}

// delta reads a choice's "delta" (isDelta) or "message": the slow path
// reads role, reasoning and function_call from the delta only.
func (s *scanner) delta(info *Info, isDelta bool, text *string) bool {
	if s.null() {
		return true
	}
	if s.B[s.I] != '{' {
		return false
	}
	var seen uint8
	ok := s.members(func(key []byte) bool {
		switch string(key) {
		case "role":
			return once(&seen, 1) && s.messageSkips(isDelta, func() bool { return s.role(info) })
		case "content":
			return once(&seen, 2) && s.outputString(info, text)
		case "reasoning_content":
			return once(&seen, 4) && s.outputString(info, nil)
		case "reasoning":
			return once(&seen, 8) && s.messageSkips(isDelta, func() bool { return s.outputString(info, nil) })
		case "tool_calls":
			return once(&seen, 16) && s.toolCalls(info)
		case "function_call":
			return once(&seen, 32) && s.messageSkips(isDelta, func() bool { return s.toolCalls(info) })
		default:
			return !s.foldsToKnown(key, deltaKeys) && s.Value(depthDelta)
		}
	})
	return ok
}

// messageSkips reads a delta-only member with read, or skips it in a
// message, where slowInspect ignores it.
func (s *scanner) messageSkips(isDelta bool, read func() bool) bool {
	if !isDelta {
		return s.Value(depthDelta)
	}
	return read()
}

func (s *scanner) role(info *Info) bool {
	q, isStr, ok := s.strOrNull()
	if isStr && len(q) > 2 {
		info.Role = true
	}
	return ok
}

// outputString reads a string-or-null output field, keeping its text when
// text is not nil; arrays and objects (multi-part content) go to the slow
// path.
func (s *scanner) outputString(info *Info, text *string) bool {
	q, isStr, ok := s.strOrNull()
	if !ok {
		return false
	}
	if isStr && len(q) > 2 {
		info.Output = true
		if text != nil {
			t, ok := decoded(q)
			if !ok {
				return false
			}
			*text = t
		}
	}
	return true
}

// toolCalls reads null or an array or object, output unless only
// whitespace separates its brackets (as nonEmpty decides); anything else
// goes to the slow path.
func (s *scanner) toolCalls(info *Info) bool {
	if s.null() {
		return true
	}
	if c := s.B[s.I]; c != '[' && c != '{' {
		return false
	}
	j := s.I + 1
	for j < len(s.B) && isSpace(s.B[j]) {
		j++
	}
	if j < len(s.B) && s.B[j] != ']' && s.B[j] != '}' {
		info.Output = true
	}
	return s.Value(depthDelta)
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func (s *scanner) usage(info *Info) bool {
	if s.null() {
		return true
	}
	if s.B[s.I] != '{' {
		return false
	}
	var u Usage
	var seen uint8
	ok := s.members(func(key []byte) bool {
		switch string(key) {
		case "prompt_tokens":
			return once(&seen, 1) && s.count(&u.PromptTokens)
		case "completion_tokens":
			return once(&seen, 2) && s.count(&u.CompletionTokens)
		case "total_tokens":
			return once(&seen, 4) && s.count(&u.TotalTokens)
		default:
			return !s.foldsToKnown(key, usageKeys) && s.Value(depthUsage)
		}
	})
	if !ok {
		return false
	}
	if u.PromptTokens > 0 || u.CompletionTokens > 0 || u.TotalTokens > 0 {
		info.Usage = &u
	}
	return true
}

// count reads a token count: null (left as is) or an integer that fits
// without doubt. Fractions, exponents and huge values are rare and make
// encoding/json fail the whole decode: left to the slow path.
func (s *scanner) count(dst *int) bool {
	if s.null() {
		return true
	}
	start := s.I
	if !s.Number() {
		return false
	}
	digits := s.B[start:s.I]
	neg := digits[0] == '-'
	if neg {
		digits = digits[1:]
	}
	if len(digits) > 18 { // fits an int64 without overflow checks
		return false
	}
	var n int64
	for _, c := range digits {
		if c < '0' || c > '9' {
			return false
		}
		n = n*10 + int64(c-'0')
	}
	if neg {
		n = -n
	}
	if int64(int(n)) != n { // 32-bit int
		return false
	}
	*dst = int(n)
	return true
}
