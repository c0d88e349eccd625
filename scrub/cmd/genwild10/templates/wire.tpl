Wire formats a gateway sees pasted into prompts: HAR entries, OpenTelemetry
spans, Postman collections, GraphQL variables, fine-tuning and eval JSONL,
vector-store upserts, webhook payloads, CI console output.

~~~tpl kind=har_entry_cookie_jwt lang=en cat=api_payload
{"request":{"method":"POST","url":"https://portal.brightpath-health.org/api/claims","headers":[{"name":"Cookie","value":"session=⟪JWT⟫; theme=dark"},{"name":"X-Forwarded-For","value":"⟪IP_ADDRESS:v4⟫"}],"postData":{"mimeType":"application/json","text":"{\"member\":\"⟪PERSON|json2⟫\",\"ssn\":\"⟪US_SSN⟫\",\"card\":\"⟪CREDIT_CARD⟫\"}"}},"response":{"status":201}}

~~~tpl kind=otel_span_attributes lang=en cat=api_payload
{"name":"POST /v1/chat/completions","trace_id":"⟪hex:32⟫","span_id":"⟪hex:16⟫","attributes":{"http.client_ip":"⟪IP_ADDRESS⟫","enduser.id":"⟪EMAIL⟫","gen_ai.prompt.0.content":"My SSN is ⟪US_SSN⟫ and my card is ⟪CREDIT_CARD⟫, can you check why the payment failed?","gen_ai.request.model":"claude-sonnet-4-5"}}

~~~tpl kind=postman_collection_auth lang=en cat=api_payload
{"info":{"name":"Payments sandbox"},"auth":{"type":"bearer","bearer":[{"key":"token","value":"⟪JWT⟫","type":"string"}]},"item":[{"name":"Create charge","request":{"method":"POST","header":[{"key":"Idempotency-Key","value":"⟪~uuid⟫"}],"body":{"mode":"raw","raw":"{\n  \"card\": \"⟪CREDIT_CARD:compact⟫\",\n  \"holder\": \"⟪PERSON|json⟫\"\n}"}}}]}

~~~tpl kind=graphql_variables lang=en cat=api_payload
mutation UpdateProfile($input: ProfileInput!) { updateProfile(input: $input) { id } }
variables:
{"input":{"displayName":"⟪PERSON⟫","phone":"⟪PHONE⟫","shippingAddress":"⟪STREET_ADDRESS|json⟫","taxId":"⟪US_SSN:compact⟫"}}
extensions: {"persistedQuery":{"sha256Hash":"⟪~hash_hex⟫"}}

~~~tpl kind=finetune_jsonl_line lang=en cat=api_payload
{"messages":[{"role":"system","content":"You are a support agent."},{"role":"user","content":"Hi, it's ⟪PERSON#p|json⟫. Card ⟪CREDIT_CARD⟫ was charged twice, reach me at ⟪PHONE⟫."},{"role":"assistant","content":"Thanks ⟪PERSON:@p,family|json⟫, I've opened case ⟪~ticket_id⟫."}]}

~~~tpl kind=vector_upsert_metadata lang=en cat=api_payload
POST /collections/support/points?wait=true
{"points":[{"id":"⟪~uuid⟫","vector":[0.0132,-0.0871,0.2210,"…"],"payload":{"source":"zendesk","author_email":"⟪EMAIL⟫","author_name":"⟪PERSON|json⟫","text":"please cancel, my IBAN changed to ⟪IBAN⟫"}}]}

~~~tpl kind=stripe_like_webhook_event lang=en cat=api_payload
{"id":"evt_⟪b62:24⟫","type":"customer.updated","data":{"object":{"id":"cus_⟪b62:14⟫","email":"⟪EMAIL⟫","name":"⟪PERSON|json⟫","phone":"⟪PHONE⟫","address":{"line1":"⟪STREET_ADDRESS:us|json⟫"},"metadata":{"legacy_card":"⟪CREDIT_CARD⟫"}}},"livemode":true}

~~~tpl kind=jenkins_console_masked_fail lang=en cat=cli_session
[Pipeline] withCredentials
Masking supported pattern matches of $AWS_SECRET_ACCESS_KEY
[Pipeline] sh
+ aws sts get-caller-identity --profile deploy
+ echo AWS_ACCESS_KEY_ID=⟪AWS_ACCESS_KEY⟫
AWS_ACCESS_KEY_ID=⟪AWS_ACCESS_KEY⟫
+ curl -s -H "Authorization: Bearer ⟪JWT⟫" https://deploy.kettlebridge.co.uk/api/trigger
Finished: FAILURE

