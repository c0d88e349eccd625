Configuration files (YAML, TOML, HCL, Java properties, .env, INI, XML, JSON)
with secrets under unusual keys; CLI sessions with passwords in flags.

~~~tpl kind=yaml_helm_values_odd_keys lang=en cat=config
# values-prod.yaml
global:
  imageTag: ⟪~version_string⟫
ingest:
  upstreamCredential: ⟪API_KEY⟫
  notify:
    pagerRoutingKey: ⟪API_KEY:hex⟫
    owner: "⟪PERSON⟫ <⟪EMAIL:work⟫>"
  resolver: ⟪~public_dns⟫

~~~tpl kind=toml_pyproject_private_index lang=en cat=config
[[tool.poetry.source]]
name = "corp"
url = "⟪URL_WITH_TOKEN⟫"
priority = "supplemental"

[tool.poetry]
authors = ["⟪PERSON#a⟫ <⟪EMAIL:@a⟫>"]
version = "⟪~version_string⟫"

~~~tpl kind=hcl_provider_block lang=en cat=config
provider "cloudflare" {
  api_token = "⟪API_KEY⟫"
}

provider "aws" {
  region     = "eu-central-1"
  access_key = "⟪AWS_ACCESS_KEY⟫"
  secret_key = "⟪API_KEY:aws⟫"
}

~~~tpl kind=java_properties_spring lang=en cat=config
# application-prod.properties
spring.datasource.url=jdbc:postgresql://pg-prod.internal:5432/orders
spring.datasource.username=orders_app
spring.datasource.password=⟪API_KEY:pw⟫
app.mail.sender=⟪~noreply_email⟫
app.mail.escalation=⟪EMAIL:work⟫
app.geo.fallback-ip=⟪~doc_ip⟫
app.secrets.hmac\ key=⟪API_KEY:hex⟫

~~~tpl kind=dotenv_with_comments lang=en cat=config
# .env.local — DO NOT COMMIT (committed anyway)
NEXT_PUBLIC_SITE=https://nordwind-solar.com
SUPABASE_SERVICE_ROLE=⟪JWT⟫
RESEND_KEY=⟪API_KEY⟫
ADMIN_PHONE="⟪PHONE⟫"
#OLD_KEY=⟪~placeholder_key⟫

~~~tpl kind=ini_odbc_dsn lang=en cat=config
[warehouse]
Driver=Snowflake
Server=xy12345.eu-central-1.snowflakecomputing.com
UID=⟪PERSON:handle⟫
PWD=⟪API_KEY:pw⟫
Role=ANALYST

~~~tpl kind=docker_compose_env lang=en cat=config
services:
  mail:
    image: ghcr.io/acme/mailer@⟪~container_digest⟫
    environment:
      SMTP_USER: ⟪EMAIL⟫
      SMTP_PASS: "⟪API_KEY:pw⟫"
      ALERT_TO: ⟪EMAIL:work⟫
    extra_hosts:
      - "relay:⟪IP_ADDRESS:v4⟫"

~~~tpl kind=k8s_secret_stringdata lang=en cat=config
apiVersion: v1
kind: Secret
metadata:
  name: payout-bank
stringData:
  beneficiary: "⟪PERSON⟫"
  iban: "⟪IBAN⟫"
  tls.key: |
    ⟪PRIVATE_KEY|ind4⟫

~~~tpl kind=npmrc_and_pip_conf lang=en cat=config
# ~/.npmrc
//registry.npmjs.org/:_authToken=⟪API_KEY⟫
# ~/.config/pip/pip.conf
[global]
index-url = ⟪URL_WITH_TOKEN⟫

~~~tpl kind=xml_app_config lang=en cat=config
<configuration>
  <appSettings>
    <add key="Smtp:Pwd" value="⟪API_KEY:pw⟫" />
    <add key="Owner" value="⟪PERSON|upper⟫" />
    <add key="Owner.Mobile" value="⟪PHONE⟫" />
  </appSettings>
  <connectionStrings>
    <add name="Crm" connectionString="Server=tcp:crm.database.windows.net;User ID=crm_admin;Password=⟪API_KEY:pw⟫;Encrypt=True" />
  </connectionStrings>
</configuration>

~~~tpl kind=cli_mysql_password_flag lang=en cat=cli_session
$ mysql -h ⟪IP_ADDRESS:v4⟫ -u reporting -p'⟪API_KEY:pw⟫' -e "select count(*) from orders"
mysql: [Warning] Using a password on the command line interface can be insecure.
+----------+
| count(*) |
+----------+
|   ⟪int:1000-99999⟫ |
+----------+

~~~tpl kind=cli_curl_basic_auth lang=en cat=cli_session
$ curl -sS -u "⟪EMAIL⟫:⟪API_KEY⟫" https://acme.atlassian.net/rest/api/3/myself | jq .displayName
"⟪PERSON⟫"

~~~tpl kind=cli_psql_uri lang=en cat=cli_session
❯ psql "postgresql://admin:⟪API_KEY:pw⟫@⟪IP_ADDRESS:v4⟫:5432/app?sslmode=require"
psql (16.4)
app=> select name, email from users order by id desc limit 1;
      name       |          email
-----------------+--------------------------
 ⟪PERSON⟫ | ⟪EMAIL⟫

~~~tpl kind=cli_docker_login_stdin lang=en cat=cli_session
PS C:\dev> echo ⟪API_KEY⟫ | docker login ghcr.io -u ⟪PERSON:handle⟫ --password-stdin
Login Succeeded

