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
