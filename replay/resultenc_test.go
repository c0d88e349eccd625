package replay

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/llmreplay/llmreplay/format"
)

// fill sets every field of the value v points to, recursively, at random
// (zero values included, so omitempty is exercised), by reflection: a
// field added to Result or to what it holds is filled too, and the
// comparison with encoding/json fails until appendResult writes it.
func fill(r *rand.Rand, v reflect.Value) {
	strs := []string{"", "a", "synth-ca5b10-4", "/v1/chat/completions?x=1&y=<2>", "é", "\u2028", "q\"\\", "\x01", "\xff", "😀 ok"}
	switch v.Kind() {
	case reflect.String:
		v.SetString(strs[r.IntN(len(strs))])
	case reflect.Int, reflect.Int64:
		v.SetInt([]int64{0, 0, 1, -1, 42, 1 << 40, math.MinInt64, math.MaxInt64}[r.IntN(8)])
	case reflect.Float64:
		v.SetFloat([]float64{0, 0, 0.7, 1, -2.5, 1e-7, 1.5e-9, 1e21, 123456789.125, 5e-324, math.MaxFloat64}[r.IntN(11)])
	case reflect.Bool:
		v.SetBool(r.IntN(2) == 1)
	case reflect.Pointer:
		if r.IntN(3) > 0 {
			p := reflect.New(v.Type().Elem())
			fill(r, p.Elem())
			v.Set(p)
		}
	case reflect.Slice:
		if k := r.IntN(4); k > 0 {
			s := reflect.MakeSlice(v.Type(), k-1, k-1)
			for i := range k - 1 {
				fill(r, s.Index(i))
			}
			v.Set(s)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			fill(r, v.Field(i))
		}
	default:
		panic("fill: no case for " + v.Type().String())
	}
}

func encodingJSONLine(t *testing.T, r *Result) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(r); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestResultEncoderMatchesEncodingJSON: appendResult writes what
// json.Encoder wrote, byte for byte, over many results with every field
// set or empty at random, and the lines read back equal.
func TestResultEncoderMatchesEncodingJSON(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(21, 1))
	for i := range 20000 {
		var res Result
		fill(r, reflect.ValueOf(&res).Elem())
		want := encodingJSONLine(t, &res)
		got, err := appendResult(nil, &res)
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("result %d:\n got %s (err %v)\nwant %s", i, got, err, want)
		}
		var back Result
		if err := json.Unmarshal(got, &back); err != nil {
			t.Fatalf("result %d does not decode: %v", i, err)
		}
	}
}

// TestResultEncoderRefusesNaN as encoding/json does.
func TestResultEncoderRefusesNaN(t *testing.T) {
	t.Parallel()
	nan := math.NaN()
	for _, r := range []*Result{{Temperature: &nan}, {Production: &format.Latency{TPOTNS: math.Inf(1)}}} {
		_, err := appendResult(nil, r)
		_, jerr := json.Marshal(r)
		if err == nil || jerr == nil {
			t.Errorf("%+v: err %v, encoding/json %v", r, err, jerr)
		}
	}
}

func FuzzResultEncoder(f *testing.F) {
	f.Add("synth-1", "/v1/chat/completions", "HTTP 500: <b>x</b>", int64(1234), 0.5, []byte{1, 2})
	f.Add("\xff\u2028", "", "", int64(-1), 1e-7, []byte{})
	f.Fuzz(func(t *testing.T, id, path, msg string, n int64, x float64, itl []byte) {
		res := Result{ID: id, Path: path, Error: msg, Output: msg, LagNS: n, SentNS: -n, Temperature: &x}
		res.TPOTNS = x
		for _, c := range itl {
			res.ITLNS = append(res.ITLNS, int64(c)*n)
		}
		res.Production = &res.Latency
		got, err := appendResult(nil, &res)
		var buf bytes.Buffer
		jerr := json.NewEncoder(&buf).Encode(&res)
		if (err != nil) != (jerr != nil) || (err == nil && !bytes.Equal(got, buf.Bytes())) {
			t.Fatalf("got %s (err %v)\nwant %s (err %v)", got, err, buf.Bytes(), jerr)
		}
	})
}

func BenchmarkResultEncode(b *testing.B) {
	temp := 0.7
	res := &Result{ID: "synth-ca5b10-4", Seq: 3, Method: "POST", Path: "/v1/chat/completions", Model: "meta-llama/Llama-3.1-8B-Instruct",
		IntendedNS: 1999355, SentNS: 21842652, LagNS: 19843297, WriteNS: 87256, Status: 200, RecordedOutputTokens: 4, Temperature: &temp}
	res.TTFBNS, res.E2ENS, res.CloseNS, res.PromptTokens, res.OutputTokens, res.TokenSource, res.Format = 25246905, 25277203, 25277203, 16, 4, "usage", "openai-chat"
	prod := res.Latency
	res.Production = &prod
	b.Run("encoding-json", func(b *testing.B) {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		b.ReportAllocs()
		for b.Loop() {
			buf.Reset()
			if err := enc.Encode(res); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("appendResult", func(b *testing.B) {
		var buf []byte
		b.ReportAllocs()
		for b.Loop() {
			var err error
			if buf, err = appendResult(buf[:0], res); err != nil {
				b.Fatal(err)
			}
		}
	})
}
