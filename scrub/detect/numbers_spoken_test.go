package detect

import (
	"testing"

	"github.com/llmreplay/llmreplay/internal/testutil"
)

// Numbers read out in words or Han digits, and prose with number words.
func TestSpokenNumbers(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		{"Spoken", []found{
			{"caller: it's a London line, zero two zero, seven oh eight oh, seven nine three nine, thanks",
				"zero two zero, seven oh eight oh, seven nine three nine", Phone},
			{"sure, reach me on plus one, three oh three, four three four, two four three oh after six",
				"plus one, three oh three, four three four, two four three oh", Phone},
			{"Plus four four, two oh, seven two eight four, four nine zero nine is the office",
				"Plus four four, two oh, seven two eight four, four nine zero nine", Phone},
			{"客户：我的手机是幺三九 五零六六 幺九零五，谢谢", "幺三九 五零六六 幺九零五", CNMobile},
			{"用户：幺七三-七零六九-六五三五", "幺七三-七零六九-六五三五", CNMobile},
			{"回拨号码幺五八零零幺三八零零零。", "幺五八零零幺三八零零零", CNMobile},
			{"mobile: one three eight double oh one three eight triple oh", "one three eight double oh one three eight triple oh", CNMobile},
			{"my number is oh seven seven double nine, one two three, four five six",
				"oh seven seven double nine, one two three, four five six", Phone},
			{"Meine Nummer ist null eins sieben eins, zwei drei vier fünf sechs sieben acht.",
				"null eins sieben eins, zwei drei vier fünf sechs sieben acht", Phone},
			{"mon numéro : zéro six un deux trois quatre cinq six sept huit, merci",
				"zéro six un deux trois quatre cinq six sept huit", Phone},
			{"card: four five three two, zero one five one, one two eight three, zero three six six",
				"four five three two, zero one five one, one two eight three, zero three six six", CreditCard},
			{"SSN: five three six, two two, one eight four nine", "five three six, two two, one eight four nine", USSSN},
			// German from its trunk null, with none of the other anchors' letters.
			{"meine telefonnummer ist null eins sieben eins sechs sieben sechs neun sechs sechs fünf und die iban",
				"null eins sieben eins sechs sieben sechs neun sechs sechs fünf", Phone},
			// Han digits without 幺, from a mobile's 一 and second digit.
			{"客户你好我叫张娜我的手机号是一八六五二一六四七零一上周买的", "一八六五二一六四七零一", CNMobile},
			// Sino-Korean syllables read a digit at a time, after 플러스 or from 공.
			{"연락처 말씀해 주시겠어요 플러스 팔 이 일 공 삼 팔 일 이 이 공 사 삼입니다 네", "플러스 팔 이 일 공 삼 팔 일 이 이 공 사 삼", Phone},
			{"연락처 말씀해 주시겠어요 공 일 공 삼 오 공 팔 팔 육 칠 칠입니다 네", "공 일 공 삼 오 공 팔 팔 육 칠 칠", Phone},
			{"연락처 말씀해 주시겠어요 공 삼 일 오 사 일 사 일 공 오입니다", "공 삼 일 오 사 일 사 일 공 오", Phone},
			{"전화번호는 공일공 삼팔일이 이공사삼입니다", "공일공 삼팔일이 이공사삼", Phone},
		}},
		{"SpokenProse", []found{
			// The same digits that the detectors keep when written.
			{"my social is five three six, two two, one eight four nine", "five three six, two two, one eight four nine", kept},
			{"card: four five three two, zero one five one, one two eight three, zero three six seven",
				"four five three two, zero one five one, one two eight three, zero three six seven", kept},
			{"The winners, in order: two, three, four, five, six, seven, eight, nine.", "two, three, four, five, six, seven, eight, nine", kept},
			{"Press one, then two, then three four five six seven to continue", "three four five six seven", kept},
			{"Ein, zwei, drei, vier, fünf, sechs, sieben, acht, neun, null!", "zwei, drei, vier, fünf, sechs, sieben, acht, neun, null", kept},
			{"第一二三四五六七八九章", "一二三四五六七八九", kept},
			{"I ate one or two of them, then three more and four after that.", "one or two", kept},
			{"Count down: five four three two one zero, lift off", "five four three two one zero", kept},
			{"幺三五 is a short code, not a number", "幺三五", kept},
			{"一二三四五六七八九十", "一二三四五六七八九", kept},
			{"zero zero zero zero zero zero zero zero", "zero zero zero zero zero zero zero zero", kept},
			{"Step one two three four five six seven eight nine: done", "one two three four five six seven eight nine", kept},
			// Han digits from 一 that make no mobile; Korean syllables inside words.
			{"一三五七九二四六八，奇数在前", "一三五七九二四六八", kept},
			{"二〇二六年一九八七六五四三二一", "一九八七六五四三二一", kept},
			{"성공 일 이 삼 사 오 육 칠 팔 구", "일 이 삼 사 오 육 칠 팔 구", kept},
			{"JSON fields: {\"a\": null, \"b\": null, \"c\": null}, full null check", "null", kept},
		}},
	})
}

// BenchmarkFindSpoken is the spoken-number reader alone over the prompt-
// like text of BenchmarkFind (compare BenchmarkBaselineIndex: one
// substring search).
func BenchmarkFindSpoken(b *testing.B) {
	var fs []Finding
	m := testutil.StartCPU(b, int64(len(benchCorpus)))
	for i := 0; i < b.N; i++ {
		fs = findSpokenNumbers(benchCorpus, fs[:0])
	}
	m.Stop()
}
