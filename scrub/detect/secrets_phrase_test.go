package detect

import "testing"

// Passwords named by a phrase with words, a parenthesis or another
// script between the name and the value; the value's shape decides.
func TestPhrasePasswords(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"Initial VPN password (expires in 24h): Qw7!rTz2Lp", "Qw7!rTz2Lp", APIKey},
		{"guest pw wifi Tr0mb0ne&Kiwi please", "Tr0mb0ne&Kiwi", APIKey},
		{"o código: senha da rede: girafa-azul-mesa-73", "girafa-azul-mesa-73", APIKey},
		{"пароль от роутера Zx81kk%Rmn", "Zx81kk%Rmn", APIKey},
		{"손님용 와이파이 비번 Blue#Door42 입니다", "Blue#Door42", APIKey},
		{"家里wifi密码Kiwi_77?记得改", "Kiwi_77?", APIKey},
		{"{\"text\": \"le code wifi : pQ8#Lm2xRt\"}", "pQ8#Lm2xRt", APIKey},
		{"GET /api/password-reset?email=a@b.co&next=Xy12ab34cd HTTP/1.1", "Xy12ab34cd", kept},
		{"see the table: Password,Role,Ab12cd34ef", "Ab12cd34ef", kept},
		{"your password expires on 2025-03-01T10:00Z", "2025-03-01T10:00Z", kept},
		{"the wifi password is written on the fridge", "fridge", kept},
		{"password reset link: https://acme.test/r?id=12345678", "https://acme.test/r?id=12345678", kept},
	})
}

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
