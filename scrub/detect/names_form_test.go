package detect

import "testing"

func TestNameForms(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		{"FormLabelsAndSpeakers", []found{
			// Person labels of forms in more languages.
			{"문의 접수\n고객명: 한지우\n연락처: 010-2233-4455", "한지우", Person},
			{"Договор № 17\nЗаказчик: мирон гайдамак, паспорт 4510", "мирон гайдамак", Person},
			{"Verhuurder: floor de graaf, e-mail fdg@mailbox.example", "floor de graaf", Person},
			{"Claimant: ottilie fensworth        Date of loss: 2024-11-02", "ottilie fensworth", Person},
			{"费用报销\n报销人：邵婉清   部门：财务部", "邵婉清", Person},
			// Chat speakers after a time alone, and in KakaoTalk's brackets.
			{"#infra\n09:14 Leopold: the disk on db2 is full\n09:20 Marisol Quintero: rotating now", "Leopold", Person},
			{"#infra\n09:14 Leopold: the disk on db2 is full\n09:20 Marisol Quintero: rotating now", "Marisol Quintero", Person},
			{"대화 저장\n[문지호] [오전 9:12] 내일 봬요\n[Amaru Quispe] [오전 9:13] 네", "문지호", Person},
			{"대화 저장\n[문지호] [오전 9:12] 내일 봬요\n[Amaru Quispe] [오전 9:13] 네", "Amaru Quispe", Person},
			{"[14:05] Benedikt Auer: ich rufe zurück", "Benedikt Auer", Person},
			// A time before a log level or a word is no speaker.
			{"09:00 Meeting: budget review\n10:30 Lunch: team", "Meeting", kept},
			{"12:00 ERROR: disk full", "ERROR", kept},
			// Lower-case one-word handles are no speakers.
			{"11:41 rolf: pager fired\n11:42 Amara Osei: on it", "rolf", kept},
			// A space after a Korean surname, not after any word.
			{"문의 내용: 배송이 늦어요\n연락처: 010-1111-2222\n이메일: a@b.example", "문의 내용", kept},
			// The unknown labels of a form are labels too.
			{"学生档案\n学生姓名：邵婉清\n家庭住址：杭州市西湖区文三路12号\n班主任：王老师\n电话：13912345678", "班主任", kept},
			{"טופס\nשם מלא: נועה ברק\nטלפון: +972501234567\nמוקד חירום: 101", "מוקד חירום", kept},
			// Labels of ordinary words: an agent's trace, a crash report.
			{"Thought: look the order up\nAction: orders.lookup\nAction Input: {\"id\": 991}\nObservation: shipped\nThought: done", "Action Input", kept},
			{"Process:  Notes [412]\nCrash Reason:  SIGABRT\nParent Process:  launchd [1]\nOwner Contact:  Bronwen Tyrell", "Crash Reason", kept},
			{"Process:  Notes [412]\nCrash Reason:  SIGABRT\nParent Process:  launchd [1]\nOwner Contact:  Bronwen Tyrell", "Bronwen Tyrell", Person},
			// A forwarded message's banner is no signature.
			{"---------- Forwarded message ---------\nFrom: Ines Vallory <iv@mail.example>", "Forwarded", kept},
		}},
		{"SpeakerParts", []found{
			// A head that is the given name of a full name among the heads.
			{"明轩: 今天发版吗？\n赵明轩: 晚上发\n明轩: 好的\n明轩: 收到", "明轩", Person},
			{"磊: 日志在哪\n韩磊: 在 /var/log\n磊: 谢谢\n磊: ok", "磊", Person},
			// A full name and its given name are one speaker who recurs.
			{"宇辰: 测试过了吗？\n陈子墨: 过了，日志在 /tmp/x\n宇辰: 别在群里贴日志\n子墨: 好，PR 在 4f2a9c1", "宇辰", Person},
			// Initials in other scripts in a speaker's slot or a name field.
			{"09:12 ร. ทองดี: ถึงแล้ว\n09:15 Mali Kaew: โอเค", "ร. ทองดี", Person},
			{"[2024-02-01 10:00] प. मेहता: kal milte hain\n[2024-02-01 10:02] Ravi Rao: ok", "प. मेहता", Person},
			// A Japanese name without a space in a chat's speaker column.
			{"2024-05-01\n10:54\t山本美咲\t住所送るね\n11:02\t高橋 恵\tありがとう", "山本美咲", Person},
			// A district abbreviation in running Thai text is no initial.
			{"ส่งที่ 12 ถนนสุขุมวิท อ. เมือง เชียงใหม่", "อ. เมือง", kept},
		}},
		{"JapaneseAndChineseItemNames", []found{
			// A listed surname alone, a kana given name, Latin letters before
			// an honorific or です.
			{"株式会社サンプル\n総務部　山口様\n\nお世話になっております。", "山口", Person},
			{"お世話になっております。井上 あゆみです。", "井上 あゆみ", Person},
			{"経理部　Okonkwo様\nご確認ください。", "Okonkwo", Person},
			// The head of a numbered item before what the person does.
			{"请汇总：\n1）邵婉清（13912345678）反映包裹破损；\n2）韩立说发票开错了", "邵婉清", Person},
			{"请汇总：\n1）邵婉清（13912345678）反映包裹破损；\n2）韩立说发票开错了", "韩立", Person},
			{"1. 物流对接由曹志远负责，电话请见附件", "曹志远", Person},
			// Someone introducing themselves: a surname alone, a name after
			// the firm they are from.
			{"买家：好的，我姓韩，下午到", "韩", Person},
			{"您好，我是杭州云栖数据科技有限公司的邵婉清。", "邵婉清", Person},
			{"これはテストです。Pythonです。", "Python", kept},
			{"2. 由于时间关系，会议推迟", "于时间", kept},
			{"东京都です。中村区です。", "中村", kept},
			{"我姓名不详。公司的利润很好。", "利润", kept},
		}},
	})
}