~~~tpl kind=cli_aws_configure_list lang=en cat=cli_session
$ cat ~/.aws/credentials
[default]
aws_access_key_id = ⟪AWS_ACCESS_KEY⟫
aws_secret_access_key = ⟪API_KEY:aws⟫
[sandbox]
aws_access_key_id = ⟪~example_aws_key⟫
aws_secret_access_key = ⟪~example_aws_secret⟫

~~~tpl kind=cli_ssh_verbose lang=en cat=cli_session
$ ssh -v -i ~/.ssh/id_ed25519 ⟪PERSON:handle⟫@⟪IP_ADDRESS#h⟫
debug1: Connecting to ⟪=h⟫ port 22.
debug1: Server host key: ⟪~public_key⟫
debug1: Authentications that can continue: publickey

~~~tpl kind=yaml_github_actions_inline_secret lang=en cat=config
jobs:
  notify:
    runs-on: ubuntu-latest
    steps:
      - run: |
          curl -X POST -H "Content-Type: application/json" \
            -d '{"text":"release ${{ github.ref_name }}"}' \
            ⟪URL_WITH_TOKEN⟫
      - run: echo "token ⟪~placeholder_key⟫ is a secret ref"

~~~tpl kind=toml_cargo_registry lang=en cat=config
[registries.internal]
index = "sparse+https://crates.internal.dev/index/"
token = "Bearer ⟪API_KEY⟫"

[package]
authors = ["⟪PERSON⟫ <⟪EMAIL⟫>"]

~~~tpl kind=json_service_account lang=en cat=config
{
  "type": "service_account",
  "project_id": "nordwind-prod",
  "private_key_id": "⟪hex:40⟫",
  "private_key": "⟪PRIVATE_KEY|json⟫",
  "client_email": "exporter@nordwind-prod.iam.gserviceaccount.com",
  "client_id": "1⟪dec:20⟫"
}

~~~tpl kind=properties_unicode_escaped_name lang=de cat=config
# messages_de.properties (native2ascii)
support.contact.name=⟪PERSON:de|jsonu⟫
support.contact.phone=⟪PHONE:de⟫
support.hotline=⟪~tollfree_number:de⟫
billing.creditor.iban=⟪IBAN:de,compact⟫

~~~tpl kind=hcl_vault_kv_put lang=en cat=cli_session
$ vault kv put secret/payments/stripe \
    secret_key=⟪API_KEY⟫ \
    webhook_secret=⟪API_KEY:whsec⟫ \
    owner=⟪EMAIL:work⟫
======= Secret Path =======
secret/data/payments/stripe

~~~tpl kind=yaml_ansible_inventory lang=en cat=config
all:
  hosts:
    mail01:
      ansible_host: ⟪IP_ADDRESS:v4⟫
      ansible_user: ⟪PERSON:handle⟫
      ansible_become_pass: "⟪API_KEY:pw⟫"
    ns:
      ansible_host: ⟪~public_dns⟫

~~~tpl kind=systemd_unit_env lang=en cat=config
[Service]
Environment="REDIS_URL=⟪URL_WITH_TOKEN⟫"
Environment="GRAFANA_TOKEN=⟪API_KEY⟫"
ExecStart=/usr/local/bin/exporter --listen ⟪~loopback_ip⟫:9100

~~~tpl kind=config_json_escaped_unicode_contact lang=fr cat=config
{"site":{"titre":"Boulangerie du Parc","contact":{"nom":"⟪PERSON:fr|jsonu⟫","tel":"⟪PHONE:fr⟫","adresse":"⟪STREET_ADDRESS:fr|jsonu⟫"},"smtp_mdp":"⟪API_KEY:pw⟫"}}

~~~tpl kind=kubectl_get_secret_decoded lang=en cat=cli_session
$ kubectl get secret api-keys -o json | jq -r '.data | map_values(@base64d)'
{
  "ANTHROPIC_API_KEY": "⟪API_KEY⟫",
  "WEBHOOK_URL": "⟪URL_WITH_TOKEN⟫",
  "FALLBACK_KEY": "⟪~placeholder_key⟫"
}

~~~tpl kind=env_export_history lang=en cat=cli_session
  501  export GITHUB_TOKEN=⟪API_KEY⟫
  502  gh auth status
  503  export PGPASSWORD='⟪API_KEY:pw⟫'
  504  pg_dump -h ⟪IP_ADDRESS:v4⟫ -U backup crm > crm.sql
  505  history | tail

~~~tpl kind=config_no_secrets_only_refs lang=en cat=config
# prod.toml — all secrets come from the vault
[db]
host = "db.internal"
password = "⟪~placeholder_key⟫"
[dns]
servers = ["⟪~public_dns⟫", "⟪~public_dns⟫"]
[build]
commit = "⟪~commit_sha⟫"
image = "registry.local/api@⟪~container_digest⟫"
release = "⟪~version_string⟫"

~~~tpl kind=wireguard_conf lang=en cat=config
[Interface]
PrivateKey = ⟪API_KEY:aws⟫
Address = 10.8.0.2/32
DNS = ⟪~public_dns⟫

[Peer]
PublicKey = ⟪b62:43⟫=
Endpoint = ⟪IP_ADDRESS:v4⟫:51820

~~~tpl kind=rclone_conf lang=de cat=config
[nas-backup]
type = webdav
url = https://nas.heim-⟪pick:alpha;lab;box⟫.de/remote.php/dav/files/⟪PERSON:de,handle⟫/
vendor = nextcloud
user = ⟪EMAIL:de⟫
pass = ⟪API_KEY:pw⟫
