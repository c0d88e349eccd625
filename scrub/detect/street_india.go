package detect

// englishOrdinal reports an English ordinal at i that starts a street's
// name, a capitalised word after it: "4th Cross Road", "2nd Main Road"
// (Bengaluru's and Chennai's numbered cross and main roads), "5th Avenue".
func englishOrdinal(s string, i int) bool {
	j := i
	for j < len(s) && j-i < 3 && isDigit(s[j]) {
		j++
	}
	if j == i || j+3 >= len(s) || s[i] == '0' {
		return false
	}
	sfx := s[j : j+2]
	if sfx != "st" && sfx != "nd" && sfx != "rd" && sfx != "th" {
		return false
	}
	return s[j+2] == ' ' && isUpper(s[j+3])
}
