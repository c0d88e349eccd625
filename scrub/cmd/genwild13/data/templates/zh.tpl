# 中文（简体、繁体）与中英混排。
%%% zh-xianyu-ershou zh classified
【出】九成新婴儿推车，300元，只限同城自提：⟦AD:cn⟧。联系⟦P:zh.f⟧，电话⟦CNMOB⟧，微信同号。
%%% zh-xiangqin-tie zh dating
【征婚】女，1994年，本科，在杭州做会计，性格温和。有意者请联系她姑姑⟦P:zh⟧，手机⟦CNMOB:sp⟧。
%%% zh-jiapu zh genealogy
⟦P:zh⟧，字子明，生于民国二十一年，配⟦P:zh⟧，生三子。长孙⟦P:zh⟧，现居⟦AD:cn⟧，联系电话⟦CNMOB⟧。
%%% zh-lunwen-zuozhe zh academic
⟦P:zh⟧¹，⟦P:zh⟧²*，⟦P:zh⟧¹
（1. 浙江大学计算机学院，杭州 310027；2. 武汉大学信息管理学院，武汉 430072）
*通讯作者：⟦EM:from⟧
%%% zh-fayuan-gonggao zh gazette
⟦P:zh⟧：本院受理原告⟦P:zh⟧诉你民间借贷纠纷一案，案号⟦~case-number-cjk⟧。因你下落不明，依法向你公告送达起诉状副本。你的身份证号码⟦CNID⟧。
%%% zh-app-pinglun zh review
一星！退款拖了半个月，订单号⟦~order-number⟧。我的手机⟦CNMOB⟧，客服⟦~service-hotline⟧一直占线。——⟦P:zh⟧
%%% zh-xiaohongshu-biji zh social
🌸周末探店｜藏在巷子里的咖啡馆☕️
📍地址：⟦AD:cn⟧
老板⟦P:zh.f⟧人超好～预约请打⟦CNMOB:dash⟧ 🥰 #探店 #⟦$hashtag⟧
%%% zh-zhaopin-sixin zh recruiting
⟦P:zh.f⟧您好，我是猎头⟦P:zh⟧，看到您在⟦~company-surname⟧的经历，想推荐一个上海的算法岗位。方便的话加我微信或打我电话⟦CNMOB⟧。
%%% zh-weixin-qun-gonggao zh notice
【群公告】本周六小区团购提货点改到⟦AD:cn⟧，团长⟦P:zh⟧（⟦CNMOB:sp⟧）。火警请拨⟦~emergency-number⟧，别打团长电话😂
%%% zh-fugao zh notice
讣告：⟦P:zh⟧同志因病医治无效，于2026年11月20日逝世，享年86岁。遗体告别仪式定于11月24日上午举行。联系人：⟦P:zh⟧ ⟦CNMOB⟧
%%% zh-hunli-qingjian zh notice
谨定于2026年12月12日为⟦P:zh⟧先生与⟦P:zh⟧女士举行结婚典礼，敬备喜宴，恭请光临。地址：⟦AD:cn⟧
%%% zh-llm-prompt-profile zh prompt-template
你是一名银行客服助手。以下是客户信息（请勿在回答中复述）：
姓名：⟦P:zh⟧
身份证：⟦CNID⟧
银行卡：⟦CNCARD⟧
手机：⟦CNMOB⟧
问题：我的卡为什么被冻结了？
%%% zh-openai-messages zh llm-request j
{"messages":[{"role":"system","content":"你是快递助手"},{"role":"user","content":"帮我查一下寄给⟦P:zh⟧的包裹，收件地址⟦AD:cn⟧，电话⟦CNMOB⟧"},{"role":"assistant","content":"运单号是⟦~tracking-number⟧吗？"},{"role":"user","content":"对"}]}
%%% zh-tool-result-json-escaped zh llm-request
{"role":"tool","content":"{\"name\":\"⟦P:zh|ju⟧\",\"id_card\":\"⟦CNID⟧\",\"card\":\"⟦CNCARD:c⟧\"}"}
%%% zh-yaml-front-matter zh markdown
---
title: 搬家啦
author: ⟦P:zh⟧
contact: ⟦EM:from⟧
---
新地址是⟦AD:cn⟧，欢迎来玩！手机⟦CNMOB⟧。
%%% zh-protobuf-text zh protobuf
customer {
  name: "⟦P:zh⟧"
  id_number: "⟦CNID⟧"
  mobile: "⟦CNMOB:plain⟧"
  bank_card: "⟦CNCARD⟧"
}
%%% zh-git-log zh git
commit ⟦~git-sha⟧
Author: ⟦P:zh.latn⟧ <⟦EM:from⟧>
Date:   Mon Nov 30 15:02:11 2026 +0800

    修复身份证校验：⟦~cnid-bad-check⟧ 应该报错
