package detect

import "strings"

// Numbers broken across lines: OCR output, a PDF's text layer and a
// narrow form column wrap a long number where the line is full
// ("身份证号码：1101081997\n10220618", "收件人：张伟 1323\n3866316"). A
// resident ID is taken across one line break when its province, birth
// date and check character hold; a mainland mobile when it stands alone
// at both ends (a label or a name before it, the line's end after it).

// findWrappedNumbers looks at each line break between two digits.
func findWrappedNumbers(s string, out []Finding) []Finding {
	for off := 0; ; {
		k := strings.IndexByte(s[off:], '\n')
		if k < 0 {
			return out
		}
		i := off + k
		off = i + 1
		if i == 0 || i+1 >= len(s) || !isDigit(s[i-1]) || !isDigit(s[i+1]) {
			continue
		}
		a := i
		for a > 0 && i-a <= 18 && isDigit(s[a-1]) {
			a--
		}
		e := i + 1
		for e < len(s) && e-i <= 18 && isDigit(s[e]) {
			e++
		}
		if e < len(s) && (s[e] == 'X' || s[e] == 'x') && (i-a)+(e-i-1) == 17 {
			e++
		}
		n1, n2 := i-a, e-i-1
		if n1 < 3 || n2 < 3 || a > 0 && (isAlnum(s[a-1]) || s[a-1] == '-' || s[a-1] == '.' || s[a-1] == '+') ||
			e < len(s) && (isAlnum(s[e]) || s[e] == '-' || s[e] == '.') {
			continue
		}
		var d [19]byte
		nd := copy(d[:], s[a:i])
		nd += copy(d[nd:], s[i+1:e])
		switch {
		case nd == 18 && residentIDOK(d[:18]):
			out = append(out, Finding{a, e, CNResidentID})
		case nd == 11 && cnMobileDigits(d[:11]) && (e == len(s) || s[e] == '\n' || s[e] == '\r') && a > 0 && (s[a-1] == ' ' || s[a-1] >= 0x80 || s[a-1] == ':'):
			out = append(out, Finding{a, e, CNMobile})
		}
	}
}
