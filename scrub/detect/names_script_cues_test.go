package detect

import (
	"slices"
	"testing"
)

func TestScriptCueNames(t *testing.T) {
	t.Parallel()
	for text, want := range map[string][]string{
		"सार लिखो: मेरा नाम सुनीता वर्मा है, मेरा नंबर": {"सुनीता वर्मा"}, // the copula ends it
		"नाम: अजय कुमार\nफोन 98":                        {"अजय कुमार"},    // a label with its colon
		"চিঠি লিখুন: নাম রাকিব হাসান, ফোন 017":          {"রাকিব হাসান"},  // a bare label and a comma
		"ลูกค้า: สมชาย ใจดี\nที่อยู่: 12":               {"สมชาย ใจดี"},   // a customer's field
		"مرحباً، معك خالد العتيبي من شركة":              {"خالد العتيبي"}, // a caller's introduction
		"שמי דנה לוי, טלפון":                            {"דנה לוי"},      // my name
		"এই নাম দিয়ে আবেদন করুন":                       nil,              // a bare label in prose: no comma
		"उसके नाम से खाता खोला":                         nil,              // "in his name": a stop word
		"سأتواصل معك غدا صباحا":                         nil,              // "with you": no listed name after it
		"היה שם הרבה אנשים":                             nil,              // "there": no colon, no comma
		"नाम: अजय":                                      nil,              // one word: not sure enough
	} {
		var got []string
		for _, f := range findScriptCueNames(text, nil) {
			got = append(got, text[f.Start:f.End])
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: found %q, want %q", text, got, want)
		}
	}
}

// A letter's "to khun" written onto the rest of a Thai sentence starts a
// name that the address in brackets ends.
func TestThaiGreetingInSentence(t *testing.T) {
	t.Parallel()
	for text, want := range map[string][]string{
		"ช่วยร่างอีเมลถึงคุณสมชาย ใจดี (somchai@example.com) เรื่องค่าเช่า": {"สมชาย ใจดี"},
		"เรียนคุณสมชาย ใจดี\nขอแจ้งว่า":                                     {"สมชาย ใจดี"},
		"ส่งถึงคุณแล้ว ครับ":                                                nil,
	} {
		var got []string
		for _, f := range findScriptNames(text, nil) {
			got = append(got, text[f.Start:f.End])
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: found %q, want %q", text, got, want)
		}
	}
}
