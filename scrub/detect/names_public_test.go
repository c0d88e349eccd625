package detect

import (
	"strings"
	"testing"
)

func TestMuseumBefore(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text, name string
		want       bool
	}{
		{"افتتح متحف نجيب محفوظ معرضاً", "نجيب محفوظ", true},
		{"відкрили музей Лесі Українки", "Лесі Українки", true},
		{"the Museum Frida Kahlo", "Frida Kahlo", true},
		{"the museums manager Frida Kahlo", "Frida Kahlo", false},
		{"curator Frida Kahlo", "Frida Kahlo", false},
	} {
		if got := museumBefore(c.text, strings.Index(c.text, c.name)); got != c.want {
			t.Errorf("museumBefore(%q, %q) = %v", c.text, c.name, got)
		}
	}
}

// The stand-in names of forms and sample data, in any language, and
// public figures in news are kept, also where the rules cut the name one
// word short or long or keep its honorific; a private person in the same
// slot is still reported.
func TestPlaceholderAndFamousNamesKept(t *testing.T) {
	t.Parallel()
	person := func(v, value string, typ Type) bool {
		return typ == Person && (strings.Contains(v, value) || strings.Contains(value, v))
	}
	expectKeptBy(t, person, []pair{
		{"Nombre del titular: Fulano de Tal\nTeléfono: 600 000 000", "Fulano de Tal"},
		{"Przykładowy odbiorca: Jan Kowalski, ul. Testowa 1", "Jan Kowalski"},
		{"Beispiel:\nName: Max Mustermann\nOrt: Musterstadt", "Max Mustermann"},
		{"ФИО: Иван Иванович Иванов\nТелефон: не указан", "Иван Иванович Иванов"},
		{"お名前：山田 花子様\nご住所：未入力", "山田 花子"},
		{"이름: 홍길동\n연락처: 없음", "홍길동"},
		{"Họ tên: Trần Thị B\nGhi chú: mẫu", "Trần Thị B"},
		{"Στο συνέδριο η Ursula von der Leyen μίλησε για την ενέργεια.", "Ursula von der Leyen"},
		{"［速報］Recep Tayyip Erdoğan氏が来日した。", "Recep Tayyip"},
		{"Keynote speaker: Guido van Rossum, on the history of the language.", "Guido van Rossum"},
		{"Example user: Ola Nordmann, foo@example.org, calling from 192.0.2.1", "Ola Nordmann"},
		{"작성 예시: 이영희 / 서울특별시 용산구 남산공원길 105", "이영희"},
		{"| 아무개 | 예시 | 010-0000-0000 | jdoe@localhost |", "아무개"},
		{"示例,男,450103196502170927,13800000000,foo@example.net,,某某某", "某某某"},
		{"Esimerkki: Matti Meikäläinen, Mannerheimintie 1", "Matti Meikäläinen"},
		{"《活着》 979-1-6521-5155-4\n作者：马云、李白", "李白"},
		{"《活着》 979-0-0426-2344-2\n作者：谷爱凌、诸葛亮", "诸葛亮"},
		{"《活着》 979-0-0426-2344-2\n作者：谷爱凌、诸葛亮", "谷爱凌"},
	})
	expectFoundAs(t, Person, []pair{
		{"Nombre del titular: Rosario Ibarguren\nTeléfono: 600 000 000", "Rosario Ibarguren"},
		{"ФИО: Ксения Дробышева\nТелефон: не указан", "Ксения Дробышева"},
		{"Keynote speaker: Ottilie Brackwater, on the history of the language.", "Ottilie Brackwater"},
		{"작성자: 이영수 / 서울특별시 마포구 양화로 60", "이영수"},
	})
}
