package jsonscan

// Hex4 reads the four hex digits of a \uXXXX escape at b[i:]; false when
// fewer than four bytes remain or one is not a hex digit. b is the bytes
// of a body or a string (the detectors read text as strings).
func Hex4[T ~string | ~[]byte](b T, i int) (rune, bool) {
	if i+4 > len(b) {
		return 0, false
	}
	var r rune
	for k := i; k < i+4; k++ {
		c := b[k]
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c -= 'a' - 10
		case c >= 'A' && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}
