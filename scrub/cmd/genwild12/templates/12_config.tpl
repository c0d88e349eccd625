Kubernetes, Helm, Terraform, docker-compose and .env config pasted for review.

=== cfg-k8s-secret en config
Why does this Secret not mount? 
apiVersion: v1
kind: Secret
metadata:
  name: api-credentials
  namespace: prod
  uid: ⟦d.uuid⟧
type: Opaque
stringData:
  OPENAI_API_KEY: "⟦key.openai⟧"
  DATABASE_URL: "⟦url.cred⟧"
  SENTRY_ENV: production
=== cfg-helm-values en config
Review my values.yaml, the template uses {{ .Values.smtp.password | b64enc }}:
image:
  repository: ghcr.io/acme/mailer
  tag: "⟦d.version⟧"
smtp:
  host: smtp.sendgrid.net
  user: apikey
  password: ⟦key.misc⟧
alertEmail: ⟦email.company⟧
ingress:
  hosts: [mail.pixelforge.io]
=== cfg-terraform-aws en config
terraform plan says the provider is misconfigured:
provider "aws" {
  region     = "ap-northeast-2"
  access_key = "⟦aws.akid⟧"
  secret_key = "⟦aws.secret⟧"
}
resource "aws_instance" "web" {
  ami           = "⟦d.ami⟧"
  instance_type = "t3.micro"
  tags = { Owner = "⟦email.company⟧" }
}
=== cfg-terraform-example en config
Is this the right way to pass credentials? (copied from the docs)
provider "aws" {
  access_key = "⟦d.examplekey⟧"
  secret_key = "⟦d.examplekey⟧"
  region     = "us-west-2"
}
# state bucket id ⟦d.uuid⟧, module version ⟦d.version⟧
=== cfg-compose en config
docker compose up fails, postgres keeps restarting:
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: ⟦password⟧
    ports: ["5432:5432"]
  api:
    image: registry.local/api@⟦d.digest⟧
    environment:
      - DATABASE_URL=⟦url.cred⟧
      - STRIPE_KEY=⟦key.stripe⟧
      - BIND=⟦d.loop⟧
=== cfg-dotenv en config
my .env — the app says GOOGLE key is invalid:
NODE_ENV=production
GOOGLE_MAPS_KEY=⟦key.google⟧
GITHUB_TOKEN=⟦key.github⟧
ADMIN_EMAIL=⟦email⟧
SUPPORT_PHONE=⟦d.hotline⟧
SESSION_SECRET=⟦secret.hex⟧
=== cfg-dotenv-placeholders en config
.env.example from the repo — which of these do I need to fill?
OPENAI_API_KEY=⟦d.keyph⟧
AWS_ACCESS_KEY_ID=⟦d.examplekey⟧
DB_PASSWORD=⟦d.keyph⟧
WEBHOOK_URL=⟦d.url⟧
=== cfg-gcp-sa en config json
Is this service-account file still valid?
{
  "type": "service_account",
  "project_id": "orbit-prod",
  "private_key_id": "⟦x:40~key_id⟧",
  "private_key": "⟦pem⟧\n",
  "client_email": "⟦d.svcacct⟧",
  "client_id": "⟦#:21~oauth_client_id⟧",
  "token_uri": "https://oauth2.googleapis.com/token"
}
=== cfg-ssh-config en config
Can't ssh into the box, here's what I have:
~/.ssh/config
Host prod-bastion
  HostName ⟦ip4⟧
  User ⟦name.en#1|given|lower⟧
  IdentityFile ~/.ssh/id_ed25519
and the key itself (I know, I'll rotate):
⟦pem:ssh⟧
=== cfg-ec-key en config
nginx says "PEM_read_bio_PrivateKey failed". The key file:
⟦pem:ec⟧
and the cert begins with
⟦d.cert⟧
=== cfg-zh-application zh config
Spring Boot 启动报错，配置如下：
spring:
  datasource:
    url: jdbc:mysql://⟦d.privip⟧:3306/order?useSSL=false
    username: root
    password: ⟦password⟧
aliyun:
  oss:
    access-key-id: ⟦key.cn⟧
    access-key-secret: ⟦secret.b64⟧
sms:
  admin-mobile: ⟦phone.cn.mob⟧
=== cfg-ja-settings ja config
この設定ファイルのどこが間違っていますか？
[database]
host = "⟦d.privip⟧"
user = "app"
password = "⟦password⟧"
[notify]
admin = "⟦email.jp⟧"
slack_webhook = "⟦url.token⟧"
=== cfg-ko-yaml ko config
이 설정에서 보안상 문제 되는 거 알려줘
server:
  port: 8080
  allowed-ips: [⟦ip4⟧, ⟦d.privip⟧]
kakao:
  rest-api-key: ⟦secret.hex⟧
alert:
  manager: ⟦name.ko⟧ (⟦phone.kr⟧)
=== cfg-noPII-k8s en config
apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  annotations:
    checksum/config: ⟦d.sha256⟧
spec:
  replicas: 3
  template:
    spec:
      containers:
      - name: web
        image: nginx@⟦d.digest⟧
        env:
        - name: API_KEY
          valueFrom: {secretKeyRef: {name: web, key: api-key}}
        - name: UPSTREAM
          value: "http://⟦d.privip⟧:8080"
=== cfg-noPII-helm en config
Explain this Helm helper:
{{- define "app.fullname" -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 -}}
{{- end -}}
# chart version ⟦d.version⟧ appVersion ⟦d.version⟧, digest ⟦d.digest⟧
=== cfg-github-actions en config
Why is the workflow leaking the token in logs?
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - run: curl -H "Authorization: token ⟦key.github⟧" https://api.github.com/user
      - run: echo "deploying ${{ github.sha }} as ${{ secrets.DEPLOY_USER }}"
=== cfg-npmrc en config
.npmrc:
//registry.npmjs.org/:_authToken=⟦key.misc⟧
registry=https://registry.npmjs.org/
always-auth=true
=== cfg-kubeconfig en config
kubectl says Unauthorized with this kubeconfig:
users:
- name: dev
  user:
    token: ⟦jwt⟧
clusters:
- cluster:
    server: https://⟦ip4⟧:6443
    certificate-authority-data: ⟦d.b64⟧
=== cfg-azure-conn en config
C# app can't connect:
"ConnectionStrings": { "Storage": "DefaultEndpointsProtocol=https;AccountName=orbitstore⟦#:2⟧;AccountKey=⟦secret.b64⟧;EndpointSuffix=core.windows.net" }
=== cfg-de-env de config
Warum lädt die App die Variablen nicht? Meine .env:
MAIL_USER=⟦email.eu⟧
MAIL_PASS=⟦password⟧
TELEGRAM_BOT_TOKEN=⟦key.misc⟧
=== cfg-pt-env pt config
Meu docker-compose não sobe, olha o env:
MERCADOPAGO_ACCESS_TOKEN=⟦key.mp⟧
MONGO_URL=⟦url.cred⟧
ADMIN_CELULAR=⟦phone.br⟧
