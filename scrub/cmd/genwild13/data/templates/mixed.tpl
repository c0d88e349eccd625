# English text with Chinese, Japanese and Korean names and addresses in their own scripts.
%%% mx-openai-translate-address en llm-request j
{"messages":[{"role":"user","content":"Translate this shipping label to English:\n收件人：⟦P:zh⟧\n地址：⟦AD:cn⟧\n电话：⟦CNMOB⟧"},{"role":"assistant","content":"Recipient: ⟦P:same.latn⟧\nAddress: (Haidian District, Beijing ...)"}]}
%%% mx-visa-letter en form
INVITATION LETTER
We invite Mr. ⟦P:zh.up⟧ (中文名 ⟦P:same⟧, passport holder) to visit our office. His home address in China is ⟦AD:cn⟧; mobile ⟦CNMOB:cc⟧.
%%% mx-expat-forum en social
Anyone know a good dentist near ⟦AD:jp⟧? My landlord ⟦P:ja⟧ (⟦P:same.latn⟧) recommended one but I lost the card 😅
%%% mx-k-drama-fan en social
OMG I saw ⟦P:ko⟧ at the café in Hongdae!! not the actor, my old classmate lol, she's at ⟦PH:kr⟧ now if anyone from 2015 class wants to reconnect
%%% mx-hr-onboarding en recruiting
New joiner: ⟦P:zh.west⟧ (⟦P:same⟧), starts Monday. Emergency contact: ⟦P:zh⟧, ⟦CNMOB⟧. Laptop ships to ⟦AD:cn⟧.
%%% mx-academic-cjk en academic
⟦P:ja.west⟧ (⟦P:same⟧)¹, ⟦P:ko.west⟧ (⟦P:same⟧)², ⟦P:zh.west⟧ (⟦P:same⟧)³
¹ Kyoto University ² KAIST ³ Tsinghua University
Contact: ⟦EM:work⟧
%%% mx-review-jp-hotel en review
★★★★★ Stayed at the guesthouse run by ⟦P:ja.l⟧-san (⟦P:same.sp⟧). She even drove me to ⟦~famous-address⟧. Book direct: ⟦PH:jp⟧
%%% mx-genealogy-cn en genealogy
Family tree note: great-grandfather ⟦P:zh⟧ (romanised ⟦P:same.latn⟧ on the 1923 ship manifest), arrived from Taishan. Cousin ⟦P:zh.west⟧ keeps the records, ⟦EM:from⟧.
%%% mx-wechat-pay-en en bank
Paid ⟦P:zh⟧ for the flat deposit via bank transfer to ⟦CNCARD:sp⟧, ID on lease ⟦CNID⟧. Receipt no. ⟦~order-number⟧.
%%% mx-tw-classified en classified
Room for rent in Taipei, NT$12,000/mo. ⟦AD:tw⟧. Contact ⟦P:tw⟧ (⟦P:same.latn⟧), ⟦PH:tw⟧.
%%% mx-hk-notice en notice
Lost passport belonging to ⟦P:zh.latn|upper⟧ (⟦P:same⟧) found at ⟦AD:hk⟧. Please call ⟦PH:hk⟧.
%%% mx-korean-address-form en form
Name (Korean): ⟦P:ko⟧
Name (English): ⟦P:same.west⟧
Address: ⟦AD:kr⟧
Phone: ⟦PH:kr⟧
%%% mx-japanese-address-form en form
Name (kanji): ⟦P:ja.sp⟧
Name (romaji): ⟦P:same.up⟧
Address: ⟦AD:jp⟧
Tel: ⟦PH:jp⟧
%%% mx-slack-cn en social
heads up: ⟦P:zh⟧ (aka ⟦P:same.lc|nosp⟧ on slack) is OOO, ping ⟦P:zh.west⟧ instead — ⟦EM:work⟧
%%% mx-crm-note-ko en cdp
Lead: ⟦P:ko⟧ / ⟦P:same.latn⟧ — Daeyang Ent. Met at booth. Follow up ⟦EM:work⟧, ⟦PH:kr⟧.
%%% mx-pinyin-variants en notes
Same person, three spellings in our DB: ⟦P:zh.latn>a⟧ / ⟦P:same.west⟧ / ⟦P:same.up⟧ — and the Chinese ⟦P:same⟧. Merge them.
%%% mx-hardneg-cjk-placeholder en markdown
In Chinese forms the placeholder name is ⟦~placeholder-name⟧, in Japanese ⟦~placeholder-name⟧, in Korean ⟦~placeholder-name⟧. None are real people.
%%% mx-delivery-jp-en en notes
Ship to: ⟦AD:jp⟧ / Attn: ⟦P:ja⟧ 様 / Tel ⟦PH:jp|fwd⟧
%%% mx-cn-idcard-en en form
Applicant's PRC ID no.: ⟦CNID⟧ (name on ID: ⟦P:zh⟧). Alternative contact: ⟦EM:qq⟧.
%%% mx-github-issue-cjk en git
Bug: names like "⟦P:ja⟧" and "⟦P:ko⟧" get truncated in the CSV export (reported by ⟦P:en⟧, ⟦EM:from⟧). Commit ⟦~git-sha⟧.
%%% mx-sms-forward-zh en social
Fwd from mom: "你表姐⟦P:zh⟧的新号码是⟦CNMOB:sp⟧，记得打给她" — can someone translate?
%%% mx-nbsp-jp-phone en form
Tokyo office: ⟦AD:jp⟧, tel. ⟦PH:jp|nbsp⟧ (ask for ⟦P:ja.l⟧)
%%% mx-kr-bank-en en bank
Refund to ⟦P:ko⟧ (⟦P:same.latn⟧): Kookmin Bank, account holder as above, phone ⟦PH:kr⟧.
%%% mx-anthropic-tool-cjk en llm-request j
{"role":"user","content":[{"type":"tool_result","tool_use_id":"⟦~request-id⟧","content":"姓名: ⟦P:zh⟧ | 手機: ⟦PH:tw⟧ | 地址: ⟦AD:tw⟧"},{"type":"text","text":"summarise in English"}]}
%%% mx-jsonu-ko en llm-request ju
{"contact":"⟦P:ko⟧","note":"call ⟦PH:kr⟧ after 6pm"}
%%% mx-obit-ja-en en notice
⟦P:ja.west⟧ (⟦P:same.sp⟧), 1948–2026, of ⟦AD:jplatn⟧. Donations in lieu of flowers. Family contact: ⟦EM:from⟧.
%%% mx-wedding-ko-en en notice
Save the date! ⟦P:ko.west⟧ & ⟦P:en⟧ — 12.12.2026, Seoul. Korean invitation: ⟦P:ko⟧ 결혼합니다 💍
%%% mx-hardneg-cjk-codes en markdown
Tracking ⟦~tracking-number⟧, hotline ⟦~service-hotline⟧, case ⟦~case-number⟧ — none of these are personal.
