# Secrets and identifiers in new surroundings.
%%% sec-jwt-debug en llm-request
My Next.js middleware rejects this token, can you tell me why? ⟦JWT:rs⟧
(the example ⟦~jwt-io-example⟧ decodes fine)
%%% sec-jwt-header-dump en git
GET /api/me HTTP/2
authorization: Bearer ⟦JWT⟧
x-amzn-trace-id: ⟦~trace-id⟧
%%% sec-aws-creds-chat en llm-request j
{"messages":[{"role":"user","content":"why does boto3 say InvalidClientTokenId? key id ⟦AKID⟧ secret ⟦KEY:awssecret⟧ region eu-central-1"}]}
%%% sec-pk-in-yaml en config
tls:
  key: |
    ⟦PK:rsa⟧
  cert: ./server.crt
%%% sec-pk-ec-chat en llm-request
is this key format right for ES256? ⟦PK:ec⟧
%%% sec-ssn-form-paste en llm-request
Fill the rest of this 1040 for me: Name ⟦P:en⟧, SSN ⟦SSN⟧, spouse ⟦P:en⟧ SSN ⟦SSN:c⟧, address ⟦AD:us⟧.
%%% sec-ssn-hr-chat en llm-request j
{"messages":[{"role":"user","content":"Employee ⟦P:en⟧ gave SSN ⟦SSN⟧ but E-Verify says mismatch; the old form had ⟦~ssn-invalid-area⟧."}]}
%%% sec-card-support en review
They charged my card ⟦CC⟧ twice and support told me to post the number here?? — ⟦P:en⟧
%%% sec-ip-abuse-report en notes
Abuse report: repeated logins to ⟦EM:from⟧'s account from ⟦IP⟧ and ⟦IP:v6⟧ (not our office ⟦~doc-ipv4⟧).
%%% sec-multi-keys-ja ja git
# ローカル用（コミット禁止）
OPENAI_API_KEY=⟦KEY:openai⟧
SLACK_BOT_TOKEN=⟦KEY:slack⟧
AWS_ACCESS_KEY_ID=⟦AKID⟧
%%% sec-de-keys de notes
Zugangsdaten fürs Staging (bitte nicht weitergeben): GitHub ⟦KEY:github⟧, SendGrid ⟦KEY:sendgrid⟧, JWT für Tests ⟦JWT:hs⟧.
