package detect

import (
	"slices"
	"testing"
)

func TestScriptSpeakers(t *testing.T) {
	t.Parallel()
	for text, want := range map[string][]string{
		// a stand-up's list of speakers, one of them once
		"周会 记录\n- 秀英: 昨天修了登录\n- 子轩: 今天写测试\n- 秀英: 明天上线": {"秀英", "子轩", "秀英"},
		// a transcript between two Japanese surnames
		"議事録\n山本：おはようございます\n小川：はい、どうぞ\n山本：では始めます": {"山本", "小川", "山本"},
		// a chat export's heads on their own line with a time of day
		"#dev\n지민 09:12\n배포했어요\n하준 09:40\n확인했습니다": {"지민", "하준"},
		// a stamp written with 年月日 before the head
		"2024年3月2日, 10:05 - 美玲: 你好\n2024年3月2日, 10:07 - 美玲: 在吗": {"美玲", "美玲"},
		// a form's labels come once each, without a time
		"姓名：何宇\n备注：加急\n联系：电话": nil,
		// a support desk's persona is a role before a name; a lone label
		"2026年1月2日 09:51 客服小美：您好\n2026年1月2日 09:52 客服小美：请稍等": nil,
		"群聊：家长群\n秀英：大家好":                                    {"秀英"},
	} {
		var got []string
		for _, f := range findScriptSpeakers(text, nil) {
			got = append(got, text[f.Start:f.End])
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: found %q, want %q", text, got, want)
		}
	}
}
