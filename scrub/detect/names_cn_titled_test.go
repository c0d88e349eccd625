package detect

import (
	"slices"
	"testing"
)

func TestCNTitled(t *testing.T) {
	t.Parallel()
	for text, want := range map[string][]string{
		"房东：郑先生　电话 138 0013 8000":          {"郑"},  // after a field's colon
		"Hi! 蔣老師 asked me to call":         {"蔣"},  // after Latin text, traditional
		"REFERENCES\n  韩总 — 139 0000 0000": {"韩"},  // the boss, then no Han
		"谢谢，冯总那边已经确认":                      {"冯"},  // the boss, then a sentence
		"访客欧阳经理到了":                         {"欧阳"}, // a compound surname after Han text
		"本周总结：大家辛苦了":                       nil,    // 周总结 is a weekly summary
		"班主任已通知家长":                         nil,    // 班 is no common surname
		"数学老师布置了作业":                        nil,    // 学 is no surname
		"高橋先生にご連絡ください":                     nil,    // a Japanese surname's last kanji
	} {
		var got []string
		for _, f := range findCNTitled(text, nil) {
			got = append(got, text[f.Start:f.End])
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: found %q, want %q", text, got, want)
		}
	}
}
