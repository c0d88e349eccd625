Code review diffs, stack traces, test fixtures, commit logs.

~~~tpl kind=diff_hardcoded_openai_key lang=en cat=code_review
Can you review this PR before I merge?

```diff
--- a/services/summarizer/client.py
+++ b/services/summarizer/client.py
@@ -12,7 +12,7 @@ from openai import OpenAI
-client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])
+client = OpenAI(api_key="⟪API_KEY⟫")
 
 def summarize(text: str) -> str:
```

~~~tpl kind=diff_test_fixture_real_customer lang=en cat=code_review
diff --git a/tests/fixtures/customers.json b/tests/fixtures/customers.json
index ⟪hex:7⟫..⟪hex:7⟫ 100644
@@ -1,6 +1,11 @@
 [
   {"name": "⟪~placeholder_name⟫", "email": "⟪~example_email⟫"},
+  {"name": "⟪PERSON|json⟫", "email": "⟪EMAIL⟫", "phone": "⟪PHONE⟫",
+   "note": "copied from prod ticket ⟪~ticket_id⟫, real customer, remove later"},
 ]

~~~tpl kind=diff_removed_aws_creds lang=en cat=code_review
reviewer comment on line 41: you removed the key here but it is still in history!
-AWS_ACCESS_KEY_ID = "⟪AWS_ACCESS_KEY⟫"
-AWS_SECRET_ACCESS_KEY = "⟪API_KEY:aws⟫"
+AWS_ACCESS_KEY_ID = os.getenv("AWS_ACCESS_KEY_ID")
+AWS_SECRET_ACCESS_KEY = os.getenv("AWS_SECRET_ACCESS_KEY")
 # docs example: ⟪~example_aws_key⟫ / ⟪~example_aws_secret⟫

~~~tpl kind=diff_go_struct_seed_data lang=en cat=code_review
@@ -88,4 +88,9 @@ var seedUsers = []User{
 	{ID: 1, Name: "⟪~placeholder_name⟫", Email: "⟪~example_email⟫"},
+	{ID: 2, Name: "⟪PERSON⟫", Email: "⟪EMAIL⟫", SSN: "⟪US_SSN⟫"},
+	{ID: 3, Name: "⟪PERSON⟫", Email: "⟪EMAIL⟫", SSN: "⟪~published_ssn⟫"},
 }

~~~tpl kind=gh_review_thread_suggestion lang=en cat=code_review
**⟪PERSON:handle⟫** commented on `config/prod.rb` line 17:
> ```suggestion
> config.smtp_password = ENV.fetch("SMTP_PASSWORD")
> ```
> The current line has the literal `⟪API_KEY:pw⟫` in it. Please rotate.

**⟪PERSON:handle⟫** replied: done, rotated at ⟪ts⟫, see ⟪~ticket_id⟫.

~~~tpl kind=java_stacktrace_with_email lang=en cat=stack_trace
Exception in thread "main" com.acme.billing.InvoiceException: no VAT id for customer ⟪EMAIL⟫ (id=⟪dec:7⟫)
	at com.acme.billing.InvoiceService.render(InvoiceService.java:214)
	at com.acme.billing.InvoiceJob.lambda$run$0(InvoiceJob.java:77)
	at java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)
Caused by: java.lang.IllegalStateException: address "⟪STREET_ADDRESS:de⟫" has no country
	... 3 more

~~~tpl kind=python_traceback_locals lang=en cat=stack_trace
Traceback (most recent call last):
  File "/app/handlers/signup.py", line 58, in create_account
    user = User(name=form["name"], phone=form["phone"])
  File "/app/models.py", line 23, in __init__
    raise ValueError(f"invalid phone {phone!r} for {name!r}")
ValueError: invalid phone '⟪PHONE⟫' for '⟪PERSON⟫'

Local variables (sentry):
  form = {'name': '⟪PERSON⟫', 'phone': '⟪PHONE⟫', 'ip': '⟪IP_ADDRESS⟫'}

