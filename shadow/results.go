package shadow

import (
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/replay"
)

// Labels of the two results files.
const (
	LabelProduction = "production"
	LabelCandidate  = "candidate"
)

// flushEvery bounds what a crash of the capture loses of the results.
const flushEvery = time.Second

// resultsFiles are the production and candidate results files of a shadow.
type resultsFiles struct {
	f    [2]*os.File
	w    [2]*replay.ResultsWriter
	dirt bool
}

// openResults creates both files (never over an existing one) and writes
// their headers: same time zero, same inputs, so compare pairs them
// without a warning.
func openResults(o Options, start time.Time) (*resultsFiles, error) {
	host, _ := os.Hostname()
	input := "live:" + o.Source
	headers := [2]replay.RunHeader{
		{Label: LabelProduction, Target: o.Upstream},
		{Label: LabelCandidate, Target: redacted(o.Target)},
	}
	rf := &resultsFiles{}
	for i, path := range []string{o.ProductionPath, o.CandidatePath} {
		h := headers[i]
		h.Speed, h.Inputs, h.Origins, h.Tool, h.Start, h.Host, h.Flags = 1, []string{input}, []string{o.Source}, o.Tool, start, host, o.Flags
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			rf.abort()
			return nil, fmt.Errorf("shadow results: %w", err)
		}
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			rf.abort()
			if errors.Is(err, os.ErrExist) {
				return nil, fmt.Errorf("shadow results %s already exists: choose another --shadow-results directory or move the file", path)
			}
			return nil, fmt.Errorf("shadow results: %w", err)
		}
		rf.f[i] = f
		w, err := replay.NewResultsWriter(f, h)
		if err == nil {
			err = w.Flush()
		}
		if err != nil {
			rf.abort()
			return nil, fmt.Errorf("shadow results %s: %w", path, err)
		}
		rf.w[i] = w
	}
	return rf, nil
}

// abort closes and removes what openResults created.
func (rf *resultsFiles) abort() {
	for _, f := range rf.f {
		if f != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}
}

func (rf *resultsFiles) add(p pairDone) error {
	rf.dirt = true
	if err := rf.w[0].Write(p.prod); err != nil {
		return err
	}
	return rf.w[1].Write(p.cand)
}

func (rf *resultsFiles) flush() error {
	if !rf.dirt {
		return nil
	}
	rf.dirt = false
	for _, w := range rf.w {
		if err := w.Flush(); err != nil {
			return err
		}
	}
	return nil
}

func (rf *resultsFiles) close() error {
	err := rf.flush()
	for _, f := range rf.f {
		if cerr := f.Close(); cerr != nil && err == nil {
			err = fmt.Errorf("close %s: %w", f.Name(), cerr)
		}
	}
	return err
}

// write writes the pairs as they come, flushing at least every
// flushEvery, and feeds the live ratios. A write error is logged once and
// the pairs after it are dropped (counted): the capture goes on.
func (s *Shadow) write() {
	defer close(s.written)
	t := time.NewTicker(flushEvery)
	defer t.Stop()
	failed := false
	fail := func(err error) {
		if !failed {
			failed = true
			s.writeErr.Store(&err)
			s.log.Error().Err(err).Msg("shadow: writing the results failed: pairs from now on are dropped; production traffic is not affected")
		}
	}
	for {
		select {
		case p, ok := <-s.pairs:
			if !ok {
				return
			}
			s.win.add(p.prod, p.cand)
			if failed {
				s.drop(DropWriter)
				continue
			}
			if err := s.files.add(p); err != nil {
				fail(err)
			}
		case <-t.C:
			if !failed {
				if err := s.files.flush(); err != nil {
					fail(err)
				}
			}
		}
	}
}

// productionResult is the production side of a mirrored request, from
// the exchange the capture finished: its latencies as the capture
// measured them (from the request's arrival), its status and errors as a
// replay would classify them.
func productionResult(ex *format.Exchange, e *entry) *replay.Result {
	r := &replay.Result{ID: ex.ID, Seq: e.seq, Method: ex.Request.Method, Path: ex.Request.Path,
		IntendedNS: int64(e.at), SentNS: int64(e.at), Cancelled: ex.Cancelled}
	if ex.Latency != nil {
		r.Latency = *ex.Latency
	}
	if ex.Response != nil {
		r.Status = ex.Response.Status
		r.TTFBNS = ex.Response.TTFBNS
		r.Stream = ex.Response.Stream
	}
	switch {
	case ex.Cancelled:
	case ex.Error != "" && ex.ErrorSide == "capture":
		r.Error, r.ErrorKind = ex.Error, replay.ErrKindAborted
	case ex.Error != "" && ex.Response == nil:
		r.Error, r.ErrorKind = ex.Error, replay.ErrKindConnect
	case ex.Error != "":
		r.Error, r.ErrorKind = ex.Error, replay.ErrKindBroken
	case ex.Response != nil && (ex.Response.Status < 200 || ex.Response.Status > 299):
		r.Error, r.ErrorKind = fmt.Sprintf("HTTP %d", ex.Response.Status), replay.ErrKindHTTP
	}
	return r
}

// fillProduction gives the production result what the rewritten request
// says (the path with its query, the model as recorded, whether it
// streams, the requested length), so both sides of the pair describe the
// same request, and the candidate the production latencies.
func fillProduction(prod, cand *replay.Result) {
	prod.Path, prod.Method, prod.Stream = cand.Path, cand.Method, cand.Stream || prod.Stream
	prod.Model = cand.Model
	if cand.RecordedModel != "" {
		prod.Model = cand.RecordedModel
	}
	prod.RecordedOutputTokens = cand.RecordedOutputTokens
	prod.Temperature = cand.Temperature
	if prod.OK() {
		l := prod.Latency
		cand.Production = &l
	}
}

// redacted returns a URL without its user information.
func redacted(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return s
	}
	return u.Redacted()
}
