package detect

import "testing"

func TestHanNames(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		// Traditional surnames in the places simplified ones are found.
		{"聯絡人：鄧家豪\n電話：0912-000-111", "鄧家豪", Person},
		{"今天下午市民蘇美玲表示非常滿意。", "蘇美玲", Person},
		{"ONCALL_NAME: 龔志明\nLOG_LEVEL: debug", "龔志明", Person},
		// Chat speakers and table cells.
		{"群聊导出\n邓永康 09:41\n收到\n", "邓永康", Person},
		{"上午10:02\t鍾雅婷\t明天見\n上午10:05\t何俊傑\t好\n", "鍾雅婷", Person},
		{"id\tcustomer\tcity\n7\t魏子轩\t广州\n", "魏子轩", Person},
		// Japanese: surname, space, given name.
		{"宛先: 佐々木 健太 様\nご住所:", "佐々木 健太", Person},
		{"担当 藤原 さくら さんに確認します", "藤原 さくら", Person},
		{"09:12\t長谷川 翼\tおはようございます\n", "長谷川 翼", Person},
		{"{\"customer\":\"三浦 大輝\",\"plan\":\"pro\"}", "三浦 大輝", Person},
		{"id\tname\tcity\n7\t魏子轩\t杭州\n", "杭州", kept},
		{"id\tbranch\n3\t常州市\n", "常州市", kept},
		{"総理は石破 茂氏と会談した", "石破 茂", kept},
		{"我们的时间安排如下\n陈列 10:00\n", "陈列", kept},
		{"群聊导出\n张三 09:41\n测试\n", "张三", kept},
	})
}

func TestJaGiven(t *testing.T) {
	t.Parallel()
	for v, want := range map[string]bool{"凛": true, "真由美": true, "さくら": true, "あ": false, "陽菜子です": false, "abc": false} {
		if got := jaGiven(v); got != want {
			t.Errorf("jaGiven(%q) = %v, want %v", v, got, want)
		}
	}
}
