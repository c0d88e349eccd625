More Chinese, Japanese and Korean texts (and English ones carrying CJK values), secrets-heavy.

=== zh-cfg-aws zh config
帮我检查一下这个 ~/.aws/credentials 为什么不生效：
[default]
aws_access_key_id = ⟦aws.akid⟧
aws_secret_access_key = ⟦aws.secret⟧
region = ap-east-1
[test]
aws_access_key_id = ⟦d.examplekey⟧
=== ja-cfg-aws ja config
このコードでS3にアップロードできません。
s3 = boto3.client("s3", aws_access_key_id="⟦aws.akid⟧", aws_secret_access_key="⟦aws.secret⟧", region_name="ap-northeast-1")
s3.upload_file("report.csv", "kawaguchi-reports", "⟦date⟧/report.csv")
=== ko-cfg-aws ko config
깃허브에 실수로 올렸는데 이거 위험한가요?
export AWS_ACCESS_KEY_ID=⟦aws.akid⟧
export AWS_SECRET_ACCESS_KEY=⟦aws.secret⟧
export AWS_DEFAULT_REGION=ap-northeast-2
=== en-aws-cli-mixed en logs
aws sts get-caller-identity output, is the key ⟦aws.akid⟧ still active?
{"UserId": "⟦d.aida⟧", "Account": "⟦#:12~cloud_account_id⟧", "Arn": "arn:aws:iam::⟦#:12⟧:user/⟦name.zh#1|latin|lower⟧"}
=== zh-jwt-debug zh httppaste
这个token解析出来是什么？为什么一直401
Authorization: Bearer ⟦jwt⟧
请求IP：⟦ip4⟧，接口 /api/v1/orders，时间 ⟦d.ts⟧
=== ja-jwt-debug ja httppaste
JWTの有効期限を確認したいです：
⟦jwt⟧
ちなみにサンプルの ⟦d.exjwt⟧ はデコードできました。
=== ko-jwt-debug ko httppaste
이 토큰 만료됐는지 봐줘
eyJ로 시작하는 거 맞지? → ⟦jwt⟧
요청 ID ⟦d.trace⟧
=== zh-pem zh config
Nginx 报错 "key values mismatch"，私钥内容如下（测试机用的）：
⟦pem:rsa⟧
证书指纹 ⟦d.sha256⟧
=== ja-pem ja config
GitHub Actions のデプロイキーが通りません。秘密鍵はこれです：
⟦pem:ssh⟧
公開鍵は ⟦d.sshpub⟧ です。
=== ko-pem ko config
서버 접속용 키인데 형식이 맞는지 봐줘
⟦pem⟧
=== zh-urltoken zh httppaste
这个下载链接过期了吗？⟦url.token⟧ 打开提示 AccessDenied，RequestId ⟦A:16~request_id⟧。
=== ja-urltoken ja httppaste
Slackに通知を送るWebhookを設定しました：⟦url.token⟧ でもメッセージが届きません。
=== ko-urltoken ko httppaste
DB 연결 문자열 이거 맞아? ⟦url.cred⟧ 접속하면 timeout 나요.
=== zh-card-dispute zh bank
信用卡盗刷申诉，帮我写一份说明：
持卡人：⟦name.zh#1⟧
卡号：⟦card.up⟧
交易时间：⟦d.ts⟧，金额⟦d.amount.cny⟧，商户：境外网站
联系电话：⟦phone.cn.mob⟧
=== zh-card-visa zh bank
我的Visa卡⟦card.visa⟧在海外被拒，是什么原因？持卡人⟦name.zh#1|latin|upper⟧，预留手机⟦phone.cn.mob⟧。
=== ja-card ja bank
カードの不正利用の連絡をしたいです。カード番号 ⟦card.jcb⟧、名義 ⟦name.ja#1|latin|upper⟧、登録電話 ⟦phone.jp⟧。利用日 ⟦date⟧、金額 ⟦d.amount.jpy⟧。
=== ko-card ko bank
카드 분실 신고서 작성 도와줘: 카드번호 ⟦card.mc⟧, 소유자 ⟦name.ko⟧, 연락처 ⟦phone.kr⟧, 분실일 ⟦date⟧.
=== zh-bankcard-bind zh toolcall json
{"tool":"payment.bind_card","args":{"card_no":"⟦card.up16⟧","holder":"⟦name.zh⟧","id_no":"⟦cnid⟧","phone":"⟦phone.cn.mob⟧"},"trace":"⟦d.uuid⟧"}
=== zh-loan-app zh clinic
贷款申请材料（请帮我检查有没有漏填）：
申请人：⟦name.zh#1⟧
身份证：⟦cnid⟧
手机：⟦phone.cn.mob⟧
单位地址：⟦addr.cn⟧
收款账户：⟦card.up⟧
紧急联系人：⟦name.zh⟧ ⟦phone.cn.mob⟧
=== zh-rental-contract zh realestate
租房合同要点提取：
甲方（出租方）：⟦name.zh⟧，身份证号⟦cnid⟧
乙方（承租方）：⟦name.zh⟧，电话⟦phone.cn.mob⟧
房屋地址：⟦addr.cn⟧
月租金⟦d.amount.cny⟧，押一付三，收款卡号⟦card.up⟧
=== zh-wechat-group zh forum
群聊记录，帮我整理成通知：
[⟦time⟧] ⟦name.zh#1⟧：周六聚餐改到⟦addr.cn⟧，到了打我电话⟦phone.cn.mob⟧
[⟦time⟧] ⟦name.zh#2⟧：收到👌 AA的钱转到我支付宝 ⟦email.cn<2⟧
[⟦time⟧] ⟦name.zh⟧：+1
=== zh-express-complaint zh helpdesk
投诉内容：快递员未经同意把包裹放在驿站。运单⟦d.tracking⟧，收件人⟦name.zh⟧，电话⟦phone.cn.mob|nospace⟧，地址⟦addr.cn⟧。请12315介入。
=== zh-hk-tw-mixed zh forum
香港朋友⟦name.zh#1⟧的電話是⟦phone.hk⟧，台灣那邊的⟦name.zh⟧是⟦phone.tw⟧，地址⟦addr.tw⟧。幫我整理成通訊錄格式。
=== zh-log-nginx zh logs
nginx 日志里这些IP是什么来头？
⟦ip4⟧ - - [03/Dec/2026:⟦time⟧:⟦n:10-59⟧ +0800] "GET /wp-login.php HTTP/1.1" 404 ⟦n:100-999⟧
⟦ip4⟧ - - [03/Dec/2026:⟦time⟧:⟦n:10-59⟧ +0800] "POST /xmlrpc.php HTTP/1.1" 403 ⟦n:100-999⟧
⟦d.privip⟧ - - [03/Dec/2026:⟦time⟧:⟦n:10-59⟧ +0800] "GET /health HTTP/1.1" 200 2
=== ja-log-ipv6 ja logs
アクセスログに見慣れないIPv6があります。どこの国からですか？
⟦ip6⟧ - - [03/Dec/2026:⟦time⟧:⟦n:10-59⟧ +0900] "GET /mypage HTTP/2.0" 200 ⟦n:1000-9999⟧
⟦ip6⟧ - - [03/Dec/2026:⟦time⟧:⟦n:10-59⟧ +0900] "POST /login HTTP/2.0" 302 0
⟦d.loop⟧ - - [03/Dec/2026:⟦time⟧:⟦n:10-59⟧ +0900] "GET /server-status HTTP/1.1" 200 512
=== ko-log-login ko logs
로그인 이력인데 해킹 의심돼요
⟦d.ts⟧ 로그인 성공 IP ⟦ip4⟧ (대한민국)
⟦d.ts⟧ 로그인 실패 IP ⟦ip4⟧ (해외)
⟦d.ts⟧ 비밀번호 변경 IP ⟦ip6⟧
계정: ⟦email.kr⟧
=== ja-env ja config
.env の書き方が合っているか見てください：
OPENAI_API_KEY=⟦key.openai⟧
LINE_CHANNEL_SECRET=⟦secret.hex⟧
ADMIN_TEL=⟦phone.jp⟧
=== ko-env ko config
.env 파일인데 왜 키를 못 읽지?
ANTHROPIC_API_KEY=⟦key.anthropic⟧
NAVER_CLIENT_SECRET=⟦a:10!API_KEY⟧
DB_PASSWORD=⟦password⟧
=== zh-env zh config
为什么 dotenv 读不到？
DEEPSEEK_API_KEY=⟦key.openai⟧
ALIYUN_AK=⟦key.cn⟧
WECHAT_APP_SECRET=⟦secret.hex⟧
ADMIN_PHONE=⟦phone.cn.mob⟧
=== ja-sql ja sqldump sql
このUPDATE文で全件更新してしまいました。戻せますか？
UPDATE users SET email = '⟦email.jp⟧', tel = '⟦phone.jp⟧' WHERE name = '⟦name.ja⟧';
=== ko-sql ko sqldump sql
SELECT 결과 정리해줘
INSERT INTO orders (buyer, phone, addr, card) VALUES ('⟦name.ko⟧', '⟦phone.kr⟧', '⟦addr.kr⟧', '⟦card.visa⟧');
=== ja-mail-apology ja mailchain
このお詫びメールを添削してください。

