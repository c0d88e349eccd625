package detect

import "testing"

// A password given in answer to a question about it, on the question's
// line or in the next chat message, and a login's "user / password".
func TestPasswordAnswersAndLogins(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"[10:02] Lea : qui a le mot de passe du routeur ? c'est Tq7#mZ!p2Lw non ?", "Tq7#mZ!p2Lw", APIKey},
		{"maja [09:12]: vad är lösenordet till Visma-kontot?\nolle [09:14]: Sommar2024!x — byt sen", "Sommar2024!x", APIKey},
		{"A: what's the password for the staging box?\nB: Harbor77$Kite", "Harbor77$Kite", APIKey},
		{"login for the demo, remove later: admin / Vk3+qT_9mLwR", "Vk3+qT_9mLwR", APIKey},
		{"계정: minji.park@daon-lab.kr / Ls82#QwPz%t (박민지)", "Ls82#QwPz%t", APIKey},
		// The question mark ends the value of a field, not a question.
		{`db.connect(user="report", password="Qu4rtz?")` + "\nOperationalError: connection failed", "OperationalError:", kept},
	})
	expectNone(t, oneOf(APIKey),
		"Did you change the password? Yes, on 2024-05-01.",
		"Forgot the password? Open https://id.example-corp.io/reset?step=2 now",
		"har du lösenordet till Fortnox-kontot?\nnej, fråga Anna.",
		"Where is the password? In the vault, ask Anna2 later",
		"edit src / main.go and admin / settings",
	)
}
