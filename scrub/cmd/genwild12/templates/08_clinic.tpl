Clinic intake forms, pharmacy and lab notes.

=== clinic-intake-en en clinic
Summarise this intake form for the doctor:
PATIENT INTAKE — Riverside Family Practice
Name: ⟦name.en#1⟧    DOB: ⟦n:1-12⟧/⟦n:1-28⟧/19⟦n:40-99⟧
Address: ⟦addr.us⟧
Phone: ⟦phone.us⟧   Email: ⟦email<1⟧
SSN (for billing): ⟦ssn⟧
Reason for visit: persistent cough, 3 weeks. Dx code on referral: ⟦d.icd⟧
Emergency contact: ⟦name.en⟧, ⟦phone.us⟧
=== clinic-pharmacy-en en clinic
Pharmacy note: Rx #⟦#:7⟧ for ⟦name.en#1|rev⟧, amoxicillin 500 mg, ⟦d.lot⟧, NDC on box ⟦d.icd⟧. Patient asked to be texted at ⟦phone.us⟧ when ready.
=== clinic-ja-monshin ja clinic
問診票の内容を要約してください。
氏名：⟦name.ja#1⟧（⟦name.ja#1|latin⟧）
住所：⟦addr.jp⟧
電話：⟦phone.jp⟧
主訴：⟦n:3-10⟧日前から発熱、咳。既往歴：喘息（⟦d.icd⟧）
服用中の薬：なし　アレルギー：ペニシリン
=== clinic-ko-munjin ko clinic
문진표 정리해줘
성명: ⟦name.ko#1⟧
연락처: ⟦phone.kr⟧
주소: ⟦addr.kr⟧
증상: 두통, 어지러움 (⟦n:2-14⟧일째)
보호자: ⟦name.ko⟧ ⟦phone.kr⟧
=== clinic-zh-bingli zh clinic
请把这份门诊病历整理成英文摘要：
姓名：⟦name.zh#1⟧  性别：⟦?男|女⟧  年龄：⟦n:18-85⟧
身份证号：⟦cnid⟧
联系电话：⟦phone.cn.mob⟧
主诉：反复上腹痛⟦n:1-6⟧月。诊断：慢性胃炎（⟦d.icd⟧）
医嘱：奥美拉唑 20mg qd，两周后复诊。
=== clinic-de-anamnese de clinic
Anamnesebogen (bitte ins Englische übersetzen):
Patient: ⟦name.de#1|family⟧, ⟦name.de#1|given⟧
Anschrift: ⟦addr.de⟧
Tel.: ⟦phone.de⟧
Versicherung: AOK, Vers.-Nr. ⟦L:1⟧⟦#:9⟧
Beschwerden: Rückenschmerzen (⟦d.icd⟧) seit ⟦n:2-9⟧ Wochen
=== clinic-fr-ordonnance fr clinic
Ordonnance du Dr ⟦name.fr⟧ pour Mme ⟦name.fr#1|family⟧ : paracétamol 1 g, 3 fois par jour. Pharmacie : envoyer la facture à ⟦email.eu⟧, tél. ⟦phone.fr⟧. Lot ⟦d.lot⟧.
=== clinic-es-cita es clinic
Cita médica confirmada para ⟦name.es#1⟧ el ⟦date⟧ a las ⟦time⟧. Centro de salud: ⟦addr.es⟧. Si no puede acudir, llame al ⟦phone.es⟧. Código CIE-10: ⟦d.icd⟧.
=== clinic-hi-parcha hi clinic
मरीज़ का नाम: ⟦name.hi#1⟧
मोबाइल: ⟦phone.in⟧
पता: ⟦addr.in⟧
लक्षण: बुखार और खांसी, ⟦n:2-9⟧ दिन से
जांच: CBC, ⟦d.icd⟧
=== clinic-th-opd th clinic
แบบฟอร์มผู้ป่วยนอก
ชื่อ-สกุล: ⟦name.th#1⟧
โทรศัพท์: ⟦phone.th⟧
ที่อยู่: ⟦addr.th⟧
อาการสำคัญ: ปวดท้อง ⟦n:1-5⟧ วัน
=== clinic-ar-visit ar clinic
ملخص زيارة: المريض ⟦name.ar#1⟧، الجوال ⟦phone.ae⟧، العنوان ⟦addr.ae⟧. التشخيص ⟦d.icd⟧. موعد المتابعة بعد أسبوعين.
=== clinic-noPII-guideline en clinic
Explain the difference between ICD codes ⟦d.icd⟧ and ⟦d.icd⟧ in plain language. Also what does ⟦d.lot⟧ on my inhaler box mean, and is batch ⟦d.lot⟧ part of the recall announced at ⟦d.url⟧?
=== clinic-noPII-ja ja clinic
⟦d.public⟧の伝記に出てくる病名について教えて。また薬の箱にある「⟦d.lot⟧」「⟦d.icd⟧」の意味は？救急は⟦d.service⟧番でいいですか？
=== clinic-lab-vi vi clinic
Kết quả xét nghiệm
Bệnh nhân: ⟦name.vi#1|upper⟧
SĐT: ⟦phone.vn⟧
Mã bệnh án: ⟦d.ticket⟧
Glucose: ⟦n:4-9⟧.⟦n:0-9⟧ mmol/L  HbA1c: ⟦n:5-9⟧.⟦n:0-9⟧ %
=== clinic-id-rujukan id clinic
Surat rujukan BPJS untuk ⟦name.id#1⟧, alamat ⟦addr.id⟧, HP ⟦phone.id⟧. Diagnosa ⟦d.icd⟧. Mohon ditindaklanjuti di poli penyakit dalam.
=== clinic-tr-recete tr clinic
Reçete: Hasta ⟦name.tr#1⟧, tel ⟦phone.tr⟧. Tanı ⟦d.icd⟧. İlaç: ⟦d.sku⟧, günde 2x1. E-reçete no ⟦A:7⟧.
