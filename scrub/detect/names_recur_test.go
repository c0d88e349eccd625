package detect

import (
	"bytes"
	"compress/gzip"
	"testing"
)

// expectModel checks what the detector with the shipped name model makes
// of each value (kept: it reports none).
func expectModel(t *testing.T, cases []found) {
	t.Helper()
	m := DefaultNameModel()
	for _, c := range cases {
		got := modelFind(m, c.text)
		if got[c.value] != c.typ {
			t.Errorf("%q: want %s %q, got %v", c.text, c.typ, c.value, got)
		}
	}
}

func TestRecurParts(t *testing.T) {
	t.Parallel()
	expectModel(t, []found{
		// a given name alone, after the full name in a field
		{"Assigned to: Wendeline Quillfeather\n\nUpdate: Wendeline says the part ships Friday.", "Wendeline", Person},
		// the surname alone, later in prose
		{"Contact: Tiberiu Marchbanks\nstatus - waiting on Marchbanks since Tuesday", "Marchbanks", Person},
		// a Han name again, with Han text on one side
		{"联系人：诸葛丽萍\n备注：诸葛丽萍已确认", "诸葛丽萍", Person},
	})
}

func TestRecurPartsAlone(t *testing.T) {
	t.Parallel()
	expectAdded(t, New(Options{}).recurParts, []addedCase{
		{"Wendeline Quillfeather wrote.\nWendeline said no; ask Quillfeather.", "Wendeline Quillfeather", []string{"Wendeline", "Quillfeather"}},
		{"罗浩然 13800138000\n备注：罗浩然已确认", "罗浩然", []string{"罗浩然"}},
		// a part inside a longer word, or glued to Han on both sides
		{"Wendeline Quillfeather; Wendelines; xWendeline", "Wendeline Quillfeather", nil},
		{"罗浩然 13800138000\n与罗浩然的记录", "罗浩然", nil},
		// the part next to a capitalised word no name list knows: a firm
		{"Tiberiu Vasilescu\nInvoice from Vasilescu Logistics", "Tiberiu Vasilescu", nil},
		// a public figure's name around the part
		{"Jacinda Pettigrew\nSpeech by Jacinda Ardern today.", "Jacinda Pettigrew", nil},
		// a name of one word does not spread
		{"Wendeline: hi\nWendeline again", "Wendeline", nil},
	})
}

func TestRecurWord(t *testing.T) {
	t.Parallel()
	for w, want := range map[string]bool{
		"Wendeline": true, "Marchbanks": true, "Мирослава": true, "罗浩然": true,
		"Table": false, "Street": false, "de": false, "Al": false, "ครับ": false, "杭州市": false, "杭州": false, "mary": false, "O2": false,
	} {
		if got := recurWord(w); got != want {
			t.Errorf("recurWord(%q) = %v, want %v", w, got, want)
		}
	}
}

func TestHangulCandidate(t *testing.T) {
	t.Parallel()
	for w, want := range map[string]bool{
		"김민서": true, "권지호": true, "남궁민수": true, "박하": true,
		"이메일은": false, "주소를": false, "여기서": false, "고객이": false, "김": false, "최고의순간": false,
	} {
		if got := hangulCandidate(w); got != want {
			t.Errorf("hangulCandidate(%q) = %v, want %v", w, got, want)
		}
	}
}

// A weights file of the first format (no threshold for other scripts)
// still loads: other scripts take the Latin threshold.
func TestLoadNameModelV1(t *testing.T) {
	t.Parallel()
	m := trainSmall(3)
	m.Theta, m.ThetaHan, m.ThetaScript = 4, 9, 2
	v2 := m.Marshal()
	got, err := LoadNameModel(v2)
	if err != nil || got.ThetaScript != 2 || got.Theta != 4 || got.ThetaHan != 9 {
		t.Fatalf("NMv2 round trip: %+v, %v", got, err)
	}
	zr, _ := gzip.NewReader(bytes.NewReader(v2))
	var raw bytes.Buffer
	raw.ReadFrom(zr)
	b := raw.Bytes()
	v1 := append(append([]byte("NMv1"), b[4:13]...), b[17:]...)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(v1)
	zw.Close()
	old, err := LoadNameModel(gz.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if old.ThetaScript != 4 || old.ThetaHan != 9 {
		t.Errorf("NMv1: thresholds %v %v %v", old.Theta, old.ThetaHan, old.ThetaScript)
	}
	for i := range m.w {
		if old.w[i] != m.w[i] {
			t.Fatalf("NMv1: weight %d is %v, want %v", i, old.w[i], m.w[i])
		}
	}
}
