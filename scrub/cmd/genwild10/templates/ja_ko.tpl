Japanese and Korean text, with fullwidth digits, ideographic spaces and
honorifics outside the labelled name.

~~~tpl kind=ja_agent_tool_reservation lang=ja cat=agent_trace
{"name":"reserve_table","arguments":"{\"氏名\":\"⟪PERSON:jp|json2u⟫\",\"電話\":\"⟪PHONE:jp⟫\",\"人数\":2,\"備考\":\"窓側希望\"}"}
→ 予約番号 ⟪~order_number⟫ で確定しました。

~~~tpl kind=ja_form_fullwidth_phone lang=ja cat=form
お問い合わせフォーム
お名前：⟪PERSON:jp⟫ 様
電話番号：⟪PHONE:jp|fw⟫
メール：⟪EMAIL:jp⟫
ご住所：⟪STREET_ADDRESS:jp|fw⟫
お問い合わせ内容：請求書の宛名変更について

~~~tpl kind=ja_rag_chunk_contract lang=ja cat=rag_chunk
［検索結果 2/8｜出典：賃貸借契約書.pdf］
借主　⟪PERSON:jp⟫（以下「乙」という）
住所　⟪STREET_ADDRESS:jp⟫
連絡先　⟪PHONE:jp⟫
第３条（賃料）乙は毎月末日までに翌月分を支払う。

~~~tpl kind=ja_sheet_paste_members lang=ja cat=spreadsheet
No.	氏名	ﾌﾘｶﾞﾅ	携帯	メールアドレス
1	⟪PERSON:jp⟫	ｶﾅ未入力	⟪PHONE:jp⟫	⟪EMAIL:jp⟫
2	⟪PERSON:jp,latin⟫		⟪PHONE:jp|fw⟫	⟪EMAIL:jp⟫

~~~tpl kind=ja_en_code_review_comment lang=ja-en cat=code_review
レビューお願いします🙏
```diff
-  webhook: ${SLACK_WEBHOOK}
+  webhook: ⟪URL_WITH_TOKEN⟫
+  # テスト用に⟪PERSON:jp⟫さんの番号 ⟪PHONE:jp⟫ を入れてます
```

~~~tpl kind=ja_chat_business_email lang=ja cat=email_body
件名：打ち合わせ日程のご連絡
⟪PERSON:jp⟫様

いつもお世話になっております。株式会社ハナビロボティクスの⟪PERSON:jp⟫です。
ご都合のよい日時をご返信ください。
――――――――――
TEL: ⟪PHONE:jp⟫ / Mail: ⟪EMAIL:jp,work⟫
〒150-0001 東京都渋谷区神宮前（本社受付）

~~~tpl kind=ja_stacktrace_user lang=ja-en cat=stack_trace
ERROR 2026-12-0⟪int:1-3⟫ 10:1⟪int:0-9⟫:22 [order-api] 配送先の郵便番号が不正です
  customer="⟪PERSON:jp,latin⟫" tel="⟪PHONE:jp⟫" addr="⟪STREET_ADDRESS:jp⟫"
  at OrderValidator.validate (order.ts:118)

~~~tpl kind=ja_news_public lang=ja cat=rag_chunk
［ニュース要約］⟪~public_figure⟫氏が⟪~public_address⟫で会見し、新バージョン⟪~version_string⟫を発表。
問い合わせはフリーダイヤル⟪~tollfree_number:jp⟫まで。記事ID ⟪~uuid⟫。

~~~tpl kind=ja_delivery_slip_ocr lang=ja cat=rag_chunk
［OCR］宅配便 送り状 ⟪~tracking_number⟫
お届け先：⟪STREET_ADDRESS:jp|wrap⟫
⟪PERSON:jp⟫ 様　TEL ⟪PHONE:jp|fw⟫
ご依頼主：⟪PERSON:jp⟫　TEL ⟪PHONE:jp⟫
品名：書籍　　ISBN ⟪~isbn⟫

~~~tpl kind=ja_en_notebook_df lang=ja-en cat=notebook
>>> df.loc[df["退会"] == True, ["氏名", "メール"]]
          氏名                      メール
12   ⟪PERSON:jp⟫   ⟪EMAIL:jp⟫
57   ⟪PERSON:jp⟫   ⟪EMAIL:jp⟫
88   ⟪~placeholder_name:jp⟫   ⟪~example_email⟫

~~~tpl kind=ja_yaml_config_romaji lang=ja cat=config
# 本番設定（社外秘）
tantousha: ⟪PERSON:jp,latin⟫
renrakusaki: "⟪PHONE:jp⟫"
api:
  himitsu_kagi: ⟪API_KEY⟫
  endpoint: https://api.hanabi-robotics.jp/v2

~~~tpl kind=ja_mynumber_negative lang=ja cat=rag_chunk
［マニュアル抜粋］テスト環境ではダミーの氏名「⟪~placeholder_name:jp⟫」、電話番号⟪~tollfree_number:jp⟫、
カード番号⟪~test_card⟫を使用してください。本番のIPは記載しない（例：⟪~doc_ip⟫）。

~~~tpl kind=ja_transcript_call lang=ja cat=transcript_asr
［音声認識］
オペレーター：お名前をお願いします
お客様：⟪PERSON:jp⟫です
お客様：電話番号は⟪PHONE:jp⟫、カード番号は⟪CREDIT_CARD:spaced⟫です
オペレーター：ありがとうございます

