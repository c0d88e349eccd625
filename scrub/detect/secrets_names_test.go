package detect

import "testing"

func TestCredentialNamesAndValues(t *testing.T) {
	expectVerdicts(t, []verdicts{
		// The word for password, key or token anywhere in a compound name,
		// in languages that write it first or last, pinyin and romaji.
		{"LocalNames", []found{
			{"# .env produkcja\nHASLO_BAZY=Kot!2024mruczy\nPORT=5432", "Kot!2024mruczy", APIKey},
			{"db.utente=app\ndb.parola_d_ordine=Gatto77!rosso\n", "Gatto77!rosso", APIKey},
			{"shujuku:\n  mima: \"Qiche#1998lan\"\n  zhanghao: root", "Qiche#1998lan", APIKey},
			{"api:\n  himitsu_kagi: Sakura%77yama\n  endpoint: /v1", "Sakura%77yama", APIKey},
			{"SENHA_BANCO=Praia2019@sol\n", "Praia2019@sol", APIKey},
			{"KLUCZ_PLATNOSCI=9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c\n", "9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c", APIKey},
			{"webhook:\n  jeton_signature: Q2hhbmdlTWVfbm90X3JlYWxseQk7x9\n", "Q2hhbmdlTWVfbm90X3JlYWxseQk7x9", APIKey},
			// Another kind of key, or something about the credential.
			{"clave_publica: MCowBQYDK2VwAyEAq1w2e3r4t5y6u7i8o9p0\n", "MCowBQYDK2VwAyEAq1w2e3r4t5y6u7i8o9p0", kept},
			{"chiave_primaria: id_cliente2024x\n", "id_cliente2024x", kept},
			{"HASLO_HINT=Ulubiony1!pies\n", "Ulubiony1!pies", kept},
		}},
		// A person's password where a key or token belongs; shapes that are
		// no password.
		{"PasswordWhereAKeyBelongs", []found{
			{"{\n  \"OPENAI_API_KEY\": \"lato2021#morze\",\n  \"MODEL\": \"x\"\n}", "lato2021#morze", APIKey},
			{"app:\n  access_token: Wiosna%55deszcz\n", "Wiosna%55deszcz", APIKey},
			{"app:\n  access_token: release-2.4.1\n", "release-2.4.1", kept},
			{`{"api_key": "dev.team@firma-przyklad.pl"}`, "dev.team@firma-przyklad.pl", Email},
			{`{"chave": "ana1990@banco-central.com.br", "valor": 10}`, "ana1990@banco-central.com.br", Email},
		}},
		// Code and logs: a subscript's assignment holds the value; a call,
		// a file path, a log's YES, an analytics cookie, an SSH public key
		// do not.
		{"CodeAndLogs", []found{
			{`os.environ["MISTRAL_API_KEY"] = "k7Qp2Lx9Vb4Nw8Zr1Ty6Hs3Jd5Fm0Gc"  # tmp`, "k7Qp2Lx9Vb4Nw8Zr1Ty6Hs3Jd5Fm0Gc", APIKey},
			{"$_ENV['DB_PASS'] = 'Zebra!4821blue';", "Zebra!4821blue", APIKey},
			{"config.db_password = ENV.fetch(\"DB_PASSWORD\")\n", "ENV.fetch(", kept},
			{"aws s3 cp x s3://b/ key=exports/7d1e2f3a-0b9c-4d8e-a6f5-1c2b3d4e5f60/part-0001.csv.gz\n", "exports/7d1e2f3a-0b9c-4d8e-a6f5-1c2b3d4e5f60/part-0001.csv.gz", kept},
			{"ERROR 1045 (28000): Access denied for user 'app'@'localhost' (using password: YES)\n", "YES)", kept},
			{"ERROR 1045 (28000): Access denied for user 'app'@'localhost' (using password: YES)\n", "YES", kept},
			{"curl -H 'Cookie: _ga=GA1.2.1394857261.1733219000; sessionid=q8Zk2mWx7Rt4Lp9N' https://x.io\n", "q8Zk2mWx7Rt4Lp9N", APIKey},
			{"curl -H 'Cookie: _ga=GA1.2.1394857261.1733219000; sessionid=q8Zk2mWx7Rt4Lp9N' https://x.io\n", "GA1.2.1394857261.1733219000", kept},
			{"debug1: Server host key: ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7vbqajDhA5k2Mq9Ls3xZ0pR8tY6uW1eN4oI7qP2vS5dF\n", "AAAAB3NzaC1yc2EAAAADAQABAAABAQC7vbqajDhA5k2Mq9Ls3xZ0pR8tY6uW1eN4oI7qP2vS5dF", kept},
			{"auth_key: AAAAQ2hhbmdlTWVfbm90X3JlYWxseQk7x9Lp2Qw8Er5Ty1Ui4Op7As0Df3Gh6Jk9Zx2Cv5Bn8Mq1Wq\n", "AAAAQ2hhbmdlTWVfbm90X3JlYWxseQk7x9Lp2Qw8Er5Ty1Ui4Op7As0Df3Gh6Jk9Zx2Cv5Bn8Mq1Wq", APIKey},
		}},
		// The answer to a question about a password, in code quotes.
		{"CodeQuotedAnswer", []found{
			{"kenji  09:12\nステージングのパスワード変わった？ `Hq7ZrTw2LmXp9` で入れない\n", "Hq7ZrTw2LmXp9", APIKey},
			{"anyone know the new wifi password? `Kestrel4Harbor` works for me", "Kestrel4Harbor", APIKey},
			{"where is the password file? `config/secrets.yml` has it", "config/secrets.yml", kept},
			{"what password policy? `min_length` is 12", "min_length", kept},
		}},
		// A database connection's password by its place: server, user,
		// password.
		{"DatabaseConnectCalls", []found{
			{"#0 /srv/app/lib/db.php(31): PDO->__construct('pgsql:host=db1...', 'billing', 'Qv7#mLp2!xTz')\n#1 {main}", "Qv7#mLp2!xTz", APIKey},
			{"$pdo = new PDO($dsn, 'report', 'Sommer#2024wald');", "Sommer#2024wald", APIKey},
			{"$c = mysqli_connect('10.1.2.3', 'root', 'Hafen!77nord');", "Hafen!77nord", APIKey},
			{`conn = DriverManager.getConnection(jdbcUrl, "sa", "Wq3!zPl9Rk");`, "Wq3!zPl9Rk", APIKey},
			{"print('hello', 'world', 'Again#2024x'); function(a, 'b', 'Cc#1234567')", "Again#2024x", kept},
			{"$pdo = new PDO($dsn, 'report', getenv('DB_PASS'));", "getenv(", kept},
		}},
	})
}
