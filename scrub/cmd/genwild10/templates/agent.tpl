Agent traces: tool calls whose arguments are JSON inside JSON strings, tool
results pasted back, planner scratchpads.

~~~tpl kind=openai_tool_call_send_email lang=en cat=agent_trace
{"role":"assistant","content":null,"tool_calls":[{"id":"call_⟪b62:24⟫","type":"function","function":{"name":"send_email","arguments":"{\"to\":\"⟪EMAIL|json2⟫\",\"cc\":[\"⟪~noreply_email|json2⟫\"],\"subject\":\"Your refund for order ⟪~order_number⟫\",\"body\":\"Hi ⟪PERSON#p|json2u⟫,\\nwe refunded ⟪money⟫ EUR to the card ending ⟪dec:4⟫.\"}"}}]}

~~~tpl kind=anthropic_tool_use_crm_lookup lang=en cat=agent_trace
{"type":"tool_use","id":"toolu_01⟪b62:22⟫","name":"crm_lookup","input":{"query":"⟪PERSON⟫","phone":"⟪PHONE⟫","include":["orders","tickets"]}}
{"type":"tool_result","tool_use_id":"toolu_01⟪b62:22⟫","content":"[{\"account\":\"⟪~uuid⟫\",\"email\":\"⟪EMAIL|json⟫\",\"tier\":\"gold\",\"last_ticket\":\"⟪~ticket_id⟫\"}]"}

~~~tpl kind=langchain_agent_scratchpad lang=en cat=agent_trace
Thought: The user wants to update the shipping address for ⟪PERSON#p⟫. I should call update_address.
Action: update_address
Action Input: {"customer": "⟪=p⟫", "new_address": "⟪STREET_ADDRESS:us|json⟫", "verified_by": "sms to ⟪PHONE:us⟫"}
Observation: {"ok": true, "tracking": "⟪~tracking_number⟫"}
Thought: Done. I'll confirm to the user.

~~~tpl kind=mcp_jsonrpc_request lang=en cat=agent_trace
{"jsonrpc":"2.0","id":⟪int:1-999⟫,"method":"tools/call","params":{"name":"github.create_issue","arguments":{"repo":"acme/payments","title":"Webhook failing","body":"Stack shows token ⟪API_KEY|json⟫ rejected; reporter ⟪EMAIL|json⟫ (⟪PERSON|jsonu⟫)"}}}

~~~tpl kind=function_call_stripe_refund lang=en cat=agent_trace
>>> tool_call refund_payment
args = "{\"card_number\": \"⟪CREDIT_CARD:compact⟫\", \"amount_cents\": ⟪int:100-90000⟫, \"reason\": \"duplicate\", \"customer_ip\": \"⟪IP_ADDRESS:v4⟫\"}"
<<< {"status":"failed","error":"card_declined","request_id":"req_⟪b62:14⟫"}

~~~tpl kind=agent_memory_dump lang=en cat=agent_trace
[memory.write] key="user_profile" value="{\"name\": \"⟪PERSON|json2u⟫\", \"home\": \"⟪STREET_ADDRESS:gb|json2⟫\", \"ssn_last4\": \"⟪dec:4⟫\"}"
[memory.write] key="prefs" value="{\"tz\": \"Europe/London\", \"newsletter\": false}"
[memory.read] key="user_profile" -> hit (⟪int:1-90⟫ ms)

~~~tpl kind=react_trace_ssn_verification lang=en cat=agent_trace
Step 3/7 · tool=verify_identity
  input: {"full_name":"⟪PERSON:us⟫","ssn":"⟪US_SSN⟫","dob":"⟪date:us⟫"}
  output: {"match":"partial","score":0.⟪int:40-99⟫}
Step 4/7 · tool=escalate
  input: {"queue":"kyc-manual","ticket":"⟪~ticket_id⟫"}

~~~tpl kind=tool_result_escaped_unicode lang=en cat=agent_trace
tool_result: "{\"results\":[{\"title\":\"Contact\",\"snippet\":\"Reach \\u00bb ⟪PERSON:de,native|jsonu⟫ \\u00ab at ⟪PHONE:de⟫ or ⟪EMAIL:de|json⟫\"}],\"source\":\"intranet-search\"}"

~~~tpl kind=browser_agent_form_fill lang=en cat=agent_trace
[browser] navigate https://checkout.lumenhaus.io/cart
[browser] type selector="#cc-number" text="⟪CREDIT_CARD⟫"
[browser] type selector="#cc-name" text="⟪PERSON:upper⟫"
[browser] type selector="#billing-street" text="⟪STREET_ADDRESS:us⟫"
[browser] click selector="button[type=submit]"
[browser] screenshot saved /tmp/run-⟪hex:8⟫/step12.png