~~~tpl kind=node_unhandled_rejection lang=en cat=stack_trace
(node:⟪int:1000-40000⟫) UnhandledPromiseRejectionWarning: Error: Request failed with status code 401
    at createError (/srv/app/node_modules/axios/lib/core/createError.js:16:15)
    at settle (/srv/app/node_modules/axios/lib/core/settle.js:17:12)
  config: {
    url: 'https://api.lumenhaus.io/v1/charges',
    headers: { Authorization: 'Bearer ⟪API_KEY⟫', 'User-Agent': 'axios/1.7.9' },
    data: '{"email":"⟪EMAIL⟫","card":"⟪CREDIT_CARD⟫"}'
  }

~~~tpl kind=go_panic_with_dsn lang=en cat=stack_trace
panic: pq: password authentication failed for user "billing"

goroutine 1 [running]:
main.mustOpen({0xc000012345?, 0x4?})
	/src/cmd/billing/main.go:41 +0x1a5
main.main()
	/src/cmd/billing/main.go:22 +0x3c
exit status 2
(dsn was "host=db.internal user=billing password=⟪API_KEY:pw⟫ dbname=billing sslmode=require")

~~~tpl kind=rust_panic_backtrace lang=en cat=stack_trace
thread 'tokio-runtime-worker' panicked at src/webhook.rs:93:14:
called `Result::unwrap()` on an `Err` value: InvalidSignature { payload: "{\"customer\":\"⟪PERSON|json⟫\",\"iban\":\"⟪IBAN⟫\"}", secret: "⟪API_KEY:whsec⟫" }
stack backtrace:
   0: rust_begin_unwind
   1: core::panicking::panic_fmt

~~~tpl kind=csharp_exception_log lang=en cat=stack_trace
System.FormatException: The input '⟪PERSON:rev|upper⟫' is not a valid name.
   at Crm.Import.NameParser.Parse(String raw) in C:\build\src\Crm.Import\NameParser.cs:line 44
   at Crm.Import.Program.Main(String[] args) in C:\build\src\Crm.Import\Program.cs:line 19
Row 1182: phone=⟪PHONE:us⟫; ssn=⟪US_SSN⟫; addr=⟪STREET_ADDRESS:us⟫

~~~tpl kind=php_fatal_error lang=en cat=stack_trace
PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'shop'@'⟪IP_ADDRESS:v4⟫' (using password: YES) in /var/www/html/inc/db.php:12
Stack trace:
#0 /var/www/html/inc/db.php(12): PDO->__construct('mysql:host=10.0...', 'shop', '⟪API_KEY:pw⟫')
#1 {main}

~~~tpl kind=ruby_error_with_jwt lang=en cat=stack_trace
JWT::ExpiredSignature: Signature has expired
  /usr/local/bundle/gems/jwt-2.9.3/lib/jwt/verify.rb:51:in `verify_expiration'
  app/controllers/api/base_controller.rb:18:in `authenticate!'
Parameters: {"token"=>"⟪JWT⟫", "format"=>"json"}

~~~tpl kind=kotlin_android_crash lang=en cat=stack_trace
FATAL EXCEPTION: main
Process: com.nordwind.app, PID: ⟪int:1000-30000⟫
java.lang.NullPointerException: profile.address was null for user ⟪PERSON⟫ <⟪EMAIL⟫>
	at com.nordwind.app.ProfileActivity.onCreate(ProfileActivity.kt:64)
	at android.app.Activity.performCreate(Activity.java:8595)
device ip ⟪IP_ADDRESS:v6⟫ build ⟪~version_string⟫

~~~tpl kind=git_log_with_coauthors lang=en cat=code_review
commit ⟪~commit_sha⟫
Author: ⟪PERSON#a⟫ <⟪EMAIL:@a⟫>
Date:   Tue Nov 24 14:02:11 2026 +0100

    fix(iban): accept lowercase input

    Co-authored-by: ⟪PERSON#b⟫ <⟪EMAIL:@b⟫>
    Co-authored-by: dependabot[bot] <49699333+dependabot[bot]@users.noreply.github.com>

