package defaults

import (
	"testing"
	"time"
)

func TestPositive(t *testing.T) {
	t.Parallel()
	if Positive(0, 7) != 7 || Positive(-1, 7) != 7 || Positive(3, 7) != 3 {
		t.Error("int")
	}
	if Positive(time.Duration(0), time.Second) != time.Second || Positive(-time.Second, time.Minute) != time.Minute ||
		Positive(time.Millisecond, time.Second) != time.Millisecond {
		t.Error("time.Duration")
	}
	if Positive(0.0, 0.5) != 0.5 || Positive(-0.1, 0.5) != 0.5 || Positive(0.25, 0.5) != 0.25 {
		t.Error("float64")
	}
}