~~~tpl kind=agent_handoff_summary lang=en cat=agent_trace
## Handoff from triage-agent → billing-agent
- customer: ⟪PERSON:gb⟫ (acct ⟪~uuid⟫)
- verified phone: ⟪PHONE:gb⟫
- IBAN on file: ⟪IBAN:gb⟫
- asks: reverse the ⟪money⟫ GBP direct debit from ⟪date:slash⟫
- notes: polite, already called ⟪~public_hotline⟫ twice

~~~tpl kind=tool_call_db_query_with_dsn lang=en cat=agent_trace
{"name":"run_sql","arguments":"{\"dsn\":\"postgresql://analyst:⟪API_KEY:pw|json2⟫@warehouse.internal:5432/prod\",\"sql\":\"SELECT email FROM users WHERE created_at > '⟪date⟫' LIMIT 10\"}"}

~~~tpl kind=autogen_group_chat lang=en cat=agent_trace
UserProxy (to planner):
Please book a table for 4 under the name ⟪PERSON⟫, call-back number ⟪PHONE⟫.
--------------------------------------------------------------------------------
planner (to booking_tool):
***** Suggested tool call (call_⟪b62:10⟫): reserve *****
Arguments: 
{"party": 4, "name": "⟪PERSON|json⟫", "contact": "⟪EMAIL⟫", "time": "19:30"}

~~~tpl kind=tool_error_with_aws_creds lang=en cat=agent_trace
ToolException: s3.put_object failed (403 SignatureDoesNotMatch)
  access_key_id=⟪AWS_ACCESS_KEY⟫
  secret_access_key=⟪API_KEY:aws⟫
  region=eu-west-1 bucket=agent-artifacts key=runs/⟪~uuid⟫/out.parquet
Retrying (2/3) in 4s ...

~~~tpl kind=agent_jwt_passthrough lang=en cat=agent_trace
{"step":"http_request","method":"GET","url":"https://api.nordwind-solar.com/v2/me","headers":{"Authorization":"Bearer ⟪JWT⟫","X-Request-Id":"⟪~uuid⟫"},"status":200,"latency_ms":⟪int:20-900⟫}

~~~tpl kind=vercel_ai_sdk_stream_parts lang=en cat=agent_trace
9:{"toolCallId":"call_⟪b62:12⟫","toolName":"lookupCustomer","args":{"email":"⟪EMAIL⟫"}}
a:{"toolCallId":"call_⟪b62:12⟫","result":{"name":"⟪PERSON#n|json⟫","phone":"⟪PHONE⟫","plan":"pro"}}
0:"I found the account of "
0:"⟪=n|json⟫"

~~~tpl kind=gemini_function_response lang=en cat=agent_trace
{"functionResponse":{"name":"get_shipping_label","response":{"label":{"recipient":"⟪PERSON|json⟫","address_lines":["⟪STREET_ADDRESS:us,ml|json⟫"],"phone":"⟪PHONE:us⟫","carrier_ref":"⟪~tracking_number⟫"}}}}

~~~tpl kind=agent_private_key_tool_arg lang=en cat=agent_trace
{"tool":"ssh_exec","arguments":"{\"host\":\"⟪IP_ADDRESS:v4⟫\",\"user\":\"deploy\",\"key\":\"⟪PRIVATE_KEY|json2⟫\",\"cmd\":\"systemctl restart api\"}"}

~~~tpl kind=crewai_task_output lang=en cat=agent_trace
[Crew] Task "Compile attendee list" finished by Researcher
Final Answer:
| # | Attendee | Email | Mobile |
|---|----------|-------|--------|
| 1 | ⟪PERSON⟫ | ⟪EMAIL⟫ | ⟪PHONE⟫ |
| 2 | ⟪PERSON:gb⟫ | ⟪EMAIL:gb⟫ | ⟪PHONE:gb⟫ |
| 3 | Keynote: ⟪~public_figure⟫ | ⟪~noreply_email⟫ | – |

~~~tpl kind=agent_eval_transcript_json lang=en cat=agent_trace
{"messages":[{"role":"user","content":"my card ⟪CREDIT_CARD⟫ got charged twice, I'm ⟪PERSON|json⟫"},{"role":"assistant","content":"Sorry about that! I've opened case ⟪~ticket_id⟫."}],"grader":{"pii_leak":null,"helpful":4}}

~~~tpl kind=tool_call_slack_webhook lang=en cat=agent_trace
{"name":"notify","arguments":"{\"webhook\":\"⟪URL_WITH_TOKEN|json2⟫\",\"text\":\"Deploy ⟪~commit_sha⟫ done by ⟪PERSON:handle|json2⟫\"}"}

~~~tpl kind=planner_json_plan lang=en cat=agent_trace
```json
{
  "goal": "reconcile invoice ⟪~order_number⟫",
  "steps": [
    {"tool": "erp.find_vendor", "args": {"iban": "⟪IBAN:compact⟫"}},
    {"tool": "mail.draft", "args": {"to": "⟪EMAIL:work⟫", "greeting": "Dear ⟪PERSON:caps⟫"}}
  ]
}
```

