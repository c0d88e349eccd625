package detect

import "testing"

// Lower-case names after a phrase that introduces a caller: a given name
// that is also a word before a surname that is none, a hesitation before
// the name, a given name alone before "from" and the caller's firm.
func TestLowerCallerNames(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"caller: hi um yeah this is quentin ravensworth i'm calling about my order", "quentin ravensworth", Person},
		{"caller: this is jasper castellanos calling about my order", "jasper castellanos", Person},
		{"hey it's uh thaddeus from Brightwater Plumbing just calling back about the quote", "thaddeus", Person},
		{"hi this is um marisol from the dental office, call us back", "marisol", Person},
		// Kept: no given name, or an ordinary word that is no common name.
		{"hey it's uh me from accounting just calling back", "me", kept},
		{"it's uh granite from the quarry, not marble", "granite", kept},
		{"this is jasper stone from the quarry", "jasper stone", kept},
	})
}
