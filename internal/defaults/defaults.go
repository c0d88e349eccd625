// Package defaults fills in the settings a caller left unset.
package defaults

// Positive returns v, or d when v is zero or negative: a size, count or
// duration that is not positive was not set.
func Positive[T ~int | ~int64 | ~float64](v, d T) T {
	if v <= 0 {
		return d
	}
	return v
}
