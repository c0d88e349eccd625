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
