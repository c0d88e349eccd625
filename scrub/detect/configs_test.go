package detect

import "testing"

func TestConfigs(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		// Credentials in configuration syntaxes and vendor formats: each case is
		// a way such a file or message is written, with made-up values.
		{"ConfigSecrets", []found{
			// .pgpass: host:port:database:user:password, the port may be '*'.
			{"$ cat ~/.pgpass\ndb.internal:5432:orders:app:Tq8!vZr2mW\n", "Tq8!vZr2mW", APIKey},
			{"10.1.2.3:*:*:replicator:s3cr$tPw9#\nnext", "s3cr$tPw9#", APIKey},
			// Aligned assignments (Terraform, HCL, INI).
			{"region          = \"eu-west-1\"\nadmin_password  = \"Kestrel_4417!\"\n", "Kestrel_4417!", APIKey},
			{"[mysql]\nuser\t\t= app\npassword\t\t= Quartz#882x\n", "Quartz#882x", APIKey},
			// A name ending in "pass", in YAML, .env and code.
			{"mail_relay_pass: \"Vd7$kq2!Lm\"\n", "Vd7$kq2!Lm", APIKey},
			{"REDIS_PASS=Nx4w!9qTz\n", "Nx4w!9qTz", APIKey},
			// '$' inside a password is part of it, not a shell variable.
			{"db_password: pKq8$tnNs2Lw\n", "pKq8$tnNs2Lw", APIKey},
			// Directives that set a variable by position.
			{"<VirtualHost *:80>\n    SetEnv DB_PASSWORD \"Hn3$wq9!Ux\"\n</VirtualHost>", "Hn3$wq9!Ux", APIKey},
			{"location ~ \\.php$ {\n  fastcgi_param APP_SECRET 9fQ2xLw7Rk3mVb8Tz1Hc;\n}", "9fQ2xLw7Rk3mVb8Tz1Hc", APIKey},
			{"FROM node:20\nENV NPM_TOKEN_PASS Pw7#zzQ1mk\n", "Pw7#zzQ1mk", APIKey},
			// A one-line .netrc entry.
			{"machine git.corp.example login deploy password Zr8!pq2Wn\n", "Zr8!pq2Wn", APIKey},
			// Vendor formats with a documented prefix, under a name that says nothing.
			{"integrations:\n  crm: 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\n", "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", APIKey},
			{"postman: PMAK-65a1f3c2d4e5b6a7c8d9e0f1-0a1b2c3d4e5f60718293a4b5c6d7e8f901\n", "PMAK-65a1f3c2d4e5b6a7c8d9e0f1-0a1b2c3d4e5f60718293a4b5c6d7e8f901", APIKey},
			{"curl -H 'x: ya29.a0AfB_byC7mQ2kX9vL4pN8rT1sW6yZ3eH5jU0oI2' https://www.googleapis.com", "ya29.a0AfB_byC7mQ2kX9vL4pN8rT1sW6yZ3eH5jU0oI2", APIKey},
			{"mail: SG.x7Kq2mLw9Rt4Vb1Nc8Hz3p.Yw5Ea0Ls6Dk2Jf9Gh4Qm7Tn1Xb8Vc3Rz5Pk0Wy6Uq2 ok", "SG.x7Kq2mLw9Rt4Vb1Nc8Hz3p.Yw5Ea0Ls6Dk2Jf9Gh4Qm7Tn1Xb8Vc3Rz5Pk0Wy6Uq2", APIKey},
			{"VAULT_TOKEN is hvs.CAESIJk3mQ9xL2wR7tV4bN8cZ1pH6sY0eU5 now", "hvs.CAESIJk3mQ9xL2wR7tV4bN8cZ1pH6sY0eU5", APIKey},
			{"use dop_v1_3f9a1c7e2b8d4f60a5c9e1b7d3f2a8c4e6b0d9f1a3c5e7b9d2f4a6c8e0b1d3f5 for doctl", "dop_v1_3f9a1c7e2b8d4f60a5c9e1b7d3f2a8c4e6b0d9f1a3c5e7b9d2f4a6c8e0b1d3f5", APIKey},
			// Command lines: the flag's command decides what its argument is.
			{"sshpass -p 'Tz9!qwLm2' ssh deploy@build-3", "Tz9!qwLm2", APIKey},
			{"mysqldump -u root -pQz7wLm2x9 shop > shop.sql", "Qz7wLm2x9", APIKey},
			{"curl -u ops:Hq7wLm2x9 https://ci.internal/api", "Hq7wLm2x9", APIKey},
			{"echo $CI | docker login -u bot -p Xq8mLw2z9 ghcr.io", "Xq8mLw2z9", APIKey},
			{"redis-cli -h cache -a Wz8!mq2Lx ping", "Wz8!mq2Lx", APIKey},
			{"./migrate --db-password Pz4!kq7Wm --dry-run", "Pz4!kq7Wm", APIKey},
			// HTTP Basic credentials (base64 of "admin:Tq8!mz2Wx").
			{"proxy_set_header Authorization \"Basic YWRtaW46VHE4IW16Mld4\";", "YWRtaW46VHE4IW16Mld4", APIKey},
			// htpasswd and shadow lines hold password hashes.
			{"admin:$apr1$r31abcde$HqJZimcKQFAMYayBlzkrA/\n", "$apr1$r31abcde$HqJZimcKQFAMYayBlzkrA/", APIKey},
			{"ops:{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=\n", "{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=", APIKey},
			// A password as an argument after its quoted name, and in SQL.
			{"define('DB_PASSWORD', 'Wq7!mz2Pk');", "Wq7!mz2Pk", APIKey},
			{"CREATE USER 'app'@'%' IDENTIFIED BY 'Lm4$xq8Wn';", "Lm4$xq8Wn", APIKey},
			{"ALTER ROLE reporting WITH PASSWORD 'Rk2!wq9Zm';", "Rk2!wq9Zm", APIKey},
			// A user and a password as a call's two arguments.
			{"resp = requests.get(url, auth=(\"svc\", \"Hw3!zq8Lm\"))", "Hw3!zq8Lm", APIKey},
			{"var c = new NetworkCredential(\"svc\", \"Jq7!wm2Zx\");", "Jq7!wm2Zx", APIKey},
			{"req.SetBasicAuth(\"ops\", \"Km9!zq4Wl\")", "Km9!zq4Wl", APIKey},
			{"$p = ConvertTo-SecureString \"Lz5!mq8Wr\" -AsPlainText -Force", "Lz5!mq8Wr", APIKey},
			// Daemon configurations of two words a line.
			{"# redis.conf\nbind 0.0.0.0\nrequirepass Nq6!wz3Km\n", "Nq6!wz3Km", APIKey},
			{"BASE dc=corp,dc=io\nldap_bind_pw Pw2!zq7Xn\n", "Pw2!zq7Xn", APIKey},
		}},
		{"ConfigSecretsNegatives", []found{
			// References to a secret kept elsewhere.
			{"resource \"aws_db_instance\" \"main\" {\n  password = var.db_password\n}", "var.db_password", kept},
			{"  password: {{ .Values.db.password }}\n", ".Values.db.password", kept},
			{"  password = data.vault_generic_secret.db.data\n", "data.vault_generic_secret.db.data", kept},
			{"SetEnv DB_PASS ${DB_PASS}\n", "${DB_PASS}", kept},
			// Host:port pairs and times are not .pgpass lines.
			{"connect db.internal:5432 then retry at 10:30:15:00\n", "00", kept},
			{"web-1:8080:GET:/health:200ms\n", "200ms", kept},
			// Words ending in "pass" are not password names.
			{"bypass = enabled_for_admins\n", "enabled_for_admins", kept},
			{"compass: NorthEast42\n", "NorthEast42", kept},
			// A directive word in prose.
			{"Please set the password reset window to 2h.", "reset", kept},
			{"env NODE_ENV production\n", "production", kept},
			// Options that are not passwords for their command.
			{"ssh -p 2222 deploy@build-3", "2222", kept},
			{"mkdir -p build/out && cp -a src build", "build/out", kept},
			{"curl -u ops https://ci.internal/api", "https://ci.internal/api", kept},
			// nginx hands requests on with *_pass directives.
			{"location / {\n    proxy_pass http://127.0.0.1:8080;\n}", "http://127.0.0.1:8080;", kept},
			{"    fastcgi_pass unix:/run/php-fpm.sock;\n", "unix:/run/php-fpm.sock;", kept},
			// A two-word line of prose, and a password file's path.
			{"Password reset\nClick the link", "reset", kept},
			{"smtp_password_file /etc/postfix/sasl_pw\n", "/etc/postfix/sasl_pw", kept},
			{"print(\"hello\", \"world42!\")", "world42!", kept},
			// An appSettings entry whose name is not a secret's.
			{"<add key=\"BuildId\" value=\"6567b377093b19189b44647b0409f843acc446d1\" />", "6567b377093b19189b44647b0409f843acc446d1", kept},
		}},
	})
}
