Calendar invites (ICS) and contact cards (vCard) pasted for parsing.

=== ics-meeting-en en calendar
Can you turn this invite into a to-do list?
BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:2026121⟦n:0-9#7⟧T⟦n:10-16⟧0000Z
DTEND:2026121⟦n:0-9#7⟧T⟦n:17-18⟧0000Z
UID:⟦d.icsuid.g⟧
ORGANIZER;CN=⟦name.en#1⟧:mailto:⟦email<1⟧
ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;CN=⟦name.de#2⟧:mailto:⟦email.eu<2⟧
LOCATION:⟦url.token⟧
SUMMARY:Q1 planning
END:VEVENT
END:VCALENDAR
=== ics-ko-invite ko calendar
이 일정 요약해줘
BEGIN:VEVENT
SUMMARY:분기 리뷰 회의
DTSTART;TZID=Asia/Seoul:2026121⟦n:0-9⟧T140000
LOCATION:⟦addr.kr⟧
ORGANIZER;CN=⟦name.ko#1⟧:mailto:⟦email.kr<1⟧
ATTENDEE;CN=⟦name.ko#2⟧:mailto:⟦email.kr<2⟧
DESCRIPTION:회의실 예약번호 ⟦d.pnr⟧\n문의: ⟦phone.kr⟧
UID:⟦d.uuid⟧
END:VEVENT
=== ics-ja-dentist ja calendar
BEGIN:VEVENT
SUMMARY:歯科検診（⟦name.ja#1⟧）
DTSTART:2026121⟦n:0-9⟧T010000Z
LOCATION:⟦addr.jp⟧
DESCRIPTION:予約番号 ⟦d.pnr⟧。変更は ⟦phone.jp⟧ まで。保険証をお持ちください。
END:VEVENT
=== ics-zh-interview zh calendar
请帮我把这个面试邀请转成中文日程说明：
BEGIN:VEVENT
SUMMARY:面试 - ⟦name.zh#1⟧ - 后端工程师
DTSTART;TZID=Asia/Shanghai:2026121⟦n:0-9⟧T100000
ORGANIZER;CN=HR:mailto:⟦email.cn⟧
ATTENDEE;CN=⟦name.zh#1⟧:mailto:⟦email.cn<1⟧
LOCATION:腾讯会议 ⟦d.meeting⟧
DESCRIPTION:候选人电话 ⟦phone.cn.mob⟧
END:VEVENT
=== ics-private-url en calendar
My calendar sync is broken. The subscription URL I used: ⟦url.token⟧ — events after ⟦d.ts⟧ don't show. Calendar id ⟦d.uuid⟧.
=== ics-noPII-holidays en calendar
BEGIN:VEVENT
DTSTART;VALUE=DATE:20261225
SUMMARY:Christmas Day
UID:⟦d.icsuid⟧
DESCRIPTION:Public holiday. Emergency services: ⟦d.service⟧.
END:VEVENT
BEGIN:VEVENT
DTSTART;VALUE=DATE:20270101
SUMMARY:New Year's Day
UID:⟦d.icsuid⟧
END:VEVENT
=== vcard-en en contactcard
Import this contact and fix the formatting:
BEGIN:VCARD
VERSION:3.0
N:⟦name.en#1|family⟧;⟦name.en#1|given⟧;;;
FN:⟦name.en#1⟧
ORG:Brightwell Logistics
TEL;TYPE=CELL:⟦phone.gb⟧
TEL;TYPE=WORK:⟦d.hotline⟧
EMAIL;TYPE=INTERNET:⟦email<1⟧
ADR;TYPE=HOME:;;⟦addr.gb⟧;;;;
END:VCARD
=== vcard-ja ja contactcard
BEGIN:VCARD
VERSION:4.0
FN:⟦name.ja#1⟧
N:⟦name.ja#1|family⟧;⟦name.ja#1|given⟧;;;
X-PHONETIC-FIRST-NAME:⟦name.ja#1|latin⟧
TEL;TYPE=cell:⟦phone.jp⟧
EMAIL:⟦email.jp<1⟧
ADR;TYPE=home:;;⟦addr.jp⟧;;;;JP
NOTE:誕生日 ⟦n:1-12⟧/⟦n:1-28⟧
END:VCARD
=== vcard-ko ko contactcard
연락처 파일 정리 좀 해줘
BEGIN:VCARD
VERSION:3.0
FN:⟦name.ko#1⟧
TEL;CELL:⟦phone.kr⟧
TEL;HOME:⟦phone.kr⟧
EMAIL:⟦email.kr<1⟧
ADR:;;⟦addr.kr⟧;;;;
END:VCARD
=== vcard-zh zh contactcard
BEGIN:VCARD
VERSION:3.0
FN:⟦name.zh#1⟧
TEL;TYPE=CELL:⟦phone.cn.mob⟧
EMAIL:⟦email.cn<1⟧
ADR;TYPE=WORK:;;⟦addr.cn⟧;;;;
NOTE:微信同号，客户经理
END:VCARD
=== vcard-ru ru contactcard
BEGIN:VCARD
VERSION:3.0
FN:⟦name.ru#1⟧
TEL;TYPE=CELL:⟦phone.ru⟧
EMAIL:⟦email.ru<1⟧
ADR;TYPE=HOME:;;⟦addr.ru⟧;;;;
END:VCARD
=== vcard-multi-mixed en contactcard
Merge these duplicates:
BEGIN:VCARD
FN:⟦name.vi#1|latin⟧
TEL:⟦phone.vn⟧
END:VCARD
BEGIN:VCARD
FN:⟦name.vi#1⟧
EMAIL:⟦email.asia<1⟧
TEL:⟦phone.vn⟧
END:VCARD
=== vcard-noPII-fiction en contactcard
BEGIN:VCARD
FN:⟦d.fiction⟧
ORG:Baker Street Detective Agency
NOTE:Test fixture for the contacts importer, build ⟦d.build⟧
UID:⟦d.uuid⟧
END:VCARD
=== ics-th-appointment th calendar
BEGIN:VEVENT
SUMMARY:นัดตรวจสุขภาพ คุณ⟦name.th⟧
DTSTART:2026121⟦n:0-9⟧T020000Z
LOCATION:⟦addr.th⟧
DESCRIPTION:โทร ⟦phone.th⟧ หากต้องการเลื่อนนัด
END:VEVENT
