package replay

import (
	"encoding/json"
	"errors"
	"math"
	"strconv"

	"github.com/llmreplay/llmreplay/format"
)

// appendResult appends r as one JSON line, byte for byte what
// json.Encoder.Encode writes for it (fields in declaration order, the
// embedded Latency's in its place, omitempty as tagged, strings escaped
// as encoding/json escapes them), without reflection: a result is encoded
// for every request, and encoding/json's reflection and allocations were a
// few percent of a replay's CPU. TestResultEncoderMatchesEncodingJSON
// checks it against encoding/json; a new field of Result, Latency,
// ServerTiming or SessionResult must be added here too (the test fills
// every field and fails otherwise).
func appendResult(b []byte, r *Result) ([]byte, error) {
	b = appendStr(append(b, `{"id":`...), r.ID)
	b = strconv.AppendInt(append(b, `,"seq":`...), int64(r.Seq), 10)
	if r.Pass != 0 {
		b = strconv.AppendInt(append(b, `,"pass":`...), int64(r.Pass), 10)
	}
	if r.Method != "" {
		b = appendStr(append(b, `,"method":`...), r.Method)
	}
	b = appendStr(append(b, `,"path":`...), r.Path)
	if r.Model != "" {
		b = appendStr(append(b, `,"model":`...), r.Model)
	}
	if r.RecordedModel != "" {
		b = appendStr(append(b, `,"recorded_model":`...), r.RecordedModel)
	}
	b = strconv.AppendBool(append(b, `,"stream":`...), r.Stream)
	b = strconv.AppendInt(append(b, `,"intended_ns":`...), r.IntendedNS, 10)
	b = strconv.AppendInt(append(b, `,"sent_ns":`...), r.SentNS, 10)
	b = strconv.AppendInt(append(b, `,"lag_ns":`...), r.LagNS, 10)
	b = appendInt(b, `,"queued_ns":`, r.QueuedNS)
	b = appendInt(b, `,"write_ns":`, r.WriteNS)
	b = appendInt(b, `,"status":`, int64(r.Status))
	if r.Error != "" {
		b = appendStr(append(b, `,"error":`...), r.Error)
	}
	if r.ErrorKind != "" {
		b = appendStr(append(b, `,"error_kind":`...), r.ErrorKind)
	}
	if r.Cancelled {
		b = append(b, `,"cancelled":true`...)
	}
	b, err := appendLatencyFields(b, &r.Latency)
	if err != nil {
		return nil, err
	}
	b = appendInt(b, `,"recorded_output_tokens":`, int64(r.RecordedOutputTokens))
	if r.Output != "" {
		b = appendStr(append(b, `,"output":`...), r.Output)
	}
	if r.Temperature != nil {
		if b, err = appendFloat(append(b, `,"temperature":`...), *r.Temperature); err != nil {
			return nil, err
		}
	}
	if p := r.Production; p != nil {
		b = append(b, `,"production":{`...)
		n := len(b)
		if b, err = appendLatencyFields(b, p); err != nil {
			return nil, err
		}
		if len(b) > n {
			// The fields were written each with a leading comma.
			copy(b[n:], b[n+1:])
			b = b[:len(b)-1]
		}
		b = append(b, '}')
	}
	if s := r.Session; s != nil {
		b = appendStr(append(b, `,"session":{"id":`...), s.ID)
		b = strconv.AppendInt(append(b, `,"turn":`...), int64(s.Turn), 10)
		if s.Prev != "" {
			b = appendStr(append(b, `,"prev":`...), s.Prev)
		}
		b = appendInt(b, `,"think_ns":`, s.ThinkNS)
		b = appendInt(b, `,"wait_ns":`, s.WaitNS)
		b = appendInt(b, `,"prev_end_ns":`, s.PrevEndNS)
		b = appendBool(b, `,"prev_failed":true`, s.PrevFailed)
		b = appendBool(b, `,"stopped":true`, s.Stopped)
		b = appendBool(b, `,"ambiguous":true`, s.Ambiguous)
		b = appendInt(b, `,"prompt_bytes":`, int64(s.PromptBytes))
		b = appendInt(b, `,"shared_bytes":`, int64(s.SharedBytes))
		b = append(b, '}')
	}
	return append(b, '}', '\n'), nil
}

// appendLatencyFields appends l's non-empty fields, each with a leading
// comma.
func appendLatencyFields(b []byte, l *format.Latency) ([]byte, error) {
	b = appendInt(b, `,"ttfb_ns":`, l.TTFBNS)
	b = appendInt(b, `,"ttft_ns":`, l.TTFTNS)
	if len(l.ITLNS) > 0 {
		b = append(b, `,"itl_ns":[`...)
		for i, v := range l.ITLNS {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, v, 10)
		}
		b = append(b, ']')
	}
	if l.TPOTNS != 0 {
		var err error
		if b, err = appendFloat(append(b, `,"tpot_ns":`...), l.TPOTNS); err != nil {
			return nil, err
		}
	}
	b = appendInt(b, `,"e2e_ns":`, l.E2ENS)
	b = appendInt(b, `,"close_ns":`, l.CloseNS)
	b = appendInt(b, `,"prompt_tokens":`, int64(l.PromptTokens))
	b = appendInt(b, `,"output_tokens":`, int64(l.OutputTokens))
	if l.TokenSource != "" {
		b = appendStr(append(b, `,"token_source":`...), l.TokenSource)
	}
	b = appendInt(b, `,"output_events":`, int64(l.OutputEvents))
	if l.Format != "" {
		b = appendStr(append(b, `,"format":`...), l.Format)
	}
	if s := l.Server; s != nil {
		b = append(b, `,"server":{`...)
		n := len(b)
		b = appendInt(b, `,"load_ns":`, s.LoadNS)
		b = appendInt(b, `,"prompt_ns":`, s.PromptNS)
		b = appendInt(b, `,"decode_ns":`, s.DecodeNS)
		b = appendInt(b, `,"total_ns":`, s.TotalNS)
		b = appendInt(b, `,"prompt_tokens":`, int64(s.PromptTokens))
		b = appendInt(b, `,"output_tokens":`, int64(s.OutputTokens))
		if len(b) > n {
			copy(b[n:], b[n+1:])
			b = b[:len(b)-1]
		}
		b = append(b, '}')
	}
	return b, nil
}

// appendInt appends key and v unless v is 0 (omitempty).
func appendInt(b []byte, key string, v int64) []byte {
	if v == 0 {
		return b
	}
	return strconv.AppendInt(append(b, key...), v, 10)
}

// appendBool appends member (`,"key":true`) when v is true (omitempty).
func appendBool(b []byte, member string, v bool) []byte {
	if !v {
		return b
	}
	return append(b, member...)
}

// appendStr appends s quoted as encoding/json quotes it (with its HTML
// escaping); plain printable ASCII, nearly every string of a result, is
// copied as is.
func appendStr(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x80 || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s) // a string always encodes
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

var errFloat = errors.New("json: unsupported value: NaN or infinite float")

// appendFloat appends f as encoding/json writes a float64.
func appendFloat(b []byte, f float64) ([]byte, error) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return nil, errFloat
	}
	fmt := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		fmt = 'e'
	}
	b = strconv.AppendFloat(b, f, fmt, -1, 64)
	if fmt == 'e' {
		// 1e-07 is written 1e-7, as encoding/json does.
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b, nil
}
