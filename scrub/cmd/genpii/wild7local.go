package main

// Document kinds of wild7 that exist in one language (or a few): mainland
// waybills, ID-card OCR, chat exports, receipts, contracts, hotline work
// orders; Taiwanese orders and clinic slips; Japanese, Korean, Arabic,
// Hindi, Russian, Swahili, Thai, Vietnamese, Indonesian, Hebrew, Greek,
// Turkish, Polish, Dutch, Portuguese, Spanish, French, German, Italian and
// US papers.

import (
	"fmt"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

func init() {
	w7kinds = append(w7kinds, w7localKinds...)
}

var w7localKinds = []w7kind{
	{"cn_waybill", "zh", false, func(d *w7doc) {
		s, t := d.per(), d.per()
		d.w(d.o("顺丰速运", "中通快递", "京东物流", "圆通速递"), "  运单号：")
		d.t(`⟨track⟩
寄件人：⟨name⟩  ⟨mob⟩
寄件地址：⟨full⟩
收件人：⟨name2⟩  ⟨mob⟩
收件地址：⟨full⟩`, s, t)
		d.w("\n托寄物：", d.o("文件", "衣物", "茶叶", "电子产品"), "  客服电话 ")
		d.toll()
	}},
	{"cn_idcard_ocr", "zh", false, func(d *w7doc) {
		p := d.per()
		d.w("OCR结果（置信度0.9", fmt.Sprint(d.n(1, 9)), "）：\n姓  名 ")
		d.name(p)
		d.w("\n性  别 ", d.o("男", "女"), "  民  族 ", d.o("汉", "回", "满", "壮"), "\n出  生 ", fmt.Sprint(d.n(1960, 2004)), " 年 ", fmt.Sprint(d.n(1, 12)), " 月 ", fmt.Sprint(d.n(1, 28)), " 日\n住  址 ")
		d.t(`⟨full⟩
公民身份号码 ⟨rid⟩`)
	}},
	{"cn_wechat_export", "zh", false, func(d *w7doc) {
		a, b := d.per(), d.per()
		t := func() string {
			return fmt.Sprintf("2026-0%d-%02d %02d:%02d:%02d ", d.n(1, 9), d.n(1, 28), d.n(8, 23), d.n(0, 59), d.n(0, 59))
		}
		d.w("微信聊天记录导出（群：", d.o("三年二班家长群", "小区业主群", "公司行政群", "驴友群"), "）\n", t())
		d.t(`⟨name⟩
帮我订一下高铁票，身份证⟨rid⟩，手机⟨mob⟩`, a)
		d.w("\n", t())
		d.t(`⟨name⟩
好的。转发一篇：《⟨fig⟩`, b)
		d.w("的一生》\n", t())
		d.t(`⟨name⟩
快递寄到⟨full⟩，谢谢`, a)
		d.P("PERSON", b.given)
	}},
	{"cn_transfer_receipt", "zh", false, func(d *w7doc) {
		a, b := d.per(), d.per()
		d.w("中国", d.o("工商", "农业", "建设", "招商"), "银行 网上银行电子回单\n流水号：")
		d.K("reference", "2026"+w7num(d.r, 16))
		d.t("\n付款人：⟨name⟩\n付款账号：⟨cnCard⟩\n收款人：⟨name2⟩\n收款账号：⟨cnCard⟩", a, b)
		d.f("\n金额：人民币%d.%02d元\n用途：%s\n客服热线：", d.n(100, 90000), d.n(0, 99), d.o("房租", "货款", "借款", "学费"))
		d.toll()
	}},
	{"cn_takeout_order", "zh", false, func(d *w7doc) {
		p := d.per()
		d.f("#%d 美团外卖  已支付 ¥%d.%d\n", d.n(1, 99), d.n(15, 200), d.n(0, 9))
		d.w("收货人：")
		d.name(p)
		d.w("（", d.o("先生", "女士"), "）\n电话：")
		d.t(`⟨mob⟩
送餐地址：⟨full⟩`)
		d.w("\n备注：", d.o("不要香菜", "放门口，别敲门", "多放辣", "餐具不要"), "\n订单号：")
		d.K("order", "1"+w7num(d.r, 17))
	}},
	{"cn_lease", "zh", false, func(d *w7doc) {
		a, b := d.per(), d.per()
		d.t(`房屋租赁合同
甲方（出租人）：⟨name⟩  身份证号：⟨rid⟩  联系电话：⟨mob⟩
乙方（承租人）：⟨name2⟩  身份证号：⟨rid⟩
第一条 房屋坐落于⟨full⟩`, a, b)
		d.f("，建筑面积%d平方米。\n第二条 月租金%d元，乙方于每月5日前转入甲方银行卡", d.n(30, 140), d.n(15, 90)*100)
		d.v("cnCard")
		d.w("。")
	}},
	{"cn_resume", "zh", false, func(d *w7doc) {
		p := d.per()
		d.t(`个人简历
姓名：⟨name⟩    手机：⟨mob⟩
邮箱：⟨mail⟩
现居：⟨full⟩`, p)
		d.w("\n教育：", d.o("华中科技大学 计算机科学与技术 本科", "上海财经大学 会计学 硕士", "四川大学 临床医学 本科"), "\n荣誉：", d.o("国家奖学金", "优秀毕业生"), "；读过")
		d.fig()
		d.w("全集")
	}},
	{"cn_hotline_ticket", "zh", false, func(d *w7doc) {
		p := d.per()
		d.w("12345政务服务便民热线 工单\n工单编号：")
		d.K("order", "GD"+w7num(d.r, 14))
		d.t("\n来电人：⟨name⟩\n来电号码：⟨tel⟩\n反映地址：⟨full⟩", p)
		d.w("\n诉求内容：", d.o("楼下烧烤店夜间噪音扰民", "小区电梯长期故障无人维修", "路灯不亮", "垃圾清运不及时"), "，请尽快处理。\n承办单位回访电话：")
		d.toll()
	}},
	{"cn_clinic_registration", "zh", false, func(d *w7doc) {
		p, doc := d.per(), d.per()
		d.t(`门诊挂号单
患者：⟨name⟩  身份证：⟨rid⟩`, p)
		d.w("\n科室：", d.o("呼吸内科", "骨科", "皮肤科", "儿科"), "  医生：")
		d.t(`⟨name⟩ 主任医师
联系电话：⟨mob⟩`, doc)
		d.w("\n就诊序号：", fmt.Sprint(d.n(1, 80)))
	}},
	{"cn_logistics_sheet", "zh", false, func(d *w7doc) {
		d.w("序号\t收货人\t电话\t地址\t件数\n")
		for i, n := 0, d.n(3, 5); i < n; i++ {
			d.f("%d\t", i+1)
			d.t("⟨newname⟩\t⟨mob⟩\t⟨full⟩")
			d.f("\t%d\n", d.n(1, 20))
		}
	}},
	{"cn_llm_request", "zh", false, func(d *w7doc) {
		p := d.per()
		d.t("帮我写一封催款邮件，对方是⟨name⟩，电话⟨mob⟩", p)
		d.f("，欠款%d元，请提醒他转到我的卡", d.n(2, 90)*1000)
		d.t("⟨cnCard⟩。语气客气一点，可以引用⟨fig⟩的一句话。")
	}},
	{"cn_cloud_console", "zh", true, func(d *w7doc) {
		d.w("阿里云 RAM 用户 ", d.o("ops-bot", "ci-deployer", "backup"), " 的访问密钥：\nAccessKey ID: ")
		d.P("API_KEY", "LTAI5t"+corpusgen.Chars(d.r, w7AN, 18))
		d.w("\nAccessKey Secret: ")
		d.P("API_KEY", corpusgen.Chars(d.r, w7AN, 30))
		d.t("\n负责人：⟨newname⟩  ⟨mob⟩\n公网 DNS：⟨resolver⟩")
	}},
	{"tw_shop_order", "zh-TW", false, func(d *w7doc) {
		p := d.per()
		d.w("蝦皮購物 訂單編號 ")
		d.K("order", "2603"+corpusgen.Chars(d.r, w7Up+w7Dg, 10))
		d.t("\n收件人：⟨name⟩\n手機：⟨tel⟩", p)
		d.w("\n寄送方式：", d.o("7-ELEVEN 取貨", "宅配"), "\n寄送地址：")
		d.t(`⟨full⟩
客服專線：⟨toll⟩`)
	}},
	{"tw_clinic_slip", "zh-TW", false, func(d *w7doc) {
		p := d.per()
		d.w("掛號單  ", d.o("家醫科", "耳鼻喉科", "牙科"), "\n病患姓名：")
		d.t(`⟨name⟩
連絡手機：⟨tel⟩
住址：⟨full⟩`, p)
		d.w("\n看診號：", fmt.Sprint(d.n(1, 60)))
	}},
	{"tw_line_chat", "zh-TW", false, func(d *w7doc) {
		a, b := d.per(), d.per()
		d.t(`[LINE] 和⟨name⟩的聊天記錄
2026/03/14（六）
09:12	⟨name⟩	我的信箱是 ⟨mail⟩
09:15	⟨name2⟩	匯款帳號給你：⟨card⟩
09:16	⟨name⟩	你看新聞了嗎？⟨fig⟩要開演唱會`, a, b)
	}},
	{"ja_rirekisho", "ja", false, func(d *w7doc) {
		p := d.per()
		d.w("履歴書\nローマ字　")
		d.P("PERSON", strings.ToUpper(p.familyL)+" "+p.givenL)
		d.t("\n氏名\u3000⟨name⟩\n現住所\u3000⟨full⟩\n電話\u3000⟨tel⟩\nE-mail\u3000⟨mail⟩", p)
		d.w("\n志望動機：", d.o("御社の物流改革に関心があり", "子どもの頃から本が好きで"), "…")
	}},
	{"ja_delivery_slip", "ja", false, func(d *w7doc) {
		a, b := d.per(), d.per()
		d.w("宅急便  お問い合わせ伝票番号 ")
		d.K("tracking", w7num(d.r, 4)+"-"+w7num(d.r, 4)+"-"+w7num(d.r, 4))
		d.t("\nお届け先：⟨full⟩\n⟨name⟩ 様  ⟨tel⟩\nご依頼主：⟨name2⟩ ⟨tel⟩\nお問い合わせ ⟨toll⟩", b, a)
	}},
	{"ko_kakaotalk", "ko", false, func(d *w7doc) {
		a, b := d.per(), d.per()
		d.w("카카오톡 대화 내보내기\n2026년 3월 14일 토요일\n[")
		d.name(a)
		d.f("] [오후 %d:%02d] 배송지 ", d.n(1, 11), d.n(0, 59))
		d.t(`⟨full⟩
[⟨name⟩`, b)
		d.f("] [오후 %d:%02d] 연락처 ", d.n(1, 11), d.n(0, 59))
		d.t(`⟨tel⟩
[⟨name⟩] [오후 9:02] 뉴스 봤어? ⟨fig⟩ 또 골 넣었대`, a)
	}},
	{"ko_signup", "ko", false, func(d *w7doc) {
		p := d.per()
		d.w("회원가입 정보 확인\n아이디: ", w7clean(p.givenL), fmt.Sprint(d.n(10, 99)), "\n이름: ")
		d.t(`⟨name⟩
휴대폰: ⟨tel⟩
이메일: ⟨mail⟩
주소: ⟨full⟩
가입 IP: ⟨ip⟩`, p)
	}},
	{"ar_lease", "ar", false, func(d *w7doc) {
		a, b := d.per(), d.per()
		d.t(`عقد إيجار
الطرف الأول (المؤجر): ⟨name⟩، جوال: ⟨tel⟩
الطرف الثاني (المستأجر): ⟨name2⟩
العين المؤجرة: ⟨full⟩
تحوّل الأجرة إلى الحساب ⟨iban⟩`, a, b)
	}},
	{"hi_rail_ticket", "hi", false, func(d *w7doc) {
		p := d.per()
		d.w("ई-टिकट / ERS\nPNR: ")
		d.K("booking_ref", w7num(d.r, 10))
		d.f("\nट्रेन: %d / %s\nयात्री: ", d.n(12001, 22999), d.o("राजधानी एक्सप्रेस", "शताब्दी एक्सप्रेस", "दुरंतो एक्सप्रेस"))
		d.name(p)
		d.w(" (")
		d.P("PERSON", strings.ToUpper(p.latin))
		d.t(`)
मोबाइल: ⟨tel⟩
ईमेल: ⟨mail⟩
सहायता: 139`, p)
	}},
	{"ru_power_of_attorney", "ru", false, func(d *w7doc) {
		a, b := d.per(), d.per()
		d.w("ДОВЕРЕННОСТЬ\n", d.o("г. Москва", "г. Казань", "г. Самара"), ", ", d.date(), "\nЯ, ")
		d.t(`⟨name⟩, проживающий(ая) по адресу: ⟨full⟩, доверяю ⟨name2⟩ получать почтовые отправления на моё имя.
Тел. для связи: ⟨tel⟩`, a, b)
	}},
	{"ru_marketplace_ad", "ru", false, func(d *w7doc) {
		p := d.per()
		d.f("Продам %s, %d ₽. Торг.\n", d.o("холодильник", "детскую коляску", "велосипед", "шкаф"), d.n(20, 400)*100)
		d.w("Звонить: ")
		d.tel()
		d.w(", ")
		d.P("PERSON", p.given)
		d.w(". Самовывоз: ")
		d.street()
	}},
	{"sw_mpesa", "sw", false, func(d *w7doc) {
		p := d.per()
		d.K("mpesa_ref", corpusgen.Chars(d.r, w7Up+w7Dg, 10))
		d.f(" Confirmed. Ksh%d.00 sent to ", d.n(50, 20000))
		d.P("PERSON", strings.ToUpper(p.disp))
		d.w(" ")
		d.tel()
		d.f(" on %d/3/26 at %d:%02d PM. New M-PESA balance is Ksh%d.00. Huduma kwa wateja ", d.n(1, 28), d.n(1, 11), d.n(0, 59), d.n(100, 90000))
		d.toll()
	}},
	{"sw_harambee", "sw", false, func(d *w7doc) {
		p := d.per()
		d.t("TANGAZO: Harambee ya kanisa Jumapili hii. Michango kupitia M-Pesa kwa mweka hazina ⟨name⟩, ⟨tel⟩. Mgeni rasmi: ⟨fig⟩.", p)
	}},
	{"th_line_order", "th", false, func(d *w7doc) {
		p := d.per()
		d.t(`สั่งของค่ะ
ชื่อ คุณ⟨name⟩
เบอร์ ⟨tel⟩
ที่อยู่ ⟨full⟩
โอนแล้วนะคะ ⟨order⟩`, p)
	}},
	{"vi_zalo_order", "vi", false, func(d *w7doc) {
		p := d.per()
		d.t(`Chốt đơn nha shop 😍
Tên: ⟨name⟩
SĐT: ⟨tel⟩
Đ/c: ⟨full⟩
Mã vận đơn: ⟨track⟩`, p)
	}},
	{"id_wa_jualbeli", "id", false, func(d *w7doc) {
		p := d.per()
		d.t(`Format order:
Nama: ⟨name⟩
No HP/WA: ⟨tel⟩
Alamat lengkap: ⟨full⟩`, p)
		d.w("\nEkspedisi: ", d.o("JNE", "J&T", "SiCepat"), " resi ")
		d.v("track")
	}},
	{"he_lease", "he", false, func(d *w7doc) {
		a, b := d.per(), d.per()
		d.t(`הסכם שכירות
המשכיר: ⟨name⟩, טל' ⟨tel⟩
השוכר: ⟨name2⟩
הנכס: ⟨full⟩
חשבון לתשלום: ⟨iban⟩`, a, b)
	}},
	{"el_receipt", "el", false, func(d *w7doc) {
		p := d.per()
		d.t(`ΑΠΟΔΕΙΞΗ ΛΙΑΝΙΚΗΣ ⟨order⟩
Πελάτης: ⟨name⟩
Διεύθυνση: ⟨full⟩
Τηλ.: ⟨tel⟩
Πληρωμή με κάρτα: ⟨card⟩`, p)
	}},
	{"tr_cargo", "tr", false, func(d *w7doc) {
		p := d.per()
		d.t(`Kargo takip no: ⟨track⟩
Alıcı: ⟨name⟩
Adres: ⟨full⟩
GSM: ⟨tel⟩
Çağrı merkezi: ⟨toll⟩`, p)
	}},
	{"pl_invoice", "pl", false, func(d *w7doc) {
		p := d.per()
		d.w("FAKTURA VAT nr FV/", fmt.Sprint(d.n(1, 400)), "/03/2026\nSprzedawca: Wawel Soft sp. z o.o., NIP ")
		d.K("company_tax_id", w7num(d.r, 3)+"-"+w7num(d.r, 3)+"-"+w7num(d.r, 2)+"-"+w7num(d.r, 2))
		d.t("\nNabywca: ⟨name⟩, ⟨full⟩\nNr rachunku: ⟨iban⟩", p)
	}},
	{"nl_marktplaats", "nl", false, func(d *w7doc) {
		p := d.per()
		d.f("Te koop: %s, €%d. Ophalen in %s.\nBel of app ", d.o("bakfiets", "kinderwagen", "eettafel"), d.n(20, 900), d.o("Utrecht", "Zwolle", "Leiden"))
		d.P("PERSON", p.given)
		d.t(`: ⟨tel⟩
Betalen kan via ⟨iban⟩`)
	}},
	{"pt_condo_minutes", "pt", false, func(d *w7doc) {
		a, b := d.per(), d.per()
		d.w("ATA N.º ", fmt.Sprint(d.n(10, 90)), " — Assembleia de condóminos do prédio sito na ")
		d.t(`⟨full⟩
Presidiu ⟨name⟩; secretariou ⟨name2⟩. Quotas a pagar para o IBAN ⟨iban⟩`, a, b)
	}},
	{"es_neighbours_minutes", "es", false, func(d *w7doc) {
		a, b := d.per(), d.per()
		d.t(`ACTA DE LA JUNTA DE PROPIETARIOS — ⟨full⟩
Presidente: ⟨name⟩. Administrador: ⟨name2⟩ (⟨tel⟩).
Derramas por domiciliación a ⟨iban⟩`, a, b)
	}},
	{"fr_lease", "fr", false, func(d *w7doc) {
		a, b := d.per(), d.per()
		d.t(`CONTRAT DE LOCATION
Entre le bailleur ⟨name⟩, demeurant ⟨full⟩, et le locataire ⟨name2⟩ (⟨mail2⟩), il est convenu ce qui suit. Loyer versé sur le compte ⟨iban⟩`, a, b)
	}},
	{"de_dunning", "de", false, func(d *w7doc) {
		p := d.per()
		d.t(`Zahlungserinnerung – Rechnung ⟨order⟩

Sehr geehrte/r ⟨name⟩,
leider konnten wir zu Ihrer Anschrift ⟨full⟩ keinen Zahlungseingang feststellen. Bitte überweisen Sie auf ⟨iban⟩. Fragen: ⟨toll⟩`, p)
	}},
	{"it_condo_minutes", "it", false, func(d *w7doc) {
		a, b := d.per(), d.per()
		d.t(`VERBALE DI ASSEMBLEA CONDOMINIALE — ⟨full⟩
Presidente ⟨name⟩, segretario ⟨name2⟩. Recapito amministratore: ⟨tel⟩, IBAN condominio ⟨iban⟩`, a, b)
	}},
	{"us_payroll_csv", "en", true, func(d *w7doc) {
		d.w("emp_id,name,ssn,state,net_pay\n")
		for i, n := 0, d.n(3, 5); i < n; i++ {
			d.f("E%04d,", d.n(1, 9999))
			d.cell("PERSON", d.per().disp)
			d.w(",")
			d.v("ssn")
			d.f(",%s,%d.%02d\n", d.o("OH", "WA", "TX", "NY", "GA"), d.n(900, 6000), d.n(0, 99))
		}
	}},
	{"us_w2", "en", false, func(d *w7doc) {
		p := d.per()
		d.w("Form W-2 Wage and Tax Statement 2025\na Employee's social security number  ")
		d.v("ssn")
		d.w("\nb Employer identification number (EIN)  ")
		d.K("ein", w7num(d.r, 2)+"-"+w7num(d.r, 7))
		d.t("\ne Employee's name  ⟨name⟩\nf Employee's address  ⟨full⟩", p)
	}},
	{"us_tenant_application", "en", false, func(d *w7doc) {
		p, ref := d.per(), d.per()
		d.t(`RENTAL APPLICATION
Applicant: ⟨name⟩   SSN: ⟨ssn⟩
Current address: ⟨full⟩
Previous address: ⟨street⟩
Cell: ⟨tel⟩   Email: ⟨mail⟩
Landlord reference: ⟨name2⟩ ⟨tel⟩`, p, ref)
	}},
	{"en_church_newsletter", "en sw es pt id", false, func(d *w7doc) {
		p, q := d.per(), d.per()
		d.w("PARISH NEWS — ", d.date(), "\nWe welcome ")
		d.t("⟨name⟩ to the choir. Food bank volunteers please contact ⟨name2⟩ at ⟨tel⟩. Our guest speaker was ⟨fig⟩.", p, q)
	}},
	{"de_notary", "de", false, func(d *w7doc) {
		n, a := d.per(), d.per()
		d.w("UR-Nr. ", fmt.Sprint(d.n(100, 2999)), "/2026\nVor mir, dem Notar ")
		d.t(`⟨name⟩, erschien heute:
⟨name2⟩`, n, a)
		d.f(", geboren am %02d.%02d.%d, wohnhaft ", d.n(1, 28), d.n(1, 12), d.n(1948, 2004))
		d.t(`⟨full⟩, ausgewiesen durch Personalausweis.
Der Kaufpreis ist zu zahlen auf ⟨iban⟩`)
	}},
}
