package sim

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"testing"

	"github.com/llmreplay/llmreplay/internal/testutil"
)

// NodeSDKsResult is what testdata/node-sdks/check.mjs prints: what the
// official OpenAI (Responses API), Anthropic and Ollama Node clients
// received.
type NodeSDKsResult struct {
	Responses struct {
		Types      []string
		Text       string
		Status     string
		OutputText string
		Usage      struct{ Input_tokens, Output_tokens int }
	}
	ResponsesWhole struct {
		Text, Status string
		Usage        struct{ Output_tokens int }
	}
	Anthropic struct {
		Text, FinalText, Stop string
		Events                int
		Usage                 struct{ Input_tokens, Output_tokens int }
	}
	AnthropicWhole struct {
		Text, Stop string
		Usage      struct{ Output_tokens int }
	}
	AnthropicErrorStatus int
	Ollama               struct {
		Parts, EvalCount, PromptEvalCount int
		EvalDuration                      int64
		Text, Done                        string
	}
	OllamaWhole struct {
		Text      string
		EvalCount int
		Done      bool
	}
	OllamaGenerate struct {
		Text             string
		Parts, EvalCount int
	}
}

// RunNodeSDKs runs check.mjs of dir against base. It skips when node or
// the packages are missing.
func RunNodeSDKs(t *testing.T, dir, base string) *NodeSDKsResult {
	t.Helper()
	node := testutil.Node(t, dir, "openai", "@anthropic-ai/sdk", "ollama")
	outb := testutil.RunNode(t, node, dir, nil, "check.mjs", base)
	var out NodeSDKsResult
	if err := json.Unmarshal(outb, &out); err != nil {
		t.Fatalf("node output %q: %v", outb, err)
	}
	return &out
}

// CheckNodeSDKs checks what the clients received from the simulator.
func CheckNodeSDKs(t *testing.T, out *NodeSDKsResult) {
	t.Helper()
	r := out.Responses
	deltas := 0
	for _, typ := range r.Types {
		if typ == "response.output_text.delta" {
			deltas++
		}
	}
	if len(r.Types) == 0 || r.Types[0] != "response.created" || r.Types[len(r.Types)-1] != "response.incomplete" || deltas != 6 ||
		r.Status != "incomplete" || r.Usage.Output_tokens != 6 || testTokens.Count(r.Text) != 6 || r.OutputText != r.Text {
		t.Errorf("Responses stream as seen by the OpenAI client: %+v", r)
	}
	if !slices.Contains(r.Types, "response.output_text.done") || !slices.Contains(r.Types, "response.output_item.done") {
		t.Errorf("Responses stream lacks its .done events: %v", r.Types)
	}
	if w := out.ResponsesWhole; testTokens.Count(w.Text) != 6 || w.Status != "incomplete" || w.Usage.Output_tokens != 6 {
		t.Errorf("Responses body: %+v", w)
	}
	a := out.Anthropic
	if a.Text != a.FinalText || testTokens.Count(a.Text) != 7 || a.Stop != "max_tokens" || a.Usage.Output_tokens != 7 || a.Usage.Input_tokens == 0 || a.Events != 12 {
		t.Errorf("Anthropic stream as seen by its SDK: %+v", a)
	}
	if w := out.AnthropicWhole; w.Text != a.Text || w.Stop != "max_tokens" || w.Usage.Output_tokens != 7 || out.AnthropicErrorStatus != 400 {
		t.Errorf("Anthropic body and error: %+v, status %d", w, out.AnthropicErrorStatus)
	}
	o := out.Ollama
	if o.Parts != 6 || testTokens.Count(o.Text) != 5 || o.Done != "length" || o.EvalCount != 5 || o.PromptEvalCount == 0 || o.EvalDuration <= 0 {
		t.Errorf("Ollama chat stream as seen by the ollama client: %+v", o)
	}
	if w := out.OllamaWhole; w.Text != o.Text || w.EvalCount != 5 || !w.Done {
		t.Errorf("Ollama chat body: %+v", w)
	}
	if g := out.OllamaGenerate; g.Parts != 5 || testTokens.Count(g.Text) != 4 || g.EvalCount != 4 {
		t.Errorf("Ollama generate stream: %+v", g)
	}
}

// TestOfficialNodeSDKs checks that the official OpenAI Node client
// (Responses API, streaming and not), @anthropic-ai/sdk (its stream helper,
// which checks event order, and a plain call) and the ollama package (chat
// and generate over NDJSON) accept the simulator's answers. It needs node
// and `npm ci` in testdata/node-sdks.
func TestOfficialNodeSDKs(t *testing.T) {
	t.Parallel()
	_, ts := startSim(t, testConfig())
	CheckNodeSDKs(t, RunNodeSDKs(t, filepath.Join("testdata", "node-sdks"), ts.URL))
}
