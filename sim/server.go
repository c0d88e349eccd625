package sim

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/llmreplay/llmreplay/internal/ctxsleep"
	"github.com/llmreplay/llmreplay/tokens"
)

// DefaultModelName is the model name served when Config.Models is empty
// (any requested name is then accepted and echoed).
const DefaultModelName = "llmreplay-sim"

// maxBody bounds a request body.
const maxBody = 32 << 20

// Server is the simulated OpenAI-compatible inference server. It is an
// http.Handler; Close stops its engine.
type Server struct {
	cfg         Config
	eng         *engine
	metrics     *metrics
	models      map[string]bool
	modelLabel  string
	count       func(string) int // prompt tokens
	metricsHTTP http.Handler
	requests    atomic.Uint64 // request counter: ids and fault draws
}

var _ http.Handler = (*Server)(nil)

// New validates cfg and starts the engine goroutine.
func New(cfg Config) (*Server, error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("sim config: %w", err)
	}
	cfg.Models = append([]string(nil), cfg.Models...)
	s := &Server{cfg: cfg, metrics: newMetrics(), modelLabel: DefaultModelName, count: tokens.Approx}
	if cfg.Tokenizer != nil {
		cfg.Tokenizer.Load() // not in the first request's TTFT
		s.count = cfg.Tokenizer.Count
	}
	if len(cfg.Models) > 0 {
		s.models = make(map[string]bool, len(cfg.Models))
		for _, m := range cfg.Models {
			s.models[m] = true
		}
		s.modelLabel = cfg.Models[0]
	}
	s.metricsHTTP = s.metricsHandler()
	s.eng = newEngine(&s.cfg, s.metrics)
	return s, nil
}

// Config returns the server's configuration.
func (s *Server) Config() Config { return s.cfg }

// Close stops the engine; requests in flight are aborted (streams are cut,
// others get 503). Safe to call more than once.
func (s *Server) Close() { s.eng.close() }

// Running returns the number of sequences in the running batch.
func (s *Server) Running() int { return int(s.eng.nRunning.Load()) }

// Waiting returns the number of requests in the waiting queue.
func (s *Server) Waiting() int { return int(s.eng.nWaiting.Load()) }

// completionPaths are the paths of the generation endpoints.
var completionPaths = map[string]endpoint{
	"/v1/chat/completions": chatEndpoint,
	"/v1/completions":      textEndpoint,
	"/v1/responses":        responsesEndpoint,
	"/v1/messages":         messagesEndpoint,
	"/api/chat":            ollamaChatEndpoint,
	"/api/generate":        ollamaGenerateEndpoint,
}

// ServeHTTP routes the vLLM-compatible API.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if ep, ok := completionPaths[r.URL.Path]; ok {
		s.serveCompletion(w, r, ep)
		return
	}
	switch r.URL.Path {
	case "/v1/models", "/health", "/version", "/metrics":
		if allow(w, r, http.MethodGet) {
			s.serveInfo(w, r)
		}
	default:
		writeError(w, &apiError{Status: http.StatusNotFound, Type: "NotFoundError", Message: "Not Found: " + r.URL.Path})
	}
}

