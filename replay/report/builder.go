package report

import (
	"math"
	"slices"
	"strings"
	"time"

	"github.com/llmreplay/llmreplay/replay"
)

// Builder computes a Summary from results given one at a time, so a run
// of any length is summarised without holding its results: what it keeps
// grows with the requests only by a few numbers each (exact percentiles up
// to ExactLimit values per distribution), and with the run's duration by a
// counter per second.
type Builder struct {
	s   *Summary
	slo SLO
	// per-request thresholds of the SLO, for goodput
	ttfbMax, ttftMax, tpotMax, e2eMax     time.Duration
	hasTTFB, hasTTFT, hasTPOT, hasE2E     bool
	minIntended, maxIntended              int64
	minSent, maxSent, end                 int64
	anyQueue                              bool
	lag, queue, write, ttftI, e2eI, close Values
	smp                                   samples
	prod                                  prodAcc
	order                                 []sendOrder
	tokens                                map[int64]float64 // output tokens per second since the run's time zero
	formats                               formatAcc
	sessions                              sessionAcc
	header                                replay.RunHeader
	sampleSeq                             map[string]int // the request whose message is each error kind's sample
	records                               []replay.Record
}

// sendOrder is what out-of-order counting needs of a request.
type sendOrder struct {
	due, sent int64
	seq       int
}

// NewBuilder starts the summary of a run with header h (name: the results
// file, or several joined by "+"), judged against slo (nil: DefaultSLO)
// and an error budget (a fraction).
func NewBuilder(h replay.RunHeader, name string, slo SLO, maxErrorRate float64) *Builder {
	if slo == nil {
		slo = DefaultSLO
	}
	s := &Summary{
		Label: h.Label, Target: h.Target, Speed: h.Speed, Inputs: h.Inputs, Start: h.Start, Settings: h.Flags,
		SLO: slo, ErrorsByKind: map[string]int{}, MaxErrorRate: maxErrorRate,
	}
	if name != "" {
		s.Files = strings.Split(name, "+")
	}
	b := &Builder{s: s, slo: slo, tokens: map[int64]float64{}, header: h, sampleSeq: map[string]int{},
		minIntended: math.MaxInt64, minSent: math.MaxInt64, maxSent: math.MinInt64, maxIntended: math.MinInt64}
	b.ttfbMax, b.hasTTFB = slo.RequestThreshold(MetricTTFB)
	b.ttftMax, b.hasTTFT = slo.RequestThreshold(MetricTTFT)
	b.tpotMax, b.hasTPOT = slo.RequestThreshold(MetricTPOT)
	b.e2eMax, b.hasE2E = slo.RequestThreshold(MetricE2E)
	return b
}

