package detect

import "testing"

// Credentials in the shapes vendors issue them and in the names
// configuration files of other languages give them.
func TestVendorAndLocalSecrets(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		// A Telegram bot token in prose, a Discord bot token whole, a Mapbox secret token.
		{"Бот для алертов: 7312458890:AAHk3mZq9PwX2vLr8TnC5bYd1eFgJsQoUiM (потом удалю)", "7312458890:AAHk3mZq9PwX2vLr8TnC5bYd1eFgJsQoUiM", APIKey},
		{"the bot token is MTI4NzY1NDMyMTA5ODc2NTQz.GhT5xQ.Zk3P9vLm2QwX8rTn4BcY7dFg1HsJ6uEaOi, revoke it", "MTI4NzY1NDMyMTA5ODc2NTQz.GhT5xQ.Zk3P9vLm2QwX8rTn4BcY7dFg1HsJ6uEaOi", APIKey},
		{"la clé c'est sk.eyJ1IjoiZ2VvLXRlYW0iLCJhIjoiY2x4N2s5M2ZvMDFhbjJxcDR6dGhjY3B6dCJ9.Tq8vLw3ZpN5xKm2RbY7cHg merci", "sk.eyJ1IjoiZ2VvLXRlYW0iLCJhIjoiY2x4N2s5M2ZvMDFhbjJxcDR6dGhjY3B6dCJ9.Tq8vLw3ZpN5xKm2RbY7cHg", APIKey},
		// "Password" in the configuration's own language.
		{"DB_KULLANICI=app\nDB_SIFRE=K4r!nca_92x\n", "K4r!nca_92x", APIKey},
		{"smtp_passwort: Wz8#tQmv\n", "Wz8#tQmv", APIKey},
		{"BANCO_SENHA=Lua9*cheia\n", "Lua9*cheia", APIKey},
		// An app's SID, and a vendor's ten-byte client secret.
		{"SMS_APP_SID = \"9c1e7a0b44f2d8e6a3b5c7d9e1f20a4b\"\n", "9c1e7a0b44f2d8e6a3b5c7d9e1f20a4b", APIKey},
		{"line.client-secret=qRtZmKpLwX\n", "qRtZmKpLwX", APIKey},
		{"kakao.client_secret=x7Fq2LmZ9a\n", "x7Fq2LmZ9a", APIKey},
		// Go's smtp.PlainAuth: identity, user, password, host.
		{`a := smtp.PlainAuth("", "ops@firm-x.io", "s3cr3T!pass", "smtp.firm-x.io")`, "s3cr3T!pass", APIKey},
		{`a := smtp.PlainAuth("", "ops@firm-x.io", "s3cr3T!pass", "smtp.firm-x.io")`, "ops@firm-x.io", Email},
		// An sshd line's bracketed address is the client's, not a password.
		{"Failed password for admin from [2a02:6b8:0:1::3c] port 52211 ssh2", "2a02:6b8:0:1::3c", IPAddress},
		{"client_secret: MyAppSecret\n", "MyAppSecret", kept},
		{"APP_SECRET=production\n", "production", kept},
		{`{"event":"user.password_changed","actor":"u-19","ok":true}`, "actor", kept},
		{"cos.upload(Bucket='r-1250000000', Key='报表/2025年度.xlsx')", "报表/2025年度.xlsx", kept},
		{"Failed password for admin from [2a02:6b8:0:1::3c] port 52211 ssh2", "[2a02:6b8:0:1::3c]", kept},
		// Three dotted segments that are no Discord token: the id part does not start with a digit 1-9.
		{"build ref MAbcdefghijklmnopqrstuvw.abcdef.ghijklmnopqrstuvwxyz0123456789", "MAbcdefghijklmnopqrstuvw.abcdef.ghijklmnopqrstuvwxyz0123456789", kept},
	})
}
