package detect

import (
	"slices"
	"testing"
)

func TestJapaneseCueNames(t *testing.T) {
	t.Parallel()
	for text, want := range map[string][]string{
		"はじめまして、陽翔です。よろしく":    {"陽翔"},        // a greeting, then the speaker
		"お世話になっております。佐伯です。":   {"佐伯"},        // a surname no list holds
		"こんにちは、ひなたです！":        {"ひなた"},       // kana run on into です
		"お世話になっております。木村と申します": {"木村"},        // a surname with a place's last character
		"お世話になっております。担当です。":   nil,           // a role
		"はじめまして、私です":          nil,           // a pronoun
		"中野（ひなたの母）: 了解です":     {"ひなた", "中野"}, // the child, then the parent heading the line
		"連絡（息子の父）":            nil,           // a kin word
		"連絡（さくらの父）":           {"さくら"},       // no known surname heads the line
		"森本健太郎作成の報告書":         {"森本健太郎"},     // a given name of three kanji no list holds
		"石田翼名義の口座":            {"石田翼"},
		"田中工業作成の資料":           nil, // a firm
		"山本店様":                nil, // a shop
		"井上蒼様":                {"井上蒼"},
	} {
		var got []string
		for _, f := range findJapaneseCueNames(text, nil) {
			got = append(got, text[f.Start:f.End])
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: found %q, want %q", text, got, want)
		}
	}
}
