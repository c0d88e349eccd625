package detect

// countryPrefixes are the international vehicle registration codes that
// European letters put before a postcode to name its country ("D-10115
// Berlin", "A-1010 Wien", "CH-8001 Zürich", "F-75001 Paris", "DK-2100
// København"), the practice of the CEPT's old recommendation that German,
// Austrian and Swiss senders keep.
var countryPrefixes = []string{"D", "A", "CH", "F", "I", "B", "L", "NL", "DK", "S", "N", "FIN", "E", "P", "CZ", "SK",
	"PL", "H", "SLO", "HR", "FL", "LT", "LV", "EST", "GR", "IS", "IRL", "M"}

// postcodePrefix returns where the digits of a postcode led by a country
// prefix at i start ("D-" of "D-75116 Bremen"), or i when there is none.
func postcodePrefix(s string, i int) int {
	if i >= len(s) || !isUpper(s[i]) || i > 0 && isAlnum(s[i-1]) {
		return i
	}
	j := i
	for j < len(s) && j-i < 4 && isUpper(s[j]) {
		j++
	}
	if j+1 >= len(s) || s[j] != '-' || !isDigit(s[j+1]) {
		return i
	}
	for _, p := range countryPrefixes {
		if s[i:j] == p {
			return j + 1
		}
	}
	return i
}
