package detect

import (
	"slices"
	"strings"
	"testing"
)

// addedBy runs pass alone, after a finding of name (its first
// occurrence), and returns what it adds.
func addedBy(pass func(string, []Finding) []Finding, text, name string) []string {
	a := strings.Index(text, name)
	var added []string
	for _, f := range pass(text, []Finding{{a, a + len(name), Person}}) {
		if f.Start != a {
			added = append(added, text[f.Start:f.End])
		}
	}
	return added
}

type addedCase struct {
	text, name string
	want       []string
}

// expectAdded checks what pass adds after each case's name.
func expectAdded(t *testing.T, pass func(string, []Finding) []Finding, cases []addedCase) {
	t.Helper()
	for _, c := range cases {
		if got := addedBy(pass, c.text, c.name); !slices.Equal(got, c.want) {
			t.Errorf("%q after %q: added %q, want %q", c.text, c.name, got, c.want)
		}
	}
}

func TestScriptParts(t *testing.T) {
	t.Parallel()
	expectAdded(t, New(Options{}).scriptParts, []addedCase{
		{"客户：蔡宛如 13800138000\n寄到广州市某路8号，宛如收\n蔡经理已确认", "蔡宛如", []string{"宛如", "蔡"}},                    // a Chinese given name as a parcel's addressee, the surname with a title
		{"蔡宛如\nid,first,last\n1001,宛如,蔡,x", "蔡宛如", []string{"宛如", "蔡"}},                              // the two halves in the cells of a table
		{"患者：中村陽菜\n中村：陽菜ちゃんの件です", "中村陽菜", []string{"中村", "陽菜"}},                                      // a Japanese given name with a diminutive, the surname as a speaker
		{"담당: 한서윤\n네 서윤님, 확인했습니다\n고객: 한서윤이요", "한서윤", []string{"서윤", "한서윤"}},                          // a Korean given name with a form of address, the name with a particle
		{"ผู้ติดต่อ: ศิรินทร์ ทองดี\nสวัสดีค่ะ คุณศิรินทร์", "ศิรินทร์ ทองดี", []string{"ศิรินทร์"}}, // a Thai given name after a title written onto it
		{"المستأجر: سلمى القحطاني\nتواصل مع سلمى غداً", "سلمى القحطاني", []string{"سلمى"}},           // an Arabic given name alone
		{"联系人 吴洋\n太平洋保险 洋房", "吴洋", nil},                                                              // look-alikes: the given name inside a Han word or before one
		{"담당: 이도현\n이 문제는 도현관에서", "이도현", nil},                                                         // a Korean surname that is also a word, a given name inside a word
		{"ผู้ติดต่อ: ศิรินทร์ ทองดี\nบ้านศิรินทร์มาก", "ศิรินทร์ ทองดี", nil},                        // a Thai given name inside a longer word
		{"Wendeline Quillfeather\nWendeline said", "Wendeline Quillfeather", nil},                    // a Latin name is recurParts' business
	})
}

// The parts are marked in what Find returns, after the rules and the tagger.
func TestScriptPartsWired(t *testing.T) {
	t.Parallel()
	expectModel(t, []found{
		{"订单联系人：蔡宛如，电话 13800138000\n—\n谢谢 宛如!", "宛如", Person},
		{"담당자: 한서윤 (010-1234-5678)\n네 서윤님, 확인했습니다", "서윤", Person},
	})
}
