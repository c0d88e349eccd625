Application event payloads pasted for debugging: error trackers, analytics, traces, queues.

=== sentry-event-en en events json
Explain this Sentry event:
{"event_id":"⟦x:32~request_id⟧","level":"error","exception":{"values":[{"type":"KeyError","value":"'shipping_address'"}]},"user":{"id":"⟦#:6⟧","email":"⟦email⟧","ip_address":"⟦ip⟧","username":"⟦name.en|lower⟧"},"release":"⟦d.version⟧","environment":"production"}
=== segment-track-en en events json
Why does this Segment track call get dropped?
{"type":"identify","userId":"⟦d.uuid⟧","traits":{"name":"⟦name.pt⟧","email":"⟦email.br⟧","phone":"⟦phone.br⟧","address":{"street":"⟦addr.br⟧"}},"context":{"ip":"⟦ip4⟧","userAgent":"⟦ua⟧"},"messageId":"⟦d.uuid⟧"}
=== otel-span-en en events
OpenTelemetry span from the checkout service, which attributes should be dropped?
span_id=⟦x:16⟧ trace_id=⟦x:32⟧ name="POST /checkout"
  http.client_ip=⟦ip⟧
  enduser.id=⟦email⟧
  app.card_bin=⟦#:6⟧
  app.shipping.city=⟦?Lyon|Osaka|Recife|Izmir⟧
  net.peer.ip=⟦d.privip⟧
=== kafka-dump-de de events
Kafka-Nachricht aus dem Topic customer.updated, warum schlägt die Deserialisierung fehl?
key: cust-⟦#:7⟧
value: {"name":"⟦name.de⟧","iban":"⟦iban.DE⟧","email":"⟦email.eu⟧","updated_at":"⟦d.ts⟧"
headers: trace=⟦d.trace⟧
=== slack-export-en en events json
Summarise this Slack export:
[{"user":"U0⟦A:8⟧","user_name":"⟦name.en#1|given|lower⟧","text":"can someone reset the staging db pw? current one is ⟦password⟧","ts":"17⟦#:8⟧.⟦#:6⟧"},{"user":"U0⟦A:8⟧","user_name":"⟦name.hi#2|latin|lower⟧","text":"done, new creds in 1Password. also customer ⟦name.en⟧ called from ⟦phone.us⟧ about the outage","ts":"17⟦#:8⟧.⟦#:6⟧"}]
=== jira-comment-ja ja events
Jiraのコメントを要約して：
⟦name.ja#1⟧ (⟦date⟧ ⟦time⟧): 本番DBの接続情報を共有します → ⟦url.cred⟧
⟦name.ja⟧ (⟦date⟧ ⟦time⟧): 共有ありがとうございます。チケット ⟦d.ticket⟧ に紐付けました。
=== zapier-log-en en events
Zapier run history, step 3 failed:
Step 1 (Typeform): answers = {name: "⟦name.nl⟧", email: "⟦email.eu⟧", phone: "⟦phone.nl⟧"}
Step 2 (Formatter): phone → E.164
Step 3 (HubSpot): 400 Property values were not valid, request id ⟦d.uuid⟧
=== mixpanel-ko ko events json
믹스패널 이벤트가 왜 중복 집계돼요?
{"event":"purchase","properties":{"distinct_id":"⟦d.uuid⟧","$email":"⟦email.kr⟧","$phone":"⟦phone.kr⟧","$name":"⟦name.ko⟧","amount":⟦n:1000-99000⟧,"ip":"⟦ip4⟧"}}
=== sentry-zh zh events json
帮我看看这个错误上报：
{"level":"error","message":"支付回调验签失败","user":{"id":"⟦#:8⟧","phone":"⟦phone.cn.mob⟧","ip_address":"⟦ip⟧"},"extra":{"out_trade_no":"⟦d.order⟧","notify_url":"⟦d.url⟧"},"release":"⟦d.version⟧"}
=== queue-dlq-en en events json
This message is stuck in the dead-letter queue, what's malformed?
{"MessageId":"⟦d.uuid⟧","Body":"{\"type\":\"password_reset\",\"email\":\"⟦email⟧\",\"link\":\"⟦url.token⟧\"}","Attributes":{"ApproximateReceiveCount":"⟦n:4-9⟧"}}
=== webhook-shopify-en en events json
Shopify order webhook, map it to our schema:
{"id":⟦#:13⟧,"email":"⟦email⟧","phone":"⟦phone.ae⟧","shipping_address":{"name":"⟦name.ar|latin⟧","address1":"⟦addr.ae⟧"},"total_price":"⟦n:10-999⟧.00","order_number":⟦n:1000-9999⟧}
=== audit-trail-tr tr events
Denetim kaydını özetle:
⟦d.ts⟧ user=⟦email⟧ action=export_customers rows=⟦n:100-9000⟧ src_ip=⟦ip4⟧
⟦d.ts⟧ user=⟦email⟧ action=login_failed src_ip=⟦ip6⟧
=== noPII-otel-en en events
Span dump: service=cart version=⟦d.version⟧ span=⟦x:16~trace_id⟧ parent=⟦x:16~trace_id⟧ peer=⟦d.privip⟧ db.statement="SELECT * FROM carts WHERE id = $1" duration=⟦ms⟧ms build=⟦d.build⟧
=== noPII-sentry-ja ja events json
{"level":"warning","message":"外部APIのレスポンス遅延","tags":{"release":"⟦d.version⟧","region":"ap-northeast-1","host":"⟦d.privip⟧"},"fingerprint":["⟦d.md5⟧"],"event_id":"⟦x:32~request_id⟧"}
