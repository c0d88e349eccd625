package detect

import (
	"slices"
	"testing"
)

func TestVCardNameParts(t *testing.T) {
	t.Parallel()
	for text, want := range map[string][]string{
		"BEGIN:VCARD\nFN:山本 太郎\nN:山本;太郎;;;\nEND:VCARD": {"山本", "太郎"},
		"BEGIN:VCARD\nN:김;민서;;;\nORG:백두식품":             {"김", "민서"},
		`BEGIN:VCARD\nN:陈;小明;;;\nEND:VCARD`:            {"陈", "小明"}, // escaped breaks in a request body
		"BEGIN:VCARD\nN:Doe;Jane;;;\nEND:VCARD":        nil,         // Latin parts are left to the Latin rules
		"BEGIN:VCARD\nFN:山本\nSN:山本;太郎":                 nil,         // no N property
		"BEGIN:VCARD\nN:第3;営業部;;;":                     nil,         // digits
	} {
		var got []string
		for _, f := range findVCardNameParts(text, nil) {
			got = append(got, text[f.Start:f.End])
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: found %q, want %q", text, got, want)
		}
	}
}
