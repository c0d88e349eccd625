package testutil

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// Node returns the path of node. It skips tb unless node is installed and
// every package is under dir/node_modules (`npm ci` there, which .ci/run
// does, installs them).
func Node(tb testing.TB, dir string, packages ...string) string {
	tb.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		tb.Skip("node is not installed")
	}
	for _, pkg := range packages {
		if _, err := os.Stat(filepath.Join(dir, "node_modules", pkg)); err != nil {
			tb.Skipf("the %s package is not installed: run `npm ci --prefix %s`", pkg, dir)
		}
	}
	return node
}

// RunNode runs node with args in dir, the environment with env added, for
// at most a minute, and returns what it printed; a failure ends tb with
// what node printed on standard error.
func RunNode(tb testing.TB, node, dir string, env []string, args ...string) []byte {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.Output()
	if err != nil {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		tb.Fatalf("node %v in %s: %v\n%s", args, dir, err, stderr)
	}
	return out
}
