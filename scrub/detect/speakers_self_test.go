package detect

import "testing"

// A chat export with one named speaker and the exporter's own lines under
// "me" (나, 自分, Me): the named speaker is a person, "me" is not.
func TestSelfSpeakerChat(t *testing.T) {
	t.Parallel()
	ko := "대화 요약해줘\n문채원: 내일 몇 시에 와?\n나: 세 시쯤\n문채원: 알겠어 기다릴게\n나: 응\n문채원: 조심히 와"
	expectFound(t, []found{
		{ko, "문채원", Person},
		{ko, "나", kept},
		{"Summarise this\nPriya: are we still on for friday\nMe: yes, 7pm\nPriya: cool, bring the charger\nMe: ok\nPriya: see you", "Priya", Person},
	})
}
