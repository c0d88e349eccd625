package detect

import "testing"

func TestStructuredForms(t *testing.T) {
	expectVerdicts(t, []verdicts{
		// OAuth's implicit flow returns the token in the fragment; a Teams
		// connector's path holds its secret; a masked password is none.
		{"FragmentAndPath", []found{
			{"redirect: https://app.kundenportal.de/auth/cb#access_token=Zq8vLm2Nx4Rt6Yp0Wk3Hs5Jd7Fg9Bc1Q&token_type=Bearer&expires_in=3599\n",
				"https://app.kundenportal.de/auth/cb#access_token=Zq8vLm2Nx4Rt6Yp0Wk3Hs5Jd7Fg9Bc1Q&token_type=Bearer&expires_in=3599", URLWithToken},
			{"open https://app.io/done?lang=de#id_token=Zq8vLm2Nx4Rt6Yp0Wk3Hs5Jd7Fg9Bc1Q now",
				"https://app.io/done?lang=de#id_token=Zq8vLm2Nx4Rt6Yp0Wk3Hs5Jd7Fg9Bc1Q", URLWithToken},
			{"hook = https://contoso.webhook.office.com/webhookb2/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0@72f988bf/IncomingWebhook/9a8b7c6d5e4f30211203f4e5d6c7b8a9/5d6e7f80\n",
				"https://contoso.webhook.office.com/webhookb2/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0@72f988bf/IncomingWebhook/9a8b7c6d5e4f30211203f4e5d6c7b8a9/5d6e7f80", URLWithToken},
			{"notify: https://outlook.office.com/webhook/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0/IncomingWebhook/9a8b7c6d5e4f30211203f4e5d6c7b8a9/5d6e7f80\n",
				"https://outlook.office.com/webhook/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0/IncomingWebhook/9a8b7c6d5e4f30211203f4e5d6c7b8a9/5d6e7f80", URLWithToken},
			{"see https://docs.kundenportal.de/guide#section-2 first", "https://docs.kundenportal.de/guide#section-2", kept},
			{" * postgresql://report:***@db.internal/hr\n3 rows affected.", "postgresql://report:***@db.internal/hr", kept},
			{"Docs: https://news.ycombinator.com/item?id=41x3fTf1T0olQ8?from=timeline&isappinstalled=0",
				"https://news.ycombinator.com/item?id=41x3fTf1T0olQ8?from=timeline&isappinstalled=0", kept},
		}},
		// A key inside JSON inside a JSON string: its line breaks escaped twice.
		{"PEMEscapedTwice", []found{
			{`{"arguments":"{\"key\":\"-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\\nq1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c2v3b4n5m6\\n-----END PRIVATE KEY-----\"}"}`,
				`-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\\nq1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c2v3b4n5m6\\n-----END PRIVATE KEY-----`, PrivateKey},
		}},
		// A dotted quad the words before it call a version, in any language;
		// a documentation address written as examples are.
		{"VersionsAndExamples", []found{
			{"Έκδοση λογισμικού 4.2.17.88.\nΤηλέφωνο", "4.2.17.88", kept},
			{"固件版本 5.3.2.140，已升级", "5.3.2.140", kept},
			{"新しいバージョン2.14.3.201を公開", "2.14.3.201", kept},
			{"Aktualna wersja 6.4.1.200, suma kontrolna", "6.4.1.200", kept},
			{"deploy:\n  imageTag: 8.1.9.19\n", "8.1.9.19", kept},
			{"ping 2001:db8:3c4:1::1 from the lab", "2001:db8:3c4:1::1", kept},
			{"client zorgverzekeraar-noord.nl from 123.82.136.216\n", "123.82.136.216", IPAddress},
			// The version word belongs to another field, or the words name an address.
			{`{"release":"2026.11","node_ip":"123.82.136.216"}`, "123.82.136.216", IPAddress},
			{"release=stable, gateway 123.82.136.217\n", "123.82.136.217", IPAddress},
			{"固件升级后设备IP：123.82.136.218，请确认", "123.82.136.218", IPAddress},
			{"version bump deployed, host 123.82.136.219 restarted", "123.82.136.219", IPAddress},
			{"Firmware server: 123.82.136.220\n", "123.82.136.220", IPAddress},
			{"版本号：5.3.2.141", "5.3.2.141", kept},
			{"Version: 4.2.17.89\n", "4.2.17.89", kept},
			{"peer 2001:db8:4219:8379::9b9a closed", "2001:db8:4219:8379::9b9a", IPAddress},
		}},
		// A number a narrow column or OCR wrapped at the line's end.
		{"WrappedNumbers", []found{
			{"甲方：李明  身份证号：4403051992\n03150123\n电话：见附件", "4403051992\n03150123", CNResidentID},
			{"ID: 51010719\n8507042362\n", "51010719\n8507042362", CNResidentID},
			{"ID: 51010719\n8507042363\n", "51010719\n8507042363", kept}, // check character off
			{"收货人：王芳 1398\n8765432\n地址：", "1398\n8765432", CNMobile},
			{"total 1398\n8765432 rows", "1398\n8765432", kept}, // runs on after the number
			{"v1398\n8765432\n", "1398\n8765432", kept},
		}},
		// The trunk 0 apart inside a German area code's parentheses.
		{"TrunkZeroInParentheses", []found{
			{"Ansprechpartner: Tel. (0 89) 2741 5563, Fax folgt", "(0 89) 2741 5563", Phone},
			{"Müller\tHauptstr. 5\t(0 30) 12 34 56 78\tDE", "(0 30) 12 34 56 78", Phone},
			{"Abschnitt (0 12) 3 und (0 4) 5", "(0 12) 3", kept},
		}},
	})
}
