Web server, application and audit log lines pasted for debugging.

=== log-nginx-combined en logs
Why are these requests 401-ing? nginx access log:
⟦ip4⟧ - - [⟦n:10-28⟧/Dec/2026:⟦time⟧:⟦n:10-59⟧ +0000] "POST /v1/chat/completions HTTP/1.1" 401 ⟦n:80-400⟧ "-" "⟦ua⟧"
⟦ip6⟧ - - [⟦n:10-28⟧/Dec/2026:⟦time⟧:⟦n:10-59⟧ +0000] "GET ⟦path⟧ HTTP/2.0" ⟦status⟧ ⟦n:80-40000⟧ "-" "⟦ua⟧"
⟦d.privip⟧ - - [⟦n:10-28⟧/Dec/2026:⟦time⟧:⟦n:10-59⟧ +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.30"
=== log-apache-token en logs
apache error log, does this leak anything?
[Thu Dec 03 ⟦time⟧:⟦n:10-59⟧.⟦#:6⟧ 2026] [php:warn] [pid ⟦n:1000-40000⟧] [client ⟦ip4⟧:⟦n:30000-65000⟧] PHP Warning: file_get_contents(⟦url.token⟧): Failed to open stream: HTTP request failed! HTTP/1.1 403 Forbidden
=== log-json-app en logs
{"level":"error","ts":"⟦d.ts⟧","caller":"billing/charge.go:⟦n:40-400⟧","msg":"charge failed","customer_email":"⟦email⟧","card_last4":"⟦#:4⟧","ip":"⟦ip⟧","trace_id":"⟦d.trace⟧","error":"card_declined"}
=== log-json-leak-key en logs
{"level":"debug","ts":"⟦d.ts⟧","msg":"outbound request","method":"POST","url":"https://api.openai.com/v1/responses","headers":{"Authorization":"Bearer ⟦key.openai⟧","OpenAI-Organization":"⟦d.orgid⟧"},"latency_ms":⟦ms⟧}
=== log-auth-jwt en logs
2026-12-03T⟦time⟧:⟦n:10-59⟧Z INFO  auth.middleware  token accepted sub=⟦x:24⟧ jwt=⟦jwt⟧ remote=⟦ip4⟧
2026-12-03T⟦time⟧:⟦n:10-59⟧Z WARN  auth.middleware  token expired remote=⟦d.privip⟧ req=⟦d.trace⟧
=== log-sshd en logs
Dec  3 ⟦time⟧:⟦n:10-59⟧ bastion sshd[⟦n:1000-60000⟧]: Failed password for invalid user admin from ⟦ip4⟧ port ⟦n:30000-65000⟧ ssh2
Dec  3 ⟦time⟧:⟦n:10-59⟧ bastion sshd[⟦n:1000-60000⟧]: Accepted publickey for deploy from ⟦d.privip⟧ port ⟦n:30000-65000⟧ ssh2: ED25519 ⟦d.fpr⟧
Dec  3 ⟦time⟧:⟦n:10-59⟧ bastion sshd[⟦n:1000-60000⟧]: Disconnected from authenticating user root ⟦ip6⟧ port ⟦n:30000-65000⟧ [preauth]
=== log-cloudfront en logs
#Fields: date time x-edge-location sc-bytes c-ip cs-method cs(Host) cs-uri-stem sc-status
2026-12-03	⟦time⟧:⟦n:10-59⟧	ICN57-P2	⟦n:300-90000⟧	⟦ip4⟧	GET	d1⟦l:10⟧.cloudfront.net	/img/⟦x:8⟧.webp	200
2026-12-03	⟦time⟧:⟦n:10-59⟧	NRT20-C1	⟦n:300-90000⟧	⟦ip6⟧	GET	d1⟦l:10⟧.cloudfront.net	/index.html	304
=== log-zh-app zh logs
[⟦d.ts⟧] ERROR [order-service] 下单失败 userId=⟦#:9⟧ mobile=⟦phone.cn.mob⟧ addr=⟦addr.cn⟧ reason=库存不足 sku=⟦d.sku⟧ traceId=⟦d.trace⟧
[⟦d.ts⟧] INFO  [order-service] 回调地址 ⟦d.url⟧ 请求耗时 ⟦ms⟧ms
=== log-ja-batch ja logs
2026/12/03 ⟦time⟧:⟦n:10-59⟧ [WARN] 会員取込バッチ: 行⟦n:2-900⟧ 郵便番号不正 氏名=⟦name.ja⟧ 住所=⟦addr.jp⟧ TEL=⟦phone.jp⟧
2026/12/03 ⟦time⟧:⟦n:10-59⟧ [INFO] 会員取込バッチ: 完了 件数=⟦n:100-9000⟧ jobId=⟦d.uuid⟧
=== log-ko-audit ko logs
[감사로그] ⟦d.ts⟧ 관리자 ⟦name.ko⟧ 계정이 고객 정보 조회: 고객명=⟦name.ko⟧, 연락처=⟦phone.kr⟧, 접속IP=⟦ip4⟧, 사유=배송문의
=== log-k8s-events en logs
kubectl logs payments-7d9c⟦x:5⟧-⟦l:5⟧ -n prod --tail=5
I1203 ⟦time⟧:⟦n:10-59⟧.⟦#:6⟧ 1 server.go:88] listening on :8443
E1203 ⟦time⟧:⟦n:10-59⟧.⟦#:6⟧ 1 webhook.go:142] POST ⟦url.token⟧ failed: context deadline exceeded
I1203 ⟦time⟧:⟦n:10-59⟧.⟦#:6⟧ 1 pool.go:51] db pool ready host=⟦d.privip⟧ image=registry.local/payments@⟦d.digest⟧
=== log-noPII-k8s en logs
Pod pending, events:
  Warning  FailedScheduling  ⟦n:2-59⟧s  default-scheduler  0/⟦n:3-12⟧ nodes are available: insufficient memory.
  Normal   Pulled            ⟦n:2-59⟧s  kubelet  Container image "ghcr.io/acme/api@⟦d.digest⟧" already present
  node ip ⟦d.privip⟧, pod uid ⟦d.uuid⟧, cluster version ⟦d.version⟧
=== log-noPII-syslog en logs
Dec  3 ⟦time⟧:⟦n:10-59⟧ web-01 kernel: [⟦n:1000-99999⟧.⟦#:6⟧] eth0: renamed from veth⟦x:7⟧
Dec  3 ⟦time⟧:⟦n:10-59⟧ web-01 systemd[1]: Started Session ⟦n:100-9999⟧ of user deploy.
Dec  3 ⟦time⟧:⟦n:10-59⟧ web-01 dhclient[⟦n:300-900⟧]: DHCPACK of ⟦d.privip⟧ from ⟦d.privip⟧
Dec  3 ⟦time⟧:⟦n:10-59⟧ web-01 chronyd[⟦n:300-900⟧]: Selected source ⟦d.docip⟧
=== log-noPII-zh zh logs
2026-12-03 ⟦time⟧:⟦n:10-59⟧ [main] INFO  启动完成，版本 ⟦d.version⟧，构建 ⟦d.build⟧，监听 ⟦d.loop⟧:8080
2026-12-03 ⟦time⟧:⟦n:10-59⟧ [task-3] WARN  重试回调 ⟦d.url⟧ 第⟦n:2-5⟧次，请求ID ⟦d.uuid⟧
=== log-fail2ban-ru ru logs
Почему fail2ban не банит? Лог:
2026-12-03 ⟦time⟧:⟦n:10-59⟧,⟦#:3⟧ fail2ban.filter [⟦n:300-900⟧]: INFO [sshd] Found ⟦ip4⟧ - 2026-12-03 ⟦time⟧:⟦n:10-59⟧
2026-12-03 ⟦time⟧:⟦n:10-59⟧,⟦#:3⟧ fail2ban.actions [⟦n:300-900⟧]: NOTICE [sshd] Ban ⟦ip4⟧
2026-12-03 ⟦time⟧:⟦n:10-59⟧,⟦#:3⟧ fail2ban.actions [⟦n:300-900⟧]: NOTICE [sshd] Unban ⟦ip6⟧
=== log-mail-postfix en logs
Dec  3 ⟦time⟧:⟦n:10-59⟧ mx1 postfix/smtpd[⟦n:1000-40000⟧]: NOQUEUE: reject: RCPT from unknown[⟦ip4⟧]: 554 5.7.1 <⟦email⟧>: Relay access denied; from=<⟦email⟧> to=<⟦email⟧> proto=ESMTP helo=<mail.⟦dom.company⟧>
=== log-python-trace-pt pt logs
Alguém sabe por que isso acontece? Log do worker:
2026-12-03 ⟦time⟧:⟦n:10-59⟧ ERROR celery.worker Task enviar_boleto[⟦d.uuid⟧] raised: SMTPRecipientsRefused({'⟦email.br⟧': (550, b'mailbox unavailable')})
2026-12-03 ⟦time⟧:⟦n:10-59⟧ INFO  celery.worker cliente=⟦name.pt⟧ cpf_mascarado=***.⟦#:3⟧.⟦#:3⟧-** valor=⟦d.amount.brl⟧
=== log-audit-hi hi logs
[ऑडिट] ⟦d.ts⟧ उपयोगकर्ता ⟦name.hi⟧ ने लॉगिन किया, IP ⟦ip4⟧, मोबाइल ⟦phone.in⟧, सत्र ⟦d.uuid⟧
=== log-waf-tr tr logs
WAF uyarısı: SQLi denemesi
kaynak_ip=⟦ip4⟧ ülke=TR kural=942100 uri=/giris?kullanici=admin'-- istek_id=⟦d.trace⟧ zaman=⟦d.ts⟧
=== log-gateway-ipv6-nl nl logs
Gateway-log van vannacht, klopt het dat dit allemaal dezelfde gebruiker is?
⟦d.ts⟧ allow src=⟦ip6⟧ dst=⟦d.privip⟧:443 user=⟦email.eu⟧
⟦d.ts⟧ allow src=⟦ip6⟧ dst=⟦d.privip⟧:443 user=⟦email.eu⟧
⟦d.ts⟧ deny src=⟦ip4⟧ dst=⟦d.privip⟧:22
