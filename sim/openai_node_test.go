package sim

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestOfficialOpenAINodeClient checks that the official OpenAI Node client
// accepts the simulator's responses (streaming, non-streaming, completions,
// model list, errors). It needs node and `npm ci` in testdata/openai-node.
func TestOfficialOpenAINodeClient(t *testing.T) {
	t.Parallel()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	dir := filepath.Join("testdata", "openai-node")
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "openai")); err != nil {
		t.Skip("the openai package is not installed: run (cd sim/testdata/openai-node && npm ci)")
	}
	_, ts := startSim(t, testConfig())
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, "check.mjs", ts.URL)
	cmd.Dir = dir
	outb, err := cmd.Output()
	if err != nil {
		var stderr string
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = string(ee.Stderr)
		}
		t.Fatalf("node client failed: %v\n%s", err, stderr)
	}
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