~~~tpl kind=diff_yaml_private_key lang=en cat=code_review
```diff
 deploy:
   host: ⟪IP_ADDRESS:v4⟫
-  ssh_key_path: ~/.ssh/deploy
+  ssh_key: |
+    ⟪PRIVATE_KEY|ind4⟫
```
why is CI green with this??

~~~tpl kind=diff_private_key_plus_lines lang=en cat=code_review
diff --git a/certs/server.key b/certs/server.key
new file mode 100600
--- /dev/null
+++ b/certs/server.key
@@ -0,0 +1,9 @@
+⟪PRIVATE_KEY|diff⟫

~~~tpl kind=test_assertion_failure lang=en cat=stack_trace
--- FAIL: TestNormalizePhone (0.00s)
    normalize_test.go:42: Normalize("⟪PHONE:de⟫") = "", want "+49..."
    normalize_test.go:42: Normalize("⟪PHONE:fr⟫") = "", want "+33..."
    normalize_test.go:44: fixture owner ⟪PERSON⟫ <⟪EMAIL⟫>
FAIL	github.com/acme/contacts/normalize	0.012s

~~~tpl kind=pytest_failure_iban lang=en cat=stack_trace
    def test_iban_roundtrip():
>       assert parse_iban("⟪IBAN:lower⟫") == "⟪IBAN:compact⟫"
E       AssertionError: assert None == '...'
E        +  where None = parse_iban('...')
tests/test_iban.py:31: AssertionError
==== 1 failed, 213 passed in 4.⟪int:10-99⟫s ====

~~~tpl kind=diff_config_test_values_only lang=en cat=code_review
@@ -3,6 +3,8 @@ stripe:
   publishable_key: ⟪~placeholder_key⟫
-  secret_key: ⟪~placeholder_key⟫
+  secret_key: ${STRIPE_SECRET_KEY}
+  test_card: ⟪~test_card⟫
+  sample_jwt: ⟪~example_jwt⟫
   webhook_host: ⟪~doc_ip⟫

~~~tpl kind=sentry_event_breadcrumbs lang=en cat=stack_trace
Sentry event ⟪~hash_hex⟫ · TypeError: Cannot read properties of undefined (reading 'zip')
breadcrumbs:
  ui.input  #email  value="⟪EMAIL⟫"
  ui.input  #street value="⟪STREET_ADDRESS⟫"
  fetch     POST /api/checkout 500
user: {id: ⟪dec:6⟫, ip_address: "⟪IP_ADDRESS⟫", username: "⟪PERSON:handle⟫"}

~~~tpl kind=diff_terraform_tfvars lang=en cat=code_review
+++ b/envs/prod/terraform.tfvars
@@ -1,4 +1,6 @@
 region = "eu-central-1"
+db_master_password = "⟪API_KEY:pw⟫"
+datadog_api_key    = "⟪API_KEY:hex⟫"
 owner_email        = "⟪~noreply_email⟫"

~~~tpl kind=code_comment_todo_names lang=en cat=code_review
// TODO(⟪PERSON:handle⟫): remove before release — temporary override for ⟪PERSON⟫'s account
// see ⟪~ticket_id⟫; her phone for the beta is ⟪PHONE⟫
if user.Email == "⟪EMAIL⟫" {
	limits.Daily = 10_000
}

~~~tpl kind=diff_js_split_key lang=en cat=code_review
-const KEY = process.env.MAPS_KEY;
+// split so the scanner doesn't catch it lol
+const KEY = "⟪API_KEY|wrap⟫".replace(/\n/g, "");

~~~tpl kind=go_test_table_no_pii lang=en cat=code_review
 	{name: "uuid", in: "⟪~uuid⟫", want: false},
 	{name: "sha", in: "⟪~commit_sha⟫", want: false},
 	{name: "digest", in: "⟪~container_digest⟫", want: false},
 	{name: "version", in: "⟪~version_string⟫", want: false},
+	{name: "iso ts", in: "⟪~timestamp⟫", want: false},
+	{name: "isbn", in: "⟪~isbn⟫", want: false},
