# 日本語。
%%% ja-jimoty ja classified
【譲ります】ベビーベッド、使用期間半年。引き取りは⟦AD:jp⟧まで。連絡先：⟦P:ja.l⟧（⟦PH:jp⟧）
%%% ja-omiai ja dating
【お見合い希望】32歳・会社員・東京在住。ご連絡は母⟦P:ja⟧まで：⟦PH:jp⟧／⟦EM:from⟧
%%% ja-kanpo ja gazette
公告
⟦P:ja⟧（最後の住所 ⟦AD:jp⟧）に対する⟦~case-number-cjk⟧事件について、書類を公示送達します。
%%% ja-gakkai-chosha ja academic
⟦P:ja⟧¹, ⟦P:ja⟧², ⟦P:ja⟧¹
¹ 京都大学大学院情報学研究科　² 星空トレーディング株式会社
連絡先：⟦EM:work⟧
%%% ja-app-review ja review
★1 アップデート⟦~version-string⟧から起動しません。問い合わせ番号⟦~order-number⟧、登録メール⟦EM:from⟧です。⟦P:ja.l⟧
%%% ja-kyujin-scout ja recruiting
⟦P:ja.sp⟧様
突然のご連絡失礼いたします。タヌキソフト株式会社の⟦P:ja.l⟧と申します。ご経歴を拝見し、ぜひ一度お話しできればと思いご連絡しました。お電話（⟦PH:jp⟧）でも結構です。
%%% ja-kairanban ja notice
回覧板
町内会の清掃は12月6日（日）8時からです。担当：⟦P:ja⟧（⟦AD:jp⟧、☎⟦PH:jp⟧）
緊急時は⟦~emergency-number⟧へ。
%%% ja-nengajo-list ja notice
年賀状送付先リスト
⟦P:ja.sp⟧ 様　⟦AD:jp⟧
⟦P:ja.sp⟧ 様　⟦AD:jp⟧
⟦~placeholder-name⟧ 様（記入例）　⟦~postal-code-only⟧
%%% ja-fuho ja notice
訃報　⟦P:ja⟧儀　かねてより病気療養中のところ、11月21日永眠いたしました。喪主 ⟦P:ja⟧　連絡先 ⟦PH:jp⟧
%%% ja-kekkon-aisatsu ja notice
私たち ⟦P:ja⟧ と ⟦P:ja⟧ は結婚いたしました。新居：⟦AD:jp⟧ お近くにお越しの際はぜひお立ち寄りください。
%%% ja-llm-system-prompt ja prompt-template
あなたは不動産会社のアシスタントです。以下の顧客情報は回答に含めないこと。
氏名：⟦P:ja⟧
住所：⟦AD:jp⟧
電話：⟦PH:jp⟧
メール：⟦EM:from⟧
%%% ja-anthropic-messages ja llm-request j
{"messages":[{"role":"user","content":"この住所宛の送り状を作って：⟦AD:jp⟧、⟦P:ja⟧様、⟦PH:jp⟧"},{"role":"assistant","content":"承知しました。品名を教えてください。"},{"role":"user","content":"書籍です。依頼主は⟦P:ja⟧、⟦AD:jp⟧"}]}
%%% ja-ascii-escaped-json ja llm-request ju
{"customer":{"name":"⟦P:ja⟧","address":"⟦AD:jp⟧","tel":"⟦PH:jp⟧"}}
%%% ja-fullwidth-form ja form
お名前：⟦P:ja.sp⟧
電話番号：⟦PH:jp|fw⟧
メール：⟦EM:from|fw⟧
%%% ja-yaml-front-matter ja markdown
---
title: 展示会のお知らせ
author: ⟦P:ja.sp⟧
email: ⟦EM:from⟧
---
会場は⟦AD:jp⟧です。お問い合わせは⟦PH:jp⟧まで。
%%% ja-git-trailer ja git
    ログ出力の修正

    Co-authored-by: ⟦P:ja.west⟧ <⟦EM:from⟧>
    Signed-off-by: ⟦P:ja.west⟧ <⟦EM:work⟧>
