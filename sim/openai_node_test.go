package sim

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/llmreplay/llmreplay/internal/testutil"
)

// TestOfficialOpenAINodeClient checks that the official OpenAI Node client
// accepts the simulator's responses (streaming, non-streaming, completions,
// model list, errors). It needs node and `npm ci` in testdata/openai-node.
func TestOfficialOpenAINodeClient(t *testing.T) {
	t.Parallel()
	_, ts := startSim(t, testConfig())
	dir := filepath.Join("testdata", "openai-node")
	outb := testutil.RunNode(t, testutil.Node(t, dir, "openai"), dir, nil, "check.mjs", ts.URL)
	var out struct {
		Finish         string
		Usage          struct{ Prompt_tokens, Completion_tokens, Total_tokens int }
		StreamText     string
		Chunks         int
		WholeText      string
		CompletionText string
		Models         []string
		ErrorStatus    int
	}
	if err := json.Unmarshal(outb, &out); err != nil {
		t.Fatalf("node output %q: %v", outb, err)
	}
	if out.Usage.Completion_tokens != 5 || out.Chunks != 8 || out.Finish != "length" || testTokens.Count(out.StreamText) != 5 {
		t.Errorf("stream as seen by the OpenAI client: %+v", out)
	}
	if out.WholeText != out.StreamText {
		t.Errorf("non-streaming text %q differs from streamed %q", out.WholeText, out.StreamText)
	}
	if testTokens.Count(out.CompletionText) != 3 || len(out.Models) != 1 || out.Models[0] != DefaultModelName || out.ErrorStatus != 400 {
		t.Errorf("client results: %+v", out)
	}
}
