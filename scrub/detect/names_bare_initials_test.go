package detect

import "testing"

// An initial and a listed surname with no trigger phrase before them, and
// initials that are street directions, list letters or middle initials.
func TestBareInitialNames(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"ticket closed; owner ops@lindqvist.io (R. Halvorsen)", "R. Halvorsen", Person},
		{"Reserve it under the name E. Pemberton, two people.", "E. Pemberton", Person},
		{"MAINTAINER=K. van der Meer <k@example.org>", "K. van der Meer", Person},
		{"Empfänger: W. Brandstätter\nLindenweg 4\n", "W. Brandstätter", Person},
		{"Ship to 412 N. Maple Ave, Unit 3, Boise", "N. Maple", kept},
		{"Pick one:\nA. Chester\nB. Lincoln", "A. Chester", kept},
		{"as Barbara J. Liskov showed", "J. Liskov", kept},
		{"following R. Halvorsen et al. we fit the model", "R. Halvorsen", kept},
	})
}
