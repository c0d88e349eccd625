Meeting minutes and school records.

=== min-en en minutes
Turn these notes into minutes with action items:
Attendees: ⟦name.en#1⟧, ⟦name.en#2⟧, ⟦name.hi#3|latin⟧
- ⟦name.en#1|given⟧ to send the vendor contract to ⟦email.company<2⟧ by Friday
- ⟦name.hi#3|latin⟧ will call the landlord (⟦phone.gb⟧) about the lease
- Budget code ⟦d.invoice⟧, release ⟦d.version⟧ slips to ⟦date⟧
=== min-ja ja minutes
議事録にまとめてください。
出席：⟦name.ja#1⟧、⟦name.ja#2⟧、⟦name.ja⟧
・⟦name.ja#1|family⟧さん：取引先へ見積書（⟦d.invoice⟧）を送付
・⟦name.ja#2|family⟧さん：新オフィス（⟦addr.jp⟧）の内見日程を調整
・次回 ⟦date⟧ ⟦time⟧〜
=== min-ko ko minutes
회의록 정리 부탁해
참석: ⟦name.ko#1⟧ 팀장, ⟦name.ko#2⟧ 대리, ⟦name.ko⟧ 사원
- ⟦name.ko#1|given⟧ 팀장님: 고객사 담당자 연락처 공유 (⟦phone.kr⟧)
- ⟦name.ko#2⟧ 대리: 배포 버전 ⟦d.version⟧ 확인
- 다음 회의: ⟦date⟧
=== min-zh zh minutes
把下面的会议记录整理成纪要：
参会人：⟦name.zh#1⟧、⟦name.zh#2⟧、⟦name.zh⟧
1. ⟦name.zh#1⟧负责联系供应商（⟦phone.cn.mob⟧）确认交期；
2. ⟦name.zh#2|family⟧总提出预算上限⟦d.amount.cny⟧；
3. 上线版本⟦d.version⟧，发布单号⟦d.ticket⟧。
=== min-de de minutes
Protokoll bitte zusammenfassen:
Anwesend: ⟦name.de#1⟧, ⟦name.de⟧, ⟦name.tr⟧
TOP 1: Umzug in die ⟦addr.de⟧ — ⟦name.de#1|family⟧ klärt Schlüsselübergabe (⟦phone.de⟧)
TOP 2: Release ⟦d.version⟧, Ticket ⟦d.ticket⟧
=== min-noPII-en en minutes
Minutes, sprint ⟦n:10-90⟧ review: velocity ⟦n:20-60⟧ points; release ⟦d.version⟧ (build ⟦d.build⟧) shipped; incidents ⟦d.ticket⟧ and ⟦d.ticket⟧ closed; next review ⟦date⟧. Reading list: ⟦d.doi⟧.
=== min-noPII-ko ko minutes
회의 요약: 배포 ⟦d.version⟧ 완료, 장애 티켓 ⟦d.ticket⟧ 종료, 빌드 ⟦d.build⟧, 커밋 ⟦d.gitsha⟧. 다음 회의 ⟦date⟧.
=== min-noPII-zh zh minutes
周会纪要：版本⟦d.version⟧已发布，构建号⟦d.build⟧，缺陷单⟦d.ticket⟧已修复，提交⟦d.gitsha⟧。测试用卡号⟦d.testcard⟧仅限沙箱。
=== school-report-en en school
Write a short comment for this report card:
Student: ⟦name.en#1⟧   Grade 7B   Student ID ⟦d.ticket⟧
Parent/guardian: ⟦name.en⟧, ⟦phone.us⟧, ⟦email⟧
Math B+, Science A-, English A. Absences: ⟦n:0-9⟧.
=== school-ja-renraku ja school
連絡帳の文章を丁寧に直して：
⟦name.ja#1|family⟧先生へ
いつもお世話になっております。⟦name.ja#2|given⟧の母です。明日は通院のため欠席します。何かあれば ⟦phone.jp⟧ までご連絡ください。
=== school-ko-gajeong ko school
가정통신문 회신서 정리해줘
학생: ⟦name.ko⟧ (3학년 2반)
보호자: ⟦name.ko⟧ / ⟦phone.kr⟧
주소: ⟦addr.kr⟧
체험학습 참가: 동의
=== school-zh-enroll zh school
入学登记表：
学生姓名：⟦name.zh⟧
监护人：⟦name.zh⟧ 电话：⟦phone.cn.mob⟧
家庭住址：⟦addr.cn⟧
学籍号：G⟦cnid⟧
=== school-vi-hocba vi school
Nhận xét học bạ: Học sinh ⟦name.vi⟧, lớp 5A. Phụ huynh: ⟦name.vi⟧, SĐT ⟦phone.vn⟧. Điểm Toán 9, Tiếng Việt 8.
=== school-pt-matricula pt school
Ficha de matrícula: aluno ⟦name.pt⟧, responsável ⟦name.pt⟧, celular ⟦phone.br⟧, e-mail ⟦email.br⟧, endereço ⟦addr.br⟧.
=== school-noPII-en en school
Quiz: Who wrote about ⟦d.fiction⟧? When was ⟦d.public⟧ born? Course code CS-⟦n:100-499⟧, room ⟦n:100-450⟧, textbook ISBN ⟦isbn⟧.
=== school-ar-report ar school
تقرير الطالب: ⟦name.ar⟧، الصف السادس. ولي الأمر ⟦name.ar⟧، الجوال ⟦phone.sa⟧. ملاحظات: متفوق في الرياضيات.
