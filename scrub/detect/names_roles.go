package detect

import (
	"strings"
	"unicode/utf8"
)

// Roles and job titles: the speakers of a marketplace chat ("买家：",
// "購入者："), a column of positions ("Account Manager", "Lehrerin") and
// the heads of a support transcript ("Agent", "고객") hold what people
// are, not who they are. The consensus passes read a column's other cells
// or a chat's other heads to call a value a name; a role among them is no
// name, whatever its neighbours.

// roleWords are job titles and roles in the languages of the corpora's
// records, lower case. Words that are also common surnames or given names
// (Baker, Porter, Dean, Marshall) are left out: they name people too.
var roleWords = wordSet(`manager managers director directors engineer engineers developer developers designer analyst
	consultant coordinator assistant administrator officer supervisor technician specialist accountant architect intern
	president founder cofounder chairman chairwoman chairperson secretary treasurer receptionist cashier dispatcher
	nurse physician surgeon dentist pharmacist teacher tutor professor lecturer student principal trainer instructor
	librarian lawyer attorney solicitor notary paralegal buyer seller vendor guest visitor patient tenant caller
	moderator staff interviewer interviewee narrator translator editor journalist reviewer recruiter advisor adviser
	executive associate representative operator auditor inspector investigator therapist counsellor counselor
	caregiver volunteer homeowner resident applicant candidate employee employer contractor landlord landlady host
	hostess waiter waitress chef courier agent customer client user admin moderator speaker member members parent
	guardian headteacher headmaster headmistress ceo cto cfo coo vp hr it qa pm
	leiter leiterin geschäftsführer geschäftsführerin mitarbeiter mitarbeiterin sachbearbeiter sachbearbeiterin berater
	beraterin ingenieur ingenieurin entwickler entwicklerin lehrer lehrerin arzt ärztin pfleger pflegerin verkäufer
	verkäuferin käufer käuferin kundin vermieter vermieterin mieter mieterin fahrer fahrerin praktikant praktikantin
	assistent assistentin sekretärin direktor direktorin
	directeur directrice responsable gérant gérante ingénieur conseiller conseillère vendeur vendeuse acheteur
	acheteuse médecin infirmier infirmière enseignant enseignante professeur stagiaire assistante chauffeur locataire
	propriétaire secrétaire
	directora gerente ingeniero ingeniera asesor asesora vendedor vendedora comprador compradora médico médica enfermero
	enfermera profesor profesora maestro maestra inquilino propietario propietaria secretario secretaria engenheiro
	engenheira diretor diretora professora motorista proprietário proprietária atendente
	direttore direttrice ingegnere venditore venditrice acquirente infermiere infermiera insegnante autista
	verkoper koper leraar lerares huurder verhuurder medewerker medewerkster`)

// roleHan are the roles written in Han characters, Kana or Hangul that a
// name's shape (two to four characters) would take for a name.
var roleHan = wordSet(`买家 卖家 买方 卖方 买主 卖主 客服 顾客 用户 商家 店家 店主 店员 老板 老板娘 司机 骑手 乘客 快递 快递员
	管理员 群主 楼主 版主 房东 租客 房客 老师 班主任 家长 学生 同学 医生 护士 病人 患者 经理 主管 助理 助手 记者 主持人
	嘉宾 观众 网友 粉丝 本人 对方 系统 机器人 前台 保安 物业 业主 中介 师傅 阿姨 叔叔 先生 女士 小姐 同事 领导 客户 访客
	買家 賣家 買方 賣方 顧客 用戶 店員 司機 騎手 乘客 管理員 房東 老師 醫生 護士 經理 記者 系統 機器人 業主 前臺 領導 客戶
	購入者 出品者 落札者 お客様 店員 担当者 管理者 運営 先生 生徒 保護者 医師 看護師 司会 店長 上司 部長 課長 社長 係長
	主任 受付 営業 買い手 売り手 依頼主
	구매자 판매자 고객 상담원 상담사 기사 선생님 학생 학부모 의사 간호사 환자 팀장 과장 부장 사장 매니저 직원 시스템 집주인
	세입자 관리자 사용자 담당자 운영자 회원 손님`)

// roleHanTails end a role of three characters or more ("管理员",
// "出品者", "工程师", "审批人", "报告审核"): no given name ends so.
var roleHanTails = []string{"者", "员", "員", "长", "長", "师", "師", "主任", "经理", "經理", "人", "审核", "審核"}

// roleValue reports a role or a job title: a Han, Kana or Hangul role,
// or a value one of whose words is a role that is no name.
func roleValue(v string) bool {
	if roleHan[v] {
		return true
	}
	if r := []rune(v); len(r) >= 3 && isHan(r[0]) {
		for _, t := range roleHanTails {
			if strings.HasSuffix(v, t) {
				return true
			}
		}
		// A role after what qualifies it ("值班医生", "接单司机").
		for k := len(v) - 6; k > 0; k-- {
			if utf8.RuneStart(v[k]) && roleHan[v[k:]] {
				return true
			}
		}
		return false
	}
	for _, w := range strings.Fields(v) {
		if roleWord(w) {
			return true
		}
	}
	return false
}

// roleWord reports one word of a role ("Manager", "Lehrerin") that the
// name lists do not rank among the commoner given names or surnames (the
// census lists hold "Guest" and "Parent" too, far down).
func roleWord(w string) bool {
	lw := strings.ToLower(strings.TrimRight(w, ".,:"))
	if !roleWords[lw] {
		return false
	}
	k := gaz().word(lw)
	return (k.given < 0 || k.given > 2000) && (k.surname < 0 || k.surname > 2000)
}

// findHanRoleNames marks the Chinese name after a role and a colon
// ("审批人：熊国栋", "书记员：董静", "班主任：熊晓燕老师", "司机：周师傅"):
// a form's or a chat's label that says what someone is names who they
// are right after it, a surname and one or two given characters, or a
// surname alone before a form of address.
func findHanRoleNames(s string, out []Finding) []Finding {
	for off := 0; off < len(s); {
		colon := nextSep(s, "：", &off)
		if colon < 0 {
			break
		}
		// The label: the Han characters before the colon, up to six.
		a, n := colon, 0
		for a > 0 && n < 6 {
			r, sz := utf8.DecodeLastRuneInString(s[:a])
			if !isHan(r) {
				break
			}
			a -= sz
			n++
		}
		if n < 2 || !roleValue(s[a:colon]) {
			continue
		}
		v := off
		for v < len(s) && (s[v] == ' ' || strings.HasPrefix(s[v:], "　")) {
			if s[v] == ' ' {
				v++
			} else {
				v += len("　")
			}
		}
		e, ok := cnNameAt(s, v, 2)
		if !ok {
			continue
		}
		// A form of address after the name is none of it.
		for _, h := range hanAddress {
			if strings.HasSuffix(s[v:e], h) {
				e -= len(h)
				break
			}
			if strings.HasPrefix(s[e:], h) {
				break
			}
		}
		if r, _ := utf8.DecodeRuneInString(s[e:]); e < len(s) && isHan(r) && !hanAddressAt(s, e) {
			continue // more Han text: a sentence, not a name
		}
		if e > v && !anyCovers(out, v, e) {
			out = append(out, Finding{v, e, Person})
		}
	}
	return out
}

// hanAddress are the forms of address that follow a Chinese name.
var hanAddress = []string{"师傅", "老师", "先生", "女士", "小姐", "同学", "经理", "医生"}

func hanAddressAt(s string, i int) bool {
	for _, h := range hanAddress {
		if strings.HasPrefix(s[i:], h) {
			return true
		}
	}
	return false
}
