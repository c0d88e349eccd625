package detect

import "testing"

// Fields named in sentences (a verb or an arrow between the name and the
// value, the name a few words before the verb, "use X as the password")
// and in HTML and XML (elements, label cells, name/value attributes).
func TestProseAndMarkupPositives(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"The social security no we have on file is 371660805. Thanks", "371660805", USSSN},
		{"They told me the callback was 1-344-244-9582, is that right?", "1-344-244-9582", Phone},
		{"Die Telefonnummer lautet 0172/1493041.", "0172/1493041", Phone},
		{"Mon portable est le 06 12 34 56 78, merci.", "06 12 34 56 78", Phone},
		{"o meu telefone é (11) 91234-5678 e", "(11) 91234-5678", Phone},
		{"The db password we have on file is JrQW5lKLr3J5LQ5fa2ae. ok", "JrQW5lKLr3J5LQ5fa2ae", APIKey},
		{"Use Falcon$0114! as the passphrase. Then", "Falcon$0114!", APIKey},
		{"Use (40) 3876-2818 as the contact number.", "(40) 3876-2818", Phone},
		{"登录密码是Orchid$2191#。 手机号", "Orchid$2191#", APIKey},
		{"请把登录密码改成mRsfoWfqY2Ll。", "mRsfoWfqY2Ll", APIKey},
		{"Clemens：Password是Rscr8hYVqOIH\n", "Rscr8hYVqOIH", APIKey},
		{"電話番号は090-1234-5678です。", "090-1234-5678", Phone},
		{"Vikram Oyenuga: Passphrase → PkWR1WNEL-ciAD!*gXQ7\nWhy", "PkWR1WNEL-ciAD!*gXQ7", APIKey},
		{"db password -> 5wuCwbym74Bq; next", "5wuCwbym74Bq", APIKey},
		{"'password' => 'kT9#vq2LmZ',\n", "kT9#vq2LmZ", APIKey},
		{"• Password → Orchid$4534!\n• Address → Talweg 47, 24103 Kiel\n", "Orchid$4534!", APIKey},
		{"tel.: 0162/6975326. Was", "0162/6975326", Phone},
		{"密码：!YLU_eiUZAMQpE1MYLJB；\n", "!YLU_eiUZAMQpE1MYLJB", APIKey},
		{"geheimnis: dN1z69SEUGf/BppUZ82Ekh9gXHbfk/LBNmJ1CKk5. Die", "dN1z69SEUGf/BppUZ82Ekh9gXHbfk/LBNmJ1CKk5", APIKey},
		{"| Schlüssel | TIN |\n|---|---|\n| fN0o4Eksfd3nToiYe7s3pKlY | 149-56-0560 |\n", "fN0o4Eksfd3nToiYe7s3pKlY", APIKey},
		{"<table>\n  <tr><td>登录密码</td><td>zfHW!-S3jLsuWnW4RKaO</td></tr>\n</table>", "zfHW!-S3jLsuWnW4RKaO", APIKey},
		{"<tr><td>Social Security No</td><td>816069341</td></tr>", "816069341", USSSN},
		{"<dl><dt>Téléphone</dt>\n<dd>+33 6 12 34 56 78</dd></dl>", "+33 6 12 34 56 78", Phone},
		{"<client><nomComplet>Amélie Girardot</nomComplet></client>", "Amélie Girardot", Person},
		{"<contact><telephone>0421 905 832</telephone></contact>", "0421 905 832", Phone},
		{`<input type="password" name="senha" value="maple-orbit-42">`, "maple-orbit-42", APIKey},
		{`<add key="SmtpPassword" value="Qz8!x7Lm2p" />`, "Qz8!x7Lm2p", APIKey},
		// A password's name and its value with nothing between them.
		{"2. sign in as admin with password Fjord-22-lagoon\n3. open", "Fjord-22-lagoon", APIKey},
		{"wifi passwd r7Kx9pQ2 in the lobby", "r7Kx9pQ2", APIKey},
		// Where someone lives, said with a verb.
		{"Bom dia, moro na Rua Harmonia 412, 05435-000 São Paulo. Obrigado", "Rua Harmonia 412, 05435-000 São Paulo", StreetAddress},
		{"Je m'appelle Paul et j'habite au 8 rue Oberkampf, 75011 Paris.", "8 rue Oberkampf, 75011 Paris", StreetAddress},
		{"Ich wohne in der Schillerstraße 14, 10625 Berlin. Gruß", "Schillerstraße 14, 10625 Berlin", StreetAddress},
		{"I live at 221 Baker Street, London NW1 6XE.", "221 Baker Street, London NW1 6XE", StreetAddress},
		// SQL inserts: the column list names the values.
		{"INSERT INTO kunden (name, telefon, anschrift) VALUES\n  ('Jonas Weber', '030 1234567', 'Am Markt 3, 04109 Leipzig'),\n  ('Lea Braun', '089 7654321', 'Hauptstr. 9, 80331 München');", "Am Markt 3, 04109 Leipzig", StreetAddress},
		{"insert into users(id, full_name, created) values (7, 'Mira O''Neil', now());", "Mira O''Neil", Person},
		// Someone introduced.
		{"Hallo, ich bin Henrik Aalto und brauche Hilfe.", "Henrik Aalto", Person},
		{"Bonjour, je suis Margaux Lefebvre. Merci", "Margaux Lefebvre", Person},
		{"Buenas, me llamo Tomás Ibarra y tengo", "Tomás Ibarra", Person},
		{"cc my colleague Priya Raman (she owns billing)", "Priya Raman", Person},
		// A bot token in a URL's path.
		{"curl https://api.telegram.org/bot7712345678:AAHc9d_xQ4Lm2Rt7Vb_kP0sW3zYe8NfGh1J/getUpdates", "https://api.telegram.org/bot7712345678:AAHc9d_xQ4Lm2Rt7Vb_kP0sW3zYe8NfGh1J/getUpdates", URLWithToken},
	})
}

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
