# 한국어.
%%% ko-danggeun ko classified
유모차 팝니다 5만원, 직거래만 해요. ⟦AD:kr⟧ 앞에서. 연락은 ⟦PH:kr⟧ (⟦P:ko.f⟧)
%%% ko-sogaeting ko dating
소개팅 구해요! 31살 직장인, 성격 밝아요. 관심 있으시면 친구 ⟦P:ko⟧한테 연락 주세요 ⟦PH:kr⟧
%%% ko-bugo ko notice
[부고] ⟦P:ko⟧님께서 별세하셨기에 삼가 알려드립니다. 빈소: ⟦AD:kr⟧ 장례식장. 상주 ⟦P:ko⟧ (⟦PH:kr⟧)
%%% ko-cheongcheopjang ko notice
⟦P:ko⟧ ♥ ⟦P:ko⟧ 결혼합니다. 2026년 12월 19일 토요일 오후 1시, ⟦AD:kr⟧ 그랜드홀. 마음 전하실 곳: ⟦~redacted⟧
%%% ko-app-review ko review
★☆☆☆☆ 업데이트 ⟦~version-string⟧ 이후 로그인이 안 돼요. 가입 메일 ⟦EM:from⟧, 문의번호 ⟦~order-number⟧ — ⟦P:ko.f⟧
%%% ko-headhunting ko recruiting
⟦P:ko⟧님 안녕하세요, 헤드헌터 ⟦P:ko⟧입니다. 판교 소재 핀테크 기업 백엔드 포지션 제안드리고 싶어 연락드렸습니다. 편하실 때 ⟦PH:kr⟧로 연락 부탁드립니다.
%%% ko-gwanbo ko gazette
공시송달 공고: ⟦P:ko⟧ (최후 주소 ⟦AD:kr⟧), 사건번호 ⟦~case-number-cjk⟧ 관련 서류를 공시송달합니다.
%%% ko-apt-notice ko notice
[관리사무소 안내] 12월 5일 정전 점검이 있습니다. 문의: 관리소장 ⟦P:ko⟧ ⟦PH:kr⟧. 화재 신고는 ⟦~emergency-number⟧.
%%% ko-llm-prompt ko prompt-template
당신은 보험사 상담 챗봇입니다. 아래 고객 정보는 답변에 노출하지 마세요.
고객명: ⟦P:ko⟧
연락처: ⟦PH:kr⟧
주소: ⟦AD:kr⟧
이메일: ⟦EM:from⟧
%%% ko-openai-json ko llm-request j
{"messages":[{"role":"user","content":"택배 주소 변경해줘. 받는 사람 ⟦P:ko⟧, 새 주소 ⟦AD:kr⟧, 연락처 ⟦PH:kr⟧"},{"role":"assistant","content":"운송장 번호를 알려주세요."},{"role":"user","content":"⟦~tracking-number⟧"}]}
%%% ko-ascii-json ko llm-request ju
{"name":"⟦P:ko⟧","addr":"⟦AD:kr⟧","phone":"⟦PH:kr⟧"}
%%% ko-kakao-push ko push j
{"title":"⟦P:ko⟧님이 송금했어요","body":"⟦~money-amount⟧ 받기","deeplink":"kakaotalk://pay/⟦~uuid⟧"}
%%% ko-git-log ko git
Author: ⟦P:ko.latn⟧ <⟦EM:from⟧>
    회원가입 폼 검증 수정 (⟦~jira-ticket⟧)
    Co-authored-by: ⟦P:ko.west⟧ <⟦EM:work⟧>
%%% ko-crash ko crash
[크래시] 버전 ⟦~version-string⟧, 기기 ⟦~device-serial⟧
마지막 입력: "⟦P:ko⟧ ⟦PH:kr⟧"
%%% ko-ivr ko ivr
[ARS] 고객님의 성함을 말씀해 주세요.
[STT] ⟦P:ko⟧입니다
[ARS] 휴대폰 번호 11자리를 입력해 주세요.
[DTMF] ⟦PH:kr|nosp⟧
%%% ko-screen-reader ko a11y
TalkBack: "⟦P:ko⟧, 연락처"
TalkBack: "휴대전화, ⟦PH:kr⟧"
%%% ko-spreadsheet ko spreadsheet
=CONCATENATE("⟦P:ko.l⟧","⟦P:same.f⟧")
=HYPERLINK("tel:⟦PH:kr⟧","전화")
%%% ko-jokbo ko genealogy
족보: ⟦P:ko⟧ (1921년생) — 장남 ⟦P:ko⟧, 손녀 ⟦P:ko⟧ (현 주소 ⟦AD:kr⟧)
%%% ko-author-list ko academic
⟦P:ko⟧¹, ⟦P:ko⟧², ⟦P:ko⟧¹†
¹ 서울대학교 컴퓨터공학부  ² 대양연구소
† 교신저자: ⟦EM:work⟧
%%% ko-hardneg-example ko form
작성 예시: 이름 ⟦~placeholder-name⟧, 전화 ⟦~redacted⟧, 주소 ⟦~famous-address⟧
%%% ko-hardneg-release ko markdown
릴리스 노트 ⟦~version-string⟧: 커밋 ⟦~git-sha⟧, 이미지 ⟦~docker-digest⟧
%%% ko-key-leak ko social
실수로 깃허브에 올린 토큰 ⟦KEY:github⟧ 어떻게 해야 하나요? 구글 키 ⟦KEY:google⟧도 같이 올라갔어요 ㅠㅠ
%%% ko-latn-address en classified
Moving sale! Desk + chair ₩80,000. Pickup at ⟦AD:krlatn⟧. Text ⟦PH:kr⟧ — ⟦P:ko.west⟧
%%% ko-mixed-dm en social
omg ⟦P:ko.lf|lower⟧ unnie is coming to town 🥹 she's staying at ⟦AD:krlatn⟧, her kakao is linked to ⟦PH:kr⟧
%%% ko-resident-hardneg ko bank
계좌 이체 완료: 받는 분 ⟦P:ko⟧, 금액 ⟦~money-amount⟧, 거래번호 ⟦~order-number⟧
%%% ko-subtitles ko subtitles
14
00:02:10,000 --> 00:02:12,500
⟦P:ko⟧ 씨, 주소가 ⟦AD:kr⟧ 맞으시죠?
%%% ko-zw ko social
오늘 ⟦P:ko|zw⟧랑 한강 피크닉 🧺
%%% ko-fullwidth ko form
성명: ⟦P:ko⟧ / 전화: ⟦PH:kr|fwd⟧
%%% ko-protobuf ko protobuf
recipient { name: "⟦P:ko⟧" phone: "⟦PH:kr⟧" address: "⟦AD:kr⟧" }
%%% ko-card ko bank
해외결제 카드 ⟦CC:mc.dash⟧ 등록 완료 (소유자 ⟦P:ko.latn|upper⟧)