⟦name.ja#1⟧ 様
この度はご注文（⟦d.order⟧）の配送に遅れが生じ、誠に申し訳ございません。
ご登録の住所（⟦addr.jp⟧）宛に本日発送いたしました。
お問い合わせ：⟦d.hotline⟧
=== ko-mail-invoice ko mailchain
세금계산서 메일 답장 써줘

> 보낸사람: ⟦name.ko#1⟧ <⟦email.company<1⟧>
> 사업자등록번호 ⟦d.company⟧ 기준으로 발행 부탁드립니다.
> 담당자 휴대폰 ⟦phone.kr⟧
=== ja-clinic-referral ja clinic
紹介状の要点を抜き出して：
患者氏名 ⟦name.ja⟧（⟦n:20-90⟧歳）
住所 ⟦addr.jp⟧
連絡先 ⟦phone.jp⟧
傷病名 ⟦d.icd⟧ の疑い
紹介先 ⟦name.ja⟧ 先生
=== ko-clinic-pharmacy ko clinic
처방전 내용 정리: 환자 ⟦name.ko⟧, 연락처 ⟦phone.kr⟧, 약품코드 ⟦d.sku⟧, 로트 ⟦d.lot⟧, 질병코드 ⟦d.icd⟧.
=== ja-court-police ja legal
被害届の下書きを整えてください。
届出人：⟦name.ja⟧（⟦addr.jp⟧、電話 ⟦phone.jp⟧）
被害：⟦date⟧ 自転車盗難（防犯登録番号 ⟦#:8⟧）
=== ko-police ko legal
고소장 초안 다듬어줘: 고소인 ⟦name.ko⟧ (⟦addr.kr⟧, ⟦phone.kr⟧), 피고소인 ⟦name.ko⟧. 중고거래 사기, 입금 계좌 예금주 ⟦name.ko⟧.
=== en-kr-visa-form en travel
Help me fill the K-ETA form for my colleague:
Full name: ⟦name.ko#1|rev⟧ (⟦name.ko#1⟧)
Phone: ⟦phone.kr⟧
Stay address: ⟦addr.kr⟧
Email: ⟦email.kr<1⟧
=== en-jp-hotel-mixed en travel
Please translate this hotel note for the guest: Guest ⟦name.ja#1|latin⟧ (⟦name.ja#1⟧), room ⟦n:200-1500⟧, late checkout approved. Luggage to be sent to ⟦addr.jp⟧, tel ⟦phone.jp⟧.
=== en-cn-supplier-mixed en crm
Supplier contact sheet, make it a table:
Factory: Zhongxin Trade (Dongguan)
Sales: ⟦name.zh#1⟧ / ⟦name.zh#1|latin⟧, WeChat & mobile ⟦phone.cn.mob⟧, ⟦email.cn<1⟧
Office: ⟦addr.cn⟧
Bank: ⟦card.up⟧ (for RMB deposits)
=== en-tw-mixed en shipping
Ship to Taiwan: ⟦name.zh#1⟧ (⟦name.zh#1|latin⟧), ⟦addr.tw⟧, mobile ⟦phone.tw⟧. Invoice ⟦d.invoice⟧.
=== ko-noPII-dev ko config
이 Dockerfile 빌드가 느린 이유?
FROM golang:⟦d.version⟧ AS build
COPY . .
RUN go build -o /app ./cmd/server  # 커밋 ⟦d.gitsha⟧
EXPOSE 8080
# 이미지 다이제스트 ⟦d.digest⟧, 빌드 ⟦d.build⟧
=== ja-noPII-dev ja config
docker-compose のネットワーク設定で ⟦d.privip⟧ と ⟦d.docip⟧ がぶつかります。サブネット ⟦d.privip⟧/16 を変えるべき？ バージョン ⟦d.version⟧。
=== zh-noPII-dev zh config
K8s 配置问题：镜像 ⟦d.digest⟧，版本 ⟦d.version⟧，Pod UID ⟦d.uuid⟧，节点 ⟦d.privip⟧，元数据地址 ⟦d.loop⟧。示例密钥 ⟦d.examplekey⟧ 能直接用吗？
=== zh-noPII-placeholder zh forum
表单示例里写的"姓名：⟦d.placeholdername⟧，手机：⟦d.maskphone⟧，身份证：⟦bad.cnid⟧"是真实信息吗？我照着填会不会出问题？
=== ja-noPII-shop ja shipping
配送状況を教えて。注文番号 ⟦d.order⟧、伝票 ⟦d.tracking⟧、JAN ⟦ean13⟧、お客様センター ⟦d.hotline⟧。
=== ko-noPII-shop ko shipping
주문 ⟦d.order⟧ 배송 조회: 송장 ⟦d.tracking⟧, 상품코드 ⟦d.sku⟧, 결제금액 ⟦d.amount.krw⟧, 고객센터 ⟦d.hotline⟧.
=== zh-school-report zh school
家长会通知回执：学生⟦name.zh⟧，家长⟦name.zh⟧，手机⟦phone.cn.mob⟧，家庭住址⟦addr.cn⟧。
=== ja-realestate-mixed ja realestate
内見予約の返信を作って。お客様：⟦name.en#1⟧様（外国籍）、メール ⟦email<1⟧、携帯 ⟦phone.any⟧、物件 ⟦addr.jp⟧。
=== ko-apt-notice ko realestate
관리사무소 공지문 다듬어줘: ⟦addr.kr⟧ 세대 누수 공사, 문의 관리소장 ⟦name.ko⟧ ⟦phone.kr⟧.
=== zh-ssn-us zh insurance
我在美国报税，表格里填的社安号⟦ssn⟧和姓名⟦name.zh#1|latin|upper⟧，地址⟦addr.us⟧，请帮我检查格式。
=== ko-us-ssn ko insurance
미국 은행 계좌 개설 서류 확인해줘: 이름 ⟦name.ko#1|latin⟧, SSN ⟦ssn⟧, 주소 ⟦addr.us⟧, 전화 ⟦phone.us⟧.
=== ja-iban ja bank
海外送金の受取口座が正しいか確認して：受取人 ⟦name.de⟧、IBAN ⟦iban.DE⟧、BIC ⟦d.bic⟧、送金額 ⟦d.amount.jpy⟧。
=== ko-iban ko bank
유럽 송금 정보 맞는지 봐줘: 수취인 ⟦name.fr⟧, IBAN ⟦iban.FR⟧, SWIFT ⟦d.bic⟧.
=== zh-iban zh bank
这个IBAN ⟦bad.iban.IT⟧ 校验不通过，对方后来又发了 ⟦iban.IT⟧，收款人 ⟦name.it⟧，哪个是对的？
