package detect

import (
	"strings"
	"unicode/utf8"
)

// findIntlNames finds the names of intl_scripts.go and intl_han.go in s,
// and marks their other occurrences.
func findIntlNames(s string, out []Finding) []Finding {
	if !hasNonASCII(s) {
		return out
	}
	n0 := len(out)
	out = findScriptNames(s, out)
	out = findScriptCueNames(s, out) // names_script_cues.go
	out = findHanNames(s, out)
	out = findCNAddressed(s, out)       // names_cn.go
	out = findCNTitled(s, out)          // names_cn_titled.go
	out = findCNRoleNames(s, out)       // names_cn_roles.go
	out = findCNKinNames(s, out)        // names_cn_kin.go
	out = findHanListedNames(s, out)    // names_cjk.go
	out = findGivenAfterCue(s, out)     // names_cjk.go
	out = findJapaneseCueNames(s, out)  // names_ja_cues.go
	out = findKoreanListedNames(s, out) // names_ko.go
	out = findKoreanCueNames(s, out)    // names_ko_cues.go
	if strings.IndexByte(s, '\n') >= 0 {
		out = findKoreanListHeads(s, out) // names_ko_cues.go
	}
	if strings.Contains(s, "VCARD") {
		out = findVCardNameParts(s, out) // names_vcard_parts.go
	}
	if strings.IndexByte(s, '\n') >= 0 {
		out = findScriptSpeakers(s, out) // names_script_speakers.go
	}
	out = findScriptIslands(s, out) // names_script_islands.go
	if strings.Contains(s, " (") || strings.Contains(s, " / ") {
		out = findRomanisedPairs(s, out) // names_romanised.go
	}
	if strings.Contains(s, "-s") || strings.Contains(s, "-k") || strings.Contains(s, "-c") || strings.Contains(s, "-n") {
		out = findHonorificNames(s, out) // names_romanised.go
	}
	if len(out) == n0 {
		return out
	}
	return propagateNames(s, out, n0)
}

// intlValue reports whether v, the whole value of a field, is a name in a
// script the intl files know; mine is false when they leave v to the
// caller.
func intlValue(v string, strong bool) (ok, mine bool) {
	r, _ := utf8.DecodeRuneInString(v)
	if r < 0x370 {
		return false, false
	}
	if isKanji(r) {
		return hanValue(v, strong)
	}
	return scriptValue(v, strong)
}
