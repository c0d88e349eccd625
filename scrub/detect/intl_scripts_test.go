package detect

import (
	"strings"
	"testing"
)

func TestScriptNames(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		// A listed given name and a listed or shaped surname, anywhere.
		{"Η αίτηση υπογράφεται από τον Νίκο και τη Μαρία Παπαδοπούλου σήμερα.", "Μαρία Παπαδοπούλου", Person},
		{"Συντάκτης: ΚΩΝΣΤΑΝΤΙΝΟΣ ΛΑΖΑΡΙΔΗΣ", "ΚΩΝΣΤΑΝΤΙΝΟΣ ΛΑΖΑΡΙΔΗΣ", Person},
		{"הטופס נחתם על ידי יעל כהן אתמול בערב", "יעל כהן", Person},
		{"وقّع العقد فهد الدوسري أمس في الرياض", "فهد الدوسري", Person},
		{"आज सुबह राकेश श्रीवास्तव ने फ़ोन किया", "राकेश श्रीवास्तव", Person},
		// One listed word in a cell of its own.
		{"Owner\tרון פלדמן\t054-0000000", "רון פלדמן", Person},
		{"Agent: हमें नाम बताइए\nCaller: सीमा बघेल\n", "सीमा बघेल", Person},
		{"ผู้ติดต่อ: สมชาย ใจงาม ครับ", "สมชาย ใจงาม", Person},
		{"เรียนคุณสมชาย ใจงาม\nขอบคุณที่สมัคร", "สมชาย ใจงาม", Person},
		{"[12/03/24, 09:15] مريم الفارسي: صباح الخير", "مريم الفارسي", Person},
		// Thai: a letter's greeting and title, an answer before ครับ.
		{"เรียนคุณธวัชชัย พึ่งบุญ\nขอบคุณที่ใช้บริการ", "ธวัชชัย พึ่งบุญ", Person},
		{"Agent: ขอชื่อด้วยค่ะ\nCaller: ธวัชชัย พึ่งบุญ ครับ\n", "ธวัชชัย พึ่งบุญ", Person},
		// Field values: a field that holds a person takes any two words.
		{"{\"requester\": \"Ορέστης Ζαφειρόπουλος\", \"id\": 4}", "Ορέστης Ζαφειρόπουλος", Person},
		{"ONCALL_NAME: נגה וולך\nLOG_LEVEL: info", "נגה וולך", Person},
		{"تأكيد الحجز\n\nBooking reference", "تأكيد الحجز", kept},
		{"مبنى 12، طريق الأمير سلطان، حي الروضة", "طريق الأمير سلطان", kept},
		{"Η σοφία Παπαδοπούλου", "σοφία Παπαδοπούλου", kept},
		{"שם המשתמש: לקוח חדש\n", "לקוח חדש", kept},
		{"ขอบคุณสมชาย มาก", "สมชาย มาก", kept},
		{"เรียนคุณลูกค้า ทุกท่าน\nขอแจ้ง", "ลูกค้า ทุกท่าน", kept},
		{"Caller: ไม่มี ปัญหา ครับ\n", "ไม่มี ปัญหา", kept},
		{"Caller: ธวัชชัย พึ่งบุญ ครับ แล้วก็\n", "ธวัชชัย พึ่งบุญ", kept},
	})
}

func TestFoldScript(t *testing.T) {
	t.Parallel()
	for _, c := range [][2]string{{"ΜΑΥΡΊΔΗΣ", "μαυριδησ"}, {"Μαυρίδης", "μαυριδησ"}, {"شمّة", "شمة"}, {"إبراهيم", "ابراهيم"}, {"इरफ़ान", "इरफान"}} {
		if got := foldScript(c[0]); got != c[1] {
			t.Errorf("foldScript(%q) = %q, want %q", c[0], got, c[1])
		}
	}
}

// FuzzIntlNames checks that the script and Han finders never panic and
// return spans inside the text on rune boundaries.
func FuzzIntlNames(f *testing.F) {
	for _, s := range []string{"柏文涛 20:05\n", "\t鄭淑惠\t", "佐々木 悠斗 様", "เรียนคุณสมชาย ใจงาม", "שלום יעל כהן,", "خالد بن سعيد:", "Γιώργος Χατζηδάκης", "राकेश श्रीवास्तव", "\t中島", "คุณ", "佐々木 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		expectRuneSpans(t, s, findIntlNames(s, nil))
		for _, v := range []string{s, strings.TrimSpace(s)} {
			intlValue(v, true)
			intlValue(v, false)
		}
	})
}
