package detect

import "testing"

// Famous addresses in a suite or cut short, and stand-in mailboxes, are
// kept; someone's address or mailbox that resembles one is not.
func TestLookalikes(t *testing.T) {
	expectNone(t, oneOf(StreetAddress, Email),
		"Returns go to Gadget Co, Suite 12, 1 Infinite Loop, Cupertino, CA 95014",
		"Pop-up store at 1 Apple Park Way, Cupertino, CA 95014. Doors open at 9.",
		"RETURN TO: Unit 4, 350 Fifth Avenue, New York, NY 10118",
		`seed data: ('QA', 'test@test.com'), ('Dev', 'user@domain.com')`,
		"Fill in john.doe@email.com as the sample address.")
	expectFound(t, []found{
		{"Deliver to Unit 4, 12 Larch Close, Leeds LS6 2AB please", "12 Larch Close, Leeds LS6 2AB", StreetAddress},
		{"my new flat: 16 Apple Park Road, Bristol BS3 4HG", "16 Apple Park", StreetAddress},
		{"reply to maria.keller@test-labs.com or maria@email.de", "maria.keller@test-labs.com", Email},
		{"reply to rob.test@email.com today", "rob.test@email.com", Email},
	})
}