~~~tpl kind=agent_retry_log_ipv6 lang=en cat=agent_trace
attempt=1 tool=geo_lookup ip=⟪IP_ADDRESS:v6⟫ err="rate limited"
attempt=2 tool=geo_lookup ip=⟪IP_ADDRESS:v6⟫ ok country=DE asn=3320
attempt=3 tool=geo_lookup ip=⟪~public_dns⟫ ok country=US asn=15169 (resolver, ignored)

~~~tpl kind=tool_args_double_escaped_name lang=fr cat=agent_trace
{"tool_calls":[{"function":{"name":"creer_contact","arguments":"{\"nom\":\"⟪PERSON:fr|json2u⟫\",\"adresse\":\"⟪STREET_ADDRESS:fr|json2u⟫\",\"tel\":\"⟪PHONE:fr⟫\"}"}}]}

~~~tpl kind=tool_args_german_sepa lang=de cat=agent_trace
Aufruf: sepa_lastschrift_anlegen(
    kontoinhaber="⟪PERSON:de⟫",
    iban="⟪IBAN:de⟫",
    mandatsreferenz="MR-⟪dec:8⟫",
    gläubiger_id="DE98ZZZ09999999999"
)
→ {"status": "angelegt", "id": "⟪~uuid⟫"}

~~~tpl kind=tool_result_html_escaped lang=en cat=agent_trace
tool_result (fetch_url): "<div class=\"profile\"><h2>⟪PERSON|json⟫</h2><p>&#9742; ⟪PHONE⟫</p><a href=\"mailto:⟪EMAIL⟫\">email</a></div>"

~~~tpl kind=agent_sse_chunked_args lang=en cat=agent_trace
data: {"choices":[{"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\"api_key\":\""}}]}}]}
data: {"choices":[{"delta":{"tool_calls":[{"index":0,"function":{"arguments":"⟪API_KEY⟫"}}]}}]}
data: {"choices":[{"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\",\"owner\":\"⟪EMAIL⟫\"}"}}]}}]}
data: [DONE]

~~~tpl kind=agent_calendar_invite lang=en cat=agent_trace
create_event(title="1:1 with ⟪PERSON⟫", start="⟪ts⟫", attendees=["⟪EMAIL⟫", "⟪EMAIL:work⟫"], location="⟪STREET_ADDRESS⟫", conference="⟪URL_WITH_TOKEN⟫")

~~~tpl kind=agent_kyc_document_extract lang=en cat=agent_trace
{"extractor":"id-doc-v3","fields":{"surname":"⟪PERSON:caps⟫","nationality":"USA","ssn":"⟪US_SSN:dashed⟫","address":"⟪STREET_ADDRESS:us⟫"},"confidence":{"surname":0.97,"ssn":0.88},"doc_id":"⟪~hash_hex⟫"}

~~~tpl kind=agent_git_clone_token lang=en cat=agent_trace
$ git clone ⟪URL_WITH_TOKEN⟫ work
Cloning into 'work'...
remote: Enumerating objects: ⟪int:100-9000⟫, done.
[agent] cloned at ⟪~commit_sha⟫ (tag ⟪~version_string⟫)

~~~tpl kind=agent_phone_call_summary lang=es cat=agent_trace
{"tool":"resumen_llamada","resultado":{"cliente":"⟪PERSON:es|jsonu⟫","telefono":"⟪PHONE:es⟫","motivo":"cambio de IBAN a ⟪IBAN:es⟫","sentimiento":"neutral"}}

~~~tpl kind=agent_trace_openai_responses lang=en cat=agent_trace
{"type":"response.output_item.done","item":{"type":"function_call","name":"lookup_order","call_id":"call_⟪b62:20⟫","arguments":"{\"order\":\"⟪~order_number⟫\",\"email\":\"⟪EMAIL⟫\",\"zip\":\"⟪dec:5⟫\"}"}}
{"type":"response.output_item.done","item":{"type":"function_call_output","output":"{\"ship_to\":\"⟪STREET_ADDRESS:us|json2⟫\",\"name\":\"⟪PERSON|json2⟫\"}"}}

~~~tpl kind=agent_cost_report_no_pii lang=en cat=agent_trace
run ⟪~uuid⟫ finished: 14 tool calls, 3 retries
  model=gpt-5.1 in=⟪int:1000-90000⟫ out=⟪int:100-9000⟫ tokens
  sandbox ip ⟪~doc_ip⟫, resolver ⟪~public_dns⟫
  artifacts digest ⟪~container_digest⟫
  api key used: ⟪~placeholder_key⟫ (from env)

~~~tpl kind=agent_handles_git_authors lang=en cat=agent_trace
tool=git_log args={"n":3}
⟪~commit_sha⟫ fix retry jitter (⟪PERSON:handle⟫)
⟪~commit_sha⟫ bump deps to ⟪~version_string⟫ (dependabot[bot])
⟪~commit_sha⟫ add PII filter to traces (⟪PERSON:handle⟫)
