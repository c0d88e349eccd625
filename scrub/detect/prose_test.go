package detect

import "testing"

// Sentences and markup that name a field without giving its value.
func TestProseAndMarkupNegatives(t *testing.T) {
	t.Parallel()
	expectKeptBy(t, reportsPiece, []pair{
		{"the password is wrong again, can you reset it?", "wrong"},
		{"My password is incorrect.", "incorrect"},
		{"密码是多少？", "多少"},
		{"The name of the file is report-2025.pdf", "report-2025.pdf"},
		{"the address we discussed is on the website", "on"},
		{"your phone is ringing", "ringing"},
		{"use it as the password field label", "it"},
		{"<td>Name</td><td>Payments API</td>", "Payments API"},
		{"<td>Password</td><td>${DB_PASSWORD}</td>", "${DB_PASSWORD}"},
		{"<password>changeme</password>", "changeme"},
		{"password: !vault\n", "!vault"},
		{"<dt>Version</dt><dd>v3.2.1</dd>", "v3.2.1"},
		{"Der Schlüssel ist weg.", "weg"},
		{"see the password reset-2 page", "reset-2"},
		{"je suis vraiment désolé pour le retard", "vraiment désolé"},
		{"Ben Carter will call you", "Carter"},
		{"my colleague Spring Boot fan wrote this", "Spring Boot"},
		{"sono molto contento del lavoro", "molto contento"},
		{"soy nuevo aqui", "nuevo aqui"},
		{"we live on 3 floors now", "3 floors now"},
		{"they live in Berlin since 2019, right", "Berlin since 2019"},
		{"INSERT INTO builds (version, commit) VALUES ('1.4.2', 'a3f9c1e')", "1.4.2"},
		{"https://api.telegram.org/bot<TOKEN>/sendMessage", "https://api.telegram.org/bot<TOKEN>/sendMessage"},
	})
}