%%% zh-crash-log zh crash
崩溃日志 版本 ⟦~version-string⟧
用户：⟦P:zh⟧ 手机：⟦CNMOB⟧
最后操作：绑定银行卡 ⟦~cncard-luhn-fail⟧（校验失败）
设备：⟦~device-serial⟧
%%% zh-push-payload zh push j
{"title":"您有一个快递待取","body":"⟦P:zh⟧您好，您的包裹已到⟦AD:cn⟧驿站，取件码 8-3-1024。如有疑问请联系⟦CNMOB⟧","msg_id":"⟦~uuid⟧"}
%%% zh-transfer-note zh bank
转账成功
收款人：⟦P:zh⟧
收款卡号：⟦CNCARD:sp⟧
附言：房租12月
交易流水号：⟦~transaction-id⟧
%%% zh-ivr-transcript zh ivr
【语音导航】您好，欢迎致电，查询余额请按1。
【按键】1
【语音识别】我叫⟦P:zh⟧，身份证号⟦CNID⟧
【语音导航】请输入您的银行卡号，以井号键结束。
【按键】⟦CNCARD:c⟧#
%%% zh-screen-reader zh a11y
读屏：“联系人，⟦P:zh⟧，按钮”
读屏：“手机号码，⟦CNMOB:sp⟧，双击拨打”
读屏：“地址，⟦AD:cn⟧”
%%% zh-spreadsheet-formula zh spreadsheet
=IF(MOD(SUMPRODUCT(--MID("⟦CNID⟧",ROW($1:$17),1),{7;9;10;5;8;4;2;1;6;3;7;9;10;5;8;4;2}),11)=2,"有效","无效")
=CONCATENATE("⟦P:zh.l⟧","⟦P:same.f⟧")
%%% zh-contacts-diff zh diff
-⟦P:zh⟧,⟦CNMOB⟧,⟦AD:cn⟧
+⟦P:zh⟧,⟦CNMOB⟧,⟦AD:cn⟧
%%% zh-cdp-export zh cdp j
{"user_id":"⟦~uuid⟧","姓名":"⟦P:zh⟧","手机号":"⟦CNMOB:cc⟧","标签":["高价值","近30天活跃"],"最近IP":"⟦IP⟧"}
%%% zh-hardneg-demo zh markdown
示例：姓名填写“⟦~placeholder-name⟧”，手机号填写“⟦~redacted⟧”，身份证号示例 ⟦~cnid-bad-check⟧（校验位错误，仅用于测试）。客服热线 ⟦~service-hotline⟧。
%%% zh-hardneg-api-docs zh markdown
## 接入说明
1. 在控制台申请密钥，格式形如 ⟦~placeholder-key⟧。
2. 请求示例返回的 request_id：⟦~request-id⟧。
3. 测试服务器：⟦~doc-ipv4⟧，公共DNS：⟦~public-resolver⟧。
%%% zh-mixed-en-wechat zh social
@⟦P:zh.f⟧ 明天 meeting 改到 3pm，地点在⟦AD:cn⟧，有事打我 ⟦CNMOB:sp⟧ thx 🙏
%%% zh-fullwidth-phone zh classified
家教信息：初中数学，每周两次。请联系⟦P:zh.l⟧老师：⟦CNMOB:plain|fwd⟧（微信同号）
%%% zh-nbsp-address zh notice
停水通知：⟦AD:cn|nbsp⟧ 周三 9:00-17:00 停水。物业电话⟦PH:cnland⟧。
%%% zh-landline-company zh recruiting
面试通知：⟦P:zh⟧同学，请于周五下午到⟦AD:cn⟧参加面试，联系人⟦P:zh⟧，电话⟦PH:cnland⟧。
%%% zh-bank-card-ocr zh bank
卡号 ⟦CNCARD:sp⟧
持卡人 ⟦P:zh.latn|upper⟧
有效期 08/31
%%% zh-id-photo-text zh form
姓名 ⟦P:zh⟧  性别 女  民族 汉
住址 ⟦AD:cn⟧
公民身份号码 ⟦CNID⟧
%%% zh-id-split-spaces zh form
请核对：证件号 ⟦CNID:sp⟧，开户行 工商银行，卡号 ⟦CNCARD⟧。
%%% zh-secret-leak-forum zh social
求助！我的 OpenAI key ⟦KEY:openai⟧ 好像被盗刷了，还有 AWS 的 ⟦AKID⟧ 要不要一起换？
%%% zh-github-issue-key zh git
复现步骤：
```
export DASHSCOPE_API_KEY=⟦~placeholder-key⟧
export GITHUB_TOKEN=⟦KEY:github⟧
```
报错：401 Unauthorized (trace ⟦~trace-id⟧)
%%% zh-jwt-paste zh llm-request
帮我解码这个 token 看看过期时间：⟦JWT⟧
（文档里的示例 ⟦~jwt-io-example⟧ 能解，这个不行）
%%% zh-url-token zh social
文件我放网盘了：⟦URLTOK:gdrive⟧ 链接24小时有效，别外传
%%% zh-reset-link zh notice
【安全提醒】您正在重置密码，请点击 ⟦URLTOK:reset⟧ 完成操作。如非本人操作请忽略。
%%% zh-hk-classified zh classified
放租：旺角兩房單位，月租$16,000。地址：⟦AD:hk⟧。聯絡⟦P:zh.f⟧ ⟦PH:hk⟧（WhatsApp）。
%%% zh-tw-pinglun zh review
超級失望，包裹寄到⟦AD:tw⟧結果被退回。訂單⟦~order-number⟧。⟦P:tw⟧ ⟦PH:tw⟧
%%% zh-tw-hunli zh notice
謹訂於十二月二十日為長男⟦P:tw⟧與⟦P:tw⟧小姐舉行結婚典禮。敬請光臨。地址：⟦AD:tw⟧
%%% zh-tw-zhaopin zh recruiting
⟦P:tw.f⟧您好，我們是新創團隊，想邀請您面談前端職缺，方便留個時間讓我們打⟦PH:tw⟧給您嗎？聯絡人 ⟦P:tw⟧
%%% zh-tw-latn-passport en form
Passport name: ⟦P:tw.latn|upper⟧ / 中文姓名：⟦P:same⟧ / Tel: ⟦PH:tw⟧
%%% zh-gedcom zh genealogy
0 @I⟦%@#⟧@ INDI
1 NAME ⟦P:zh.f⟧ /⟦P:same.l⟧/
1 RESI
2 ADDR ⟦AD:cn⟧
1 PHON ⟦CNMOB⟧
%%% zh-srt-subtitles zh subtitles
5
00:00:21,000 --> 00:00:24,500
我叫⟦P:zh⟧，住在⟦AD:cn⟧。