// Add counts one result. x is not kept.
func (b *Builder) Add(x *replay.Result) {
	s := b.s
	s.Requests++
	b.minIntended = min(b.minIntended, x.IntendedNS)
	b.maxIntended = max(b.maxIntended, x.IntendedNS)
	b.minSent = min(b.minSent, x.SentNS)
	b.maxSent = max(b.maxSent, x.SentNS)
	b.end = max(b.end, End(x))
	b.lag.Add(ms(x.LagNS))
	if x.QueuedNS > 0 {
		b.anyQueue = true
	}
	b.queue.Add(ms(x.QueuedNS))
	if x.WriteNS > 0 {
		b.write.Add(ms(x.WriteNS))
	}
	due := x.IntendedNS
	if x.Session != nil {
		// A turn held back by its session is due at its schedule plus
		// its session wait.
		due += x.Session.WaitNS
	}
	b.order = append(b.order, sendOrder{due: due, sent: x.SentNS, seq: x.Seq})
	b.formats.add(x)
	b.sessions.add(x)
	switch {
	case x.Cancelled:
		s.Cancelled++
		return
	case x.Error != "" || x.ErrorKind != "":
		s.Errors++
		kind := x.ErrorKind
		if kind == "" {
			kind = "other"
		}
		s.ErrorsByKind[kind]++
		if x.Status != 0 {
			if s.ErrorsByStatus == nil {
				s.ErrorsByStatus = map[int]int{}
			}
			s.ErrorsByStatus[x.Status]++
		}
		if seq, ok := b.sampleSeq[kind]; !ok || x.Seq < seq {
			if s.ErrorSamples == nil {
				s.ErrorSamples = map[string]string{}
			}
			b.sampleSeq[kind] = x.Seq
			s.ErrorSamples[kind] = sampleMessage(x)
		}
		return
	}
	s.OK++
	if x.TTFBNS > 0 {
		b.smp.ttfb.Add(ms(x.TTFBNS))
	}
	if x.TTFTNS > 0 {
		b.smp.ttft.Add(ms(x.TTFTNS))
		b.ttftI.Add(ms(x.TTFTNS + x.LagNS))
	}
	if x.TPOTNS > 0 {
		b.smp.tpot.Add(x.TPOTNS / 1e6)
	}
	for _, g := range x.ITLNS {
		b.smp.itl.Add(ms(g))
	}
	if x.E2ENS > 0 {
		b.smp.e2e.Add(ms(x.E2ENS))
		b.e2eI.Add(ms(x.E2ENS + x.LagNS))
	}
	if x.CloseNS > 0 {
		b.close.Add(ms(x.CloseNS))
	}
	s.TotalInputTokens += x.PromptTokens
	s.TotalOutputTokens += x.OutputTokens
	if x.TokenSource == "events" {
		s.TokensFromEvents++
	}
	TokenTimes(x, func(at int64, tokens float64) { b.tokens[floorDiv(at, int64(time.Second))] += tokens })
	good := (!b.hasTTFB || x.TTFBNS == 0 || time.Duration(x.TTFBNS) <= b.ttfbMax) &&
		(!b.hasTTFT || x.TTFTNS == 0 || time.Duration(x.TTFTNS) <= b.ttftMax) &&
		(!b.hasTPOT || x.TPOTNS == 0 || x.TPOTNS <= float64(b.tpotMax)) &&
		(!b.hasE2E || x.E2ENS == 0 || time.Duration(x.E2ENS) <= b.e2eMax)
	if good {
		s.Good++
	}
	if x.Production != nil {
		b.prod.add(x)
	}
}

// AddRecords adds typed lines of the results (telemetry; see
// replay.Record), summarised with the results.
func (b *Builder) AddRecords(recs ...replay.Record) { b.records = append(b.records, recs...) }

// Summary finishes the summary. Call it once, after the last Add.
func (b *Builder) Summary() *Summary {
	s := b.s
	if len(s.ErrorsByKind) == 0 {
		s.ErrorsByKind = nil
	}
	if expected := s.Requests - s.Cancelled; expected > 0 {
		s.ErrorRate = float64(s.Errors) / float64(expected)
	}
	s.ErrorsPass = s.ErrorRate <= s.MaxErrorRate
	s.samples = b.smp
	if s.Requests == 0 {
		s.Verdict, s.Pass = judge(b.slo, &s.samples, s.OK)
		s.noteJudged()
		return s
	}
	s.OutOfOrder = outOfOrder(b.order)
	b.order = nil
	s.Duration = time.Duration(b.end - b.minIntended)
	if s.Requests > 1 {
		if span := b.maxSent - b.minSent; span > 0 {
			s.AchievedRate = float64(s.Requests-1) / (float64(span) / 1e9)
		}
		if span := b.maxIntended - b.minIntended; span > 0 {
			s.IntendedRate = float64(s.Requests-1) / (float64(span) / 1e9)
		}
	}
	s.Lag = b.lag.Dist()
	if b.anyQueue {
		s.Queue = b.queue.Dist()
	}
	s.Write = b.write.Dist()
	s.TTFB, s.TTFT, s.TPOT = s.samples.ttfb.Dist(), s.samples.ttft.Dist(), s.samples.tpot.Dist()
	s.ITL, s.E2E, s.Close = s.samples.itl.Dist(), s.samples.e2e.Dist(), b.close.Dist()
	s.TTFTFromIntended, s.E2EFromIntended = b.ttftI.Dist(), b.e2eI.Dist()

	if secs := s.Duration.Seconds(); secs > 0 {
		s.RequestThroughput = float64(s.OK) / secs
		s.OutputThroughput = float64(s.TotalOutputTokens) / secs
		s.GoodputRate = float64(s.Good) / secs
	}
	if expected := s.Requests - s.Cancelled; expected > 0 {
		s.GoodputFraction = float64(s.Good) / float64(expected)
	}
	s.PeakOutputThroughput = b.peakPerSecond()
	s.Verdict, s.Pass = judge(b.slo, &s.samples, s.OK)
	s.Pass = s.Pass && s.ErrorsPass
	s.noteJudged()
	s.Production = b.prod.comparison()
	if s.Production != nil && slices.Contains(b.header.Origins, "synth") {
		s.Production.Synthetic = true
	}
	b.formats.finish(s)
	s.Sessions = b.sessions.finish()
	summarizeTelemetry(s, b.records)
	return s
}

