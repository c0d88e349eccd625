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

// The speakers of a short chat whose heads do not recur: their lines are
// sentences and most heads are names; a lower-case handle among them is
// left, and a form's values are no speech.
func TestSpeechSpeakers(t *testing.T) {
	t.Parallel()
	chat := "Groupe « Parents CE2 »\nFlorimond : Qui a le numéro de la maîtresse ?\nHéloïse Brunetière : c'est Mme Faucher, demande au secrétariat\nFlorimond : merci !! et la sortie c'est jeudi ?\nAmandine : oui, rdv 8h devant l'école\n"
	expectFound(t, []found{
		{chat, "Héloïse Brunetière", Person},
		{chat, "Amandine", Person},
		{"#ops\n13:29 raj: pager fired for the checkout, spike again\n15:12 Terrence: looks like the payment box ran out of disk\n18:14 Terrence: ssh key for the jump host, use it for now\n22:22 Oriel Stanbury: please never paste keys here\n", "raj", kept},
		{"Ticket\nStatus: waiting on the customer to reply\nPriority: high, please look at it soon\nCategory: billing and the refund queue\n", "Category", kept},
	})
}