6
00:00:24,600 --> 00:00:26,000
我的电话是⟦CNMOB:sp⟧。
%%% zh-latex-author zh latex tex
\author{⟦P:zh⟧\thanks{通讯作者，⟦EM:from⟧} \and ⟦P:zh⟧}
\title{基于检索增强的中文隐私识别}
%%% zh-bibtex-latn en bibtex
@inproceedings{⟦P:zh.ll|lower⟧2026,
  author = {⟦P:same.latn⟧ and ⟦P:zh.west⟧ and ⟦P:zh.up⟧},
  title = {Cross-lingual De-identification},
  booktitle = {Findings of EMNLP}
}
%%% zh-ldif zh ldap
dn: uid=⟦P:zh.ll|lower⟧⟦%##⟧,ou=staff,dc=sunhai-tech,dc=cn
cn: ⟦P:same⟧
mobile: ⟦CNMOB:cc⟧
mail: ⟦EM:work⟧
%%% zh-autofill zh autofill j
{"收货地址":[{"收货人":"⟦P:zh⟧","手机":"⟦CNMOB⟧","详细地址":"⟦AD:cn⟧","默认":true}]}
%%% zh-kafka-line zh queue j
{"topic":"kyc.submitted","payload":{"real_name":"⟦P:zh⟧","id_no":"⟦CNID⟧","bank_card":"⟦CNCARD:c⟧","ip":"⟦IP⟧"}}
%%% zh-hardneg-order zh review
好评！物流超快，单号⟦~tracking-number⟧，两天就到了。包装上的条码⟦~ean13⟧都没破损。
%%% zh-hardneg-placeholder zh form
表格填写示例：姓名 ⟦~placeholder-name⟧，电话 ⟦~redacted⟧，地址 ⟦~famous-address⟧。
%%% zh-zw-name zh social
今天和⟦P:zh|zw⟧去爬山了🏔️ 下次约⟦P:zh.f⟧一起
%%% zh-fw-idcard zh form
身份证：⟦CNID|fwd⟧
%%% zh-email-qq zh recruiting
简历请投递至 ⟦EM:qq⟧，注明“应聘⟦P:zh⟧推荐”。
%%% zh-cn-iban-mixed zh bank
境外汇款信息：收款人 ⟦P:de⟧，IBAN ⟦IBAN:de⟧，附言“⟦P:zh⟧学费”。
%%% zh-pk-leak zh git
不小心把私钥贴到群里了，大家帮忙删一下：
⟦PK:ec⟧
%%% zh-hardneg-version zh markdown
更新日志 ⟦~version-string⟧：修复了 ⟦~ipv4-like-version⟧ 被误识别为 IP 的问题；默认端口 ⟦~loopback⟧。
%%% zh-douyin-comment zh social
哈哈哈 @⟦P:zh.lc|nosp⟧ 你快看 这不是你家楼下吗 ⟦AD:cn⟧ 😂
%%% zh-ssn-mixed zh llm-request
我在美国读书，W-2 上的 SSN 是 ⟦SSN⟧，名字拼成了 ⟦P:zh.latn⟧，要怎么改？
%%% zh-card-mixed zh bank
信用卡还款提醒：尾号⟦~redacted⟧的卡本期应还⟦~money-amount⟧。境外卡 ⟦CC:visa⟧ 已绑定。
