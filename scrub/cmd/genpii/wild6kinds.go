package main

// Kinds of document in wild6. A template is written once per language
// ("*": any locale, its field labels filled in) and names its values with
// placeholders (see w6ctx.fill and w6ctx.value).

type w6t = map[string][]string

var w6kinds = []w6kind{
	// agents, tools and model traffic
	{name: "mcp_server_log", t: w6t{"*": {
		`⟨{⟩{"ts":"⟨~ts⟩","level":"debug","server":"crm-mcp","msg":"tools/call","params":{"name":"lookup_contact","arguments":{"query":"⟨N1⟩"}}}
{"ts":"⟨~ts⟩","level":"debug","server":"crm-mcp","msg":"result","content":[{"type":"text","text":"⟨#name⟩: ⟨=N1⟩\n⟨#phone⟩: ⟨P⟩\n⟨#email⟩: ⟨E1⟩"}],"isError":false}⟨}⟩`,
		`[mcp:filesystem] <- {"jsonrpc":"2.0","id":⟨n2⟩,"method":"tools/call","params":{"name":"write_file","arguments":{"path":"/home/⟨hex8⟩/.env","content":"⟨{⟩DATABASE_URL=⟨DSN⟩\nOPENAI_API_KEY=⟨KEY⟩\n⟨}⟩"}}}
[mcp:filesystem] -> {"jsonrpc":"2.0","id":⟨=n2⟩,"result":{"content":[{"type":"text","text":"ok"}]}}`,
	}}},
	{name: "agent_tool_call", t: w6t{"*": {
		`assistant → tool_use create_shipment
⟨{⟩{"recipient":{"name":"⟨N1⟩","phone":"⟨PI⟩","address":"⟨A2⟩"},"parcel":{"weight_kg":⟨n2⟩},"reference":"⟨~order⟩"}⟨}⟩
tool_result: {"status":"created","label_id":"⟨~uuid⟩"}`,
		`Thought: I need the customer's record before refunding.
Action: crm.get_customer
Action Input: {"email": "⟨E1⟩"}
Observation: {"id": "⟨~uuid⟩", "name": "⟨N1⟩", "card_on_file": "⟨CC⟩", "billing": "⟨A⟩"}
Thought: The card matches. Issue the refund for ⟨~order⟩.`,
	}, "zh-CN": {
		`调用工具 query_member，参数：
⟨{⟩{"手机号":"⟨CM⟩","会员名":"⟨N1⟩"}⟨}⟩
返回：
⟨{⟩{"code":0,"data":{"member_name":"⟨=N1⟩","id_card":"⟨RID⟩","bank_card":"⟨UP⟩","address":"⟨A⟩","level":"金卡"},"trace_id":"⟨~uuid⟩"}⟨}⟩`,
	}}},
	{name: "rag_chunk", t: w6t{"*": {
		`<chunk id="⟨~uuid⟩" score="0.8⟨n2⟩" source="sharepoint://HR/onboarding/⟨hex8⟩.docx" page="⟨n2⟩">
…⟨#contact⟩: ⟨N1⟩ (⟨E1⟩, ⟨P⟩). ⟨#addr⟩: ⟨A⟩. Updated ⟨date⟩ by ⟨N2⟩.
</chunk>`,
		`--- retrieved [3/5] source=tickets/⟨n6⟩.md similarity=0.7⟨n2⟩ ---
Caller ⟨N1⟩ says the delivery to ⟨A⟩ failed twice. Call back on ⟨P⟩. Agent note: verified against ⟨~order⟩.`,
	}, "zh-CN": {
		`【检索片段 2/4】来源：知识库/售后/⟨n6⟩.md｜相似度 0.8⟨n2⟩
客户⟨N1⟩反映在⟨A⟩收到的包裹破损，联系电话⟨P⟩，已按流程补发（单号 ⟨~track⟩）。`,
	}}},
	{name: "ocr_scan_form", t: w6t{"*": {
		`[OCR p.1 conf=0.8⟨n2⟩]
⟨#name⟩ :  ⟨NU1⟩
⟨#dob⟩ : ⟨dob⟩      ⟨#phone⟩ ; ⟨P⟩
⟨#addr⟩ :
⟨A2⟩
⟨#email⟩ ⟨E1⟩
|||| signature ||||`,
		`~~~ scanned ~~~
⟨#name⟩ ⟨NU1⟩ ⟨#id⟩ ⟨n6⟩
⟨#addr⟩ ⟨A⟩
I B A N  ⟨IB⟩
⟨#date⟩ ⟨dmy⟩`,
	}, "zh-CN": {
		`扫描识别结果（置信度低，请人工核对）：
姓 名：⟨N1⟩    性别：    民族：汉
公民身份号码 ⟨RID⟩
住址 ⟨A⟩
联系电话：⟨P⟩`,
	}}},
	{name: "mail_quoted_deep", t: w6t{"*": {
		`⟨#hello⟩ ⟨G1⟩,

ok, see below.

On ⟨date⟩, ⟨N2⟩ <⟨E2⟩> wrote:
> ⟨#thanks⟩. My number changed, it is ⟨P⟩ now.
>
> On ⟨date⟩ ⟨=N1⟩ wrote:
> > Could you send me your new address?
> >
> > > From: ⟨~exmail⟩
> > > Your order ⟨~order⟩ has shipped.`,
		`Fwd: password reset

---------- Forwarded message ---------
From: ⟨~exmail⟩
To: ⟨N1⟩ <⟨E1⟩>

> Someone asked to reset your password. Use this link within 30 minutes:
> ⟨URLT⟩
> If it wasn't you, ignore this mail.

can you check if this is phishing? ⟨G1⟩`,
		`>>> ⟨N1⟩ schrieb/wrote:
>>> ⟨#addr⟩ ⟨A⟩
>> ⟨N2⟩ wrote: ⟨#phone⟩ ⟨P⟩?
> yes, ⟨PI⟩
--
⟨=N1⟩`,
	}}},
	{name: "diarized_transcript", t: w6t{"*": {
		`[00:00:⟨mm⟩] SPEAKER_00: ⟨#hello⟩, this is ⟨N1⟩ from ⟨co⟩.
[00:00:⟨mm⟩] SPEAKER_01: ⟨#hello⟩. ⟨N2⟩ here.
[00:01:02] SPEAKER_00: Can I confirm the address, ⟨A⟩?
[00:01:09] SPEAKER_01: Yes. And my mobile is ⟨P⟩.
[00:01:15] SPEAKER_00: ⟨#thanks⟩, ⟨G2⟩. Your reference is ⟨~order⟩.`,
	}, "zh-CN": {
		`发言人1 00:00:03
喂您好，我是⟨co⟩的⟨N1⟩。
发言人2 00:00:07
你好，我是⟨N2⟩，快递一直没到，地址是⟨A⟩。
发言人1 00:00:21
好的，您手机号是⟨P⟩对吧？我帮您加急。`,
	}, "ja": {
		`話者A [00:00:04]: ⟨co⟩の⟨S1⟩でございます。
話者B [00:00:09]: ⟨N2⟩です。先日の件でお電話しました。
話者A [00:00:15]: ご住所は⟨A⟩でお間違いないでしょうか。
話者B [00:00:22]: はい。携帯は⟨P⟩です。`,
	}}},
	{name: "sheet_paste_pipes", t: w6t{"*": {
		`⟨#name⟩¦⟨#phone⟩¦⟨#email⟩¦⟨#date⟩
⟨N1⟩¦⟨P⟩¦⟨E1⟩¦⟨date⟩
⟨N2⟩¦⟨P⟩¦⟨E2⟩¦⟨date⟩
⟨N3⟩¦⟨P⟩¦⟨E3⟩¦⟨date⟩
exported ⟨~ts⟩`,
		`⟨#name⟩	⟨#addr⟩	⟨#amount⟩
"⟨NS1⟩"	"⟨A⟩"	⟨amt⟩
"⟨NS2⟩"	"⟨A⟩"	⟨amt⟩
TOTAL		⟨amt⟩`,
	}, "zh-CN": {
		`序号，姓名，手机，身份证号，开户行卡号
1，⟨N1⟩，⟨CM⟩，⟨RID⟩，⟨UP⟩
2，⟨N2⟩，⟨CM⟩，⟨RID⟩，⟨UP⟩`,
	}}},
	// health, insurance, legal and government papers
	{name: "hl7_adt", t: w6t{"*": {
		`MSH|^~\&|EPIC|CLINIC|LAB|HOSP|20260114093000||ADT^A04|⟨~uuid⟩|P|2.5
PID|1||⟨n6⟩^^^MRN||⟨NU1⟩||19⟨mm⟩0101|F|||⟨A⟩||⟨P⟩|||||⟨n6⟩
NK1|1|⟨NU2⟩|SPO|⟨A⟩|⟨P⟩`,
	}}},
	{name: "fhir_patient", t: w6t{"*": {
		`⟨{⟩{"resourceType":"Patient","id":"⟨~uuid⟩","name":[{"use":"official","text":"⟨N1⟩","family":"⟨S1⟩","given":["⟨G1⟩"]}],"telecom":[{"system":"phone","value":"⟨PI⟩"},{"system":"email","value":"⟨E1⟩"}],"address":[{"text":"⟨A⟩"}],"generalPractitioner":[{"display":"⟨N2⟩"}]}⟨}⟩`,
	}}},
	{name: "lab_report", t: w6t{"*": {
		`LABORATORY REPORT            Accession ⟨~order⟩
⟨#name⟩: ⟨N1⟩   ⟨#dob⟩: ⟨dob⟩
Requesting physician: ⟨N2⟩
HbA1c ........ 6.⟨n2⟩ %   (4.0-5.6)  H
LDL .......... 1⟨n2⟩ mg/dL
Validated by ⟨NI3⟩ at ⟨time⟩`,
	}, "zh-CN": {
		`检验报告单　　样本号 ⟨n6⟩
姓名：⟨N1⟩　性别：男　年龄：⟨n2⟩岁　送检医生：⟨N2⟩
项目　　　结果　　参考范围
血红蛋白　1⟨n2⟩　130-175 g/L
报告审核：⟨N3⟩　电话 ⟨P⟩`,
	}}},
	{name: "vaccination_card", t: w6t{"*": {
		`VACCINATION RECORD / ⟨#name⟩: ⟨NU1⟩
⟨#dob⟩ ⟨dob⟩
1. ⟨dmy⟩  Comirnaty  lot ⟨~order⟩  given by ⟨N2⟩
2. ⟨dmy⟩  Influvac   lot ⟨~order⟩
Parent/guardian: ⟨N3⟩, ⟨P⟩`,
	}}},
	{name: "accident_report", t: w6t{"*": {
		`JOINT ACCIDENT REPORT  ⟨#date⟩ ⟨dmy⟩ ⟨time⟩
Vehicle A – driver: ⟨N1⟩, ⟨A⟩, tel ⟨P⟩, insurer policy ⟨~order⟩
Vehicle B – driver: ⟨N2⟩, ⟨A⟩, tel ⟨P⟩
Witness: ⟨N3⟩ ⟨P⟩
Circumstances: B reversed out of parking.`,
	}, "fr": {
		`CONSTAT AMIABLE D'ACCIDENT AUTOMOBILE
Véhicule A — conducteur : ⟨NU1⟩, ⟨A⟩, tél. ⟨P⟩
Véhicule B — conducteur : ⟨N2⟩, ⟨A⟩
Témoin : ⟨N3⟩ (⟨P⟩)
Observations : B sortait d'un stationnement.`,
	}}},
	{name: "court_summons", t: w6t{"*": {
		`SUMMONS — Case ⟨~case⟩
To: ⟨N1⟩, ⟨A⟩
You are required to appear on ⟨date⟩ at ⟨time⟩. Plaintiff: ⟨N2⟩. Counsel: ⟨N3⟩, ⟨E3⟩.`,
	}, "zh-CN": {
		`传票　案号：⟨~case⟩
被传唤人：⟨N1⟩　身份证号：⟨RID⟩
住址：⟨A⟩
传唤事由：开庭审理　应到时间：⟨date⟩ ⟨time⟩　书记员：⟨N2⟩　联系电话：⟨P⟩`,
	}, "de": {
		`LADUNG  Az. ⟨~case⟩
In dem Rechtsstreit ⟨N1⟩ ./. ⟨N2⟩ werden Sie, ⟨=N2⟩, ⟨A⟩, zum Termin am ⟨dmy⟩ um ⟨time⟩ Uhr geladen.`,
	}}},
	{name: "power_of_attorney", t: w6t{"*": {
		`POWER OF ATTORNEY
I, ⟨N1⟩, residing at ⟨A⟩, appoint ⟨N2⟩ (⟨#phone⟩ ⟨P⟩) as my attorney to operate account ⟨IB⟩.
Signed ⟨dmy⟩ before notary ⟨N3⟩.`,
	}, "es": {
		`PODER NOTARIAL
Yo, ⟨N1⟩, con domicilio en ⟨A⟩, otorgo poder a ⟨N2⟩ para gestionar la cuenta ⟨IB⟩.
Ante mí, el notario ⟨N3⟩, a ⟨dmy⟩.`,
	}, "it": {
		`PROCURA SPECIALE
Il/La sottoscritto/a ⟨N1⟩, residente in ⟨A⟩, nomina ⟨N2⟩ (cell. ⟨P⟩) quale procuratore per il conto ⟨IB⟩.`,
	}}},
	{name: "police_statement", t: w6t{"*": {
		`WITNESS STATEMENT  ref ⟨~order⟩
Name: ⟨NU1⟩   DOB ⟨dob⟩   Tel ⟨P⟩
Address: ⟨A⟩
At about ⟨time⟩ I saw a man I now know as ⟨N2⟩ take the bag.`,
	}, "ru": {
		`ОБЪЯСНЕНИЕ
Я, ⟨NP1⟩, проживающий(ая) по адресу: ⟨A⟩, тел. ⟨P⟩, по существу заданных вопросов поясняю:
⟨dmy⟩ около ⟨time⟩ мой сосед ⟨N2⟩ сообщил мне о краже.`,
	}, "uk": {
		`ПОЯСНЕННЯ
Я, ⟨NP1⟩, що проживає за адресою: ⟨A⟩, тел. ⟨P⟩, пояснюю таке: ⟨dmy⟩ приблизно о ⟨time⟩ ⟨N2⟩ повідомив(ла) мене про пошкодження авто.`,
	}}},
	{name: "visa_application", t: w6t{"*": {
		`APPLICATION FOR SCHENGEN VISA   application no. ⟨~order⟩
1. Surname: ⟨S1⟩   3. First name(s): ⟨G1⟩
10. Applicant's home address and e-mail: ⟨A⟩ / ⟨E1⟩   Tel: ⟨PI⟩
31. Inviting person: ⟨N2⟩, ⟨A⟩, ⟨PI⟩`,
	}}},
	{name: "hotel_registration_card", t: w6t{"*": {
		`REGISTRATION CARD  Room ⟨n4⟩
Guest: ⟨NU1⟩   Nationality: ⟨city⟩
Home address: ⟨A⟩
Mobile ⟨PI⟩   E-mail ⟨E1⟩
Card guarantee: ⟨CC⟩ exp ⟨exp⟩`,
	}, "zh-CN": {
		`旅客入住登记表　房号 ⟨n4⟩
姓名 ⟨N1⟩　证件类型 居民身份证　证件号码 ⟨RID⟩
同住人 ⟨N2⟩　联系电话 ⟨P⟩
入住 ⟨date⟩　离店 ⟨date⟩`,
	}}},
	{name: "car_rental_agreement", t: w6t{"*": {
		`RENTAL AGREEMENT RA-⟨n6⟩   Pick-up ⟨city⟩ ⟨date⟩ ⟨time⟩
Main driver: ⟨N1⟩, licence ⟨hex8⟩, ⟨A⟩, ⟨P⟩
Additional driver: ⟨N2⟩
Deposit charged to ⟨CC⟩. VIN ⟨~vin⟩`,
	}}},
	{name: "sepa_mandate", t: w6t{"*": {
		`SEPA Direct Debit Mandate   Mandate ref: ⟨~order⟩
Creditor: ⟨co⟩
Debtor name: ⟨N1⟩
Debtor address: ⟨A⟩
IBAN: ⟨IB⟩
Place/date: ⟨city⟩, ⟨dmy⟩   Signature: ⟨=N1⟩`,
	}, "de": {
		`SEPA-Lastschriftmandat  Mandatsreferenz ⟨~order⟩
Zahlungsempfänger: ⟨co⟩
Kontoinhaber: ⟨NS1⟩
Anschrift: ⟨A⟩
IBAN: ⟨IBC⟩
Ort, Datum: ⟨city⟩, ⟨dmy⟩`,
	}, "nl": {
		`Doorlopende machtiging SEPA  kenmerk ⟨~order⟩
Naam: ⟨N1⟩
Adres: ⟨A⟩
Rekeningnummer (IBAN): ⟨IBL⟩`,
	}}},
	{name: "swift_mt103", t: w6t{"*": {
		`{1:F01DEUTDEFFAXXX0000000000}{2:I103BNPAFRPPXXXXN}{4:
:20:⟨~order⟩
:32A:260114EUR⟨amt⟩
:50K:/⟨IBC⟩
⟨NU1⟩
⟨A2⟩
:59:/⟨IBC⟩
⟨NU2⟩
:70:INVOICE ⟨~order⟩
-}`,
	}}},
	{name: "pain001_xml", t: w6t{"*": {
		`<CdtTrfTxInf><PmtId><EndToEndId>⟨~uuid⟩</EndToEndId></PmtId>
  <Amt><InstdAmt Ccy="EUR">⟨amt⟩</InstdAmt></Amt>
  <Cdtr><Nm>⟨N1⟩</Nm><PstlAdr><AdrLine>⟨A⟩</AdrLine></PstlAdr></Cdtr>
  <CdtrAcct><Id><IBAN>⟨IBC⟩</IBAN></Id></CdtrAcct>
  <RmtInf><Ustrd>Rent ⟨date⟩</Ustrd></RmtInf>
</CdtTrfTxInf>`,
	}}},
	{name: "chargeback_dispute", t: w6t{"*": {
		`Dispute ⟨~uuid⟩ — reason: fraudulent
Cardholder: ⟨N1⟩  card ⟨CC⟩
Billing address on file: ⟨A⟩
Customer email ⟨E1⟩, IP at checkout ⟨IP⟩ (our test card ⟨~testcard⟩ was not used)
Evidence due ⟨date⟩.`,
	}}},
	{name: "utility_bill", t: w6t{"*": {
		`⟨co⟩ — ELECTRICITY BILL  account ⟨n6⟩⟨n4⟩
⟨N1⟩
⟨A2⟩
Period ⟨date⟩ – ⟨date⟩   kWh ⟨n4⟩   ⟨#amount⟩ ⟨amt⟩
Direct debit from ⟨IB⟩. Questions: ⟨~switch⟩`,
	}, "zh-CN": {
		`国网电费缴费通知单　户号 ⟨n6⟩⟨n4⟩
户名：⟨N1⟩　用电地址：⟨A⟩
本期电量 ⟨n4⟩ 度　应缴金额 ⟨amt⟩ 元
客服热线 ⟨~switch⟩`,
	}}},
	// HR, school, real estate, logistics
	{name: "hr_warning_letter", t: w6t{"*": {
		`⟨co⟩ — written warning
Employee: ⟨N1⟩ (no. ⟨n6⟩)
Manager: ⟨N2⟩
On ⟨date⟩ you did not attend your shift. Please contact HR (⟨N3⟩, ⟨E3⟩) within five days.
Ref ⟨~uuid⟩`,
	}, "pl": {
		`UPOMNIENIE
Pracownik: ⟨N1⟩, zam. ⟨A⟩
Przełożony: ⟨N2⟩
W dniu ⟨dmy⟩ nie stawił(a) się Pan/Pani w pracy. Kontakt z działem kadr: ⟨N3⟩, tel. ⟨P⟩.`,
	}}},
	{name: "n8n_workflow_export", t: w6t{"*": {
		`⟨{⟩{"name":"Lead intake","nodes":[{"type":"n8n-nodes-base.webhook","parameters":{"path":"⟨~uuid⟩"}},{"type":"n8n-nodes-base.httpRequest","parameters":{"url":"⟨HOOK⟩"}},{"type":"n8n-nodes-base.postgres","parameters":{"connectionString":"⟨DSN⟩"}}],"pinData":{"Webhook":[{"json":{"name":"⟨N1⟩","email":"⟨E1⟩","phone":"⟨PI⟩"}}]}}⟨}⟩`,
	}}},
	{name: "pr_review_comment", t: w6t{"*": {
		`**⟨NL1⟩** commented on config/settings.py line 42:
` + "```diff" + `
-DATABASE_URL = os.environ["DATABASE_URL"]
+DATABASE_URL = "⟨DSN⟩"
` + "```" + `
Please don't hardcode this, and rotate it now. cc @⟨NL2⟩`,
	}}},
	{name: "grafana_contact_point", t: w6t{"*": {
		`apiVersion: 1
contactPoints:
  - orgId: 1
    name: oncall-⟨hex8⟩
    receivers:
      - uid: ⟨hex8⟩
        type: webhook
        settings:
          url: ⟨HOOK⟩
      - uid: ⟨hex8⟩
        type: email
        settings:
          addresses: ⟨E1⟩;⟨E2⟩`,
	}}},
	{name: "tenant_screening", t: w6t{"en-US": {
		`TENANT SCREENING REPORT  #⟨n6⟩
Applicant: ⟨NU1⟩   SSN: ⟨SSN⟩   DOB: ⟨dob⟩
Current address: ⟨A⟩
Previous landlord: ⟨N2⟩, ⟨P⟩
Employer verified: ⟨co⟩
Sample placeholder SSN in template: ⟨~ssnex⟩`,
	}}},
	{name: "benefits_enrollment", t: w6t{"en-US": {
		`Open enrollment — dependents
Employee: ⟨N1⟩ (SSN ⟨SSN⟩)
Spouse: ⟨N2⟩, SSN ⟨SSN⟩, DOB ⟨dob⟩
Child: ⟨N3⟩, SSN ⟨SSN⟩
Mailing address: ⟨A2⟩`,
	}}},
	{name: "payslip", t: w6t{"*": {
		`PAYSLIP ⟨date⟩        ⟨co⟩
Employee  ⟨NU1⟩
Address   ⟨A⟩
Bank      ⟨IB⟩
Gross ⟨amt⟩   Tax ⟨amt⟩   Net ⟨amt⟩`,
	}, "en-US": {
		`EARNINGS STATEMENT  pay date ⟨date⟩   ⟨co⟩
⟨NU1⟩   SSN ⟨SSN⟩
⟨A2⟩
Regular 80.00 hrs   Gross ⟨amt⟩   Fed W/H ⟨amt⟩   Net ⟨amt⟩`,
	}, "zh-CN": {
		`工资条　⟨date⟩
姓名：⟨N1⟩　工号：⟨n6⟩　身份证：⟨RID⟩
应发 ⟨amt⟩　社保 ⟨amt⟩　实发 ⟨amt⟩　工资卡 ⟨UP⟩`,
	}}},
	{name: "school_permission_slip", t: w6t{"*": {
		`FIELD TRIP PERMISSION — ⟨date⟩
Student: ⟨N1⟩   Class 4B
Parent/guardian: ⟨N2⟩   Emergency phone: ⟨P⟩
Teacher in charge: ⟨N3⟩
Trip: museum exhibition on ⟨~fig⟩`,
	}, "ko": {
		`현장체험학습 참가 동의서
학생 이름: ⟨N1⟩  (3학년 2반)
보호자: ⟨N2⟩  연락처: ⟨P⟩
주소: ⟨A⟩
담임교사: ⟨N3⟩`,
	}, "zh-CN": {
		`春游家长回执
学生姓名：⟨N1⟩　班级：三年级二班
家长姓名：⟨N2⟩　紧急联系电话：⟨P⟩
班主任：⟨N3⟩老师`,
	}}},
	{name: "course_roster", t: w6t{"*": {
		`# | ⟨#name⟩ | ⟨#email⟩ | grade
1 | ⟨NS1⟩ | ⟨E1⟩ | B+
2 | ⟨NS2⟩ | ⟨E2⟩ | A
3 | ⟨NS3⟩ | ⟨E3⟩ | C
TA: ⟨N4⟩   course ⟨~uuid⟩`,
	}}},
	{name: "viewing_feedback", t: w6t{"*": {
		`Viewing log — ⟨A⟩
⟨date⟩ ⟨time⟩  ⟨N1⟩ (⟨P⟩): liked the light, worried about noise.
⟨date⟩ ⟨time⟩  ⟨N2⟩ (⟨E2⟩): will make an offer.
Agent: ⟨N3⟩, ⟨co⟩`,
	}, "de": {
		`Besichtigungsprotokoll ⟨A⟩
⟨dmy⟩, ⟨time⟩ Uhr: ⟨N1⟩, Tel. ⟨P⟩ – Interesse, Selbstauskunft folgt
⟨dmy⟩, ⟨time⟩ Uhr: ⟨N2⟩, ⟨E2⟩ – abgesagt
Makler: ⟨N3⟩`,
	}}},
	{name: "rent_roll", t: w6t{"*": {
		`Unit;Tenant;Phone;Rent;Paid
1A;⟨N1⟩;⟨P⟩;⟨amt⟩;yes
2B;⟨N2⟩;⟨P⟩;⟨amt⟩;no
3C;⟨N3⟩;⟨P⟩;⟨amt⟩;yes
Property: ⟨A⟩`,
	}, "zh-CN": {
		`房号,租客,电话,月租,押金,备注
1-101,⟨N1⟩,⟨P⟩,⟨amt⟩,⟨amt⟩,
1-102,⟨N2⟩,⟨P⟩,⟨amt⟩,⟨amt⟩,欠租两月
楼栋地址：⟨A⟩`,
	}}},
	{name: "proof_of_delivery", t: w6t{"*": {
		`POD ⟨~track⟩   Delivered ⟨date⟩ ⟨time⟩
Consignee: ⟨N1⟩, ⟨A⟩
Received by: ⟨N2⟩ (neighbour)   Driver: ⟨G3⟩   GPS ⟨~coords⟩`,
	}, "id": {
		`BUKTI PENGIRIMAN ⟨~track⟩
Penerima: ⟨N1⟩
Alamat: ⟨A⟩
No. HP: ⟨P⟩
Diterima oleh: ⟨N2⟩ pada ⟨dmy⟩ ⟨time⟩`,
	}, "zh-CN": {
		`签收回单　运单号 ⟨~track⟩
收件人：⟨N1⟩　⟨P⟩
收件地址：⟨A⟩
代收人：⟨N2⟩（门卫）　派件员：⟨N3⟩`,
	}}},
	{name: "x12_850", t: w6t{"*": {
		`ISA*00*          *00*          *ZZ*⟨hex8⟩       *ZZ*BUYER          *260114*0930*U*00401*000000⟨n2⟩1*0*P*>~
ST*850*0001~BEG*00*SA*⟨~order⟩**20260114~
N1*ST*⟨NU1⟩~N3*⟨A⟩~
PER*IC*⟨NU2⟩*TE*⟨P⟩*EM*⟨E2⟩~
PO1*1*12*EA*9.95**VP*⟨n6⟩~SE*7*0001~`,
	}}},
	{name: "edifact_nad", t: w6t{"*": {
		`UNB+UNOC:3+⟨n6⟩:14+⟨n6⟩:14+260114:0930+⟨n4⟩'
UNH+1+DESADV:D:96A:UN'
NAD+DP+++⟨NU1⟩+⟨A⟩'
CTA+IC+:⟨NU2⟩'
COM+⟨PI⟩:TE'
UNT+5+1'`,
	}}},
	{name: "gedcom", t: w6t{"*": {
		`0 @I⟨n2⟩@ INDI
1 NAME ⟨G1⟩ /⟨S1⟩/
1 BIRT
2 DATE 12 MAR 19⟨mm⟩
2 PLAC ⟨city⟩
1 RESI
2 ADDR ⟨A⟩
1 EMAIL ⟨E1⟩
0 @I⟨n4⟩@ INDI
1 NAME ⟨~fig⟩
1 NOTE famous namesake, not related`,
	}}},
	{name: "family_tree_notes", t: w6t{"*": {
		`Family tree notes
- Great-grandmother: ⟨N1⟩ (b. ⟨dob⟩)
- Her son ⟨N2⟩ married ⟨N3⟩
- ⟨G3⟩ still lives at ⟨A⟩, call ⟨P⟩ before visiting
- Grandpa always claimed we're related to ⟨~fig⟩ (we aren't)`,
	}, "vi": {
		`Gia phả họ ⟨S1⟩
Cụ ông: ⟨N1⟩ (sinh ⟨dob⟩)
Con trưởng: ⟨N2⟩, hiện ở ⟨A⟩, SĐT ⟨P⟩
Cháu: ⟨N3⟩`,
	}, "ko": {
		`족보 메모
증조할아버지: ⟨N1⟩
할머니: ⟨N2⟩ (⟨dob⟩생)
큰아버지 ⟨N3⟩ 댁: ⟨A⟩, ⟨P⟩`,
	}}},
	// community
	{name: "sports_roster", t: w6t{"*": {
		`U12 ROSTER — ⟨co⟩
#7  ⟨N1⟩  guardian ⟨N2⟩  ⟨P⟩
#9  ⟨N3⟩  guardian ⟨N4⟩  ⟨P⟩
Coach ⟨~fig⟩? no — coach is ⟨G2⟩'s dad.`,
	}, "es": {
		`PLANTILLA ALEVÍN
Dorsal 10 – ⟨N1⟩ – tutor: ⟨N2⟩ – ⟨P⟩
Dorsal 4 – ⟨N3⟩ – tutor: ⟨N4⟩ – ⟨P⟩
Entrenador: ⟨G2⟩`,
	}, "tr": {
		`U12 TAKIM LİSTESİ
No 10 ⟨N1⟩ – veli: ⟨N2⟩ – ⟨P⟩
No 8 ⟨N3⟩ – veli: ⟨N4⟩ – ⟨P⟩
Antrenör: ⟨G2⟩ Hoca`,
	}}},
	{name: "church_newsletter", t: w6t{"*": {
		`PARISH NEWSLETTER
Please pray for ⟨N1⟩, recovering at home (⟨A⟩) — cards welcome.
Birthdays: ⟨N2⟩, ⟨N3⟩.
Flower rota: ⟨G4⟩ — swap via ⟨P⟩.
Quote of the week from ⟨~fig⟩.`,
	}, "pt-BR": {
		`INFORMATIVO DA PARÓQUIA
Rezemos por ⟨N1⟩, que se recupera no lar (⟨A⟩).
Aniversariantes: ⟨N2⟩ e ⟨N3⟩.
Pastoral do dízimo: ⟨G4⟩, ⟨P⟩.`,
	}, "sw": {
		`TANGAZO LA KANISA
Tumwombee ⟨N1⟩ aliyelazwa hospitali.
Harusi ya ⟨N2⟩ na ⟨N3⟩ itafanyika Jumamosi.
Mawasiliano: Katibu ⟨G4⟩, simu ⟨P⟩.`,
	}}},
	{name: "club_newsletter", t: w6t{"*": {
		`CLUB NEWS
Welcome to our new members ⟨N1⟩ and ⟨N2⟩!
Membership fees to ⟨IB⟩ (ref: your name).
Treasurer: ⟨N3⟩, ⟨E3⟩`,
	}, "de": {
		`VEREINSNACHRICHTEN
Wir begrüßen ⟨N1⟩ und ⟨N2⟩ als neue Mitglieder.
Beitrag bitte auf ⟨IB⟩ (Verwendungszweck: Name).
Kassenwart: ⟨N3⟩, ⟨E3⟩`,
	}, "el": {
		`ΝΕΑ ΤΟΥ ΣΥΛΛΟΓΟΥ
Καλωσορίζουμε τα νέα μέλη ⟨N1⟩ και ⟨N2⟩.
Συνδρομές στο ⟨IB⟩.
Ταμίας: ⟨N3⟩, τηλ. ⟨P⟩`,
	}}},
	{name: "wedding_rsvp", t: w6t{"*": {
		`RSVP list
⟨N1⟩ +1 — yes — veg
⟨N2⟩ — no
⟨N3⟩ — yes — send invite to ⟨A⟩
⟨N4⟩ — maybe (⟨P⟩)
venue photo stop: ⟨~famaddr⟩`,
	}, "he": {
		`רשימת אישורי הגעה
⟨N1⟩ – מגיע/ה +1
⟨N2⟩ – לא מגיע/ה
⟨N3⟩ – ⟨P⟩ – לשלוח הזמנה ל⟨A⟩`,
	}, "ar": {
		`قائمة تأكيد الحضور
⟨N1⟩ – سيحضر
⟨N2⟩ – لن يحضر
⟨N3⟩ – ⟨P⟩ – العنوان: ⟨A⟩`,
	}}},
	{name: "obituary", t: w6t{"*": {
		`⟨N1⟩ passed away peacefully on ⟨date⟩. Survived by ⟨N2⟩ and ⟨N3⟩. Condolences may be sent to ⟨A⟩.`,
	}, "it": {
		`È mancata all'affetto dei suoi cari ⟨N1⟩. Ne danno il triste annuncio ⟨N2⟩ e ⟨N3⟩. Le esequie si terranno il ⟨dmy⟩. Abitazione: ⟨A⟩.`,
	}, "pl": {
		`Z głębokim żalem zawiadamiamy, że zmarł(a) ⟨N1⟩. Pogrzeb ⟨dmy⟩. Pogrążeni w smutku: ⟨N2⟩ i ⟨N3⟩. Kontakt: ⟨P⟩.`,
	}, "th": {
		`ขอแสดงความเสียใจ ⟨N1⟩ ได้ถึงแก่กรรมเมื่อ ⟨dmy⟩ สวดอภิธรรม ณ ⟨A⟩ ติดต่อ ⟨N2⟩ ⟨P⟩`,
	}}},
	{name: "lost_and_found", t: w6t{"*": {
		`FOUND: grey cat near ⟨A⟩. Collar tag says "⟨G1⟩, call ⟨P⟩" but no answer. If yours text me, ⟨G2⟩.`,
	}, "nl": {
		`GEVONDEN: sleutelbos bij ⟨A⟩. Label: ⟨N1⟩. Bel of app ⟨P⟩ (⟨G2⟩).`,
	}, "hi": {
		`खोया-पाया: ⟨A⟩ के पास एक बटुआ मिला, उसमें ⟨N1⟩ का आधार कार्ड है। संपर्क करें: ⟨N2⟩, ⟨P⟩`,
	}}},
	{name: "marketplace_chat", t: w6t{"*": {
		`[buyer ⟨NL1⟩] is the bike still available?
[seller] yes. pick-up at ⟨A⟩
[buyer ⟨=NL1⟩] great, my number ⟨P⟩
[seller] ok ⟨G2⟩ here, see you at ⟨time⟩`,
	}, "zh-CN": {
		`买家：在吗？这个还有吗
卖家：有的，同城自提，地址⟨A⟩
买家：好，我叫⟨N1⟩，电话⟨P⟩，明天下午过去
卖家：行，到了打我电话，我姓⟨S2⟩`,
	}, "ja": {
		`購入者：コメント失礼します。まだ購入可能でしょうか？
出品者：はい、可能です。手渡しなら⟨A⟩付近になります。
購入者：⟨N1⟩と申します。連絡先は⟨P⟩です。`,
	}}},
	{name: "vet_record", t: w6t{"*": {
		`Patient: "Biscuit" (canine)   Owner: ⟨N1⟩
Owner contact: ⟨P⟩ / ⟨E1⟩
Address: ⟨A⟩
Vet: ⟨N2⟩   Next booster ⟨date⟩   Microchip ⟨~imei⟩`,
	}}},
	{name: "gym_membership", t: w6t{"*": {
		`Membership #⟨n6⟩ ⟨co⟩
⟨#name⟩: ⟨N1⟩  ⟨#dob⟩: ⟨dob⟩
⟨#phone⟩: ⟨P⟩
Emergency contact: ⟨N2⟩ ⟨P⟩
Monthly debit: ⟨IB⟩
Member since ⟨~ts⟩`,
	}}},
	{name: "library_notice", t: w6t{"*": {
		`Dear ⟨N1⟩, the following items are overdue:
- "Collected Poems" by ⟨~fig⟩ — due ⟨date⟩
Card ⟨n6⟩⟨n4⟩. Questions: reply to this mail or call ⟨~switch⟩.`,
	}}},
	{name: "alumni_directory", t: w6t{"*": {
		`CLASS OF 2009 — where are they now
⟨NS1⟩ · ⟨city⟩ · ⟨E1⟩
⟨NS2⟩ · ⟨city⟩ · ⟨P⟩
⟨NS3⟩ · lost contact
(famous alum: ⟨~fig⟩)`,
	}}},
	{name: "ride_receipt", t: w6t{"*": {
		`Thanks for riding, ⟨G1⟩
Pickup ⟨time⟩  ⟨A⟩
Dropoff ⟨time⟩  ⟨~famaddr⟩
Driver: ⟨G2⟩   Card ••••⟨n4⟩   Total ⟨amt⟩`,
	}, "zh-CN": {
		`【行程单】乘客：⟨N1⟩（尾号⟨n4⟩）
上车：⟨A⟩ ⟨time⟩
下车：⟨~famaddr⟩ ⟨time⟩
司机：⟨S2⟩师傅　车牌 浙A·⟨n4⟩⟨hex8⟩`,
	}}},
	{name: "food_delivery_order", t: w6t{"*": {
		`NEW ORDER ⟨~order⟩ — ⟨co⟩
Deliver to: ⟨N1⟩
⟨A⟩
Phone: ⟨P⟩
Note: ring twice, ask for ⟨G1⟩`,
	}, "zh-CN": {
		`【新订单】#⟨n2⟩ 预计送达 ⟨time⟩
顾客：⟨N1⟩（先生/女士）
手机：⟨P⟩
地址：⟨A⟩
备注：放门口，别敲门`,
	}, "th": {
		`ออเดอร์ใหม่ ⟨~order⟩
ลูกค้า: ⟨N1⟩
ที่อยู่: ⟨A⟩
โทร: ⟨P⟩`,
	}}},
	{name: "support_macro", t: w6t{"*": {
		`Macro "Address change – confirmed" applied by ⟨N1⟩
---
⟨#hello⟩ ⟨G2⟩,
we've updated your delivery address to ⟨A⟩. If this wasn't you, call ⟨~switch⟩.
⟨#thanks⟩, ⟨G1⟩`,
		`Macro "Secure upload link" — agent ⟨N1⟩
⟨#hello⟩ ⟨G2⟩, please upload the documents here (valid 24 h): ⟨URLT⟩
Reference ⟨~order⟩.`,
	}}},
	{name: "feishu_doc_comment", t: w6t{"zh-CN": {
		`@⟨N1⟩ 这里客户的联系方式写错了，应该是 ⟨P⟩，地址改成 ⟨A⟩
—— ⟨N2⟩ 评论于 ⟨date⟩ ⟨time⟩
回复 ⟨=N1⟩：已改，顺便把对接人换成⟨N3⟩了`,
		`飞书文档 · 项目周报 · 评论区
⟨N1⟩：测试环境的 key 别贴在文档里 ⟨CNKEY⟩
⟨N2⟩：收到，已轮换。@⟨N3⟩ 记得更新 Apollo 配置`,
	}}},
	{name: "wecom_approval", t: w6t{"zh-CN": {
		`【审批】报销申请 · ⟨N1⟩提交
金额：¥⟨amt⟩
收款人：⟨=N1⟩
收款账户：⟨UP⟩（招商银行）
审批人：⟨N2⟩ → ⟨N3⟩
备注：出差⟨city⟩，往返高铁`,
	}}},
	{name: "express_waybill_cn", t: w6t{"zh-CN": {
		`寄件人：⟨N1⟩ ⟨P⟩
寄件地址：⟨A⟩
收件人：⟨N2⟩ ⟨P⟩
收件地址：⟨A⟩
物品：文件　保价：否　运单 ⟨~track⟩`,
	}}},
	{name: "wechat_pay_bill", t: w6t{"zh-CN": {
		`交易时间,交易类型,交易对方,商品,金额(元),支付方式,当前状态
⟨date⟩ ⟨time⟩,转账,⟨N1⟩,/,⟨amt⟩,零钱,对方已收钱
⟨date⟩ ⟨time⟩,商户消费,⟨co⟩,外卖,⟨amt⟩,招商银行(⟨n4⟩),支付成功
⟨date⟩ ⟨time⟩,转账,⟨N2⟩,/,⟨amt⟩,零钱,已存入零钱`,
	}}},
	{name: "zh_en_dev_chat", t: w6t{"zh-CN": {
		`prod 又挂了 😭 看下 log：
ERROR connect ⟨DSN⟩ timeout after 30s
@⟨N1⟩ 你昨天是不是改了 security group？我本机 IP 是 ⟨IP⟩
另外钉钉机器人 ⟨HOOK⟩ 一直报 310000`,
		`这段 Python 为啥 401？
client = OpenAI(api_key="⟨CNKEY⟩", base_url="https://api.siliconflow.cn/v1")
我同事⟨N1⟩说 key 是好的，他那边能跑`,
	}}},
	// infrastructure, credentials, observability
	{name: "gitlab_ci_log", t: w6t{"*": {
		`Running with gitlab-runner 17.⟨n2⟩.0 (⟨hex8⟩)
$ echo "deploying as $CI_COMMIT_AUTHOR"
deploying as ⟨N1⟩ <⟨E1⟩>
$ curl -s -H "PRIVATE-TOKEN: ⟨KEY⟩" https://git.internal/api/v4/projects
$ export AWS_ACCESS_KEY_ID=⟨AK⟩
Job succeeded`,
		`$ ./scripts/notify.sh
+ curl -sS -X POST '⟨HOOK⟩' -H 'Content-Type: application/json' -d '{"text":"deploy by ⟨N1⟩ done"}'
ok
Cleaning up project directory and file based variables`,
	}}},
	{name: "jenkins_console", t: w6t{"*": {
		`Started by user ⟨N1⟩
[Pipeline] withCredentials
Masking supported pattern matches of $PASS
+ docker login -u ci-bot -p ⟨PW⟩ registry.internal:5000
WARNING! Using --password via the CLI is insecure.
[Pipeline] sh
+ ssh deploy@⟨PIP⟩ 'systemctl restart app'
Finished: SUCCESS`,
	}}},
	{name: "mobile_crash_report", t: w6t{"*": {
		`Incident Identifier: ⟨~uuid⟩
Hardware Model:      iPhone16,2
OS Version:          iOS 19.⟨n2⟩ (⟨hex8⟩)
User (app login):    ⟨E1⟩  display "⟨N1⟩"
Last known IP:       ⟨IP⟩
Exception Type:  EXC_BAD_ACCESS (SIGSEGV)
Thread 0 Crashed:
0   libswiftCore.dylib  0x000000019a⟨hex8⟩ swift_retain + 8`,
	}}},
	{name: "otel_span", t: w6t{"*": {
		`⟨{⟩{"traceId":"⟨hex8⟩⟨hex8⟩","name":"POST /checkout","attributes":{"enduser.id":"⟨E1⟩","http.client_ip":"⟨IP⟩","app.customer_name":"⟨N1⟩","app.shipping_address":"⟨A⟩","http.request.header.authorization":"Bearer ⟨JWT⟩"},"status":{"code":"ERROR"}}⟨}⟩`,
	}}},
	{name: "cloudtrail_event", t: w6t{"*": {
		`⟨{⟩{"eventVersion":"1.09","userIdentity":{"type":"IAMUser","userName":"⟨NL1⟩","accessKeyId":"⟨AK⟩"},"eventTime":"⟨~ts⟩","eventName":"GetSecretValue","sourceIPAddress":"⟨IP⟩","userAgent":"aws-cli/2.22.⟨n2⟩","requestID":"⟨~uuid⟩"}⟨}⟩`,
	}}},
	{name: "vault_kv_get", t: w6t{"*": {
		`$ vault kv get secret/payments/prod
====== Secret Path ======
secret/data/payments/prod
======= Data =======
Key              Value
---              -----
db_password      ⟨PW⟩
psp_secret_key   ⟨KEY⟩
owner            ⟨E1⟩`,
	}}},
	{name: "pulumi_config", t: w6t{"*": {
		`config:
  aws:region: eu-central-1
  app:adminEmail: ⟨E1⟩
  app:dbPassword:
    secure: AAABA⟨hex8⟩⟨hex8⟩==
  app:stripeKey: ⟨KEY⟩
  app:oncallPhone: "⟨PI⟩"`,
	}}},
	{name: "redis_monitor", t: w6t{"*": {
		`1767⟨n6⟩.⟨n6⟩ [0 ⟨PIP⟩:5⟨n4⟩] "HSET" "user:⟨n6⟩" "name" "⟨N1⟩" "phone" "⟨PI⟩"
1767⟨n6⟩.⟨n6⟩ [0 ⟨PIP⟩:5⟨n4⟩] "SET" "session:⟨~uuid⟩" "⟨JWT⟩" "EX" "3600"
1767⟨n6⟩.⟨n6⟩ [0 127.0.0.1:6⟨n4⟩] "PING"`,
	}}},
	{name: "kcat_dump", t: w6t{"*": {
		`% Reached end of topic orders.created [2] at offset 1⟨n4⟩
⟨{⟩{"order_id":"⟨~order⟩","customer":{"name":"⟨N1⟩","email":"⟨E1⟩","phone":"⟨PI⟩"},"ship_to":"⟨A⟩","total":⟨amt⟩}⟨}⟩
% Reached end of topic orders.created [0] at offset 98⟨n2⟩`,
	}}},
	{name: "grpcurl_output", t: w6t{"*": {
		`$ grpcurl -H 'authorization: Bearer ⟨JWT⟩' api.internal:443 account.v1.Accounts/Get
⟨{⟩{
  "account": {
    "displayName": "⟨N1⟩",
    "email": "⟨E1⟩",
    "iban": "⟨IBC⟩"
  }
}⟨}⟩`,
	}}},
	{name: "llm_trace", t: w6t{"*": {
		`run_id=⟨~uuid⟩ model=gpt-5-mini latency=1.⟨n2⟩s
[system] You are a helpful assistant for ⟨co⟩.
[user] hi, I'm ⟨N1⟩, my order didn't arrive at ⟨A⟩, phone ⟨P⟩
[assistant] Sorry ⟨G1⟩! Let me check order ⟨~order⟩.`,
	}, "en-US": {
		`run_id=⟨~uuid⟩ model=claude-sonnet latency=2.⟨n2⟩s
[user] help me fill the W-4. name ⟨N1⟩, ssn ⟨SSN⟩, address ⟨A⟩
[assistant] Sure, ⟨G1⟩. Step 1(a) takes your name and SSN as written above.`,
	}, "zh-CN": {
		`trace ⟨~uuid⟩ · qwen-max · 1.⟨n2⟩s
[user] 我是⟨N1⟩，手机号⟨CM⟩，帮我查下退款到哪了
[assistant] 您好，⟨N1⟩的退款已原路退回尾号 ⟨n4⟩ 的银行卡。`,
	}}},
	{name: "openai_batch_jsonl", t: w6t{"*": {
		`⟨{⟩{"custom_id":"req-⟨n4⟩","method":"POST","url":"/v1/chat/completions","body":{"model":"gpt-4.1-mini","messages":[{"role":"user","content":"Classify this complaint: \"I am ⟨N1⟩ from ⟨A⟩, you charged my card ⟨CC⟩ twice.\""}]}}
{"custom_id":"req-⟨n4⟩","method":"POST","url":"/v1/chat/completions","body":{"model":"gpt-4.1-mini","messages":[{"role":"user","content":"Classify: \"call me back on ⟨P⟩ — ⟨N2⟩\""}]}}⟨}⟩`,
	}}},
	{name: "password_manager_csv", t: w6t{"*": {
		`folder,favorite,type,name,notes,fields,reveal_prompt,login_uri,login_username,login_password,login_totp
Work,,login,VPN,,,,https://vpn.⟨hex8⟩.net,⟨E1⟩,⟨PW⟩,
Personal,1,login,Bank,,,,https://bank.example,⟨NL1⟩,⟨PW⟩,⟨~phkey⟩`,
	}}},
	{name: "wireguard_conf", t: w6t{"*": {
		`[Interface]
# laptop of ⟨N1⟩
PrivateKey = ⟨AWSS⟩
Address = 10.8.0.⟨n2⟩/32
DNS = ⟨~dns⟩

[Peer]
PublicKey = ⟨hex8⟩⟨hex8⟩⟨hex8⟩=
Endpoint = ⟨IP⟩:51820
AllowedIPs = 0.0.0.0/0`,
	}}},
	{name: "openvpn_profile", t: w6t{"*": {
		`client
dev tun
remote ⟨IP⟩ 1194 udp
auth-user-pass
# issued to ⟨N1⟩ <⟨E1⟩>
<key>
⟨PEM⟩
</key>`,
	}}},
	{name: "rclone_conf", t: w6t{"*": {
		`[backup-s3]
type = s3
provider = AWS
access_key_id = ⟨AK⟩
secret_access_key = ⟨AWSS⟩
region = eu-west-1

[oss-cn]
type = s3
provider = Alibaba
access_key_id = ⟨CNKEY⟩
endpoint = oss-cn-hangzhou.aliyuncs.com`,
	}}},
	{name: "docker_config_json", t: w6t{"*": {
		`cat ~/.docker/config.json
⟨{⟩{
  "auths": {
    "registry.⟨hex8⟩.io": { "auth": "⟨AWSS⟩" },
    "ghcr.io": { "auth": "⟨KEY⟩" }
  },
  "credsStore": ""
}⟨}⟩`,
	}}},
	{name: "npmrc_pip_conf", t: w6t{"*": {
		`# ~/.npmrc
//registry.npmjs.org/:_authToken=⟨KEY⟩
email=⟨E1⟩
# ~/.pip/pip.conf
[global]
index-url = ⟨URLT⟩`,
	}}},
	{name: "maven_settings", t: w6t{"*": {
		`<settings>
  <servers>
    <server>
      <id>nexus-releases</id>
      <username>⟨NL1⟩</username>
      <password>⟨PW⟩</password>
    </server>
  </servers>
  <!-- ask ⟨N2⟩ (⟨E2⟩) for access -->
</settings>`,
	}}},
	{name: "auth_log", t: w6t{"*": {
		`Jan 14 03:12:⟨mm⟩ bastion sshd[⟨n4⟩]: Failed password for invalid user admin from ⟨IP⟩ port 4⟨n4⟩ ssh2
Jan 14 03:12:⟨mm⟩ bastion sshd[⟨n4⟩]: Accepted publickey for ⟨NL1⟩ from ⟨IP⟩ port 5⟨n4⟩ ssh2: ED25519 SHA256:⟨hex8⟩
Jan 14 03:13:02 bastion sudo: ⟨NL1⟩ : TTY=pts/0 ; PWD=/home ; USER=root ; COMMAND=/usr/bin/cat /etc/shadow`,
	}}},
	{name: "postfix_maillog", t: w6t{"*": {
		`postfix/smtpd[⟨n4⟩]: connect from unknown[⟨IP⟩]
postfix/cleanup[⟨n4⟩]: 4F⟨hex8⟩: message-id=<⟨~uuid⟩@mail.⟨hex8⟩.net>
postfix/qmgr[⟨n4⟩]: 4F⟨hex8⟩: from=<⟨E1⟩>, size=⟨n4⟩, nrcpt=1
postfix/smtp[⟨n4⟩]: 4F⟨hex8⟩: to=<⟨E2⟩>, relay=mx.⟨hex8⟩.com[⟨IP⟩]:25, status=sent (250 OK)`,
	}}},
	{name: "whois_record", t: w6t{"*": {
		`Domain Name: ⟨hex8⟩-shop.com
Registrant Name: ⟨N1⟩
Registrant Street: ⟨A⟩
Registrant Phone: ⟨PI⟩
Registrant Email: ⟨E1⟩
Name Server: ns1.⟨hex8⟩.net
DNSSEC: unsigned`,
	}}},
	{name: "x509_text", t: w6t{"*": {
		`Certificate:
    Data:
        Serial Number: ⟨hex8⟩⟨hex8⟩
        Issuer: C=DE, O=Internal CA
        Subject: CN=⟨N1⟩, emailAddress=⟨E1⟩, O=⟨co⟩
        Validity
            Not Before: Jan  1 00:00:00 2026 GMT
-- and the key that came with it:
⟨PEM⟩`,
	}}},
	{name: "paper_affiliations", t: w6t{"*": {
		`⟨N1⟩¹*, ⟨N2⟩², ⟨N3⟩¹
¹ Dept. of Computer Science, ⟨city⟩
² ⟨co⟩
* Corresponding author: ⟨E1⟩
Abstract. We revisit the approach of ⟨~fig⟩ …`,
	}}},
	// hard negatives: only look-alikes
	{name: "press_release", neg: true, t: w6t{"*": {
		`PRESS RELEASE ⟨~ts⟩
⟨co⟩ today announced version ⟨~ver⟩ of its platform. "⟨~fig⟩ said it best," the company wrote. Media enquiries: ⟨~switch⟩, ⟨~exmail⟩.`,
	}}},
	{name: "history_excerpt", neg: true, t: w6t{"*": {
		`⟨~fig⟩ and ⟨~fig⟩ are remembered at ⟨~famaddr⟩, where a plaque was unveiled (catalogue ⟨~isbn⟩).`,
	}}},
	{name: "openapi_example", neg: true, t: w6t{"*": {
		`components:
  securitySchemes:
    bearer: {type: http, scheme: bearer, bearerFormat: JWT}
  examples:
    token: {value: "⟨~jwtex⟩"}
    key: {value: "⟨~phkey⟩"}
    server: {value: "⟨~docip⟩"}
    id: {value: "⟨~uuid⟩"}`,
	}}},
	{name: "dns_zone_file", neg: true, t: w6t{"*": {
		`$ORIGIN example.net.
@   IN SOA ns1 hostmaster ( ⟨~epoch⟩ 3600 600 604800 300 )
ns1 IN A ⟨~docip⟩
www IN A ⟨~docip⟩
fwd IN A ⟨~dns⟩
; generated by zonegen ⟨~ver⟩`,
	}}},
	{name: "payments_quickstart", neg: true, t: w6t{"*": {
		`Quickstart: set STRIPE_KEY=⟨~phkey⟩ and try card ⟨~testcard⟩ (any CVC). For AWS use ⟨~awsex⟩ in the docs only. A number like ⟨~badcard⟩ must be rejected; so must IBAN ⟨~badiban⟩. Docs IBAN: ⟨~ibanex⟩.`,
	}}},
	{name: "release_checksums", neg: true, t: w6t{"*": {
		`release ⟨~ver⟩ (⟨~ts⟩)
image ghcr.io/acme/app@⟨~digest⟩
commit ⟨~sha⟩
build ⟨~uuid⟩, device ⟨~imei⟩ / ⟨~mac⟩`,
	}}},
	{name: "tourist_hotlines", neg: true, t: w6t{"*": {
		`Useful: emergency ⟨~switch⟩; tourist info ⟨~switch⟩. Must-see: ⟨~famaddr⟩. Flight ⟨~flight⟩ lands at ⟨~ts⟩. Public Wi-Fi DNS ⟨~dns⟩.`,
	}}},
	{name: "form_validation_tests", neg: true, t: w6t{"*": {
		`test cases (all must FAIL validation):
- resident id ⟨~badrid⟩
- ssn ⟨~badssn⟩
- card ⟨~badcard⟩
- phone ⟨~docphone⟩ (fictional range)
- known sample ssn ⟨~ssnex⟩`,
	}}},
}