~~~tpl kind=ja_en_agent_sse lang=ja-en cat=agent_trace
data: {"type":"content_block_delta","delta":{"type":"input_json_delta","partial_json":"{\"name\": \"⟪PERSON:jp|json2u⟫\", \"addr"}}
data: {"type":"content_block_delta","delta":{"type":"input_json_delta","partial_json":"ess\": \"⟪STREET_ADDRESS:jp|json2u⟫\"}"}}

~~~tpl kind=ja_hotel_registration lang=ja cat=form
宿泊者カード　Registration Card
氏名 Name：⟪PERSON:jp,native#p⟫ ／ ⟪PERSON:@p,caps⟫
住所 Address：⟪STREET_ADDRESS:jp⟫
電話 Tel：⟪PHONE:jp⟫
旅券番号：（日本国籍のため不要）

~~~tpl kind=ko_agent_tool_call lang=ko cat=agent_trace
{"tool":"create_delivery","arguments":"{\"수령인\":\"⟪PERSON:kr|json2u⟫\",\"연락처\":\"⟪PHONE:kr⟫\",\"주소\":\"⟪STREET_ADDRESS:kr|json2u⟫\"}"}
결과: 배송번호 ⟪~tracking_number⟫ 생성 완료

~~~tpl kind=ko_form_signup lang=ko cat=form
회원가입 정보 확인
이름: ⟪PERSON:kr⟫ 님
휴대폰: ⟪PHONE:kr⟫
이메일: ⟪EMAIL:kr⟫
주소: ⟪STREET_ADDRESS:kr⟫

~~~tpl kind=ko_rag_chunk_lease lang=ko cat=rag_chunk
[검색 결과 4/10 | 출처: 임대차계약서.pdf]
임차인: ⟪PERSON:kr⟫ (연락처 ⟪PHONE:kr⟫)
주소: ⟪STREET_ADDRESS:kr|wrap⟫
보증금은 계약 시 지급한다.

~~~tpl kind=ko_sheet_paste lang=ko cat=spreadsheet
번호	성명	전화번호	이메일	비고
1	⟪PERSON:kr⟫	⟪PHONE:kr⟫	⟪EMAIL:kr⟫	VIP
2	⟪PERSON:kr,latin⟫	⟪PHONE:kr⟫	⟪EMAIL:kr⟫	
3	⟪~placeholder_name:kr⟫	⟪~tollfree_number:kr⟫	⟪~example_email⟫	샘플

~~~tpl kind=ko_en_stacktrace lang=ko-en cat=stack_trace
java.lang.IllegalArgumentException: 잘못된 전화번호 형식: ⟪PHONE:kr⟫ (user=⟪PERSON:kr,latin⟫)
	at kr.seorabeol.member.PhoneValidator.validate(PhoneValidator.java:52)
	at kr.seorabeol.member.MemberService.join(MemberService.java:33)

~~~tpl kind=ko_kakao_chat_export lang=ko cat=chat_paste
[⟪PERSON:kr#a⟫] [오후 3:1⟪int:0-9⟫] 택배 주소 바뀌었어요 ⟪STREET_ADDRESS:kr⟫
[상담원] [오후 3:1⟪int:0-9⟫] 확인했습니다. 연락처도 변경할까요?
[⟪=a⟫] [오후 3:2⟪int:0-9⟫] 네 ⟪PHONE:kr⟫ 로 바꿔주세요

~~~tpl kind=ko_en_config_env lang=ko-en cat=config
# 운영 서버 .env (절대 공유 금지)
NAVER_CLIENT_SECRET=⟪API_KEY⟫
DB_PASSWORD=⟪API_KEY:pw⟫
ADMIN_CONTACT=⟪PHONE:kr⟫ # ⟪PERSON:kr⟫ 팀장

~~~tpl kind=ko_news_public lang=ko cat=rag_chunk
[뉴스 요약] ⟪~public_figure⟫ 선수가 ⟪~public_address⟫ 인근 행사에 참석했다. 기사 번호 ⟪~order_number⟫,
문의는 ⟪~tollfree_number:kr⟫.

~~~tpl kind=ko_notebook_df lang=ko cat=notebook
In [5]: 고객[["이름", "휴대폰"]].tail(2)
Out[5]:
        이름           휴대폰
998   ⟪PERSON:kr⟫  ⟪PHONE:kr⟫
999   ⟪PERSON:kr⟫  ⟪PHONE:kr⟫

~~~tpl kind=ja_fullwidth_address_letter lang=ja cat=document
⟪STREET_ADDRESS:jp|fw⟫
⟪PERSON:jp⟫　様

拝啓　時下ますますご清祥のこととお慶び申し上げます。
先日ご依頼いただいた見積書を同封いたします。

~~~tpl kind=ja_en_slack_paste lang=ja-en cat=chat_paste
⟪PERSON:jp,handle⟫  10:42
本番DBのパスワード変わった？ `⟪API_KEY:pw⟫` で入れない
⟪PERSON:jp,handle⟫  10:44
変わりました、1Password見てください🙇 あと ⟪PERSON:jp⟫さんの携帯 ⟪PHONE:jp⟫ に連絡済み

~~~tpl kind=ko_bank_transfer lang=ko cat=form
이체 확인증
받는 분: ⟪PERSON:kr⟫
받는 계좌: ***-******-***** (국민은행)
보내는 분: ⟪PERSON:kr⟫ / ⟪PHONE:kr⟫
거래번호 ⟪~order_number⟫

~~~tpl kind=ja_hard_negative_ops lang=ja cat=log_line
【定期点検】サーバ ⟪~doc_ip⟫ 正常。DNS ⟪~public_dns⟫。イメージ ⟪~container_digest⟫。
リリース ⟪~version_string⟫（コミット ⟪~commit_sha⟫）。チケット ⟪~ticket_id⟫ クローズ。
