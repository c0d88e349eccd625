package detect

import "testing"

func TestJaGiven(t *testing.T) {
	t.Parallel()
	for v, want := range map[string]bool{"凛": true, "真由美": true, "さくら": true, "あ": false, "陽菜子です": false, "abc": false} {
		if got := jaGiven(v); got != want {
			t.Errorf("jaGiven(%q) = %v, want %v", v, got, want)
		}
	}
}
