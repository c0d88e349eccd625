curl, Postman and HAR pastes.

=== http-curl-auth en httppaste
This curl returns 401, what's wrong?
curl -X POST https://api.pixelforge.io/v2/messages \
  -H "Authorization: Bearer ⟦key.anthropic⟧" \
  -H "Content-Type: application/json" \
  -d '{"to":"⟦phone.any⟧","text":"Your code is ⟦#:6⟧"}'
=== http-curl-basic en httppaste
curl -u ⟦email⟧:⟦password⟧ https://jira.⟦dom.company⟧/rest/api/2/issue/⟦d.ticket⟧ -v
< HTTP/1.1 403 Forbidden
< X-Request-Id: ⟦d.uuid⟧
=== http-curl-jwt en httppaste
curl 'https://api.orbitpay.com.tr/v1/me' -H 'authorization: Bearer ⟦jwt⟧' -H 'x-forwarded-for: ⟦ip4⟧' --compressed
=== http-har-entry en httppaste json
Extract the failing request from this HAR:
{"log":{"entries":[{"startedDateTime":"⟦d.ts⟧","request":{"method":"POST","url":"https://checkout.pixelforge.io/api/pay","headers":[{"name":"Cookie","value":"session=⟦b:43!API_KEY⟧"},{"name":"User-Agent","value":"⟦ua⟧"}],"postData":{"mimeType":"application/json","text":"{\"card\":\"⟦card.visa|nospace⟧\",\"name\":\"⟦name.en⟧\",\"email\":\"⟦email⟧\"}"}},"response":{"status":402},"serverIPAddress":"⟦ip4⟧"}]}}
=== http-har-ja ja httppaste json
HARファイルの一部です。どこでエラーになっていますか？
{"request":{"method":"POST","url":"https://api.kawaguchi-seiki.co.jp/members","postData":{"text":"{\"name\":\"⟦name.ja⟧\",\"tel\":\"⟦phone.jp⟧\",\"zip_addr\":\"⟦addr.jp⟧\"}"}},"response":{"status":422,"content":{"text":"{\"error\":\"郵便番号が不正です\"}"}},"serverIPAddress":"⟦ip4⟧"}
=== http-postman-env en httppaste json
Postman environment export — can I commit this?
{"id":"⟦d.uuid⟧","name":"prod","values":[{"key":"baseUrl","value":"https://api.orbitpay.com.tr","enabled":true},{"key":"token","value":"⟦key.any⟧","enabled":true},{"key":"testUser","value":"⟦email⟧","enabled":true}],"_postman_exported_using":"Postman/11.2.0"}
=== http-postman-collection en httppaste
Postman pre-request script:
pm.environment.set("auth", "⟦key.github⟧");
pm.request.headers.add({key: "X-Api-Key", value: "{{apiKey}}"});
// request url: {{baseUrl}}/users/{{userId}} -> ⟦d.url⟧
=== http-webhook-payload en httppaste json
We received this webhook, is the signature check right?
{"id":"⟦d.evtid⟧","type":"customer.updated","data":{"object":{"id":"cus_⟦a:14⟧","name":"⟦name.fr⟧","email":"⟦email.eu⟧","phone":"⟦phone.fr⟧","address":{"line1":"⟦addr.fr⟧"}}},"request":{"idempotency_key":"⟦d.uuid⟧"}}
=== http-graphql-ko ko httppaste json
GraphQL 요청이 400이 나요:
{"query":"mutation($input: UpdateUserInput!){ updateUser(input:$input){ id } }","variables":{"input":{"name":"⟦name.ko⟧","phone":"⟦phone.kr⟧","address":"⟦addr.kr⟧","email":"⟦email.kr⟧"}}}
=== http-zh-request zh httppaste
接口调不通，请求如下：
POST /api/user/bind HTTP/1.1
Host: api.zhongxin-trade.com.cn
Authorization: Bearer ⟦jwt⟧
X-Real-IP: ⟦ip4⟧

{"realName":"⟦name.zh⟧","idCard":"⟦cnid⟧","mobile":"⟦phone.cn.mob⟧"}
=== http-noPII-curl en httppaste
curl -s https://api.github.com/repos/golang/go/releases/latest | jq .tag_name
# returns "go1.26.⟦n:0-9⟧", request id ⟦d.trace⟧, rate limit resets at ⟦d.ts⟧
curl -H "Authorization: Bearer ⟦d.keyph⟧" ⟦d.url⟧
=== http-noPII-har en httppaste json
{"log":{"version":"1.2","creator":{"name":"Firefox","version":"⟦d.version⟧"},"entries":[{"request":{"method":"GET","url":"⟦d.url⟧"},"response":{"status":200},"serverIPAddress":"⟦d.docip⟧","timings":{"wait":⟦ms⟧}}]}}
=== http-presigned en httppaste
Download works in the browser but not from Python requests:
⟦url.token⟧
Error: SignatureDoesNotMatch, RequestId ⟦A:16~request_id⟧
=== http-wget-tr tr httppaste
Bu komut neden 403 veriyor?
wget --header="X-API-Key: ⟦secret.hex⟧" "https://api.orbitpay.com.tr/v1/musteri?telefon=⟦phone.tr|url⟧"
=== http-python-requests en httppaste
requests.post("https://api.sendgrid.com/v3/mail/send", headers={"Authorization": "Bearer ⟦key.misc⟧"}, json={"personalizations":[{"to":[{"email":"⟦email⟧","name":"⟦name.en⟧"}]}], "from":{"email":"⟦d.email⟧"}})
# returns 403, why?
=== http-fetch-es es httppaste
¿Por qué falla este fetch?
fetch("https://api.casa-verde-imoveis.com.br/leads", {method:"POST", headers:{"x-api-key":"⟦secret.hex⟧"}, body: JSON.stringify({nombre:"⟦name.es⟧", telefono:"⟦phone.mx⟧", correo:"⟦email⟧"})})
=== http-query-email en httppaste
The tracking pixel URL is https://t.pixelforge.io/o.gif?u=⟦email|url⟧&c=⟦d.uuid⟧ — does that count as leaking the address?
