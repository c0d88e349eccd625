package scrub

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/llmreplay/llmreplay/format"
)

// ExchangeWriter receives scrubbed exchanges (a *format.Writer or a
// *format.Rotator).
type ExchangeWriter interface {
	Write(e *format.Exchange) error
}

// Stream scrubs every exchange of src into dst (nil: dry run, nothing is
// written), one exchange at a time so memory stays constant. Exchanges
// that cannot be scrubbed are dropped and counted (or masked, per the
// Config). A *format.TruncatedError from src is recorded as a warning and
// reading goes on with the other inputs. progress, if set, is called after
// every exchange with the number read so far.
func (s *Scrubber) Stream(ctx context.Context, src format.Stream, dst ExchangeWriter, progress func(n int)) error {
	start := time.Now()
	defer func() {
		s.mu.Lock()
		s.rep.DurationSec = time.Since(start).Seconds()
		s.mu.Unlock()
	}()
	for n := 0; ; n++ {
		if n%64 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		e, err := src.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			var te *format.TruncatedError
			if errors.As(err, &te) {
				s.mu.Lock()
				s.rep.Warnings = append(s.rep.Warnings, te.Error())
				s.mu.Unlock()
				continue
			}
			return err
		}
		if err := s.Exchange(e); err != nil {
			if errors.Is(err, ErrUnscrubbable) {
				continue
			}
			return err
		}
		if dst != nil {
			if err := dst.Write(e); err != nil {
				return fmt.Errorf("write scrubbed exchange %s: %w", e.ID, err)
			}
		}
		if progress != nil {
			progress(n + 1)
		}
	}
}

// Header returns the session header for a scrubbed file made from inputs.
// It names the key only by a fingerprint.
func (s *Scrubber) Header(inputs []string) format.Header {
	params := map[string]string{"mode": s.cfg.Mode.String()}
	if len(s.cfg.Key) > 0 {
		sum := sha256.Sum256(append([]byte("llmreplay key id\x00"), s.cfg.Key...))
		params["key_id"] = hex.EncodeToString(sum[:6])
	}
	return format.Header{Source: format.Source{Kind: "scrub", Inputs: inputs, Params: params}}
}