// serveInfo answers a GET of one of the endpoints that are not generation.
func (s *Server) serveInfo(w http.ResponseWriter, r *http.Request) {
	switch r.URL.Path {
	case "/v1/models":
		s.serveModels(w)
	case "/health":
		w.WriteHeader(http.StatusOK)
	case "/version":
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"version":"llmreplay-sim"}`)
	case "/metrics":
		s.metricsHTTP.ServeHTTP(w, r)
	}
}

func allow(w http.ResponseWriter, r *http.Request, method string) bool {
	if r.Method == method || (method == http.MethodGet && r.Method == http.MethodHead) {
		return true
	}
	w.Header().Set("Allow", method)
	writeError(w, &apiError{Status: http.StatusMethodNotAllowed, Type: "invalid_request_error", Message: "Method Not Allowed: use " + method})
	return false
}

func (s *Server) serveModels(w http.ResponseWriter) {
	type model struct {
		ID          string  `json:"id"`
		Object      string  `json:"object"`
		Created     int64   `json:"created"`
		OwnedBy     string  `json:"owned_by"`
		Root        string  `json:"root"`
		Parent      *string `json:"parent"`
		MaxModelLen int     `json:"max_model_len"`
	}
	names := s.cfg.Models
	if len(names) == 0 {
		names = []string{DefaultModelName}
	}
	out := struct {
		Object string  `json:"object"`
		Data   []model `json:"data"`
	}{Object: "list"}
	now := time.Now().Unix()
	for _, n := range names {
		out.Data = append(out.Data, model{ID: n, Object: "model", Created: now, OwnedBy: "llmreplay-sim", Root: n, MaxModelLen: s.cfg.MaxModelLen})
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}

func writeError(w http.ResponseWriter, e *apiError) {
	type body struct {
		Message string  `json:"message"`
		Type    string  `json:"type"`
		Param   *string `json:"param"`
		Code    int     `json:"code"`
	}
	b := body{Message: e.Message, Type: e.Type, Code: e.Status}
	if e.Param != "" {
		b.Param = &e.Param
	}
	data, _ := json.Marshal(struct {
		Error body `json:"error"`
	}{b})
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(e.Status)
	w.Write(append(data, '\n'))
}

// writeErrorFor answers an error in the shape of the endpoint's API:
// Anthropic's {"type":"error","error":{...}}, Ollama's {"error":"..."},
// OpenAI's otherwise.
func writeErrorFor(ep endpoint, w http.ResponseWriter, e *apiError) {
	var data []byte
	switch ep {
	case messagesEndpoint:
		typ := "invalid_request_error"
		switch {
		case e.Status == http.StatusNotFound:
			typ = "not_found_error"
		case e.Status == http.StatusServiceUnavailable:
			typ = "overloaded_error"
		case e.Status >= 500:
			typ = "api_error"
		}
		data, _ = json.Marshal(map[string]any{"type": "error", "error": map[string]string{"type": typ, "message": e.Message}})
	case ollamaChatEndpoint, ollamaGenerateEndpoint:
		data, _ = json.Marshal(map[string]string{"error": e.Message})
	default:
		writeError(w, e)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(e.Status)
	w.Write(append(data, '\n'))
}

// splitmix64 is a tiny deterministic mixer for ids and per-request draws.
func splitmix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// draw returns a uniform float in [0, 1) for request n and purpose k.
func (s *Server) draw(n, k uint64) float64 {
	return float64(splitmix64(s.cfg.Seed^splitmix64(n*8+k))>>11) / (1 << 53)
}

// textSeed hashes the model and prompt (FNV-1a): a request's generated text
// and length depend only on the seed, the model and the prompt, so the same
// recording replayed twice gets the same outputs.
func textSeed(model string, prompt []byte) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(model); i++ {
		h = (h ^ uint64(model[i])) * 1099511628211
	}
	h = (h ^ 0xff) * 1099511628211
	for _, c := range prompt {
		h = (h ^ uint64(c)) * 1099511628211
	}
	return h
}

func (s *Server) serveCompletion(w http.ResponseWriter, r *http.Request, ep endpoint) {
	start := time.Now()
	if !allow(w, r, http.MethodPost) {
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody+1))
	if err != nil {
		writeErrorFor(ep, w, badRequest("", "reading the request body: %v", err))
		return
	}
	if len(body) > maxBody {
		writeErrorFor(ep, w, &apiError{Status: http.StatusRequestEntityTooLarge, Type: "invalid_request_error", Message: fmt.Sprintf("request body over %d bytes", maxBody)})
		return
	}
	p, aerr := parseRequest(ep, body, s.cfg.MaxModelLen, s.count)
	if aerr != nil {
		writeErrorFor(ep, w, aerr)
		return
	}
	model := p.Model
	switch {
	case s.models != nil && model == "":
		model = s.cfg.Models[0]
	case s.models != nil && !s.models[model]:
		writeErrorFor(ep, w, &apiError{Status: http.StatusNotFound, Type: "NotFoundError", Param: "model", Message: fmt.Sprintf("The model `%s` does not exist.", model)})
		return
	case model == "":
		model = DefaultModelName
	}
	n := s.requests.Add(1)
	if s.cfg.ErrorRate > 0 && s.draw(n, 0) < s.cfg.ErrorRate {
		s.metrics.injectedErrors.Add(1)
		writeErrorFor(ep, w, &apiError{Status: http.StatusInternalServerError, Type: "InternalServerError", Message: "injected error (--error-rate)"})
		return
	}

	rng := rand.New(rand.NewPCG(s.cfg.Seed, wordSeed(model, p.promptText)))
	outLen, finish := p.maxTokens, "length"
	if !p.IgnoreEOS {
		// The length has a source of its own: see wordSeed.
		lenRng := rand.New(rand.NewPCG(s.cfg.Seed^0x6c656e, textSeed(model, p.promptText)))
		if d := s.cfg.OutputLen.Draw(lenRng); d < p.maxTokens {
			outLen, finish = d, "stop"
		}
	}
	sq := &seq{promptTokens: p.promptTokens, outLen: outLen, arrival: start, notify: make(chan struct{}, 1)}
	if s.cfg.PrefixCache {
		sq.blocks = blockHashes(s.cfg.Seed, p.promptText)
		sq.turn = turnOf(ep, p)
	}
	if err := s.eng.submit(sq); err != nil {
		if errors.Is(err, errQueueFull) {
			s.metrics.rejectedFull.Add(1)
		}
		writeErrorFor(ep, w, &apiError{Status: http.StatusServiceUnavailable, Type: "ServiceUnavailableError", Message: err.Error()})
		return
	}
	defer func() {
		if sq.state.Load() != seqFinished {
			s.eng.cancel(sq)
			s.metrics.finishedAbort.Add(1)
		}
	}()
	rs := &response{
		s: s, w: w, p: p, sq: sq, rng: rng, ep: ep, model: model, finish: finish,
		id: responseID(ep, splitmix64(s.cfg.Seed^n)), created: start.Unix(), start: start, n: n,
	}
	rs.wire = rs.newWire()
	if p.streaming {
		rs.stream(r)
	} else {
		rs.whole(r)
	}
}

func responseID(ep endpoint, x uint64) string {
	prefix := "chatcmpl-"
	switch ep {
	case textEndpoint:
		prefix = "cmpl-"
	case responsesEndpoint:
		prefix = "resp_"
	case messagesEndpoint:
		prefix = "msg_"
	}
	y := splitmix64(x)
	var b [32]byte
	const hexdigits = "0123456789abcdef"
	for i := 0; i < 16; i++ {
		b[i] = hexdigits[(x>>(60-4*i))&0xf]
		b[16+i] = hexdigits[(y>>(60-4*i))&0xf]
	}
	return prefix + string(b[:])
}

// response writes one request's answer as the engine produces its tokens.
type response struct {
	s       *Server
	w       http.ResponseWriter
	p       *parsed
	sq      *seq
	rng     *rand.Rand
	ep      endpoint
	model   string
	finish  string
	id      string
	created int64
	start   time.Time
	n       uint64 // request number (fault draws)
	wire    wire   // the API's bytes
}

// finished records a completed request in the metrics.
func (rs *response) finished(end time.Time) {
	m := rs.s.metrics
	m.e2e.observe(end.Sub(rs.start))
	if rs.finish == "stop" {
		m.finishedStop.Add(1)
	} else {
		m.finishedLength.Add(1)
	}
}

// whole answers a non-streaming request once every token is generated.
func (rs *response) whole(r *http.Request) {
	sq, m := rs.sq, rs.s.metrics
	seen := 0
	for seen < sq.outLen {
		select {
		case <-sq.notify:
		case <-r.Context().Done():
			return
		}
		if sq.state.Load() == seqAborted {
			writeErrorFor(rs.ep, rs.w, &apiError{Status: http.StatusServiceUnavailable, Type: "ServiceUnavailableError", Message: errClosed.Error()})
			return
		}
		n := int(sq.produced.Load())
		if seen == 0 && n > 0 {
			m.ttft.observe(time.Since(rs.start))
			m.promptTokens.Add(int64(rs.p.promptTokens))
		}
		seen = n
	}
	text := make([]byte, 0, sq.outLen*5)
	for i := 0; i < sq.outLen; i++ {
		if i > 0 {
			text = append(text, ' ')
		}
		text = append(text, tokens.Word(rs.rng)...)
	}
	m.genTokens.Add(int64(sq.outLen))
	rs.cacheAnswer(sq.outLen) // before the client can see the end and send its next turn
	b := rs.wire.body(nil, string(text), sq.outLen)
	rs.w.Header().Set("Content-Type", "application/json")
	rs.w.Header().Set("Content-Length", strconv.Itoa(len(b)))
	rs.w.Write(b)
	rs.finished(time.Now())
}

// stream answers with server-sent events in vLLM's shape. Headers and the
// role chunk go out with the first token (as vLLM does, so time to first
// byte is close to TTFT); each wake-up writes every token produced since the
// last one and flushes once.
func (rs *response) stream(r *http.Request) {
	sq, s, m := rs.sq, rs.s, rs.s.metrics
	w := rs.w
	flusher, _ := w.(http.Flusher)
	flush := func() {
		if flusher != nil {
			flusher.Flush()
		} else {
			http.NewResponseController(w).Flush()
		}
	}
	n := rs.n
	stallAt, cutAt := -1, -1
	if s.cfg.Stall > 0 && sq.outLen > 1 && s.draw(n, 1) < s.cfg.StallRate {
		stallAt = 1 + int(s.draw(n, 2)*float64(sq.outLen-1))
	}
	if s.cfg.DisconnectRate > 0 && s.draw(n, 3) < s.cfg.DisconnectRate {
		cutAt = int(s.draw(n, 4) * float64(sq.outLen))
		if sq.outLen > 1 {
			cutAt = 1 + int(s.draw(n, 4)*float64(sq.outLen-1))
		}
	}
	buf := make([]byte, 0, 1024)
	written := 0
	var last time.Time
	ctx := r.Context()
	for {
		select {
		case <-sq.notify:
		case <-ctx.Done():
			return
		}
		if sq.state.Load() == seqAborted {
			if written == 0 {
				writeErrorFor(rs.ep, w, &apiError{Status: http.StatusServiceUnavailable, Type: "ServiceUnavailableError", Message: errClosed.Error()})
				return
			}
			panic(http.ErrAbortHandler) // cut the stream: it did not complete
		}
		produced := int(sq.produced.Load())
		if produced <= written {
			continue
		}
		now := time.Now()
		if written == 0 {
			h := w.Header()
			h.Set("Content-Type", rs.wire.contentType())
			h.Set("Cache-Control", "no-cache")
			w.WriteHeader(http.StatusOK)
			buf = rs.wire.head(buf)
			m.ttft.observe(now.Sub(rs.start))
			m.promptTokens.Add(int64(rs.p.promptTokens))
		}
		from := written
		for ; written < produced; written++ {
			if written == stallAt {
				w.Write(buf)
				buf = buf[:0]
				flush()
				m.injStall.Add(1)
				if !ctxsleep.For(ctx, s.cfg.Stall) {
					return
				}
				now = time.Now()
			}
			if written == cutAt {
				w.Write(buf)
				flush()
				m.injectedDisconnects.Add(1)
				m.genTokens.Add(int64(written - from))
				panic(http.ErrAbortHandler) // drop the connection mid-stream
			}
			buf = rs.wire.token(buf, tokens.Word(rs.rng), written == 0)
			if written > 0 {
				m.itl.observe(now.Sub(last))
			}
			last = now
		}
		m.genTokens.Add(int64(written - from))
		if written >= sq.outLen {
			rs.cacheAnswer(sq.outLen) // before the client can see the end and send its next turn
			buf = rs.wire.tail(buf, sq.outLen)
			w.Write(buf)
			flush()
			rs.finished(time.Now())
			return
		}
		if _, err := w.Write(buf); err != nil {
			return // the client left; the deferred cancel frees the sequence
		}
		buf = buf[:0]
		flush()
	}
}

// chunkPrefix is the constant start of every chunk of this response, up to
// and including `"choices":[`.
func (rs *response) chunkPrefix() []byte {
	b := make([]byte, 0, 128+len(rs.model))
	b = append(b, `data: {"id":"`...)
	b = append(b, rs.id...)
	if rs.ep == chatEndpoint {
		b = append(b, `","object":"chat.completion.chunk","created":`...)
	} else {
		b = append(b, `","object":"text_completion","created":`...)
	}
	b = strconv.AppendInt(b, rs.created, 10)
	b = append(b, `,"model":`...)
	b = appendJSONString(b, rs.model)
	b = append(b, `,"choices":[`...)
	return b
}

// appendToken appends a generated word as a JSON string, with a leading
// space after the first token (so the text splits back into words).
func appendToken(b []byte, word string, space bool) []byte {
	for i := 0; i < len(word); i++ {
		if c := word[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			if space {
				word = " " + word
			}
			return appendJSONString(b, word)
		}
	}
	b = append(b, '"')
	if space {
		b = append(b, ' ')
	}
	b = append(b, word...)
	return append(b, '"')
}

// appendJSONString appends s as a JSON string; plain ASCII (the generated
// vocabulary) is copied as is, anything else goes through encoding/json.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			data, _ := json.Marshal(s)
			return append(b, data...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