%%% ja-crash-report ja crash
クラッシュレポート ⟦~uuid⟧
アプリ：タヌキメモ ⟦~version-string⟧
最終入力：「⟦P:ja⟧さんに⟦PH:jp⟧で連絡」
%%% ja-push-delivery ja push j
{"title":"お荷物のお届け","body":"⟦P:ja.l⟧様、本日14-16時に⟦AD:jp⟧へお届け予定です。","tracking":"⟦~tracking-number⟧"}
%%% ja-ivr-log ja ivr
【自動音声】お電話ありがとうございます。ご用件の番号を押してください。
【音声認識】⟦P:ja⟧です。電話番号は⟦PH:jp⟧です。
【自動音声】担当者におつなぎします。
%%% ja-screen-reader ja a11y
VoiceOver：「⟦P:ja⟧、連絡先」
VoiceOver：「携帯、⟦PH:jp⟧」
VoiceOver：「自宅、⟦AD:jp⟧」
%%% ja-spreadsheet ja spreadsheet
=CONCAT("⟦P:ja.l⟧"," ","⟦P:same.f⟧")
=HYPERLINK("mailto:⟦EM:from⟧","メール")
%%% ja-classified-latn en classified
Selling my bike before leaving Japan! ¥15,000. Pick up near ⟦AD:jplatn⟧. LINE or call ⟦PH:jp⟧ — ⟦P:ja.west⟧
%%% ja-mixed-slack en social
@⟦P:ja.lf|lower⟧ can you send the contract to ⟦P:ja⟧-san at ⟦EM:work⟧? her 携帯 is ⟦PH:jp⟧
%%% ja-hardneg-sample ja form
記入例：氏名 ⟦~placeholder-name⟧、電話 ⟦~redacted⟧、住所 ⟦~famous-address⟧
%%% ja-hardneg-docs ja markdown
APIキーは環境変数で渡してください（例：⟦~placeholder-key⟧）。サンプルのアクセスキー ⟦~aws-example-key⟧ は動作しません。
%%% ja-genealogy ja genealogy
家系図メモ：曾祖父 ⟦P:ja⟧（明治三十年生）、祖母 ⟦P:ja⟧。現在の本家は⟦AD:jp⟧、当主⟦P:ja⟧。
%%% ja-card-leak ja social
誤ってカード番号⟦CC:jcb.sp⟧を投稿してしまいました…すぐ削除しました😱
%%% ja-key-leak ja git
.envをコミットしてしまった
ANTHROPIC_API_KEY=⟦KEY:anthropic⟧
すぐにローテーションします
%%% ja-url-token ja notice
【パスワード再設定】下記URLから24時間以内に手続きしてください。
⟦URLTOK:reset⟧
%%% ja-iban-transfer ja bank
海外送金先：⟦P:de.west⟧様 IBAN ⟦IBAN:de⟧ 件名「⟦P:ja⟧ 12月分」
%%% ja-srt ja subtitles
8
00:00:31,000 --> 00:00:34,000
私は⟦P:ja⟧です。⟦AD:jp⟧に住んでいます。
%%% ja-ldif ja ldap
dn: uid=⟦P:ja.ll|lower⟧,ou=people,dc=tanukisoft,dc=co,dc=jp
displayName: ⟦P:same.sp⟧
telephoneNumber: ⟦PH:jp⟧
%%% ja-kafka ja queue j
{"event":"member.registered","name":"⟦P:ja⟧","kana":"","zip":"⟦~postal-code-only⟧","addr":"⟦AD:jp⟧","ip":"⟦IP⟧"}
%%% ja-protobuf ja protobuf
member { name: "⟦P:ja⟧" phone: "⟦PH:jp⟧" email: "⟦EM:from⟧" }
%%% ja-bibtex en bibtex
@article{⟦P:ja.ll|lower⟧2025,
  author = {⟦P:same.rev⟧ and ⟦P:ja.rev⟧},
  title = {Tokenization of Mixed-Script Text}
}
%%% ja-latex ja latex tex
\author{⟦P:ja⟧\thanks{⟦EM:work⟧}}
\affil{タヌキソフト株式会社}
%%% ja-zw-name ja social
昨日は⟦P:ja|zwj⟧さんと一緒にカフェへ☕️ また行こうね！
%%% ja-nnbsp-phone ja form
TEL ⟦PH:jp|nnbsp⟧（平日10時〜18時）担当 ⟦P:ja.l⟧
%%% ja-hardneg-receipt ja review
レシート番号⟦~invoice-number⟧、JANコード⟦~ean13⟧。店舗の電話は⟦~service-hotline⟧でした。
%%% ja-katakana-foreigner ja form
氏名（カタカナ）：⟦P:kata.dot⟧
氏名（ローマ字）：⟦P:same.up⟧
電話：⟦PH:jp⟧
%%% ja-recruit-mixed en recruiting
Hi ⟦P:ja.lf⟧-san, I'm hiring for a bilingual PM role in Osaka. Would ⟦PH:jp⟧ be OK for a quick call? — ⟦P:en⟧, ⟦EM:work⟧
