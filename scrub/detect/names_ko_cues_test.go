package detect

import (
	"slices"
	"testing"
)

func TestKoreanCueNames(t *testing.T) {
	t.Parallel()
	for text, want := range map[string][]string{
		"선율님, 회의록 공유드립니다.":         {"선율"},  // an honorific written on, no listed given name
		"내일 오전에 승민씨가 방문합니다":        {"승민"},  // 씨 and a particle
		"안녕하세요 주혁 고객님, 주문하신":       {"주혁"},  // a title after a space
		"[반 단톡]\n윤슬 엄마: 준비물 알려주세요": {"윤슬"},  // a parent named by the child
		"서태웅 아빠가 데리러 와요":           {"서태웅"}, // a full name and a particle on the title
		"센터장 오세훈 드림":               {"오세훈"}, // a letter's sign-off
		"아들: 태오 (7세)":              {"태오"},  // a kin label
		"신부 권나래 (우리은행)":            {"권나래"}, // a wedding's party
		"여보세요, 네 하상욱이요":            {"하상욱"}, // the answer to "your name?"
		"아내 예준가 전화했어요":             {"예준"},  // a particle that ends no given name
		"우리 엄마: 밥 먹어":              nil,     // a common word before the kin word
		"신규 회원님께 쿠폰을":              nil,     // a common word before the title
		"유치원 엄마들 모임":               nil,     // a noun that starts with a surname's syllable
		"신청자님 확인 바랍니다":             nil,     // a role before the honorific
		"대리님, 교수님께서 오십니다":          nil,     // titles
		"원장님 말씀":                   nil,
		"담당: 배송지는 부산":              nil, // a place's noun after a label
		"이메일이요 문자요":                nil, // a copula after a word no name
	} {
		var got []string
		for _, f := range findKoreanCueNames(text, nil) {
			got = append(got, text[f.Start:f.End])
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: found %q, want %q", text, got, want)
		}
	}
}

func TestKoreanListHeads(t *testing.T) {
	t.Parallel()
	for text, want := range map[string][]string{
		"출석부\n09:10 권태오 도착\n09:40 유하람 도착":         {"권태오", "유하람"}, // after clock times
		"명단\n7번 서준호 / 010-1111-2222\n9번 문가온 / 미정": {"서준호", "문가온"}, // numbered cells
		"하객\n오승민 / 010 2222 3333\n배수한, 참석":        {"오승민", "배수한"}, // cells at the line's start
		"하객\n오승민 / 010 2222 3333":                 nil,            // one head is no list
		"부동산 계약서\n임대인: 오승민\n소재지: 서울":              nil,            // a heading and labels
		"여기서 뭐가 문제야\n부동산 서류 봐줘":                   nil,            // sentences
	} {
		var got []string
		for _, f := range findKoreanListHeads(text, nil) {
			got = append(got, text[f.Start:f.End])
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: found %q, want %q", text, got, want)
		}
	}
}
