More config, code and forms carrying secrets and US tax ids.

=== tfvars-en en config
terraform.tfvars (I know it shouldn't be committed, which lines should I move to a vault?)
aws_access_key = "⟦aws.akid⟧"
aws_secret_key = "⟦aws.secret⟧"
db_password    = "⟦password⟧"
alert_email    = "⟦email.company⟧"
vpc_cidr       = "⟦d.privip⟧/16"
=== gitlab-ci-de de config
Warum schlägt der Job fehl? .gitlab-ci.yml:
deploy:
  script:
    - git clone ⟦url.glclone⟧
    - ./deploy.sh --token ⟦key.gitlab⟧
  variables:
    NOTIFY: "⟦email.eu⟧"
=== ansible-inventory-en en config
Ansible can't log in, inventory:
[web]
⟦ip4⟧ ansible_user=deploy ansible_password=⟦password⟧
⟦d.privip⟧ ansible_user=deploy ansible_ssh_private_key_file=~/.ssh/id_rsa
=== firebase-config-en en config
Firebase init code, why is auth failing?
const firebaseConfig = {
  apiKey: "⟦key.google⟧",
  authDomain: "pixelforge-⟦#:5⟧.firebaseapp.com",
  projectId: "pixelforge-⟦#:5⟧",
  appId: "⟦d.fbapp⟧",
};
=== gradle-ru ru config
Сборка падает на подписи APK. gradle.properties:
RELEASE_STORE_FILE=release.jks
RELEASE_STORE_PASSWORD=⟦password⟧
RELEASE_KEY_ALIAS=upload
RELEASE_KEY_PASSWORD=⟦password⟧
MAPS_API_KEY=⟦key.google⟧
=== wpconfig-pt pt config
Meu WordPress dá "Error establishing a database connection". wp-config.php:
define( 'DB_NAME', 'loja' );
define( 'DB_USER', 'loja_admin' );
define( 'DB_PASSWORD', '⟦password⟧' );
define( 'DB_HOST', '⟦d.privip⟧' );
define( 'AUTH_KEY', '⟦key.wpsalt⟧' );
=== django-es es config
¿Por qué Django no arranca en producción? settings.py:
SECRET_KEY = '⟦key.django⟧'
DEBUG = False
ALLOWED_HOSTS = ['⟦ip4⟧', 'localhost']
EMAIL_HOST_USER = '⟦email⟧'
EMAIL_HOST_PASSWORD = '⟦password⟧'
=== pgpass-en en config
psql still asks for a password, my ~/.pgpass:
db-main.internal:5432:billing:billing_rw:⟦password⟧
⟦d.privip⟧:5432:*:readonly:⟦password⟧
=== netrc-en en config
~/.netrc for the Heroku CLI, is the format right?
machine api.heroku.com
  login ⟦email⟧
  password ⟦secret.hex⟧
=== gitcreds-en en config
git keeps asking me to log in although ~/.git-credentials has:
⟦url.cred⟧
=== cookie-jwt-fr fr httppaste
Pourquoi le serveur rejette ce cookie ?
Cookie: session_id=⟦b:32!API_KEY⟧; access_token=⟦jwt⟧; lang=fr
Origine : ⟦ip4⟧
=== payroll-csv-en en csvexport
Payroll export — why does row 2 fail validation?
employee,ssn,address,net_pay
⟦name.en⟧,⟦ssn⟧,"⟦addr.us⟧",⟦d.amount.usd⟧
⟦name.es⟧,⟦d.exssn⟧,"⟦addr.us⟧",⟦d.amount.usd⟧
⟦name.en⟧,⟦ssn⟧,"⟦addr.us⟧",⟦d.amount.usd⟧
=== paystub-en en ocr
OCR of my paystub, explain the deductions:
Employee: ⟦name.en#1|upper⟧   SSN: ⟦d.paystubssn⟧
Federal tax ⟦d.amount.usd⟧  FICA ⟦d.amount.usd⟧  Net pay ⟦d.amount.usd⟧
=== direct-deposit-en en bank
Check this direct deposit form before I hand it in:
Name: ⟦name.en⟧
SSN: ⟦ssn⟧
Bank routing number: ⟦d.routing⟧
Account number: ⟦#:10⟧
Phone: ⟦phone.us⟧
=== stripe-webhook-en en config
Stripe signature verification fails. .env:
STRIPE_SECRET_KEY=⟦key.stripe⟧
STRIPE_WEBHOOK_SECRET=⟦key.whsec⟧
STRIPE_PUBLISHABLE_KEY=⟦d.pk⟧
=== go-embedded-key en config
Code review: we embed the signing key as a string, is that ok?
var signingKey = []byte(`⟦pem:ec⟧`)
var apiBase = "https://api.pixelforge.io" // build ⟦d.build⟧
=== k8s-tls-secret en config
Ingress says the TLS secret is invalid:
apiVersion: v1
kind: Secret
type: kubernetes.io/tls
metadata: {name: web-tls}
data:
  tls.crt: ⟦d.b64⟧
  tls.key: ⟦pem|b64⟧
=== midtrans-id id config
Kenapa pembayaran Midtrans gagal? config:
MIDTRANS_SERVER_KEY=⟦key.midtrans⟧
MIDTRANS_IS_PRODUCTION=true
ADMIN_WA=⟦phone.id⟧
=== toss-ko ko config
토스페이먼츠 결제 승인 API가 401이에요
TOSS_SECRET_KEY=⟦key.toss⟧
TOSS_CLIENT_KEY=⟦d.pk⟧
관리자: ⟦name.ko⟧ ⟦phone.kr⟧
=== payjp-ja ja config
PAY.JPの決済が通りません。設定：
PAYJP_SECRET_KEY=⟦key.stripe⟧
PAYJP_PUBLIC_KEY=⟦d.pk⟧
担当：⟦name.ja⟧（⟦email.company⟧）
=== razorpay-hi en config
Razorpay checkout fails on prod. Keys in config.py:
RAZORPAY_KEY_ID = "⟦key.misc⟧"
RAZORPAY_KEY_SECRET = "⟦a:24!API_KEY⟧"
SUPPORT = "⟦phone.in⟧"
=== vn-momo-config vi config
Tích hợp MoMo bị lỗi chữ ký, cấu hình của mình:
partnerCode: MOMO⟦A:8⟧
accessKey: ⟦a:16!API_KEY⟧
secretKey: ⟦a:32!API_KEY⟧
hotline: ⟦d.hotline⟧
=== th-line-config th config
ทำไม LINE bot ตอบไม่ได้ config:
LINE_CHANNEL_ACCESS_TOKEN=⟦key.line⟧
LINE_CHANNEL_SECRET=⟦x:32!API_KEY⟧
ผู้ดูแล: ⟦name.th⟧ ⟦phone.th⟧
=== tr-iyzico tr config
iyzico ödeme entegrasyonu hata veriyor:
IYZICO_API_KEY=⟦a:32!API_KEY⟧
IYZICO_SECRET_KEY=⟦a:32!API_KEY⟧
IYZICO_BASE_URL=https://api.iyzipay.com
yetkili: ⟦name.tr⟧ ⟦phone.tr⟧
