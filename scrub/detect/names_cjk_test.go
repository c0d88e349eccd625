package detect

import (
	"slices"
	"testing"
)

// cjkFound returns the Person values a finder takes from s.
func cjkFound(find func(string, []Finding) []Finding, s string) []string {
	var got []string
	for _, f := range find(s, nil) {
		if f.Type == Person {
			got = append(got, s[f.Start:f.End])
		}
	}
	return got
}

func TestCJKListedNames(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		find func(string, []Finding) []Finding
		s    string
		want []string
	}{
		// Han: a surname and a listed given name inside running text.
		{"address form after Han", findHanListedNames, "兹定于周六为柴浩宇先生举行欢送会", []string{"柴浩宇"}},
		{"cue before", findHanListedNames, "被告欧阳一诺拒不到庭", []string{"欧阳一诺"}},
		{"common surname, boundary right", findHanListedNames, "这次由王宇轩，负责", []string{"王宇轩"}},
		{"rare surname, Han both sides", findHanListedNames, "共和国建国以来", nil},
		{"rare surname, boundary right only", findHanListedNames, "纪念共和国建国70周年", nil},
		{"before 氏", findHanListedNames, "首相の山本大輝氏が", nil},
		// Japanese: listed surname, unlisted or listed given, and a run of
		// an unlisted surname and a listed given name.
		{"ja surname + unlisted given run", findHanListedNames, "訃報\n高野智之（享年八十）", []string{"高野智之"}},
		{"ja surname alone after cue", findHanListedNames, "本件の担当 斎藤（内線12）", []string{"斎藤"}},
		{"ja surname before と申します", findHanListedNames, "株式会社の吉川と申します。", []string{"吉川"}},
		{"unlisted surname run", findHanListedNames, "明日は「鬼塚陽翔」さんと会う", []string{"鬼塚陽翔"}},
		{"unlisted surname run with 様", findHanListedNames, "宛先、鬼塚結菜様、よろしく", []string{"鬼塚結菜"}},
		{"run after a kin word", findHanListedNames, "連絡は父鬼塚陽翔まで", nil},
		{"place run", findHanListedNames, "住所は港北区陽翔です", nil},
		// Given names alone after a mention, a contact verb or before a greeting.
		{"mention", findGivenAfterCue, "@一诺 明天开会", []string{"一诺"}},
		{"contact verb", findGivenAfterCue, "请联系浩然，电话见下", []string{"浩然"}},
		{"greeting", findGivenAfterCue, "家豪您好，我是", []string{"家豪"}},
		{"unlisted given", findGivenAfterCue, "@小明 明天开会", nil},
		{"greeting inside Han", findGivenAfterCue, "大家浩然您好", nil},
		// Korean.
		{"ko word of its own", findKoreanListedNames, "상주 배서윤 (010)", []string{"배서윤"}},
		{"ko compound before 님", findKoreanListedNames, "선우태경님 안녕하세요", []string{"선우태경"}},
		{"ko person particle, unlisted given", findKoreanListedNames, "친구 한태경한테 연락", []string{"한태경"}},
		{"ko case particle, listed given", findKoreanListedNames, "오늘 강민준은 왔다", []string{"강민준"}},
		{"ko case particle, unlisted given", findKoreanListedNames, "오늘 정전이 있다", nil},
		{"ko word, unlisted given", findKoreanListedNames, "관리 안내문 참고", nil},
		{"ko given in brackets", findKoreanListedNames, "연락 (서윤)", []string{"서윤"}},
		{"ko given after dash at end", findKoreanListedNames, "문의 — 지민", []string{"지민"}},
		{"ko not a name before 님", findKoreanListedNames, "관리자님 안녕", nil},
	}
	for _, c := range cases {
		if got := cjkFound(c.find, c.s); !slices.Equal(got, c.want) {
			t.Errorf("%s: %q: got %q, want %q", c.name, c.s, got, c.want)
		}
	}
}

func TestCJKGivenList(t *testing.T) {
	t.Parallel()
	for v, want := range map[string]bool{"雨桐": true, "陽葵": true, "서연": true, "淑芬": true, "我们": false, "정전": false} {
		if got := cjkGiven(v); got != want {
			t.Errorf("cjkGiven(%q) = %v, want %v", v, got, want)
		}
	}
}
