package detect

import (
	"slices"
	"strings"
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
		{"ja surname alone after a vet's label", findHanListedNames, "次回: 5月\n担当獣医: 斎藤", []string{"斎藤"}},
		{"ja surname before と申します", findHanListedNames, "株式会社の吉川と申します。", []string{"吉川"}},
		{"unlisted surname run", findHanListedNames, "明日は「鬼塚陽翔」さんと会う", []string{"鬼塚陽翔"}},
		{"unlisted surname run with 様", findHanListedNames, "宛先、鬼塚結菜様、よろしく", []string{"鬼塚結菜"}},
		{"run after a kin word", findHanListedNames, "連絡は父鬼塚陽翔まで", nil},
		{"Chinese name after a word", findHanListedNames, "回执：学生周子涵，已签字", []string{"周子涵"}},
		{"compound surname read across a word", findHanListedNames, "回执：家长孙丽，已登记", nil},
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
		{"kin word", findHanListedNames, "她表哥马宇航的电话", []string{"马宇航"}},
		// Romanised and native forms side by side, and romanised honorifics.
		{"romanised before native", findRomanisedPairs, "New hire: Yuxuan Bai (白宇轩), desk 4", []string{"Yuxuan Bai", "白宇轩"}},
		{"romanised capitals before labelled native", findRomanisedPairs, "Mr. GUO Ming (中文名 郭明, holder)", []string{"GUO Ming", "郭明"}},
		{"native before romanised", findRomanisedPairs, "guest: 斎藤美月 (Saito Mizuki)\n", []string{"斎藤美月", "Saito Mizuki"}},
		{"hangul slash romanised", findRomanisedPairs, "Lead: 한지민 / Han Jimin — met", []string{"한지민", "Han Jimin"}},
		{"unlisted surname, listed given", findRomanisedPairs, "Ren Kagura (神楽 陽翔), 1950", []string{"Ren Kagura", "神楽 陽翔"}},
		{"a firm, not a name", findRomanisedPairs, "China Mobile (中国移动) and Peking University (北京大学)", nil},
		{"honorific", findHonorificNames, "run by 鬼塚-san (鬼塚 凛子). She", []string{"鬼塚", "鬼塚 凛子"}},
		{"honorific in a word", findHonorificNames, "東京-sanitizer", nil},
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

// FuzzCJKNames checks that the listed-name, romanised-pair and Korean
// finders never panic and return spans inside the text on rune boundaries.
func FuzzCJKNames(f *testing.F) {
	for _, s := range []string{"为柴浩宇先生", "「鬼塚陽翔」さん", "担当 斎藤", "@一诺 ", "家豪您好", "상주 배서윤 (", "(서윤)", "— 지민",
		"Yuxuan Bai (白宇轩)", "斎藤美月 (Saito Mizuki)", "鬼塚-san (鬼塚 凛", "한지민 / Han Jimin", "宇佐美結衣様", "남궁도윤님"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		expectRuneSpans(t, s, findHanListedNames(s, nil))
		expectRuneSpans(t, s, findGivenAfterCue(s, nil))
		expectRuneSpans(t, s, findKoreanListedNames(s, nil))
		expectRuneSpans(t, s, findRomanisedPairs(s, nil))
		expectRuneSpans(t, s, findHonorificNames(s, nil))
	})
}

// TestSurnameBitsAsLists checks cnSurnameBits against the lists it is
// built from: every single surname is a Han character the bit set holds,
// and a character starts a compound surname exactly when its bit is set.
func TestSurnameBitsAsLists(t *testing.T) {
	t.Parallel()
	cn := cnSurnameBits()
	for r := range cnSurnameSet {
		if !isHan(r) {
			t.Errorf("surname %q is no Han character: the bit set cannot hold it", r)
		}
	}
	for r := rune(0x3000); r <= 0xA000; r++ {
		if cn.single.has(r) != cnSurnameSet[r] {
			t.Errorf("%q: bit set %v, map %v", r, cn.single.has(r), cnSurnameSet[r])
		}
		starts := false
		for _, c := range cnCompound {
			starts = starts || strings.HasPrefix(c, string(r))
		}
		if cn.compound.has(r) != starts {
			t.Errorf("%q: compound bit %v, list %v", r, cn.compound.has(r), starts)
		}
	}
	var buf [4]int
	for _, c := range []struct {
		s    string
		want []int
	}{{"欧阳娜娜", []int{6, 3}}, {"王小明", []int{3}}, {"的人", nil}, {"司马光", []int{6, 3}}} {
		if got := hanSurnameLens(c.s, 0, buf[:]); !slices.Equal(got, c.want) {
			t.Errorf("hanSurnameLens(%q) = %v; want %v", c.s, got, c.want)
		}
	}
}
