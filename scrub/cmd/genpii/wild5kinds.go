package main

// Kinds of document of the fifth held-out set (wild5).

import (
	"fmt"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

func (c *w5ctx) fillJSON(tmpl string) {
	c.b.json = true
	c.fill(tmpl)
	c.b.json = false
}

func (c *w5ctx) pick(xs ...string) string { return w5pick(c.r, xs) }

func (c *w5ctx) chatLine() string { return w5pick(c.r, c.l.chat) }

// maybe writes s (a template) with probability p percent.
func (c *w5ctx) maybe(p int, s string) {
	if c.r.IntN(100) < p {
		c.fill(s)
	}
}

const fence = "```"

var w5kinds = []w5kind{
	// ---- support and CRM ----
	{"zendesk_thread", "en", false, func(c *w5ctx) {
		c.fill("Ticket #⟨n6⟩ — " + c.pick("Double charge on my card", "Parcel never arrived", "Can't log in after password reset", "Refund still pending") + "\n")
		c.fill("Status: Open · Priority: " + c.pick("High", "Normal", "Urgent") + " · Channel: " + c.pick("Email", "Web form", "Chat") + "\n")
		c.fill("Requester: ⟨NAME⟩ <⟨EMAIL⟩>\nAssignee: ⟨NAME2⟩\n\n")
		c.fill("— ⟨=NAME⟩, ⟨isodate⟩ ⟨time⟩\n")
		c.fill(c.pick("Hi there, I was charged twice for order ⟨~order⟩. The card ending in the same four digits shows both. ",
			"Hello, my parcel (tracking ⟨~tracking⟩) says delivered but nothing came. I'm at ⟨ADDR⟩, ",
			"I reset my password and now the app just spins. ") + c.pick("Please call me on ⟨PHONE⟩.\n", "My mobile is ⟨PHONE⟩, text is fine.\n", "Reach me at ⟨PHONE⟩ any time before 6.\n"))
		c.fill("\n— ⟨=NAME2⟩, ⟨isodate⟩ ⟨time⟩ (internal note)\n")
		c.fill(c.pick("Verified caller. Billing address on file: ⟨ADDR2⟩. Issued refund, ref ⟨~order⟩.",
			"Spoke to ⟨=GIVEN⟩ by phone. Alt contact: ⟨NAME3⟩ (spouse), ⟨PHONE2⟩.",
			"Escalated to payments. Customer gave full card ⟨CARD⟩ in chat, asked them not to do that again."))
		c.fill("\n\n— ⟨=NAME2⟩ (public reply)\nHi ⟨=GIVEN⟩, thanks for your patience. " + c.pick("We've sorted it.", "A courier will contact you.", "You should see the refund in 3-5 days.") + "\n")
	}},
	{"freshdesk_json", "", false, func(c *w5ctx) {
		c.fillJSON(`{"id": ⟨n6⟩, "subject": "` + c.pick("Order issue", "Account locked", "Billing question", "Delivery") + `", "status": 2, "priority": 3,
  "requester": {"name": "⟨NAME⟩", "email": "⟨EMAIL⟩", "phone": "⟨PHONE⟩", "mobile": "⟨MOBILE⟩"},
  "description_text": "`)
		c.fillJSON(c.chatLine() + " " + c.chatLine())
		c.fillJSON(`",
  "custom_fields": {"cf_shipping_address": "⟨ADDR⟩", "cf_order_ref": "⟨~order⟩"},
  "created_at": "⟨~ts⟩", "responder_id": ⟨n6⟩}`)
	}},
	{"hubspot_contact", "", false, func(c *w5ctx) {
		c.fillJSON(`{
  "id": "⟨n6⟩⟨n3⟩",
  "properties": {
    "firstname": "⟨GIVEN⟩",
    "lastname": "⟨SUR⟩",
    "email": "⟨EMAIL⟩",
    "phone": "⟨PHONE⟩",
    "mobilephone": "⟨MOBILE⟩",
    "address": "⟨STREET⟩",
    "company": "⟨co⟩",
    "lifecyclestage": "customer",
    "hs_object_id": "⟨n6⟩⟨n3⟩",
    "hs_analytics_source": "ORGANIC_SEARCH",
    "createdate": "⟨~ts⟩"
  },
  "archived": false
}`)
	}},
	{"salesforce_query", "", false, func(c *w5ctx) {
		c.fill(`{"totalSize": 2, "done": true, "records": [`)
		for i := 0; i < 2; i++ {
			if i > 0 {
				c.b.t(",")
			}
			n := fmt.Sprint(i + 1)
			c.fillJSON(`
  {"attributes": {"type": "Contact", "url": "/services/data/v59.0/sobjects/Contact/003` + corpusgen.Chars(c.r, w5Alnum, 15) + `"},
   "Name": "⟨NAME` + n + `⟩", "Email": "⟨EMAIL` + n + `⟩", "MobilePhone": "⟨MOBILE` + n + `⟩",
   "MailingStreet": "⟨STREET` + n + `⟩", "Account": {"Name": "⟨co⟩"}}`)
		}
		c.fill("\n]}")
	}},
	{"crm_note", "", false, func(c *w5ctx) {
		c.fill(c.lab("customer") + ": ⟨NAME⟩\n" + c.lab("contact") + ": ⟨NAME2⟩, ⟨PHONE⟩\n" + c.lab("email") + ": ⟨EMAIL⟩\n" + c.lab("address") + ": ⟨ADDR⟩\n")
		c.fill(c.lab("note") + ": " + c.chatLine() + "\n")
		c.maybe(40, c.lab("account")+": ⟨IBAN⟩\n")
	}},
	// ---- developer material ----
	{"github_issue", "", false, func(c *w5ctx) {
		c.fill("### Describe the bug\n" + c.pick("The webhook handler returns 401 after upgrading to ", "Uploads fail with a timeout since ", "Migration crashes on startup in ") + "⟨~version⟩.\n\n### Logs\n" + fence + "\n")
		c.fill("⟨~ts⟩ INFO  starting worker pid=⟨n3⟩⟨n3⟩\n")
		c.fill(c.pick("⟨~ts⟩ DEBUG POST https://api.example.com/v2/charge headers={'Authorization': 'Bearer ⟨KEY⟩'}\n",
			"⟨~ts⟩ DEBUG connecting to ⟨DSN⟩\n",
			"⟨~ts⟩ DEBUG aws: using AccessKeyId=⟨AKID⟩ SecretAccessKey=⟨AWSSEC⟩\n"))
		c.fill("⟨~ts⟩ ERROR request failed client=⟨IP⟩ user=⟨EMAIL⟩ status=401\n")
		c.fill(fence + "\n\n### Environment\n- version: ⟨~version⟩\n- commit: ⟨~gitsha⟩\n- OS: " + c.pick("Ubuntu 22.04", "macOS 14.5", "Debian 12", "Alpine 3.20") + "\n")
	}},
	{"py_traceback", "", false, func(c *w5ctx) {
		c.fill("Traceback (most recent call last):\n  File \"/srv/app/billing/sync.py\", line ⟨n3⟩, in push_customer\n    resp.raise_for_status()\n")
		c.fill("  File \"/usr/lib/python3.12/site-packages/requests/models.py\", line 1024, in raise_for_status\n    raise HTTPError(http_error_msg, response=self)\n")
		c.fill("requests.exceptions.HTTPError: " + c.pick("401 Client Error: Unauthorized", "422 Client Error: Unprocessable Entity", "500 Server Error") + " for url: ⟨URLT⟩\n\n")
		c.fill("Locals at frame 0:\n  payload = {'full_name': '⟨NAME⟩', 'phone': '⟨PHONE⟩', 'email': '⟨EMAIL⟩', 'address': '⟨ADDR⟩'}\n")
		c.fill("  headers = {'Authorization': 'Bearer ⟨KEY⟩', 'X-Request-Id': '⟨~uuid⟩'}\n")
	}},
	{"java_stack", "", false, func(c *w5ctx) {
		u := c.pick("app", "svc_orders", "reporting")
		c.fill("2025-04-11 09:12:44.118 ERROR [orders,⟨~gitsha⟩] 1 --- [nio-8080-exec-3] o.h.engine.jdbc.spi.SqlExceptionHelper : Connection refused\n")
		c.b.t("Caused by: org.postgresql.util.PSQLException: FATAL: password authentication failed for user \"" + u + "\"\n")
		c.b.t("\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)\n")
		c.b.t("HikariConfig: jdbcUrl=")
		c.b.v("URL_WITH_TOKEN", "jdbc:postgresql://"+c.pick("db-prod.internal", "pg.eu-west-1.rds.amazonaws.com", "orders-db:5432")+"/orders?user="+u+"&password="+w5password(c.r))
		c.fill("\nMDC: customerEmail=⟨EMAIL⟩ clientIp=⟨IP⟩ customerName=⟨NAME⟩\n")
	}},
	{"sentry_event", "", false, func(c *w5ctx) {
		c.fillJSON(`{"event_id": "` + strings.ReplaceAll(w5uuid(c.r), "-", "") + `", "level": "error", "platform": "javascript",
  "user": {"id": "⟨n6⟩", "email": "⟨EMAIL⟩", "ip_address": "⟨IP⟩", "username": "⟨HANDLE⟩"},
  "request": {"url": "⟨URLT⟩", "method": "POST",
    "headers": {"Authorization": "Bearer ⟨JWT⟩", "User-Agent": "Mozilla/5.0"}},
  "contexts": {"browser": {"name": "Chrome", "version": "⟨~build⟩"}},
  "release": "web@⟨~version⟩"}`)
	}},
	{"curl_verbose", "", false, func(c *w5ctx) {
		c.fill("$ curl -v https://api." + c.pick("openai.com/v1/chat/completions", "anthropic.com/v1/messages", "mistral.ai/v1/chat/completions", "deepseek.com/chat/completions") + " -d @req.json\n")
		auth := "⟨KEY⟩"
		if c.r.IntN(3) == 0 {
			auth = "⟨JWT⟩"
		}
		c.fill("*   Trying ⟨IP⟩:443...\n* Connected\n> POST /v1/chat/completions HTTP/2\n> user-agent: curl/8.5.0\n> authorization: Bearer " + auth + "\n> content-type: application/json\n>\n< HTTP/2 " + c.pick("401", "429", "400") + "\n< x-request-id: ⟨~uuid⟩\n")
	}},
	{"terraform_state", "", false, func(c *w5ctx) {
		c.fillJSON(`{
  "version": 4, "terraform_version": "⟨~version⟩", "serial": ⟨n3⟩, "lineage": "⟨~uuid⟩",
  "resources": [
    {"mode": "managed", "type": "aws_db_instance", "name": "main", "instances": [{"attributes": {
      "identifier": "orders-prod", "username": "dbadmin", "password": "⟨PASS⟩", "address": "orders-prod.cluster.eu-west-1.rds.amazonaws.com"}}]},
    {"mode": "managed", "type": "aws_iam_access_key", "name": "ci", "instances": [{"attributes": {
      "id": "⟨AKID⟩", "secret": "⟨AWSSEC⟩", "user": "ci-deployer"}}]},
    {"mode": "managed", "type": "aws_eip", "name": "nat", "instances": [{"attributes": {"public_ip": "⟨IP⟩"}}]},
    {"mode": "managed", "type": "tls_private_key", "name": "bastion", "instances": [{"attributes": {"algorithm": "RSA", "private_key_pem": "⟨PEM⟩"}}]}
  ]
}`)
	}},
	{"ansible_inventory", "", false, func(c *w5ctx) {
		c.fill("[web]\nweb1 ansible_host=⟨IP⟩ ansible_user=deploy\nweb2 ansible_host=⟨IP2⟩ ansible_user=deploy ansible_password=⟨PASS⟩\n\n")
		c.fill("[db]\ndb1 ansible_host=⟨IP3⟩\n\n[all:vars]\nansible_become_pass=⟨PASS2⟩\nadmin_contact=⟨EMAIL⟩\n")
	}},
	{"helm_values", "", false, func(c *w5ctx) {
		c.fill("# values-prod.yaml\nreplicaCount: 3\nimage:\n  repository: registry.gitlab.com/acme/api\n  tag: \"⟨~version⟩\"\n")
		c.fill("postgresql:\n  auth:\n    username: app\n    password: \"⟨PASS⟩\"\n")
		c.fill("smtp:\n  host: smtp.mailgun.org\n  user: apikey\n  password: ⟨KEY⟩\n")
		c.maybe(60, "ingress:\n  annotations:\n    nginx.ingress.kubernetes.io/whitelist-source-range: \"⟨IP⟩/32\"\n")
	}},
	{"docker_compose", "", false, func(c *w5ctx) {
		c.fill("services:\n  api:\n    image: ghcr.io/acme/api:⟨~version⟩\n    environment:\n      - DATABASE_URL=⟨DSN⟩\n      - OPENAI_API_KEY=⟨KEY⟩\n")
		c.fill("  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ⟨PASS⟩\n")
		c.maybe(50, "  grafana:\n    image: grafana/grafana:⟨~version⟩\n    environment:\n      GF_SECURITY_ADMIN_PASSWORD: \"⟨PASS2⟩\"\n")
	}},
	{"gha_log", "", false, func(c *w5ctx) {
		c.fill("⟨~ts⟩ ##[group]Run ./scripts/deploy.sh\n⟨~ts⟩ + export AWS_ACCESS_KEY_ID=⟨AKID⟩\n⟨~ts⟩ + aws s3 sync dist/ s3://static-prod\n")
		c.fill("⟨~ts⟩ + curl -sf -H 'Authorization: token ⟨KEY⟩' https://api.github.com/repos/acme/web/deployments\n")
		c.fill("⟨~ts⟩ ##[endgroup]\n⟨~ts⟩ Notify: ⟨URLT⟩\n⟨~ts⟩ ##[error]Process completed with exit code 22.\n")
	}},
	{"nginx_access", "", false, func(c *w5ctx) {
		for i := 0; i < 2+c.r.IntN(3); i++ {
			c.fill("⟨IP" + fmt.Sprint(i%3+1) + "⟩ - - [1" + fmt.Sprint(i) + "/Mar/2025:10:1" + fmt.Sprint(i) + ":32 +0000] \"GET ")
			if c.r.IntN(2) == 0 {
				c.b.v("URL_WITH_TOKEN", "/api/v1/export?"+c.pick("token", "access_token", "api_key", "sig")+"="+corpusgen.Chars(c.r, w5B64URL, 32+c.r.IntN(10))+"&format=csv")
			} else {
				c.b.t("/static/app." + corpusgen.Chars(c.r, w5Hex, 8) + ".js")
			}
			c.fill(" HTTP/1.1\" 200 ⟨~bytes⟩ \"-\" \"Mozilla/5.0 (X11; Linux x86_64)\"\n")
		}
	}},
	{"jupyter_notebook", "", false, func(c *w5ctx) {
		c.fillJSON(`{"cells": [
  {"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": [],
   "source": ["import os\n", "from openai import OpenAI\n", "client = OpenAI(api_key=\"⟨KEY⟩\")\n"]},
  {"cell_type": "code", "execution_count": 2, "metadata": {},
   "outputs": [{"output_type": "execute_result", "data": {"text/plain": ["          name                 email\n", "0  ⟨NAME⟩  ⟨EMAIL⟩\n", "1  ⟨NAME2⟩  ⟨EMAIL2⟩\n"]}}],
   "source": ["df[['name', 'email']].head(2)"]}
 ], "nbformat": 4, "nbformat_minor": 5}`)
	}},
	{"pandas_frame", "", false, func(c *w5ctx) {
		c.fill(">>> df.head()\n          customer            phone                    city\n")
		for i := 1; i <= 3; i++ {
			n := fmt.Sprint(i)
			c.fill(fmt.Sprint(i-1) + "  ⟨NAME" + n + "⟩  ⟨PHONE" + n + "⟩  " + c.pick("—", "NaN", "2 visits") + "\n")
		}
		c.fill("\n[3 rows x 3 columns]\n")
	}},
	{"polars_frame", "", false, func(c *w5ctx) {
		c.fill("shape: (2, 3)\n┌─────────────────┬───────────────────────┬──────────────┐\n│ name            ┆ email                 ┆ balance      │\n│ ---             ┆ ---                   ┆ ---          │\n│ str             ┆ str                   ┆ f64          │\n╞═════════════════╪═══════════════════════╪══════════════╡\n")
		c.fill("│ ⟨NAME⟩ ┆ ⟨EMAIL⟩ ┆ ⟨amt⟩ │\n│ ⟨NAME2⟩ ┆ ⟨EMAIL2⟩ ┆ ⟨amt⟩ │\n└─────────────────┴───────────────────────┴──────────────┘\n")
	}},
	{"ldif", "", false, func(c *w5ctx) {
		p := c.person(0)
		uid := strings.ReplaceAll(p.latGiven, ".", "")[:1] + strings.ReplaceAll(p.latSur, ".", "")
		c.b.t("dn: uid=" + uid + ",ou=people,dc=corp,dc=local\nobjectClass: inetOrgPerson\n")
		c.fill("cn: ⟨NAME⟩\nsn: ⟨SUR⟩\ngivenName: ⟨GIVEN⟩\nmail: ⟨EMAIL⟩\ntelephoneNumber: ⟨PHONE⟩\nmobile: ⟨MOBILE⟩\n")
		c.b.t("postalAddress: ")
		if c.l.localFirst {
			c.b.v("STREET_ADDRESS", c.l.locality(c.r)+"$"+c.l.street(c.r))
		} else {
			c.b.v("STREET_ADDRESS", c.l.street(c.r)+"$"+c.l.locality(c.r))
		}
		c.fill("\nuserPassword: ⟨PASS⟩\n")
	}},
	{"outlook_msg", "", false, func(c *w5ctx) {
		c.fill("From: ⟨NAME⟩ <⟨EMAIL⟩>\nSent: " + c.pick("Tuesday", "Friday", "Monday") + ", ⟨date⟩ ⟨time⟩\nTo: ⟨NAME2⟩ <⟨EMAIL2⟩>\n" + c.lab("subject") + ": RE: " + c.pick("handover", "invoice", "keys", "visit") + "\n\n")
		c.fill(c.lab("hello") + " ⟨=GIVEN2⟩,\n\n" + c.chatLine() + "\n" + c.chatLine() + "\n\n⟨=NAME⟩\n" + c.lab("mobile") + ": ⟨PHONE⟩\n")
	}},
	{"calendar_invite", "", false, func(c *w5ctx) {
		c.fill("BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:⟨~uuid⟩\nDTSTART:2025⟨mmdd⟩T090000Z\nSUMMARY:" + c.pick("Site visit", "Quarterly review", "Tenancy check-in", "Interview") + "\n")
		c.fill("ORGANIZER;CN=⟨NAME⟩:mailto:⟨EMAIL⟩\nATTENDEE;CN=⟨NAME2⟩;RSVP=TRUE:mailto:⟨EMAIL2⟩\nLOCATION:⟨ADDR⟩\nDESCRIPTION:Join: ⟨ZOOM⟩\\nDial-in: ⟨PHONE⟩\nEND:VEVENT\nEND:VCALENDAR\n")
	}},
	{"stripe_webhook", "", false, func(c *w5ctx) {
		c.fillJSON(`{"id": "evt_` + corpusgen.Chars(c.r, w5Alnum, 24) + `", "type": "charge.succeeded", "data": {"object": {
  "amount": ⟨n6⟩, "currency": "usd",
  "billing_details": {"name": "⟨NAME⟩", "email": "⟨EMAIL⟩", "phone": "⟨PHONE⟩",
    "address": {"line1": "⟨STREET⟩", "city": "` + w5jsonEsc(c.l.locality(c.r)) + `", "country": "` + c.l.cc + `"}},
  "payment_method_details": {"card": {"brand": "visa", "last4": "⟨n3⟩1", "exp_month": 7}},
  "receipt_url": "https://pay.stripe.com/receipts/payment/CAcaFwoVYWNjdF8x` + corpusgen.Chars(c.r, w5B64URL, 60) + `"}}}`)
	}},
	{"shopify_order", "", false, func(c *w5ctx) {
		c.fillJSON(`{"order": {"id": ⟨n6⟩⟨n6⟩, "name": "⟨~order⟩", "email": "⟨EMAIL⟩", "browser_ip": "⟨IP⟩",
  "shipping_address": {"first_name": "⟨GIVEN⟩", "last_name": "⟨SUR⟩", "address1": "⟨STREET⟩", "phone": "⟨PHONE⟩"},
  "note": "`)
		c.fillJSON(c.chatLine())
		c.fill(`"}}`)
	}},
	{"dbt_profiles", "", false, func(c *w5ctx) {
		c.fill("analytics:\n  target: prod\n  outputs:\n    prod:\n      type: postgres\n      host: warehouse.internal\n      user: ⟨HANDLE⟩\n      password: ⟨PASS⟩\n      port: 5432\n      dbname: analytics\n")
	}},
	{"code_config", "", false, func(c *w5ctx) {
		switch c.r.IntN(3) {
		case 0:
			c.fill("# settings.py\nDATABASES = {'default': {'ENGINE': 'django.db.backends.mysql', 'USER': 'shop', 'PASSWORD': '⟨PASS⟩', 'HOST': '⟨IP⟩'}}\nSTRIPE_SECRET_KEY = \"⟨KEY⟩\"\n")
		case 1:
			c.fill("// config.go\nvar cfg = Config{\n\tRedisURL: \"⟨DSN⟩\",\n\tSigningSecret: \"⟨HEX⟩\",\n\tAdminEmail: \"⟨EMAIL⟩\",\n}\n")
		default:
			c.fill("const client = new Client({\n  accessKeyId: '⟨AKID⟩',\n  secretAccessKey: '⟨AWSSEC⟩',\n  region: 'ap-southeast-1',\n});\n// ⟨NAME⟩: rotate these before launch\n")
		}
	}},
	{"airflow_conn", "", false, func(c *w5ctx) {
		c.fill("$ airflow connections add 'warehouse' --conn-uri '⟨DSN⟩'\nSuccessfully added `conn_id`=warehouse\n$ airflow variables set slack_webhook ⟨URLT⟩\n")
	}},
	{"gcp_sa_key", "", false, func(c *w5ctx) {
		proj := c.pick("tokobaru-prod", "lumen-analytics-431", "kobo-ml", "hanbit-data")
		c.fillJSON(`{
  "type": "service_account",
  "project_id": "` + proj + `",
  "private_key_id": "⟨~sha1⟩",
  "private_key": "⟨PEM⟩",
  "client_email": "⟨SAMAIL⟩",
  "client_id": "1` + digits(c.r, 20) + `",
  "token_uri": "https://oauth2.googleapis.com/token"
}`)
	}},
	{"ssh_help", "", false, func(c *w5ctx) {
		c.fill("$ ssh -i ~/.ssh/deploy_key ⟨HANDLE⟩@⟨IP⟩\nLoad key \"/home/deploy/.ssh/deploy_key\": invalid format\n$ cat ~/.ssh/deploy_key\n⟨PEM⟩\n")
	}},
	{"har_entry", "", false, func(c *w5ctx) {
		c.fillJSON(`{"log": {"entries": [{"startedDateTime": "⟨~ts⟩", "serverIPAddress": "⟨IP⟩",
  "request": {"method": "GET", "url": "⟨URLT⟩",
    "headers": [{"name": "authorization", "value": "Bearer ⟨JWT⟩"}, {"name": "x-api-key", "value": "⟨KEY⟩"}],
    "cookies": [{"name": "sessionid", "value": "⟨HEX⟩"}]},
  "response": {"status": 403}}]}}`)
	}},
	{"loan_application", "en", false, func(c *w5ctx) {
		c.fill("APPLICANT: ⟨NAME⟩\nDOB: ⟨dob⟩   ")
		c.fillUS("SSN: ⟨SSN⟩\n", "Account for disbursement: ⟨IBAN⟩\n")
		c.fill("Home address: ⟨ADDR⟩ (" + c.pick("3 yrs", "8 months", "since 2019") + ")\nEmployer: ⟨co⟩, supervisor ⟨NAME2⟩ ⟨PHONE⟩\nCo-applicant: ⟨NAME3⟩, ⟨EMAIL3⟩\n")
	}},
	// ---- messaging ----
	{"slack_export", "", false, func(c *w5ctx) {
		c.b.t("[\n")
		for i := 0; i < 3; i++ {
			n := fmt.Sprint(i%2 + 1)
			if i > 0 {
				c.b.t(",\n")
			}
			c.fillJSON(`  {"type": "message", "user": "U0` + corpusgen.Chars(c.r, w5Upper+w5Digits, 9) + `", "text": "` + c.chatLine() + `", "ts": "17` + digits(c.r, 8) + `.` + digits(c.r, 6) + `",
   "user_profile": {"real_name": "⟨NAME` + n + `⟩", "display_name": "⟨HANDLE` + n + `⟩"}}`)
		}
		c.b.t("\n]")
	}},
	{"teams_paste", "", false, func(c *w5ctx) {
		for i := 0; i < 4; i++ {
			n := fmt.Sprint(i%2 + 1)
			c.fill("[⟨time⟩] ⟨NAME" + n + "⟩\n" + c.chatLine() + "\n")
		}
	}},
	{"discord_export", "", false, func(c *w5ctx) {
		for i := 0; i < 4; i++ {
			n := fmt.Sprint(i%2 + 1)
			c.fill("⟨LNAME" + n + "⟩ — " + c.pick("Today at", "Yesterday at") + " ⟨time⟩\n" + c.chatLine() + "\n")
		}
	}},
	{"telegram_json", "", false, func(c *w5ctx) {
		c.fillJSON(`{"name": "⟨NAME⟩", "type": "personal_chat", "id": ⟨n6⟩⟨n3⟩, "messages": [`)
		for i := 0; i < 3; i++ {
			if i > 0 {
				c.b.t(",")
			}
			n := fmt.Sprint(i%2 + 1)
			c.fillJSON(`
  {"id": ⟨n6⟩, "type": "message", "date": "2025-0⟨n3⟩", "from": "⟨NAME` + n + `⟩", "from_id": "user⟨n6⟩⟨n3⟩", "text": "` + c.chatLine() + `"}`)
		}
		c.b.t("\n]}")
	}},
	{"kakaotalk", "ko", false, func(c *w5ctx) {
		c.fill("⟨NAME⟩ 님과 카카오톡 대화\n저장한 날짜 : 2025-0⟨n3⟩\n\n")
		for i := 0; i < 4; i++ {
			n := fmt.Sprint(i%2 + 1)
			c.fill("2025년 " + fmt.Sprint(1+c.r.IntN(12)) + "월 " + fmt.Sprint(1+c.r.IntN(28)) + "일 " + c.pick("오전", "오후") + " ⟨time⟩, ⟨=NAME" + n + "⟩ : " + c.chatLine() + "\n")
		}
	}},
	{"zalo_export", "vi", false, func(c *w5ctx) {
		for i := 0; i < 4; i++ {
			n := fmt.Sprint(i%2 + 1)
			c.fill("[⟨time⟩ ⟨date⟩] ⟨NAME" + n + "⟩: " + c.chatLine() + "\n")
		}
	}},
	{"dingtalk_group", "zh", false, func(c *w5ctx) {
		c.fill("【钉钉群聊记录】项目交付群\n")
		for i := 0; i < 4; i++ {
			n := fmt.Sprint(i%3 + 1)
			c.fill("⟨NAME" + n + "⟩ ⟨isodate⟩ ⟨time⟩\n" + c.chatLine() + "\n")
		}
		c.maybe(50, "机器人签名密钥：⟨KEY⟩\n")
	}},
	{"family_chat", "", false, func(c *w5ctx) {
		for i := 0; i < 5; i++ {
			n := fmt.Sprint(i%2 + 1)
			c.fill("⟨GIVEN" + n + "⟩: " + c.chatLine() + "\n")
		}
	}},
	// ---- paper, forms and letters ----
	{"customs_declaration", "", false, func(c *w5ctx) {
		c.fill("CN23 CUSTOMS DECLARATION / " + c.lab("subject") + "\nFrom / " + c.lab("sender") + ": ⟨NAME⟩\n⟨ADDR⟩\nTel: ⟨PHONE⟩\n\n")
		c.fill("To / " + c.lab("recipient") + ": ⟨NAME2⟩\n⟨ADDR2⟩\nTel: ⟨INTL⟩\nE-mail: ⟨EMAIL2⟩\n\n")
		c.fill("Contents: " + c.pick("Gift — 2 cotton shirts", "Documents", "Trade sample — phone case x10", "Books (used)") + "  HS tariff: 6205.20  Value: ⟨amt⟩ USD  Weight: 1.2 kg\nItem no.: ⟨~tracking⟩\n")
	}},
	{"waybill", "", false, func(c *w5ctx) {
		if c.l.lang == "zh" {
			c.fill("顺丰速运 电子运单 " + "⟨~tracking⟩\n寄件人：⟨NAME⟩  ⟨MOBILE⟩\n寄件地址：⟨ADDR⟩\n收件人：⟨NAME2⟩  ⟨MOBILE2⟩\n收件地址：⟨ADDR2⟩\n托寄物：文件  付款方式：寄付月结\n")
			return
		}
		c.fill(c.lab("sender") + ": ⟨NAME⟩, ⟨PHONE⟩\n⟨ADDR⟩\n\n" + c.lab("recipient") + ": ⟨NAME2⟩, ⟨PHONE2⟩\n⟨ADDR2⟩\n\nAWB ⟨~tracking⟩ · ⟨isodate⟩ · 1/1\n")
	}},
	{"rental_agreement", "", false, func(c *w5ctx) {
		c.fill(c.lab("tenant") + ": ⟨NAME⟩, " + c.lab("dob") + " ⟨dob⟩\n")
		c.fill(c.lab("landlord") + ": ⟨NAME2⟩, ⟨ADDR2⟩, ⟨PHONE⟩\n")
		c.fill(c.lab("address") + ": ⟨ADDR⟩\n" + c.lab("amount") + ": ⟨amt⟩ / " + c.pick("mo", "M", "月") + "\n" + c.lab("account") + ": ⟨IBAN⟩\n")
		c.maybe(50, c.lab("email")+": ⟨EMAIL⟩\n")
	}},
	{"mt940", "", false, func(c *w5ctx) {
		c.fill(":20:STARTUMS\n:25:⟨IBANC⟩\n:28C:00" + digits(c.r, 3) + "/001\n:60F:C250301EUR" + digits(c.r, 4) + ",12\n:61:2503040304DR" + digits(c.r, 3) + ",00NTRFNONREF\n")
		p := c.person(0)
		name := strings.ToUpper(p.latGiven + " " + p.latSur)
		c.fill(":86:166?00SEPA-UEBERWEISUNG?20EREF+⟨~order⟩?21SVWZ+Miete Maerz?30" + c.pick("COBADEFFXXX", "DEUTDEDBXXX", "INGDDEFFXXX") + "?31⟨IBANC2⟩?32")
		c.b.v("PERSON", name[:min(len(name), 27)])
		c.b.t("\n:62F:C250331EUR" + digits(c.r, 4) + ",55\n-")
	}},
	{"camt053", "", false, func(c *w5ctx) {
		c.fill("<Ntry><Amt Ccy=\"EUR\">⟨amt⟩</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>⟨isodate⟩</Dt></BookgDt>\n<NtryDtls><TxDtls><Refs><EndToEndId>⟨~order⟩</EndToEndId></Refs>\n")
		c.fill("<RltdPties><Dbtr><Nm>⟨NAME⟩</Nm><PstlAdr><AdrLine>⟨STREET⟩</AdrLine></PstlAdr></Dbtr><DbtrAcct><Id><IBAN>⟨IBANC⟩</IBAN></Id></DbtrAcct></RltdPties>\n")
		c.fill("<RmtInf><Ustrd>" + c.pick("Rechnung", "Invoice", "Facture", "Faktura") + " ⟨~order⟩</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>")
	}},
	{"invoice", "", false, func(c *w5ctx) {
		c.fill("⟨co⟩\n" + c.pick("INVOICE", "Rechnung", "Facture", "Faktura", "Fatura", "Hóa đơn", "发票", "請求書") + " ⟨~order⟩ · ⟨isodate⟩ · VAT ⟨~vat⟩\n\n")
		c.fill(c.lab("customer") + ": ⟨NAME⟩\n⟨ADDR⟩\n⟨EMAIL⟩\n\n")
		c.fill("1 × " + c.pick("Consulting (8h)", "Deep cleaning", "Annual licence", "Piano lessons (4)") + " ..... ⟨amt⟩\n\n" + c.lab("account") + ": ⟨IBAN⟩\n")
	}},
	{"hr_onboarding", "en", false, func(c *w5ctx) {
		c.fill("HR-⟨n6⟩ · New hire onboarding\nEmployee: ⟨NAME⟩ · Start: ⟨isodate⟩ · Manager: ⟨NAME2⟩\nPersonal email: ⟨EMAIL⟩\nMobile: ⟨PHONE⟩\n")
		c.fillUS("SSN (for I-9/W-4): ⟨SSN⟩\n", "Bank for payroll: ⟨IBAN⟩\n")
		c.fill("Ship laptop to: ⟨ADDR⟩\nTemp AD password (change on first login): ⟨PASS⟩\nEmergency contact: ⟨NAME3⟩, ⟨PHONE2⟩\n")
	}},
	{"incident_report", "", false, func(c *w5ctx) {
		title := map[string]string{"de": "Protokoll", "fr": "Procès-verbal", "pl": "Notatka służbowa", "tr": "Tutanak", "zh": "报警回执",
			"ru": "Протокол", "uk": "Протокол", "vi": "Biên bản", "id": "Laporan kejadian", "ko": "사건 보고서", "ja": "事故報告書",
			"pt": "Boletim de ocorrência", "es": "Acta de incidente", "ro": "Proces-verbal", "hu": "Jegyzőkönyv", "sw": "Ripoti ya tukio",
			"ar": "محضر", "fa": "گزارش حادثه"}[c.l.lang]
		if title == "" {
			title = c.pick("INCIDENT REPORT", "Occurrence report", "Police report")
		}
		c.fill(title + " № ⟨n6⟩ · ⟨date⟩ ⟨time⟩\n")
		c.fill("Reporting officer: ⟨NAME2⟩ (badge ⟨n3⟩⟨n3⟩)\n" + c.lab("name") + ": ⟨NAME⟩ · " + c.lab("dob") + ": ⟨dob⟩\n" + c.lab("address") + ": ⟨ADDR⟩ · " + c.lab("phone") + ": ⟨PHONE⟩\n")
		c.fill(c.lab("note") + ": " + c.chatLine() + "\n")
	}},
	{"report_card", "", false, func(c *w5ctx) {
		c.fill(c.lab("student") + ": ⟨NAME⟩ · " + c.pick("Grade 7B", "Klasse 5a", "Classe de 4e", "Kelas 8", "3학년 2반", "初二(3)班", "Form 2") + "\n")
		subj := map[string][2]string{"de": {"Mathematik", "Deutsch"}, "fr": {"Mathématiques", "Français"}, "id": {"Matematika", "Bahasa Indonesia"},
			"ko": {"수학", "국어"}, "zh": {"数学", "语文"}, "ja": {"数学", "国語"}, "pl": {"Matematyka", "Język polski"}, "tr": {"Matematik", "Türkçe"},
			"ru": {"Математика", "Русский язык"}, "uk": {"Математика", "Українська мова"}, "vi": {"Toán", "Ngữ văn"}, "pt": {"Matemática", "Português"},
			"es": {"Matemáticas", "Lengua"}, "ro": {"Matematică", "Limba română"}, "hu": {"Matematika", "Magyar nyelv"}, "sw": {"Hisabati", "Kiswahili"},
			"ar": {"الرياضيات", "اللغة العربية"}, "fa": {"ریاضی", "فارسی"}}[c.l.lang]
		if subj[0] == "" {
			subj = [2]string{"Maths", "English"}
		}
		c.fill(subj[0] + ": A-   " + subj[1] + ": B+\n")
		c.fill(c.lab("parent") + ": ⟨NAME2⟩ · ⟨MOBILE⟩ · ⟨EMAIL2⟩\n" + c.lab("note") + ": ⟨=GIVEN⟩ " + map[string]string{"de": "arbeitet fleißig mit.", "fr": "doit participer davantage.", "zh": "很认真。", "ko": "성실합니다.", "en": "is a pleasure to teach."}[c.l.lang] + "\n")
	}},
	{"clinic_sms", "", false, func(c *w5ctx) {
		switch c.l.lang {
		case "zh":
			c.fill("【⟨co⟩】⟨NAME⟩您好，您预约的体检时间为⟨isodate⟩ ⟨time⟩，地址：⟨ADDR⟩。如需改约请致电⟨PHONE⟩或回复本短信。")
		case "de":
			c.fill("⟨co⟩: Hallo ⟨NAME⟩, Ihr Termin am ⟨date⟩ um ⟨time⟩ ist bestätigt. Absagen bitte unter ⟨PHONE⟩.")
		case "en":
			c.fill("⟨co⟩: Hi ⟨GIVEN⟩, reminder of your appointment with Dr ⟨SUR2⟩ on ⟨isodate⟩ at ⟨time⟩. Reply C to cancel or call ⟨PHONE⟩.")
		default:
			c.fill("⟨co⟩ · " + c.lab("hello") + " ⟨NAME⟩ · ⟨isodate⟩ ⟨time⟩ · ⟨ADDR⟩ · ⟨PHONE⟩")
		}
	}},
	{"generic_form", "", false, func(c *w5ctx) {
		c.fill(c.lab("name") + ": ⟨NAME⟩\n" + c.lab("dob") + ": ⟨dob⟩\n" + c.lab("mobile") + ": ⟨MOBILE⟩\n" + c.lab("email") + ": ⟨EMAIL⟩\n" + c.lab("address") + ": ⟨ADDR⟩\n")
		switch c.r.IntN(3) {
		case 0:
			c.fillUS("SSN: ⟨SSN⟩\n", "")
			c.fill(c.lab("card") + ": ⟨CARD⟩\n")
		case 1:
			c.fill(c.lab("account") + ": ⟨IBAN⟩\n")
		}
		c.fill(c.lab("contact") + ": ⟨NAME2⟩ (⟨PHONE⟩)\n")
	}},
	// ---- prose ----
	{"dating_profile", "en", false, func(c *w5ctx) {
		c.fill("About me: " + c.pick("gym rat, jollof snob, dog mum 🐶", "engineer by day, karaoke menace by night", "looking for someone to share adobo with", "braai master, hiking every weekend") + "\n")
		c.fill("Name's ⟨GIVEN⟩ btw. " + c.pick("Not on here much, text me ⟨PHONE⟩", "IG is @⟨HANDLE⟩", "WhatsApp me on ⟨PHONE⟩ x") + "\n")
	}},
	{"voice_assistant", "en", false, func(c *w5ctx) {
		c.fill("USER: hey, text ⟨NAME⟩ that I'm running fifteen minutes late\nASSISTANT: Sending to ⟨=NAME⟩ at ⟨PHONE⟩: \"I'm running fifteen minutes late.\" Send it?\nUSER: yes. and navigate to ⟨ADDR⟩\nASSISTANT: Starting route to ⟨=ADDR⟩.\n")
	}},
	{"survey_answers", "", false, func(c *w5ctx) {
		c.fill("Response #⟨n3⟩ (⟨~ts⟩)\nQ1: 9/10\nQ2: " + c.chatLine() + "\nQ3 (optional contact): ⟨NAME⟩, ⟨EMAIL⟩\n")
	}},
	{"linkedin_profile", "en", false, func(c *w5ctx) {
		c.fill("⟨NAME⟩\n" + c.pick("Senior Data Engineer", "Head of Growth", "Clinical Nurse Specialist", "Quantity Surveyor") + " at ⟨co⟩\n")
		c.fill("Contact info · Email ⟨EMAIL⟩ · Phone ⟨PHONE⟩ (Mobile)\nAbout\nI help teams ship. Previously at ⟨co⟩.\n")
	}},
	{"advice_post", "en", false, func(c *w5ctx) {
		c.fill(c.pick("AITA? ", "Need advice: ", "Long post, sorry. ") + "My neighbour ⟨NAME⟩ at ⟨ADDR⟩ keeps parking across our drive. ")
		c.fill("My wife ⟨GIVEN2⟩ left a note, and his reply was to ring her at ⟨PHONE⟩ at 11pm shouting. ")
		c.fill(c.pick("Do I call the council?", "Should I go to the police?", "How do I word a letter?") + "\n")
	}},
	{"recipe_family", "en", false, func(c *w5ctx) {
		c.fill("This is my grandma ⟨NAME⟩'s jollof recipe, she still lives at ⟨ADDR⟩ and refuses to write it down. ")
		c.fill(c.pick("Can you scale it for 20 people?", "How do I make it less spicy for the kids?") + " My sister ⟨GIVEN2⟩ says more tomato paste.\n")
	}},
	{"background_check", "en-US", false, func(c *w5ctx) {
		c.fillJSON(`{"object": "candidate", "id": "` + corpusgen.Chars(c.r, w5Hex, 24) + `",
  "first_name": "⟨GIVEN⟩", "last_name": "⟨SUR⟩", "dob": "⟨dob⟩", "ssn": "⟨SSN⟩",
  "email": "⟨EMAIL⟩", "phone": "⟨PHONE⟩", "zipcode": "` + digits(c.r, 5) + `",
  "previous_addresses": [{"street": "⟨STREET⟩"}, {"street": "⟨STREET2⟩"}],
  "report": {"status": "consider", "package": "driver_pro"}}`)
	}},
	{"tax_help_post", "en-US", false, func(c *w5ctx) {
		c.fill("Filing jointly for the first time. My SSN is ⟨SSN⟩ and my husband ⟨NAME2⟩'s is ⟨SSN2⟩. ")
		c.fill(c.pick("The IRS letter says the numbers don't match", "TurboTax keeps rejecting the e-file", "Our daughter ⟨GIVEN3⟩ was born in December") + ". What do we put on line 6?\n")
	}},
	{"pan_in_logs", "", false, func(c *w5ctx) {
		c.fill("⟨~ts⟩ WARN gateway.authorize declined code=05 ")
		c.fillJSON(`{"order": "⟨~order⟩", "card_number": "⟨CARD⟩", "exp": "0` + w5n(c.r, 1, 9) + `/2` + w5n(c.r, 6, 9) + `", "holder": "⟨NAME⟩", "ip": "⟨IP⟩"}`)
		c.fill("\n⟨~ts⟩ INFO retry scheduled attempt=2\n")
	}},
	{"phone_order", "en", false, func(c *w5ctx) {
		c.fill("PHONE ORDER · taken by ⟨GIVEN2⟩ · ⟨time⟩\nName: ⟨NAME⟩\nDeliver to: ⟨ADDR⟩\nCall back: ⟨PHONE⟩\n")
		c.fill("2x " + c.pick("party jollof tray", "lechon belly", "boerewors rolls", "chilli crab") + "\nPaid by card ⟨CARD⟩ exp " + w5n(c.r, 1, 12) + "/" + w5n(c.r, 26, 30) + "\n")
	}},
	{"ecommerce_export", "zh", false, func(c *w5ctx) {
		c.fill("订单号\t收件人\t手机\t收货地址\t金额\n")
		for i := 1; i <= 3; i++ {
			n := fmt.Sprint(i)
			c.fill("⟨~order⟩\t⟨NAME" + n + "⟩\t⟨MOBILE" + n + "⟩\t⟨ADDR" + n + "⟩\t⟨amt⟩\n")
		}
	}},
	{"hotline_ticket", "zh", false, func(c *w5ctx) {
		c.b.d("hotline", "12345")
		c.fill("市民热线工单 ⟨n6⟩⟨n3⟩\n来电人：⟨NAME⟩  来电号码：⟨MOBILE⟩\n事发地址：⟨ADDR⟩\n诉求内容：楼上邻居⟨NAME2⟩（电话⟨MOBILE2⟩）夜间装修噪音扰民，多次沟通无果。\n承办单位：街道办 ⟨isodate⟩\n")
	}},
	// ---- hard negatives ----
	{"news_excerpt", "en", true, func(c *w5ctx) {
		c.fill("⟨~public⟩ " + c.pick("spoke at a summit in", "announced a tour stop in", "met officials in") + " the capital on Tuesday, a spokesperson said. ")
		c.fill("Fans queued outside ⟨~famous⟩ from early morning. The organisers' helpline ⟨~hotline⟩ was overwhelmed.\n")
	}},
	{"release_notes", "", true, func(c *w5ctx) {
		c.fill("## ⟨~version⟩ (⟨~date⟩)\n- fix: retry on 429 (⟨~gitsha⟩)\n- build ⟨~build⟩, checksum sha256:⟨~sha256⟩\n- migration id ⟨~uuid⟩\n")
	}},
	{"docs_snippet", "", true, func(c *w5ctx) {
		c.fill("Example:\n  export AWS_ACCESS_KEY_ID=⟨~awsexample⟩\n  export API_KEY=⟨~placeholder⟩\n  curl -u ⟨~exmail⟩ https://api.example.com/ping\n")
		c.fill("Allow ⟨~rfcip⟩ and ⟨~rfcip6⟩; resolve via ⟨~publicdns⟩. Test card: ⟨~testcard⟩.\n")
	}},
	{"tracking_update", "", true, func(c *w5ctx) {
		c.fill("Order ⟨~order⟩ shipped. Tracking: ⟨~tracking⟩. Questions? Call ⟨~hotline⟩ or write to ⟨~noreply⟩.\nLast scan: ⟨~coords⟩ at ⟨~ts⟩.\n")
	}},
	{"device_log", "", true, func(c *w5ctx) {
		c.fill("device imei=⟨~imei⟩ fw=⟨~build⟩ session=⟨~uuid⟩ dns=⟨~publicdns⟩ gw=⟨~rfcip⟩ bytes=⟨~bytes⟩\n")
	}},
}
