package stream

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"math/bits"
	"strconv"
	"unicode/utf8"
)

// fastInspect classifies the common OpenAI-shaped chunk without reflection:
// Inspect runs on every event of every stream in record, sniff and replay,
// and encoding/json with reflection costs several microseconds per event.
// It handles valid JSON only and gives up (ok=false) on anything unusual
// (escaped keys, case-folded or repeated keys, multi-part content, native
// TGI/Ollama shapes), leaving those to the reflective decoder. A fuzz test
// checks that both agree whenever the fast path answers.
func fastInspect(data []byte) (info Info, ok bool) {
	s := scanner{b: data}
	s.ws()
	if !s.is('{') {
		return info, false
	}
	info.JSON = true
	ok = s.object(func(key []byte) bool {
		switch string(key) {
		case "choices":
			return s.choices(&info)
		case "usage":
			return s.usage(&info)
		case "error":
			null := s.peekNull()
			if !s.skip() {
				return false
			}
			if !null {
				info.Error = true
			}
			return true
		case "token", "message", "response":
			return false // native shapes: leave to the reflective decoder
		}
		if foldsToKnown(key, topKeys) {
			return false
		}
		return s.skip()
	}, topKeys)
	return info, ok
}

var (
	topKeys    = []string{"choices", "usage", "error", "token", "message", "response"}
	choiceKeys = []string{"delta", "message", "text", "finish_reason"}
	deltaKeys  = []string{"role", "content", "reasoning_content", "reasoning", "tool_calls", "function_call"}
	usageKeys  = []string{"prompt_tokens", "completion_tokens", "total_tokens"}
)

func foldsToKnown(key []byte, known []string) bool {
	for _, k := range known {
		if len(k) == len(key) && bytes.EqualFold(key, []byte(k)) {
			return true
		}
	}
	return false
}

func (s *scanner) choices(info *Info) bool {
	if s.peekNull() {
		return s.skip()
	}
	if !s.is('[') {
		return false
	}
	return s.array(func() bool {
		if !s.is('{') {
			return false
		}
		return s.object(func(key []byte) bool {
			switch string(key) {
			case "delta", "message":
				return s.delta(info, string(key) == "delta")
			case "text":
				return s.outputString(info, true)
			case "finish_reason":
				str, isStr, ok := s.str()
				if !ok {
					return false
				}
				if isStr && len(str) > 0 {
					f, ok := s.decoded(str)
					if !ok {
						return false
					}
					info.Finish = f
				}
				return true
			}
			if foldsToKnown(key, choiceKeys) {
				return false
			}
			return s.skip()
		}, choiceKeys)
	})
}

func (s *scanner) delta(info *Info, isDelta bool) bool {
	if s.peekNull() {
		return s.skip()
	}
	if !s.is('{') {
		return false
	}
	return s.object(func(key []byte) bool {
		switch string(key) {
		case "role":
			if !isDelta {
				return s.skip()
			}
			str, isStr, ok := s.str()
			if !ok {
				return false
			}
			if isStr && len(str) > 0 {
				info.Role = true
			}
			return true
		case "content":
			return s.outputString(info, true)
		case "reasoning_content", "reasoning":
			if key[len(key)-1] == 'g' && !isDelta {
				return s.skip() // message.reasoning is not read by the slow path either
			}
			return s.outputString(info, false)
		case "tool_calls", "function_call":
			if string(key) == "function_call" && !isDelta {
				return s.skip()
			}
			nonEmpty, ok := s.nonEmptyContainer()
			if !ok {
				return false
			}
			if nonEmpty {
				info.Output = true
			}
			return true
		}
		if foldsToKnown(key, deltaKeys) {
			return false
		}
		return s.skip()
	}, deltaKeys)
}

// outputString reads a string-or-null output field; arrays and objects go
// to the slow path (multi-part content).
func (s *scanner) outputString(info *Info, keepText bool) bool {
	str, isStr, ok := s.str()
	if !ok || (!isStr && !s.lastWasNull) {
		return false
	}
	if isStr && len(str) > 0 {
		info.Output = true
		if keepText {
			text, ok := s.decoded(str)
			if !ok {
				return false
			}
			info.Text += text
		}
	}
	return true
}

// decoded returns the string just read by str, unescaped and with invalid
// UTF-8 replaced as encoding/json does.
func (s *scanner) decoded(raw []byte) (string, bool) {
	if bytes.IndexByte(raw, '\\') < 0 && utf8.Valid(raw) {
		return string(raw), true
	}
	var u string
	if json.Unmarshal(s.b[s.strStart:s.i], &u) != nil {
		return "", false
	}
	return u, true
}

