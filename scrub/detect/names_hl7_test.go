package detect

import (
	"strings"
	"testing"
)

// The name fields of HL7 segments (PID-5, NK1-2) give their family, given
// and middle names; the other fields (an id, a date, a sex, an address's
// components) and a segment that is no line's start give none.
func TestHL7Names(t *testing.T) {
	t.Parallel()
	msg := "MSH|^~\\&|LAB|HOSP|||20260101||ADT^A01|1|P|2.5\r" +
		"PID|1||4471^^^HOSP||VAN DER MEER^ANOUK^J||19800101|F|||Ringweg 5^^Utrecht\r" +
		"NK1|1|ØSTERGAARD^MIKKEL|SPO\r" +
		"OBX|1|TX|NOTE||PID|2||X||SMITH^JOHN\r"
	var got []string
	for _, f := range findHL7Names(msg, nil) {
		got = append(got, msg[f.Start:f.End])
	}
	if want := "VAN DER MEER|ANOUK|ØSTERGAARD|MIKKEL"; strings.Join(got, "|") != want {
		t.Errorf("HL7 names %q, want %q", got, want)
	}
}
