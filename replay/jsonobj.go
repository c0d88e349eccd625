package replay

import (
	"encoding/json"
	"errors"
	"strconv"

	"github.com/llmreplay/llmreplay/internal/jsonscan"
)

// The request rewrite works on a body's top-level members
// (map[string]json.RawMessage, the shape stream.Format's pinning takes).
// encoding/json decoded and re-encoded that map by reflection, and it was
// the largest allocation of a replay (a sixth of its bytes at 1,500
// requests/s): splitObject and appendObject give the same map and the same
// bytes with one pass each and no allocation per member beyond the map's.

var errNotObject = errors.New("not a JSON object")

// splitObject returns the members of the JSON object body, as
// json.Unmarshal into a map[string]json.RawMessage would (values are the
// raw bytes of each member, the last of repeated keys wins), except that
// the values share body's bytes (capped, so an append never writes into
// body). It fails on anything but a valid JSON object.
func splitObject(body []byte) (map[string]json.RawMessage, error) {
	if !jsonscan.Valid(body) {
		return nil, errNotObject
	}
	i := skipSpace(body, 0)
	if body[i] != '{' {
		return nil, errNotObject
	}
	m := make(map[string]json.RawMessage)
	i = skipSpace(body, i+1)
	if body[i] == '}' {
		return m, nil
	}
	for {
		ke := stringEnd(body, i)
		key, err := memberKey(body[i:ke])
		if err != nil {
			return nil, err
		}
		i = skipSpace(body, skipSpace(body, ke)+1) // past ':'
		ve := valueEnd(body, i)
		m[key] = body[i:ve:ve]
		i = skipSpace(body, ve)
		if body[i] != ',' {
			return m, nil // '}': the body is valid
		}
		i = skipSpace(body, i+1)
	}
}

// memberKey decodes a quoted key as encoding/json does.
func memberKey(q []byte) (string, error) {
	plain := true
	for _, c := range q[1 : len(q)-1] {
		if c == '\\' || c >= 0x80 {
			plain = false
			break
		}
	}
	if plain {
		if k, ok := commonKey(q[1 : len(q)-1]); ok {
			return k, nil
		}
		return string(q[1 : len(q)-1]), nil
	}
	var k string
	err := json.Unmarshal(q, &k)
	return k, err
}

// commonKey returns the string of a member key that request bodies of
// the known formats use, without allocating one per request.
func commonKey(b []byte) (string, bool) {
	switch string(b) { // compared in place
	case "model":
		return "model", true
	case "messages":
		return "messages", true
	case "prompt":
		return "prompt", true
	case "stream":
		return "stream", true
	case "stream_options":
		return "stream_options", true
	case "max_tokens":
		return "max_tokens", true
	case "max_completion_tokens":
		return "max_completion_tokens", true
	case "ignore_eos":
		return "ignore_eos", true
	case "temperature":
		return "temperature", true
	case "top_p":
		return "top_p", true
	case "tools":
		return "tools", true
	case "options":
		return "options", true
	}
	return "", false
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// stringEnd returns the index after the string starting at b[i] ('"').
func stringEnd(b []byte, i int) int {
	for i++; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		}
	}
	return len(b)
}

// valueEnd returns the index after the valid JSON value starting at b[i].
func valueEnd(b []byte, i int) int {
	switch b[i] {
	case '"':
		return stringEnd(b, i)
	case '{', '[':
		depth := 0
		for ; i < len(b); i++ {
			switch b[i] {
			case '"':
				i = stringEnd(b, i) - 1
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return i + 1
				}
			}
		}
		return len(b)
	}
	for i < len(b) {
		switch b[i] {
		case ',', '}', ']', ' ', '\t', '\n', '\r':
			return i
		}
		i++
	}
	return i
}

// appendObject appends m encoded as json.Marshal would encode it: keys
// sorted, values compacted, '<', '>', '&', U+2028 and U+2029 escaped. A
// value that is not valid JSON is an error, as there.
func appendObject(dst []byte, m map[string]json.RawMessage) ([]byte, error) {
	dst = append(dst, '{')
	var buf [16]string
	for n, k := range jsonscan.SortedKeys(buf[:0], m) {
		if n > 0 {
			dst = append(dst, ',')
		}
		dst = appendStr(dst, k)
		dst = append(dst, ':')
		v := m[k]
		if v == nil {
			dst = append(dst, "null"...) // a nil RawMessage encodes as null
			continue
		}
		if !jsonscan.Valid(v) {
			return nil, errors.New("json: error calling MarshalJSON for type json.RawMessage: invalid value for key " + k)
		}
		dst = appendCompactHTML(dst, v)
	}
	return append(dst, '}'), nil
}

// appendCompactHTML appends the valid JSON value v without insignificant
// whitespace and with '<', '>', '&', U+2028 and U+2029 escaped: what
// json.Compact followed by json.HTMLEscape gives.
func appendCompactHTML(dst, v []byte) []byte {
	const hex = "0123456789abcdef"
	in := false
	start := 0
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case in && c == '\\':
			i++ // the escaped byte is copied with the run
		case c == '"':
			in = !in
		case !in && (c == ' ' || c == '\t' || c == '\n' || c == '\r'):
			dst = append(dst, v[start:i]...)
			start = i + 1
		case c == '<' || c == '>' || c == '&':
			dst = append(dst, v[start:i]...)
			dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			start = i + 1
		case c == 0xE2 && i+2 < len(v) && v[i+1] == 0x80 && v[i+2]&^1 == 0xA8:
			dst = append(dst, v[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hex[v[i+2]&0xF])
			i += 2
			start = i + 1
		}
	}
	return append(dst, v[start:]...)
}

// jsonString decodes the JSON value raw into a string as json.Unmarshal
// would ("" where it would fail or leave the string alone), without
// reflection for the usual case: printable ASCII without escapes.
func jsonString(raw []byte) string {
	if len(raw) >= 2 && raw[0] == '"' && raw[len(raw)-1] == '"' {
		plain := true
		for _, c := range raw[1 : len(raw)-1] {
			if c < 0x20 || c == '\\' || c == '"' || c >= 0x80 {
				plain = false
				break
			}
		}
		if plain {
			return string(raw[1 : len(raw)-1])
		}
	}
	var s string
	_ = json.Unmarshal(raw, &s)
	return s
}

// jsonFloat decodes the JSON value raw into a float64 as json.Unmarshal
// would (ok where it succeeds; null gives 0, ok). raw is a valid JSON
// value: one that starts like a number is one, and a JSON number is what
// strconv.ParseFloat reads there (out of range fails in both).
func jsonFloat(raw []byte) (f float64, ok bool) {
	if len(raw) > 0 && (raw[0] == '-' || raw[0] >= '0' && raw[0] <= '9') {
		f, err := strconv.ParseFloat(string(raw), 64)
		return f, err == nil
	}
	return f, json.Unmarshal(raw, &f) == nil
}