func (s *scanner) usage(info *Info) bool {
	if s.peekNull() {
		return s.skip()
	}
	if !s.is('{') {
		return false
	}
	var u Usage
	ok := s.object(func(key []byte) bool {
		var dst *int
		switch string(key) {
		case "prompt_tokens":
			dst = &u.PromptTokens
		case "completion_tokens":
			dst = &u.CompletionTokens
		case "total_tokens":
			dst = &u.TotalTokens
		default:
			if foldsToKnown(key, usageKeys) {
				return false
			}
			return s.skip()
		}
		start := s.i
		if !s.skip() {
			return false
		}
		raw := bytes.TrimSpace(s.b[start:s.i])
		if bytes.Equal(raw, []byte("null")) {
			return true
		}
		n, err := strconv.Atoi(string(raw))
		if err != nil {
			return false
		}
		*dst = n
		return true
	}, usageKeys)
	if ok && (u.PromptTokens > 0 || u.CompletionTokens > 0 || u.TotalTokens > 0) {
		info.Usage = &u
	}
	return ok
}

// scanner walks a JSON document that valid (json.Valid) accepted.
type scanner struct {
	b           []byte
	i           int
	strStart    int
	lastWasNull bool
}

func (s *scanner) ws() {
	for s.i < len(s.b) {
		switch s.b[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

func (s *scanner) is(c byte) bool {
	s.ws()
	return s.i < len(s.b) && s.b[s.i] == c
}

func (s *scanner) peekNull() bool {
	s.ws()
	return bytes.HasPrefix(s.b[s.i:], []byte("null"))
}

// object calls field for each key with the scanner on the value. Keys with
// escapes, or a known key seen twice, abort the fast path.
func (s *scanner) object(field func(key []byte) bool, known []string) bool {
	s.i++ // '{'
	var seen uint32
	for {
		s.ws()
		if s.i >= len(s.b) {
			return false
		}
		switch s.b[s.i] {
		case '}':
			s.i++
			return true
		case ',':
			s.i++
			continue
		case '"':
		default:
			return false
		}
		key, isStr, ok := s.str()
		if !ok || !isStr || bytes.IndexByte(key, '\\') >= 0 {
			return false
		}
		for n, k := range known {
			if string(key) == k {
				if seen&(1<<n) != 0 {
					return false
				}
				seen |= 1 << n
			}
		}
		s.ws()
		if s.i >= len(s.b) || s.b[s.i] != ':' {
			return false
		}
		s.i++
		if !field(key) {
			return false
		}
	}
}

func (s *scanner) array(elem func() bool) bool {
	s.i++ // '['
	for {
		s.ws()
		if s.i >= len(s.b) {
			return false
		}
		switch s.b[s.i] {
		case ']':
			s.i++
			return true
		case ',':
			s.i++
			continue
		}
		if !elem() {
			return false
		}
	}
}

// str reads a string (returning its raw contents) or null (isStr=false).
func (s *scanner) str() (raw []byte, isStr, ok bool) {
	s.ws()
	s.lastWasNull = false
	if s.peekNull() {
		s.i += 4
		s.lastWasNull = true
		return nil, false, true
	}
	if s.i >= len(s.b) || s.b[s.i] != '"' {
		return nil, false, false
	}
	s.strStart = s.i
	start := s.i + 1
	for j := start; ; {
		// Cross plain bytes a word at a time (see special in valid.go).
		for j+8 <= len(s.b) {
			if m := special(binary.LittleEndian.Uint64(s.b[j:])); m != 0 {
				j += bits.TrailingZeros64(m) >> 3
				break
			}
			j += 8
		}
		if j >= len(s.b) {
			return nil, false, false
		}
		switch s.b[j] {
		case '\\':
			j += 2
		case '"':
			s.i = j + 1
			return s.b[start:j], true, true
		default:
			j++
		}
	}
}

// nonEmptyContainer reads null, [] / {} (false) or a non-empty container
// (true); anything else aborts.
func (s *scanner) nonEmptyContainer() (nonEmpty, ok bool) {
	if s.peekNull() {
		s.i += 4
		return false, true
	}
	s.ws()
	if s.i >= len(s.b) || (s.b[s.i] != '[' && s.b[s.i] != '{') {
		return false, false
	}
	j := s.i + 1
	for j < len(s.b) && (s.b[j] == ' ' || s.b[j] == '\t' || s.b[j] == '\n' || s.b[j] == '\r') {
		j++
	}
	empty := j < len(s.b) && (s.b[j] == ']' || s.b[j] == '}')
	return !empty, s.skip()
}

// skip moves past one value of a valid document.
func (s *scanner) skip() bool {
	s.ws()
	if s.i >= len(s.b) {
		return false
	}
	switch s.b[s.i] {
	case '"':
		_, _, ok := s.str()
		return ok
	case '{', '[':
		depth := 0
		for s.i < len(s.b) {
			switch s.b[s.i] {
			case '"':
				if _, _, ok := s.str(); !ok {
					return false
				}
				continue
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					s.i++
					return true
				}
			}
			s.i++
		}
		return false
	default: // number, true, false, null
		for s.i < len(s.b) {
			switch s.b[s.i] {
			case ',', '}', ']', ' ', '\t', '\n', '\r':
				return true
			}
			s.i++
		}
		return true
	}
}
