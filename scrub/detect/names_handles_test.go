package detect

import "testing"

// Handles made of a given name and a surname are names in the slots where
// tools write who did something; ordinary words and identifiers in the
// same slots are not, nor is a handle-shaped word elsewhere.
func TestHandleSlots(t *testing.T) {
	t.Parallel()
	expectFoundAs(t, Person, []pair{
		{"    vars:\n      deploy_user: rosalind.fairclough\n      port: 22\n", "rosalind.fairclough"},
		{"$ podman login registry.example.net -u maximilian_osterhagen --password-stdin", "maximilian_osterhagen"},
		{"// TODO(priscilla-vandermeer): drop this flag after the migration", "priscilla-vandermeer"},
		{"9f3c2aa tighten the retry budget (gwendolyn.ashcroft)\n", "gwendolyn.ashcroft"},
		{"**bartholomew_quinlan** approved these changes", "bartholomew_quinlan"},
		{"Nightly backup finished by cornelius.whitford at 02:00", "cornelius.whitford"},
		{"rsync -a /home/florentina.ackermann/notes/ backup:/srv/", "florentina.ackermann"},
		{"$ mysql -h db.internal --user=rosalind_fairclough -p analytics", "rosalind_fairclough"},
		{"$ gitlab-runner register --username maximilian.osterhagen --non-interactive", "maximilian.osterhagen"},
	})
	expectNone(t, func(t Type) bool { return t == Person },
		"    vars:\n      deploy_user: deploy\n      port: 22\n",
		"$ podman login registry.example.net -u ci-runner --password-stdin",
		"// TODO(perf): drop this flag after the migration",
		"9f3c2aa tighten the retry budget (backoff.jitter)\n",
		"**breaking_change** in this release",
		"Sorted by created_at then by user_id",
		"rsync -a /home/deploy/notes/ backup:/srv/",
		"$ mysql -h db.internal --user=readonly -p analytics",
	)
}

// A chat client's copy heads each message with its author's handle and
// the time; a file, a job or a word in that place is no author.
func TestStampedHandles(t *testing.T) {
	t.Parallel()
	expectFoundAs(t, Person, []pair{
		{"gwendolyn_ashcroft  9:05 AM\nthe nightly build is green again\n", "gwendolyn_ashcroft"},
		{"release notes are up\nbartholomew.quinlan  14:02\nthanks, merging now\n", "bartholomew.quinlan"},
	})
	expectNone(t, func(t Type) bool { return t == Person },
		"build_cache  10:44\ncleared, 2.1 GB freed\n",
		"nightly-backup  03:00\nfinished without errors\n",
		"gwendolyn_ashcroft  9:05 AM and later\n",
	)
}

// A slot that holds a user name and nothing else takes one listed name or
// a given name run together with an unknown word; ordinary words,
// decorators and service accounts there are no names.
func TestUserSlots(t *testing.T) {
	t.Parallel()
	expectFoundAs(t, Person, []pair{
		{"dn: uid=gwendolyn,ou=people,dc=example,dc=org\nobjectClass: inetOrgPerson\n", "gwendolyn"},
		{"Host bastion\n  HostName 10.1.2.3\n  User florentina\n  IdentityFile ~/.ssh/id_ed25519\n", "florentina"},
		{"github: [priscillavandermoot]\n", "priscillavandermoot"},
		{"thanks to @bartholomewquixley for the ride!", "bartholomewquixley"},
	})
	expectNone(t, func(t Type) bool { return t == Person },
		"dn: uid=backup,ou=services,dc=example,dc=org\n",
		"Host bastion\n  User deploy\n",
		"github: [release-bot]\n",
		"class A:\n    @staticmethod\n    def f(): pass\n",
		"ping @channel about the outage",
		"cc @jessica27\nFixed in 1.2\n",
	)
}
