package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"google.golang.org/protobuf/encoding/protowire"
)

// pprofSummary is what the profile tests read of a pprof file: the
// gzip-compressed protobuf Profile message of
// github.com/google/pprof/proto/profile.proto.
type pprofSummary struct {
	sampleTypes []string // "type/unit" of each sample value
	samples     int
	periodType  string
	duration    time.Duration
}

// readPprof parses path as a pprof profile, failing the test on anything
// malformed: not gzip, a bad field, a string index out of the table.
func readPprof(t *testing.T, path string) pprofSummary {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("%s: not gzip: %v", path, err)
	}
	msg, err := io.ReadAll(zr)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var (
		s       pprofSummary
		types   [][2]uint64 // string indexes of type, unit
		period  [2]uint64
		strings []string
	)
	valueType := func(b []byte) (vt [2]uint64) {
		fields(t, b, func(num protowire.Number, v uint64, _ []byte) {
			if num == 1 || num == 2 {
				vt[num-1] = v
			}
		})
		return vt
	}
	fields(t, msg, func(num protowire.Number, v uint64, b []byte) {
		switch num {
		case 1: // sample_type
			types = append(types, valueType(b))
		case 2: // sample
			s.samples++
		case 6: // string_table
			strings = append(strings, string(b))
		case 10: // duration_nanos
			s.duration = time.Duration(v)
		case 11: // period_type
			period = valueType(b)
		}
	})
	str := func(i uint64) string {
		if i >= uint64(len(strings)) {
			t.Fatalf("%s: string index %d past the table of %d", path, i, len(strings))
		}
		return strings[i]
	}
	for _, vt := range types {
		s.sampleTypes = append(s.sampleTypes, str(vt[0])+"/"+str(vt[1]))
	}
	s.periodType = str(period[0]) + "/" + str(period[1])
	return s
}

// fields calls f with each field of the protobuf message b: the value of a
// varint or fixed field, the bytes of a length-delimited one.
func fields(t *testing.T, b []byte, f func(num protowire.Number, v uint64, bytes []byte)) {
	t.Helper()
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			t.Fatalf("bad protobuf tag: %v", protowire.ParseError(n))
		}
		b = b[n:]
		switch typ {
		case protowire.VarintType:
			v, n := protowire.ConsumeVarint(b)
			if n < 0 {
				t.Fatalf("field %d: %v", num, protowire.ParseError(n))
			}
			f(num, v, nil)
			b = b[n:]
		case protowire.BytesType:
			v, n := protowire.ConsumeBytes(b)
			if n < 0 {
				t.Fatalf("field %d: %v", num, protowire.ParseError(n))
			}
			f(num, 0, v)
			b = b[n:]
		default:
			n := protowire.ConsumeFieldValue(num, typ, b)
			if n < 0 {
				t.Fatalf("field %d: %v", num, protowire.ParseError(n))
			}
			b = b[n:]
		}
	}
}

// checkProfiles asserts that cpu is a CPU profile spanning at least span
// and mem an allocation profile with samples.
func checkProfiles(t *testing.T, cpu, mem string, span time.Duration) {
	t.Helper()
	c := readPprof(t, cpu)
	if want := []string{"samples/count", "cpu/nanoseconds"}; !slices.Equal(c.sampleTypes, want) || c.periodType != "cpu/nanoseconds" {
		t.Errorf("--cpuprofile: sample types %v, period %s; want %v, cpu/nanoseconds", c.sampleTypes, c.periodType, want)
	}
	if c.duration < span {
		t.Errorf("--cpuprofile covers %v, less than the run's %v", c.duration, span)
	}
	m := readPprof(t, mem)
	if want := []string{"alloc_objects/count", "alloc_space/bytes", "inuse_objects/count", "inuse_space/bytes"}; !slices.Equal(m.sampleTypes, want) {
		t.Errorf("--memprofile: sample types %v, want %v", m.sampleTypes, want)
	}
	if m.samples == 0 {
		t.Error("--memprofile has no samples")
	}
}

// Not parallel: the CPU profiler is one per process.
func TestReplayWritesProfiles(t *testing.T) {
	dir := t.TempDir()
	sess := replaySession(t, dir, 20) // 20 requests 20 ms apart: 380 ms at 1x
	cpu, mem := filepath.Join(dir, "cpu.pprof"), filepath.Join(dir, "mem.pprof")
	_, stderr, code := runApp(t, nil, "replay", sess, "--target", fastSim(t), "--out", filepath.Join(dir, "r.jsonl"),
		"--quiet", "--cpuprofile", cpu, "--memprofile", mem)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	checkProfiles(t, cpu, mem, 380*time.Millisecond)
}

// Not parallel: the CPU profiler is one per process.
func TestRecordWritesProfiles(t *testing.T) {
	dir := t.TempDir()
	cpu, mem := filepath.Join(dir, "cpu.pprof"), filepath.Join(dir, "mem.pprof")
	const runFor = 400 * time.Millisecond
	_, stderr, code := runBoundedOutput(t, []string{"record", "--listen", "127.0.0.1:0", "--upstream", fastSim(t),
		"--out", filepath.Join(dir, "sessions"), "--cpuprofile", cpu, "--memprofile", mem}, runFor, 30*time.Second)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	checkProfiles(t, cpu, mem, runFor/2)
}

func TestProfileFileErrorsNameTheFlag(t *testing.T) {
	dir := t.TempDir()
	sess := replaySession(t, dir, 1)
	_, stderr, code := runApp(t, nil, "replay", sess, "--target", "http://127.0.0.1:1", "--out", filepath.Join(dir, "r.jsonl"),
		"--cpuprofile", filepath.Join(dir, "no-such-dir", "cpu.pprof"))
	if code == 0 || !bytes.Contains([]byte(stderr), []byte("--cpuprofile")) {
		t.Errorf("exit %d, stderr %q: want a failure naming --cpuprofile", code, stderr)
	}
}
