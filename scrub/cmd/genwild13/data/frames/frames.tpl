# Frames: what a record arrives wrapped in (proxy captures, pastes, scrape
# metadata). "%%% GENRE" headers; "*" frames go with every genre.
%%% *
⟦@⟧
%%% *
⟦@⟧
%%% *
⟦@⟧
%%% *
[⟦~iso-timestamp⟧] capture ⟦~request-id⟧ prompt:
⟦@⟧
%%% *
--- pasted from clipboard (⟦~iso-timestamp⟧) ---
⟦@⟧
--- end ---
%%% *
Can you clean up the formatting of this? (ticket ⟦~jira-ticket⟧)

⟦@⟧
%%% *
⟦@⟧

--
attachment sha256 ⟦~sha256⟧
%%% *
replay ⟦~uuid⟧ model=⟦~model-id⟧ trace=⟦~trace-id⟧
⟦@⟧
%%% *
POST /v1/chat/completions HTTP/1.1
x-request-id: ⟦~uuid⟧
x-forwarded-for: ⟦IP⟧

⟦@⟧
%%% *
Please summarise the following and remove anything personal:
"""
⟦@⟧
"""
%%% *
⟦~iso-timestamp⟧ WARN scrub-check sample=⟦~md5⟧ len=⟦%@#{3}⟧
⟦@⟧
%%% *
Translate to English, keep the layout (job ⟦~order-number⟧):
⟦@⟧
%%% llm-request
⟦~iso-timestamp⟧ INFO gateway upstream=api request_id=⟦~request-id⟧ client_ip=⟦IP⟧ body=
⟦@⟧
%%% llm-request
> POST /v1/messages
> x-api-key: ⟦KEY:anthropic⟧
> anthropic-version: 2023-06-01
>
⟦@⟧
%%% llm-request
> POST /v1/responses
> Authorization: Bearer ⟦~placeholder-key⟧
> OpenAI-Organization: ⟦~org-id⟧
>
⟦@⟧
%%% llm-request
curl https://api.openai.com/v1/chat/completions -H "Authorization: Bearer ⟦KEY:openai⟧" -d @- <<'JSON'
⟦@⟧
JSON
%%% llm-request
session cookie: ⟦JWT⟧
⟦@⟧
%%% prompt-template
template=support_v3 version=⟦~version-string⟧ rendered_at=⟦~iso-timestamp⟧
⟦@⟧
%%% prompt-template
# rendered for user ⟦EM:from⟧ (ip ⟦IP⟧), prompt hash ⟦~sha256⟧
⟦@⟧
%%% review
review_id=⟦~uuid⟧ app_version=⟦~version-string⟧ device=⟦~device-serial⟧
⟦@⟧
%%% review
Scraped ⟦~iso-timestamp⟧ · listing ⟦~ean13⟧
⟦@⟧
%%% review
⟦@⟧
Helpful? 👍 12 · Report ⟦~url-no-token⟧
%%% classified
Ad #⟦~order-number⟧ · posted ⟦~iso-timestamp⟧
⟦@⟧
Report this ad: ⟦~url-no-token⟧
%%% classified
⟦@⟧
(listing ⟦~uuid⟧, ⟦~money-amount⟧ promoted)
%%% dating
profile ⟦~uuid⟧ · last active ⟦~iso-timestamp⟧
⟦@⟧
%%% notice
Published ⟦~iso-timestamp⟧ · notice ref ⟦~invoice-number⟧
⟦@⟧
%%% notice
⟦@⟧
Printed by ⟦~company-surname⟧ · ⟦~isbn13⟧
%%% gazette
Notice ID: ⟦~case-number⟧ · ⟦~iso-timestamp⟧
⟦@⟧
%%% gazette
⟦@⟧
Page ⟦%@#⟧ · ⟦~doi⟧
%%% social
post_id=⟦~unix-timestamp⟧ via ⟦~request-id⟧
⟦@⟧
%%% social
⟦@⟧
♡ 214 · ↻ 31 · ⟦~url-no-token⟧
%%% git
# pasted from CI job ⟦~trace-id⟧ (runner ⟦~mac-address⟧)
⟦@⟧
%%% git
$ git show ⟦~git-sha⟧
⟦@⟧
%%% git
⟦@⟧
# build ⟦~version-string⟧ digest ⟦~docker-digest⟧
%%% markdown
```
⟦@⟧
```
(from commit ⟦~git-sha⟧)
%%% markdown
<!-- generated ⟦~iso-timestamp⟧ by docs-bot ⟦~version-string⟧ -->
⟦@⟧
%%% latex
% compiled ⟦~iso-timestamp⟧, source ⟦~md5⟧
⟦@⟧
%%% academic
⟦@⟧
⟦~doi⟧ · ⟦~arxiv-id⟧
%%% bibtex
% exported from Zotero, library ⟦~uuid⟧
⟦@⟧
%%% queue
offset=⟦%@#{6}⟧ key=⟦~uuid⟧ ts=⟦~unix-timestamp⟧
⟦@⟧
%%% queue
trace=⟦~trace-id⟧ msg=⟦~request-id⟧
⟦@⟧
%%% protobuf
# proto-file: user.proto  message: ⟦~request-id⟧
⟦@⟧
%%% push
⟦~iso-timestamp⟧ push sent apns-id=⟦~uuid⟧ device=⟦~sha256⟧
⟦@⟧
%%% cdp
export ⟦~uuid⟧ · ⟦~iso-timestamp⟧ · segment hash ⟦~md5⟧
⟦@⟧
%%% crash
Crash group ⟦~md5⟧ · first seen ⟦~iso-timestamp⟧ · ⟦~version-string⟧
⟦@⟧
%%% recruiting
Sent via ATS · candidate ⟦~uuid⟧ · ⟦~iso-timestamp⟧
⟦@⟧
%%% recruiting
⟦@⟧
Unsubscribe: ⟦~url-no-token⟧
%%% form
Scan ⟦~uuid⟧ page 1/1 ⟦~iso-timestamp⟧
⟦@⟧
%%% bank
Statement ref ⟦~invoice-number⟧ · ⟦~iso-timestamp⟧
⟦@⟧
%%% bank
⟦@⟧
Tx ⟦~order-number⟧ · ⟦~money-amount⟧
%%% qr
decoded ⟦~iso-timestamp⟧ from image ⟦~md5⟧:
⟦@⟧
%%% ivr
session ⟦~uuid⟧ started ⟦~iso-timestamp⟧ trunk ⟦~phone-like-code⟧
⟦@⟧
%%% subtitles
NOTE file ⟦~sha256⟧
⟦@⟧
%%% a11y
[log ⟦~iso-timestamp⟧ build ⟦~version-string⟧]
⟦@⟧
%%% genealogy
Source: parish register scan ⟦~md5⟧
⟦@⟧
%%% notes
⟦@⟧
(synced ⟦~iso-timestamp⟧ · ⟦~uuid⟧)
%%% package
# from tarball ⟦~sha256⟧
⟦@⟧
%%% ldap
# search result ⟦~request-id⟧
⟦@⟧
%%% diff
diff --git a/contacts b/contacts
index ⟦%§{7}⟧..⟦%§{7}⟧ 100644
⟦@⟧
%%% spreadsheet
Sheet1 · revision ⟦~uuid⟧
⟦@⟧
%%% web
# fetched ⟦~iso-timestamp⟧ from ⟦~url-no-token⟧
⟦@⟧
%%% config
# managed by ansible, checksum ⟦~md5⟧
⟦@⟧