~~~tpl kind=devtools_copy_as_curl lang=en cat=cli_session
curl 'https://app.lumenhaus.io/api/v3/account' \
  -H 'accept: application/json' \
  -H 'authorization: Bearer ⟪JWT⟫' \
  -H 'cookie: _ga=GA1.1.⟪dec:10⟫.⟪dec:10⟫; sid=⟪API_KEY⟫' \
  --data-raw '{"email":"⟪EMAIL⟫","phone":"⟪PHONE⟫"}'

~~~tpl kind=netrc_and_git_credentials lang=en cat=config
$ cat ~/.netrc ~/.git-credentials
machine api.heroku.com
  login ⟪EMAIL⟫
  password ⟪API_KEY⟫
⟪URL_WITH_TOKEN⟫

~~~tpl kind=eval_dataset_jsonl lang=en cat=api_payload
{"id":"case-⟪int:100-999⟫","input":"Draft a letter to my landlord. I'm ⟪PERSON|json⟫ at ⟪STREET_ADDRESS|json⟫, SSN ⟪US_SSN⟫ for the credit check.","expected_redactions":3,"tags":["pii","letters"]}

~~~tpl kind=kubeconfig_user_token lang=en cat=config
users:
- name: ⟪PERSON:handle⟫@prod
  user:
    token: ⟪JWT⟫
- name: ci
  user:
    client-key: |
      ⟪PRIVATE_KEY|ind6⟫

~~~tpl kind=tfstate_resource_json lang=en cat=config
{"type":"aws_iam_access_key","name":"ci","instances":[{"attributes":{"id":"⟪AWS_ACCESS_KEY⟫","secret":"⟪API_KEY:aws⟫","user":"ci-bot","status":"Active","ses_smtp_password_v4":"⟪API_KEY:aws⟫"}}]}

~~~tpl kind=openapi_example_leak lang=en cat=api_payload
components:
  examples:
    Applicant:
      value:
        fullName: ⟪PERSON⟫
        ssn: "⟪US_SSN⟫"
        card: "⟪CREDIT_CARD⟫"
        homeAddress: ⟪STREET_ADDRESS:us⟫
    Sample:
      value: {fullName: ⟪~placeholder_name⟫, ssn: "⟪~published_ssn⟫", card: "⟪~test_card⟫"}

~~~tpl kind=ssh_agent_paste_key_chat lang=en cat=chat_paste
why does ssh say "invalid format"? here's the key file (it's just for my home server lol):

⟪PRIVATE_KEY⟫

server is ⟪IP_ADDRESS⟫, user ⟪PERSON:handle⟫

~~~tpl kind=de_har_formular lang=de cat=api_payload
{"request":{"url":"https://service.stadtwerke-beispielstadt.de/api/vertrag","postData":{"text":"{\"vorname_nachname\":\"⟪PERSON:de|json2u⟫\",\"iban\":\"⟪IBAN:de⟫\",\"lieferadresse\":\"⟪STREET_ADDRESS:de|json2u⟫\",\"kreditkarte\":\"⟪CREDIT_CARD⟫\"}"}},"response":{"status":200}}

~~~tpl kind=zh_otel_span lang=zh-en cat=api_payload
{"name":"POST /v1/chat","attributes":{"client.ip":"⟪IP_ADDRESS⟫","user.mobile":"⟪CN_MOBILE⟫","gen_ai.prompt":"我的身份证是⟪CN_RESIDENT_ID⟫，银行卡⟪CN_BANK_CARD⟫，帮我查一下为什么扣款失败","token":"⟪JWT⟫"}}

~~~tpl kind=ja_postman_env lang=ja-en cat=api_payload
{"name":"本番","values":[{"key":"api_key","value":"⟪API_KEY⟫","enabled":true},{"key":"担当者","value":"⟪PERSON:jp|jsonu⟫"},{"key":"aws_key_id","value":"⟪AWS_ACCESS_KEY⟫"},{"key":"aws_secret","value":"⟪API_KEY:aws⟫"}]}