// outOfOrder counts requests whose send came before the latest send of the
// requests due before them.
func outOfOrder(order []sendOrder) int {
	slices.SortStableFunc(order, func(a, b sendOrder) int {
		if a.due != b.due {
			return cmpInt64(a.due, b.due)
		}
		return a.seq - b.seq
	})
	n := 0
	latest := int64(math.MinInt64)
	for _, o := range order {
		if o.sent < latest {
			n++
		}
		latest = max(latest, o.sent)
	}
	return n
}

func cmpInt64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// floorDiv divides rounding down.
func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// TokenTimes spreads a request's output tokens over its output events
// (TTFT then each ITL gap), evenly when the server's token count differs
// from the event count; a non-streaming response delivers all its tokens
// at E2E. f gets each arrival's offset from the run's time zero.
func TokenTimes(x *replay.Result, f func(at int64, tokens float64)) {
	if x.OutputTokens <= 0 {
		return
	}
	if x.TTFTNS <= 0 {
		at := x.E2ENS
		if at == 0 {
			at = x.CloseNS
		}
		f(x.SentNS+at, float64(x.OutputTokens))
		return
	}
	per := float64(x.OutputTokens) / float64(len(x.ITLNS)+1)
	t := x.SentNS + x.TTFTNS
	f(t, per)
	for _, g := range x.ITLNS {
		t += g
		f(t, per)
	}
}

// peakPerSecond returns the most tokens in one of the consecutive 1 s
// windows from the run's time zero.
func (b *Builder) peakPerSecond() float64 {
	peak := 0.0
	for _, v := range b.tokens {
		peak = max(peak, v)
	}
	return math.Round(peak*1000) / 1000
}

type prodAcc struct {
	n                          int
	rTTFT, pTTFT, rTPOT, pTPOT Values
	rITL, pITL, rE2E, pE2E     Values
}

func (p *prodAcc) add(x *replay.Result) {
	pl := x.Production
	p.n++
	if x.TTFTNS > 0 && pl.TTFTNS > 0 {
		p.rTTFT.Add(ms(x.TTFTNS))
		p.pTTFT.Add(ms(pl.TTFTNS))
	}
	if x.TPOTNS > 0 && pl.TPOTNS > 0 {
		p.rTPOT.Add(x.TPOTNS / 1e6)
		p.pTPOT.Add(pl.TPOTNS / 1e6)
	}
	for _, g := range x.ITLNS {
		p.rITL.Add(ms(g))
	}
	for _, g := range pl.ITLNS {
		p.pITL.Add(ms(g))
	}
	if x.E2ENS > 0 && pl.E2ENS > 0 {
		p.rE2E.Add(ms(x.E2ENS))
		p.pE2E.Add(ms(pl.E2ENS))
	}
}

func (p *prodAcc) comparison() *ProductionComparison {
	if p.n == 0 {
		return nil
	}
	return &ProductionComparison{
		N:          p.n,
		ReplayTTFT: p.rTTFT.Dist(), ProdTTFT: p.pTTFT.Dist(),
		ReplayTPOT: p.rTPOT.Dist(), ProdTPOT: p.pTPOT.Dist(),
		ReplayITL: p.rITL.Dist(), ProdITL: p.pITL.Dist(),
		ReplayE2E: p.rE2E.Dist(), ProdE2E: p.pE2E.Dist(),
	}
}
